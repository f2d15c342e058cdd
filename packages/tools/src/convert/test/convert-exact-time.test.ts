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
import { animationDelaysMs } from "../../shared/animation-length.ts";

const run = promisify(execFile);

/**
 * Issue 39: every format Convert writes plays for the GIF's time, its last frame included. The
 * GIF is the case: 40 frames (iss634.gif's first 40, at 120 × 120 so AV1 is quick) of
 * 15, 14 and 16 hundredths, 5.79 s in all, the last one shown for 0.16 s. Before, AVIF and WebM
 * ended at 5.64 s (the last frame lasted 0.01 s) and the MP4 (50 fps) at 5.80 s.
 */
const delaysCentiseconds = [...Array(17).fill(15), ...Array(22).fill(14), 16] as number[];
const gifSeconds = 5.79;
const lastDelaySeconds = 0.16;

type Format = "avif" | "webm" | "mp4" | "apng" | "webp";

/**
 * When each frame of a video-coded file starts, and when the last one ends, read by ffprobe
 * (decoded frames: pts, and the last packet's duration).
 */
async function videoFrameTimes(path: string): Promise<{ startsSeconds: number[]; end: number }> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-select_streams",
    "v:0",
    "-show_frames",
    "-show_entries",
    "frame=pts_time,pkt_duration_time",
    "-of",
    "json",
    path,
  ]);
  const frames = (
    JSON.parse(stdout) as { frames: { pts_time: string; pkt_duration_time: string }[] }
  ).frames;
  const startsSeconds = frames.map((frame) => Number(frame.pts_time));
  const last = frames.at(-1);
  return {
    startsSeconds,
    end: Number(last?.pts_time) + Number(last?.pkt_duration_time),
  };
}

describe("Convert keeps the GIF's time in every format", () => {
  let server: TestServer;
  let dir: string;
  let gifPath: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-convert-time-"));
    const source = join(dir, "source.gif");
    await run("gifsicle", ["--resize", "120x120", fixture("gif/iss634.gif"), "-o", source]);
    gifPath = join(dir, "forty.gif");
    // gifsicle sets the delay of the frames selected after each -d.
    await run("gifsicle", [
      "-d15",
      source,
      "#0-16",
      "-d14",
      source,
      "#17-38",
      "-d16",
      source,
      "#39",
      "-o",
      gifPath,
    ]);
    const info = await gifsicleInfo(gifPath);
    expect(info.delaysCentiseconds).toEqual(delaysCentiseconds);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function convert(format: Format, inputPath = gifPath): Promise<string> {
    const form = multipart([
      {
        name: "file",
        value: await readFile(inputPath),
        fileName: "forty.gif",
        contentType: "image/gif",
      },
      { name: "format", value: format },
    ]);
    const started = await server.app.inject({ method: "POST", url: "/api/convert", ...form });
    expect(started.statusCode, started.body).toBe(202);
    const status = await waitForTask(server.app, started.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.[format] as string);
    const outputPath = join(dir, `${inputPath === gifPath ? "forty" : "other"}.${format}`);
    await writeFile(outputPath, body);
    return outputPath;
  }

  for (const format of ["avif", "webm"] as const) {
    it(`${format.toUpperCase()}: ends at 5.79 s, the last GIF frame shown its 0.16 s (then its one copy)`, async () => {
      const { startsSeconds, end } = await videoFrameTimes(await convert(format));
      expect(end).toBeCloseTo(gifSeconds, 2);
      // Every GIF frame, then the copy of the last one a hundredth before the end.
      expect(startsSeconds).toHaveLength(delaysCentiseconds.length + 1);
      const lastStart = startsSeconds[delaysCentiseconds.length - 1] as number;
      expect(lastStart).toBeCloseTo(gifSeconds - lastDelaySeconds, 2);
      expect(startsSeconds.at(-1)).toBeCloseTo(gifSeconds - 0.01, 2);
    });
  }

  // ffmpeg guesses 20 fps for cogs.gif (0.3 s) and 15 for iss634.gif (2.83 s): the held frame's
  // packet lasted a frame at that rate (0.34 s and 2.887 s) until the encoder ran at 100 fps.
  for (const [name, seconds] of [
    ["cogs.gif", 0.3],
    ["iss634.gif", 2.83],
  ] as const) {
    for (const format of ["avif", "webm"] as const) {
      it(`${format.toUpperCase()} of ${name}: ends at ${seconds} s, whatever rate ffmpeg guesses`, async () => {
        const { end } = await videoFrameTimes(await convert(format, fixture(`gif/${name}`)));
        expect(end).toBeCloseTo(seconds, 2);
      });
    }
  }

  it("MP4: 100 fps (an odd number of hundredths), 579 frames, ends at 5.79 s", async () => {
    const { startsSeconds, end } = await videoFrameTimes(await convert("mp4"));
    expect(end).toBeCloseTo(gifSeconds, 2);
    expect(startsSeconds).toHaveLength(579);
    // The last GIF frame is shown from 5.63 s: its first video frame starts there.
    expect(startsSeconds).toContainEqual(expect.closeTo(gifSeconds - lastDelaySeconds, 2));
  });

  for (const format of ["apng", "webp"] as const) {
    it(`${format.toUpperCase()}: every frame's delay is the GIF's, the last 160 ms`, async () => {
      const delaysMs = animationDelaysMs(await readFile(await convert(format)));
      expect(delaysMs).toEqual(delaysCentiseconds.map((delay) => delay * 10));
      const totalMs = delaysMs.reduce((sum, delay) => sum + delay, 0);
      expect(totalMs / 1000).toBeCloseTo(gifSeconds, 2);
    });
  }
});
