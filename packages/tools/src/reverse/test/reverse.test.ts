import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import { differingRgbaShare as differingShare } from "../../../../../apps/server/test/helpers/rgba-compare.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

describe("Reverse through the HTTP API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  async function reverse(name: string) {
    const input = await readFile(fixture(`gif/${name}`));
    const form = multipart([
      { name: "file", value: input, fileName: name, contentType: "image/gif" },
    ]);
    const start = await server.app.inject({ method: "POST", url: "/api/reverse", ...form });
    expect(start.statusCode).toBe(202);
    const status = await waitForTask(server.app, start.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    expect(status.status).toBe("Task completed!");
    expect(status.progress).toBe(100);
    const { response, body } = await download(server.app, status.result?.gif as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/gif");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="reversed.gif"');
    const outputPath = join(tmpdir(), `reversed-${name}`);
    await writeFile(outputPath, body);
    return { inputPath: fixture(`gif/${name}`), outputPath };
  }

  for (const name of [
    "classroom.gif",
    "iss634.gif",
    "animated-loop-3.gif",
    "dispose-background.gif",
    "cogs.gif",
    "rotating-squares.gif",
  ]) {
    it(`reverses ${name}: same frames back to front, own delays, loop kept`, async () => {
      const { inputPath, outputPath } = await reverse(name);
      const before = await gifsicleInfo(inputPath);
      const after = await gifsicleInfo(outputPath);
      expect(after.frameCount).toBe(before.frameCount);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      expect(after.loop).toEqual(before.loop);
      // Each frame keeps its own delay exactly as read (0 and 1 included).
      const expectedDelays = [...before.delaysCentiseconds].reverse();
      expect(after.delaysCentiseconds).toEqual(expectedDelays);

      // Composited pictures: output frame i equals input frame n-1-i (ffmpeg decodes both).
      const inputFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
      const outputFrames = await decodeFramesWithFfmpeg(outputPath, after.width, after.height);
      expect(outputFrames.length).toBe(inputFrames.length);
      for (let index = 0; index < outputFrames.length; index++) {
        const reference = inputFrames[inputFrames.length - 1 - index] as Buffer;
        expect(
          differingShare(outputFrames[index] as Buffer, reference),
          `frame ${index}`,
        ).toBeLessThan(0.02);
      }
    });
  }
});
