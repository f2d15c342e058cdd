import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  meanAbsoluteDifference,
  videoFrameAt,
} from "../../../../../apps/server/test/helpers/video-media.ts";
import {
  runVideoToolTask,
  streamOf,
} from "../../../../../apps/server/test/helpers/video-tool-task.ts";

const run = promisify(execFile);
const width = 320;
const height = 180;

/** Rows [from, to) of an RGB frame. */
const rows = (frame: Buffer, from: number, to: number) =>
  frame.subarray(from * width * 3, to * width * 3);

/**
 * Add Subtitles on a flat blue 320 × 180 clip with a tone (3 s, 25 fps, H.264/AAC), so the
 * picture's encoding noise is small and the letters stand out; one cue from 0.5 s to 1.5 s.
 */
describe("Add Subtitles", () => {
  let workRoot: string;
  let clip: string;
  let srt: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-add-subtitles-"));
    clip = join(workRoot, "blue.mp4");
    await run("ffmpeg", [
      ...["-nostdin", "-v", "error", "-y"],
      ...["-f", "lavfi", "-i", `color=c=0x3060c0:size=${width}x${height}:rate=25:duration=3`],
      ...["-f", "lavfi", "-i", "sine=frequency=440:duration=3"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", clip],
    ]);
    srt = join(workRoot, "cue.srt");
    await writeFile(srt, "1\n00:00:00,500 --> 00:00:01,500\nHello GifKit\n");
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("burns the cue in: pixels differ in the bottom box only, and only during the cue", async () => {
    const { probe, path } = await runVideoToolTask(
      "add-subtitles",
      { mode: "burn" },
      clip,
      join(workRoot, "burn"),
      { subtitles: srt },
    );
    expect(streamOf(probe, "video")?.codec_name).toBe("h264");
    expect(streamOf(probe, "audio")?.codec_name).toBe("aac");
    expect(probe.streams.some((stream) => stream.codec_type === "subtitle")).toBe(false);
    expect(Math.abs(Number(probe.format.duration) - 3)).toBeLessThanOrEqual(0.05);
    const during = await videoFrameAt(path, 1, width, height);
    const sourceDuring = await videoFrameAt(clip, 1, width, height);
    // The bottom fifth holds the letters (measured 4.4 over the whole band, mostly still blue);
    // above it the picture is as it was (encoding noise well under 1.5).
    expect(
      meanAbsoluteDifference(rows(during, 144, 180), rows(sourceDuring, 144, 180)),
    ).toBeGreaterThan(3);
    expect(meanAbsoluteDifference(rows(during, 0, 130), rows(sourceDuring, 0, 130))).toBeLessThan(
      1.5,
    );
    const after = await videoFrameAt(path, 2.2, width, height);
    expect(
      meanAbsoluteDifference(after, await videoFrameAt(clip, 2.2, width, height)),
    ).toBeLessThan(1.5);
  });

  it("adds a soft track: a mov_text stream with the cue's text, beside the copied H.264 and AAC", async () => {
    const { probe, path } = await runVideoToolTask(
      "add-subtitles",
      { mode: "soft" },
      clip,
      join(workRoot, "soft"),
      { subtitles: srt },
    );
    expect(probe.streams.map((stream) => stream.codec_name)).toEqual(["h264", "aac", "mov_text"]);
    const { stdout } = await run("ffmpeg", [
      ...["-nostdin", "-v", "error", "-i", path, "-map", "0:s:0", "-f", "srt", "-"],
    ]);
    expect(stdout).toContain("00:00:00,500 --> 00:00:01,500\nHello GifKit");
  });

  it("fails a bad cue naming its line", async () => {
    const bad = join(workRoot, "bad.srt");
    await writeFile(bad, "1\n00:00:00,500 --> 00:00:01,500\nHi\n\n2\n0:0:2 -> 0:0:3\nBye\n");
    await expect(
      runVideoToolTask("add-subtitles", { mode: "burn" }, clip, join(workRoot, "bad"), {
        subtitles: bad,
      }),
    ).rejects.toMatchObject({
      code: "invalid-subtitles",
      message:
        'Line 6: expected a cue\'s times such as 00:00:01,000 --> 00:00:04,000, found "0:0:2 -> 0:0:3".',
    });
  });
});
