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
 * Issue 13 observation 6: Video to GIF with two segments of 0.1 s at 10 fps on a portrait clip,
 * MP4 and WebP ticked, once failed with "GIF conversion produced no output". Segments shorter
 * than one frame are refused by name; one-frame segments always make their frames.
 */
describe("Video to GIF: segments of one frame", () => {
  let server: TestServer;
  let directory: string;
  let clip: Buffer;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-segments-"));
    const clipPath = join(directory, "portrait.mp4");
    // A short, small portrait clip with sound (rotated friday.mp4), so each run takes little time.
    await run("ffmpeg", [
      "-nostdin",
      "-v",
      "error",
      "-y",
      "-i",
      fixture("video/friday.mp4"),
      "-t",
      "2",
      "-vf",
      "transpose=1,scale=100:180",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-c:a",
      "aac",
      clipPath,
    ]);
    clip = await readFile(clipPath);
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const start = (segments: { start: number; end: number }[], fps: number) =>
    server.app.inject({
      method: "POST",
      url: "/api/video-to-gif",
      ...multipart([
        { name: "file", value: clip, fileName: "portrait.mp4" },
        { name: "segments", value: JSON.stringify(segments) },
        { name: "fps", value: String(fps) },
        { name: "width", value: "100" },
        { name: "height", value: "180" },
        { name: "include_audio", value: "true" },
        { name: "include_webp", value: "true" },
      ]),
    });

  /** Runs one conversion to the end; the GIF's frame count, or the failure. */
  async function convert(segments: { start: number; end: number }[], fps: number) {
    const response = await start(segments, fps);
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    if (status.state !== "SUCCESS") return { error: status.error, frames: 0 };
    const gif = await download(server.app, status.result?.gif as string);
    const mp4 = await download(server.app, status.result?.mp4 as string);
    const webp = await download(server.app, status.result?.webp as string);
    expect([gif.response.statusCode, mp4.response.statusCode, webp.response.statusCode]).toEqual([
      200, 200, 200,
    ]);
    expect(mp4.body.length).toBeGreaterThan(0);
    expect(webp.body.length).toBeGreaterThan(0);
    const gifPath = join(directory, `${response.json().task_id}.gif`);
    await writeFile(gifPath, gif.body);
    return { error: null, frames: (await gifsicleInfo(gifPath)).frameCount };
  }

  it("refuses a segment shorter than one frame at the chosen rate, naming it", async () => {
    const response = await start(
      [
        { start: 0, end: 0.1 },
        { start: 1, end: 1.05 },
      ],
      10,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        "Segment 2 is 0.05 s long; at 10 fps a segment must last at least one frame (0.1 s). Lengthen it or choose a higher frame rate.",
      code: "invalid-options",
    });
  });

  it("a segment of exactly one frame makes one frame (0.8 − 0.7 at 10 fps)", async () => {
    expect(await convert([{ start: 0.7, end: 0.8 }], 10)).toEqual({ error: null, frames: 1 });
  });

  it("two 0.1 s segments at 10 fps, MP4 and WebP: 50 runs, every one succeeds with 2 frames", async () => {
    const outcomes: string[] = [];
    // Two at a time: the test server has two worker processes.
    for (let batch = 0; batch < 25; batch++) {
      const results = await Promise.all(
        [0, 1].map(() =>
          convert(
            [
              { start: 0, end: 0.1 },
              { start: 1, end: 1.1 },
            ],
            10,
          ),
        ),
      );
      outcomes.push(...results.map((result) => result.error ?? `${result.frames} frames`));
    }
    expect(outcomes).toEqual(Array.from({ length: 50 }, () => "2 frames"));
  }, 300_000);
});
