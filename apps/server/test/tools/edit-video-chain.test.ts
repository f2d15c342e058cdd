import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildVideoProbeCommand,
  parseVideoProbe,
} from "../../../../packages/tools/src/shared/video-input.ts";
import type { BinaryPaths } from "../../src/media/run-command.ts";
import { createMediaToolkit } from "../../src/media/toolkit.ts";

const run = promisify(execFile);

/**
 * A chain on a video input (issue 42, path 4 of the executor): one ffmpeg command, audio kept,
 * MP4 H.264/AAC or WebM VP9/Opus, checked with ffprobe. The clip is made here by lavfi (a test
 * pattern with a 440 Hz tone, 160 × 90, 25 fps, 2 s) and stored the way a phone stores a portrait
 * clip: landscape pixels with a display rotation of 90°.
 */
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);

interface Probed {
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    duration?: string;
    pix_fmt?: string;
    side_data_list?: { rotation?: number }[];
  }[];
  format: { duration: string };
}
async function probe(path: string): Promise<Probed> {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-show_streams", "-show_format", "-of", "json", path],
  ]);
  return JSON.parse(stdout) as Probed;
}
const streamOf = (probed: Probed, type: string) =>
  probed.streams.find((stream) => stream.codec_type === type);

describe("a chain of edits on a video", () => {
  let workRoot: string;
  let clipPath: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-video-chain-"));
    const flat = join(workRoot, "flat.mp4");
    await run("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=160x90:rate=25:duration=2"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
      ...["-shortest", flat],
    ]);
    clipPath = join(workRoot, "portrait.mp4");
    // ffmpeg 5.1's MP4 muxer writes the "rotate" tag as the track's display matrix.
    await run("ffmpeg", [
      ...["-v", "error", "-y", "-i", flat, "-c", "copy", "-metadata:s:v:0", "rotate=90", clipPath],
    ]);
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  async function runEdit(fields: Record<string, unknown>, name: string) {
    const workDir = join(workRoot, name);
    await mkdir(workDir, { recursive: true });
    const { stdout } = await media.run(buildVideoProbeCommand(clipPath, "mov"), {
      signal: new AbortController().signal,
    });
    const progress: number[] = [];
    const result = await runToolTask(
      { tool: "edit", options: tools.edit.optionsSchema.parse(fields) },
      {
        inputPaths: [clipPath],
        inputFacts: [{ detectedType: "mp4", video: parseVideoProbe(stdout) }],
        workDir,
        media,
        signal: new AbortController().signal,
        reportProgress: (update) => progress.push(update.percent),
      },
    );
    const [output] = result.outputs;
    if (!output) throw new Error("no output");
    const kept = join(workRoot, `${name}.${output.kind}`);
    await writeFile(kept, await readFile(output.path));
    return { path: kept, kind: output.kind, progress, hasAudio: result.hasAudio };
  }

  it("reads the portrait clip as shown: 90 × 160", async () => {
    const { stdout } = await media.run(buildVideoProbeCommand(clipPath, "mov"), {
      signal: new AbortController().signal,
    });
    const facts = parseVideoProbe(stdout);
    expect(facts).toMatchObject({ width: 160, height: 90, hasAudio: true });
    expect(Math.abs(facts.rotationDegrees ?? 0)).toBe(90);
  });

  it("cut → crop → resize → speed to MP4: H.264/AAC, portrait, even sides, the planned length", async () => {
    const result = await runEdit(
      {
        operations: [
          { op: "cut", start_time: 0.4, end_time: 1.6 },
          { op: "crop", x: 0, y: 0, width: 90, height: 120 },
          { op: "resize", width: 45 },
          { op: "speed", speed: 2 },
        ],
        output: { format: "mp4" },
      },
      "mp4-steps",
    );
    expect(result.kind).toBe("mp4");
    expect(result.hasAudio).toBe(true);
    const probed = await probe(result.path);
    const video = streamOf(probed, "video");
    const audio = streamOf(probed, "audio");
    expect(video?.codec_name).toBe("h264");
    expect(video?.pix_fmt).toBe("yuv420p");
    // 90 × 120 cropped from the upright picture, fitted to width 45 (45 × 60), scaled to the
    // nearest even sides (the resize step plans them on a video): 46 × 60.
    expect([video?.width, video?.height]).toEqual([46, 60]);
    // Upright in its pixels: no rotation left for a player to apply a second time.
    expect(video?.side_data_list?.some((entry) => entry.rotation) ?? false).toBe(false);
    // 1.2 s at 2× is 0.6 s: within a frame (1/50 s at the doubled rate, plus the AAC frame).
    expect(Math.abs(Number(video?.duration) - 0.6)).toBeLessThanOrEqual(0.04);
    expect(audio?.codec_name).toBe("aac");
    // The tone followed the picture (atempo): 0.6 s of it, not 1.2.
    expect(Math.abs(Number(audio?.duration) - 0.6)).toBeLessThanOrEqual(0.05);
    // Progress came from ffmpeg's own -progress lines, rising to the end.
    expect(result.progress.length).toBeGreaterThan(1);
    expect(result.progress).toEqual([...result.progress].sort((a, b) => a - b));
  });

  it("reverse to WebM: VP9/Opus, the whole 2 s, the audio reversed beside it", async () => {
    const result = await runEdit(
      { operations: [{ op: "reverse" }], output: { format: "webm" } },
      "webm-reverse",
    );
    expect(result.kind).toBe("webm");
    const probed = await probe(result.path);
    const video = streamOf(probed, "video");
    expect(video?.codec_name).toBe("vp9");
    expect([video?.width, video?.height]).toEqual([90, 160]);
    expect(streamOf(probed, "audio")?.codec_name).toBe("opus");
    expect(Math.abs(Number(probed.format.duration) - 2)).toBeLessThanOrEqual(0.05);
  });

  it("a GIF output from a video goes the frames path (one decode, no audio): a GIF", async () => {
    const result = await runEdit({ operations: [{ op: "reverse" }] }, "gif-output");
    expect(result.kind).toBe("gif");
    const head = await readFile(result.path);
    expect(head.subarray(0, 6).toString("latin1")).toBe("GIF89a");
  });
});
