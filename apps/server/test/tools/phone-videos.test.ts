import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { ToolId } from "@gifkit/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { makeToneClip } from "../helpers/video-media.ts";
import { type ProbedVideo, runVideoToolTask, streamOf } from "../helpers/video-tool-task.ts";

const run = promisify(execFile);

/**
 * Phone videos through every video tool (issue 42): a portrait clip stored as a phone stores it
 * (landscape pixels with a display rotation of 90°) comes out portrait, and a 10-bit HDR HEVC
 * clip (PQ or HLG in BT.2020, made here from flower.mp4 by ffmpeg: no real one is in the
 * fixtures) comes out as SDR that is not washed out: its luma's mean and spread within 10% of
 * the same clip tone-mapped by bare ffmpeg (zscale + tonemap hable, the usual recipe).
 */

/** Each tool's run, with fields that do real work on a 2 s clip. */
const runs: {
  tool: ToolId;
  fields: Record<string, string>;
  label: string;
  referenceFilter?: string;
}[] = [
  { tool: "compress-video", fields: { target_size_bytes: "150000" }, label: "compress-video" },
  {
    tool: "trim-video",
    fields: { start_time: "0.2", end_time: "0.8", mode: "exact" },
    label: "trim-video exact",
  },
  { tool: "video-speed", fields: { speed: "2" }, label: "video-speed" },
  { tool: "reverse-video", fields: {}, label: "reverse-video" },
  // A half turn keeps a portrait picture portrait.
  { tool: "rotate-video", fields: { angle: "180" }, label: "rotate-video 180°" },
  { tool: "loop-video", fields: { loop_count: "2" }, label: "loop-video ×2" },
  {
    tool: "censor-video",
    fields: { regions: JSON.stringify([{ x: 0, y: 0, width: 20, height: 20 }]) },
    label: "censor-video (a 20 px box)",
  },
  {
    tool: "add-text-to-video",
    fields: { layers: JSON.stringify([{ text: "hi", font_size: 12 }]) },
    label: "add-text-to-video",
  },
  { tool: "convert-video", fields: { format: "mov" }, label: "convert-video to MOV" },
];

/**
 * The tools that change the picture's size, with sides for each clip: the portrait clip's in the
 * sides it is shown at (90 × 160), so a tool that read the stored landscape sides would fail.
 */
const portraitSizeRuns: {
  tool: ToolId;
  fields: Record<string, string>;
  label: string;
  shown: { width: number; height: number };
}[] = [
  {
    tool: "crop-video",
    fields: { x: "0", y: "40", width: "90", height: "80" },
    label: "crop-video 90 × 80",
    shown: { width: 90, height: 80 },
  },
  {
    tool: "resize-video",
    fields: { width: "46" },
    label: "resize-video to 46 wide",
    shown: { width: 46, height: 82 },
  },
];
const hdrSizeRuns: {
  tool: ToolId;
  fields: Record<string, string>;
  label: string;
  /** What the reference does besides tone-mapping, to compare the same picture. */
  referenceFilter: string;
}[] = [
  {
    tool: "crop-video",
    fields: { x: "80", y: "0", width: "160", height: "180" },
    label: "crop-video 160 × 180",
    referenceFilter: "crop=160:180:80:0",
  },
  {
    tool: "resize-video",
    fields: { width: "160" },
    label: "resize-video to 160 wide",
    referenceFilter: "scale=160:90",
  },
];

/** The picture's size as a player shows it: the stored sides, swapped by a quarter-turn matrix. */
function shownSize(probed: ProbedVideo): { width: number; height: number } {
  const video = streamOf(probed, "video");
  const rotation = video?.side_data_list?.find((entry) => entry.rotation)?.rotation ?? 0;
  const quarter = Math.abs(Math.round(rotation / 90)) % 2 === 1;
  const [width, height] = [video?.width ?? 0, video?.height ?? 0];
  return quarter ? { width: height, height: width } : { width, height };
}

/** Luma (as ffmpeg's gray format) of every frame of `path`, after `filters` if given. */
async function lumaOf(path: string, filters?: string): Promise<{ mean: number; spread: number }> {
  const { stdout } = await run(
    "ffmpeg",
    [
      ...["-nostdin", "-v", "error", "-i", path],
      ...["-vf", filters ? `${filters},format=gray` : "format=gray"],
      ...["-f", "rawvideo", "pipe:1"],
    ],
    { encoding: "buffer", maxBuffer: 256 * 1024 * 1024 },
  );
  let sum = 0;
  for (const value of stdout) sum += value;
  const mean = sum / stdout.length;
  let squares = 0;
  for (const value of stdout) squares += (value - mean) ** 2;
  return { mean, spread: Math.sqrt(squares / stdout.length) };
}

/** One second of flower.mp4 at 320 × 180 as 10-bit HEVC with the transfer's HDR signal. */
async function makeHdrClip(path: string, transfer: "smpte2084" | "arib-std-b67") {
  await run("ffmpeg", [
    ...["-nostdin", "-v", "error", "-y", "-t", "1", "-i", fixture("video/flower.mp4")],
    // SDR BT.709 turned into the HDR signal (SDR white at 203 nits, BT.2408's reference white).
    "-vf",
    `scale=320:180,zscale=tin=bt709:pin=bt709:min=bt709:t=${transfer}:p=bt2020:m=bt2020nc:npl=203,format=yuv420p10le`,
    ...["-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error"],
    ...["-pix_fmt", "yuv420p10le", "-color_primaries", "bt2020", "-color_trc", transfer],
    ...["-colorspace", "bt2020nc", "-tag:v", "hvc1", "-an", path],
  ]);
  return path;
}

/** The reference: bare ffmpeg's usual HDR → SDR recipe. */
const referenceToneMap =
  "zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv,format=yuv420p";

const within = (value: number, reference: number, share: number) =>
  Math.abs(value - reference) <= reference * share;

describe("phone videos through every video tool", () => {
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-phone-videos-"));
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  it("a portrait clip with rotation metadata comes out portrait from each tool", async () => {
    const clip = await makeToneClip(join(workRoot, "portrait.mp4"), { rotate: 90 });
    for (const [index, { tool, fields, label }] of [
      ...runs,
      // A stream copy keeps the pixels and the display matrix as they are.
      {
        tool: "trim-video" as const,
        fields: { start_time: "0", end_time: "1", mode: "fast" },
        label: "trim-video fast",
      },
    ].entries()) {
      const { probe } = await runVideoToolTask(tool, fields, clip, join(workRoot, `p${index}`));
      expect(shownSize(probe), label).toEqual({ width: 90, height: 160 });
      expect(streamOf(probe, "audio")?.codec_name, label).toBe("aac");
    }
    for (const [index, { tool, fields, label, shown }] of portraitSizeRuns.entries()) {
      const { probe } = await runVideoToolTask(tool, fields, clip, join(workRoot, `ps${index}`));
      expect(shownSize(probe), label).toEqual(shown);
      expect(streamOf(probe, "audio")?.codec_name, label).toBe("aac");
    }
  }, 300_000);

  for (const transfer of ["smpte2084", "arib-std-b67"] as const)
    it(`a 10-bit HDR HEVC clip (${transfer}) is tone-mapped to SDR, not washed out`, async () => {
      const clip = await makeHdrClip(join(workRoot, `hdr-${transfer}.mp4`), transfer);
      const reference = await lumaOf(clip, referenceToneMap);
      if (transfer === "smpte2084") {
        // The check can fail: PQ shown as it is (no tone map) is flat, its spread far below.
        const untouched = await lumaOf(clip);
        expect(within(untouched.spread, reference.spread, 0.1)).toBe(false);
      }
      const references = new Map<string, { mean: number; spread: number }>([["", reference]]);
      for (const [index, { tool, fields, label, referenceFilter = "" }] of [
        ...runs,
        ...hdrSizeRuns,
      ].entries()) {
        const { path, probe } = await runVideoToolTask(
          tool,
          fields,
          clip,
          join(workRoot, `${transfer}-${index}`),
        );
        const video = streamOf(probe, "video") as { codec_name: string; pix_fmt?: string };
        expect(video.codec_name, label).toBe("h264");
        // The same picture tone-mapped by the reference recipe (cropped or scaled like the tool).
        let expected = references.get(referenceFilter);
        if (!expected) {
          expected = await lumaOf(clip, `${referenceToneMap},${referenceFilter}`);
          references.set(referenceFilter, expected);
        }
        const made = await lumaOf(path);
        expect(made.mean, `${label}: mean luma ${made.mean} vs ${expected.mean}`).toSatisfy(
          (mean: number) => within(mean, expected.mean, 0.1),
        );
        expect(made.spread, `${label}: luma spread ${made.spread} vs ${expected.spread}`).toSatisfy(
          (spread: number) => within(spread, expected.spread, 0.1),
        );
      }
    }, 600_000);

  for (const transfer of ["smpte2084", "arib-std-b67"] as const)
    it(`Video to GIF tone-maps a 10-bit HDR HEVC clip (${transfer}) like the video tools`, async () => {
      const clip = await makeHdrClip(join(workRoot, `gif-hdr-${transfer}.mp4`), transfer);
      const reference = await lumaOf(clip, referenceToneMap);
      const { path, probe } = await runVideoToolTask(
        "video-to-gif",
        { fps: "15", width: "320" },
        clip,
        join(workRoot, `gif-${transfer}`),
      );
      expect(streamOf(probe, "video")?.codec_name).toBe("gif");
      const made = await lumaOf(path);
      expect(made.mean, `mean luma ${made.mean} vs ${reference.mean}`).toSatisfy((mean: number) =>
        within(mean, reference.mean, 0.1),
      );
      expect(made.spread, `luma spread ${made.spread} vs ${reference.spread}`).toSatisfy(
        (spread: number) => within(spread, reference.spread, 0.1),
      );
    }, 120_000);
});
