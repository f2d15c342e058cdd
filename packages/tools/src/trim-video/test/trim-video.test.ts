import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { runToolTask } from "@gifkit/tools/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BinaryPaths } from "../../../../../apps/server/src/media/run-command.ts";
import { createMediaToolkit } from "../../../../../apps/server/src/media/toolkit.ts";
import { buildVideoProbeCommand, parseVideoProbe } from "../../shared/video-input.ts";
import { trimVideoOptionsSchema } from "../shared/options.ts";

const run = promisify(execFile);
const fixturesDir = join(import.meta.dirname, "../../../../../test/fixtures/video");

/**
 * Trim Video on a lavfi clip made here (160 × 90, 25 fps, 2 s, a 440 Hz tone, a key frame every
 * 12 frames: at 0, 0.48, 0.96, 1.44 s): exact is frame-accurate and re-encoded; fast copies the
 * packets, from the key frame before the start, and says so.
 */
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);

async function packets(path: string) {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=size,flags"],
    ...["-of", "csv=p=0", path],
  ]);
  return stdout.trim().split("\n");
}

describe("Trim Video", () => {
  let workRoot: string;
  let clipPath: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-trim-video-"));
    clipPath = join(workRoot, "clip.mp4");
    await run("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=160x90:rate=25:duration=2"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-g", "12", "-keyint_min", "12"],
      ...["-sc_threshold", "0", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clipPath],
    ]);
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  async function trim(fields: Record<string, string>, name: string, inputPath = clipPath) {
    const workDir = join(workRoot, name);
    await mkdir(workDir, { recursive: true });
    const { stdout } = await media.run(buildVideoProbeCommand(inputPath, "mov"), {
      signal: new AbortController().signal,
    });
    const result = await runToolTask(
      { tool: "trim-video", options: trimVideoOptionsSchema.parse(fields) },
      {
        inputPaths: [inputPath],
        inputFacts: [{ detectedType: "mp4", video: parseVideoProbe(stdout) }],
        workDir,
        media,
        signal: new AbortController().signal,
        reportProgress: () => {},
      },
    );
    const [output] = result.outputs;
    const { stdout: probed } = await run("ffprobe", [
      ...["-v", "error", "-show_streams", "-show_format", "-of", "json", output?.path as string],
    ]);
    return {
      result,
      path: output?.path as string,
      probe: JSON.parse(probed) as {
        streams: { codec_type: string; codec_name: string; duration: string }[];
        format: { duration: string };
      },
    };
  }

  it("exact: 0.6-1.4 s re-encoded, 0.8 s within a frame, H.264 and AAC", async () => {
    const { result, probe } = await trim({ start_time: "0.6", end_time: "1.4" }, "exact");
    expect(result.outputs[0]?.kind).toBe("mp4");
    const video = probe.streams.find((stream) => stream.codec_type === "video");
    const audio = probe.streams.find((stream) => stream.codec_type === "audio");
    expect(video?.codec_name).toBe("h264");
    expect(Math.abs(Number(video?.duration) - 0.8)).toBeLessThanOrEqual(0.04);
    expect(audio?.codec_name).toBe("aac");
    expect(Math.abs(Number(audio?.duration) - 0.8)).toBeLessThanOrEqual(0.05);
    expect(result.notes).toBeUndefined();
  });

  it("fast: the packets copied as stored from the key frame at 0.48 s, and the result says so", async () => {
    const { result, path, probe } = await trim(
      { start_time: "0.6", end_time: "1.4", mode: "fast" },
      "fast",
    );
    expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(["aac", "h264"]);
    const kept = await packets(path);
    const source = await packets(clipPath);
    // The copy starts on the key frame at 0.48 s (frame 12): the same packets, byte for byte.
    expect(kept[0]).toMatch(/K/);
    const offset = source.indexOf(kept[0] as string);
    expect(offset).toBe(12);
    expect(kept).toEqual(source.slice(offset, offset + kept.length));
    expect(result.notes).toEqual([
      "Fast trim, no quality lost: the streams were copied without re-encoding, so the video starts at the key frame at 0.48 s, 0.12 s before 0.6 s. Choose the exact trim to start at 0.6 s.",
    ]);
  });

  it("fast on a clip with B-frames (flower.mp4, key frames at 0 and 3.003 s): the note names the key frame at 0 s, not the copy's length", async () => {
    // The copy of 1-3 s plays 3.07 s (frames reordered past 3 s ride along): its length minus the
    // asked 2 s said 1.07 s before 1 s, a start at -0.07 s.
    const { result, path } = await trim(
      { start_time: "1", end_time: "3", mode: "fast" },
      "fast-b-frames",
      join(fixturesDir, "flower.mp4"),
    );
    const kept = await packets(path);
    const source = await packets(join(fixturesDir, "flower.mp4"));
    expect(kept[0]).toMatch(/K/);
    expect(source.indexOf(kept[0] as string)).toBe(0);
    expect(result.notes).toEqual([
      "Fast trim, no quality lost: the streams were copied without re-encoding, so the video starts at the key frame at 0 s, 1 s before 1 s. Choose the exact trim to start at 1 s.",
    ]);
  });

  it("fast from a key frame (flower.mp4 at 3.003 s): no earlier start to tell", async () => {
    const { result } = await trim(
      { start_time: "3.003", end_time: "4", mode: "fast" },
      "fast-on-key-frame",
      join(fixturesDir, "flower.mp4"),
    );
    expect(result.notes).toEqual([
      "Fast trim, no quality lost: the streams were copied without re-encoding.",
    ]);
  });

  it("refuses an end before the start, and a format on a fast trim, by name", () => {
    expect(
      trimVideoOptionsSchema.safeParse({ start_time: "2", end_time: "1" }).error?.issues[0]
        ?.message,
    ).toBe("end_time must be after start_time.");
    expect(
      trimVideoOptionsSchema.safeParse({ mode: "fast", format: "webm" }).error?.issues[0]?.message,
    ).toBe(
      "format applies to an exact trim only: a fast trim keeps the video's own codecs and container.",
    );
  });
});
