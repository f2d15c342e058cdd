import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

/**
 * Issue 41, observations 3 and 4: an APNG is accepted by its content where APNG is taken, also
 * named .png (its usual extension), and keeps every frame's own delay, the last one included.
 * The APNGs are made here by ffmpeg from peterdn's suite GIFs (delays 1.0/1.0/0.1/1.0 s, and the
 * same animation at 7/3/7/100 cs).
 */
describe("APNG input: judged by content, every delay kept (issue 41)", () => {
  let server: TestServer;
  let directory: string;
  beforeAll(async () => {
    server = await startTestServer();
    directory = await mkdtemp(join(tmpdir(), "gifkit-apng-input-"));
    const variable = fixture("gif-suites/peterdn/animated_loop_variable_delay.gif");
    const sevenCs = join(directory, "seven.gif");
    await run("gifsicle", [
      fixture("gif-suites/peterdn/animated_loop.gif"),
      ...["-d7", "#0", "-d3", "#1", "-d7", "#2", "-d100", "#3"],
      "-o",
      sevenCs,
    ]);
    // ffmpeg's APNG muxer needs the last frame's delay said (-final_delay): it is not in a GIF's
    // last packet.
    for (const [source, name, finalDelay] of [
      [variable, "variable", "1"],
      [sevenCs, "seven", "1"],
    ] as const) {
      await run("ffmpeg", [
        "-v",
        "error",
        "-y",
        "-i",
        source,
        "-plays",
        "0",
        "-final_delay",
        finalDelay,
        "-f",
        "apng",
        join(directory, `${name}.apng`),
      ]);
    }
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function rotate(path: string, fileName: string) {
    const form = multipart([
      { name: "file", value: await readFile(path), fileName, contentType: "image/png" },
      { name: "angle", value: "90" },
      { name: "flip", value: "none" },
    ]);
    const start = await server.app.inject({ method: "POST", url: "/api/rotate", ...form });
    expect(start.statusCode, start.body).toBe(202);
    const status = await waitForTask(server.app, start.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.gif as string);
    const outputPath = join(directory, `rotated-${fileName}.gif`);
    await writeFile(outputPath, body);
    return gifsicleInfo(outputPath);
  }

  it("takes an APNG named .png and gives every frame its own delay (1.0/1.0/0.1/1.0 s)", async () => {
    const apng = join(directory, "variable.apng");
    for (const name of ["variable.png", "variable.apng"]) {
      const info = await rotate(apng, name);
      expect(info.frameCount).toBe(4);
      expect(info.delaysCentiseconds).toEqual([100, 100, 10, 100]);
    }
  });

  it("keeps short delays exact (7, 3 cs) and the last frame's own (1 s, not the one before)", async () => {
    const info = await rotate(join(directory, "seven.apng"), "seven.apng");
    expect(info.delaysCentiseconds).toEqual([7, 3, 7, 100]);
  });

  it("still refuses a still PNG on a GIF tool, with the message naming the allowed types", async () => {
    const form = multipart([
      {
        name: "file",
        value: await readFile(fixture("gif-suites/peterdn/frames/static_transparent.png")),
        fileName: "still.png",
        contentType: "image/png",
      },
    ]);
    const start = await server.app.inject({ method: "POST", url: "/api/rotate", ...form });
    expect(start.statusCode).toBe(400);
    expect(start.json().error).toBe(
      "Unsupported file type: still.png. Allowed: GIF, WEBP, APNG, MNG, AVIF, WEBM",
    );
  });
});
