/**
 * How long Prompt to GIF's own part takes once the generation server has answered: decoding the
 * PNG frames and encoding the GIF (a palette per frame) with the media toolkit, for the frame
 * counts and sizes the tool makes. Baseline: bare ffmpeg making a GIF from the same PNG sequence
 * with palettegen/paletteuse. Frames: the test double's flat drawing, and photographic frames
 * cut from a fixture video (closer to what a model returns).
 *
 *   npx node apps/server/scripts/bench-prompt-gif-encode.ts
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { BinaryPaths } from "../src/media/run-command.ts";
import { createMediaToolkit } from "../src/media/toolkit.ts";
import { drawSyntheticFrames } from "../test/generation/synthetic-frames.ts";
import { fixture } from "../test/helpers/fixtures.ts";

const run = promisify(execFile);
// Every binary by its own name, found on PATH.
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);
const signal = new AbortController().signal;

/** `count` PNG frames of side × side cut from a fixture video, five a second. */
async function photographicFrames(count: number, side: number): Promise<Buffer[]> {
  const { stdout } = await run(
    "ffmpeg",
    [
      "-v",
      "error",
      "-i",
      fixture("video/flower.mp4"),
      "-vf",
      `fps=5,scale=${side}:${side}:force_original_aspect_ratio=increase,crop=${side}:${side}`,
      "-frames:v",
      String(count),
      "-f",
      "image2pipe",
      "-vcodec",
      "png",
      "pipe:1",
    ],
    { encoding: "buffer", maxBuffer: 256 * 1024 * 1024 },
  );
  // The PNGs come concatenated: split at each signature.
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const frames: Buffer[] = [];
  let start = stdout.indexOf(signature);
  while (start >= 0) {
    const next = stdout.indexOf(signature, start + 8);
    frames.push(stdout.subarray(start, next < 0 ? undefined : next));
    start = next;
  }
  return frames;
}

console.log(
  "frames  kind           size     toolkit decode+encode   bytes      ffmpeg palettegen   bytes      ratio",
);
for (const [count, side, kind] of [
  [8, 512, "synthetic"],
  [24, 512, "synthetic"],
  [8, 512, "photographic"],
  [16, 512, "photographic"],
  [24, 512, "photographic"],
] as const) {
  const directory = await mkdtemp(join(tmpdir(), "bench-prompt-gif-"));
  try {
    const frames =
      kind === "synthetic"
        ? await drawSyntheticFrames({ width: side, height: side, count, seed: 7 })
        : await photographicFrames(count, side);
    for (const [index, frame] of frames.entries()) {
      await writeFile(join(directory, `frame-${String(index).padStart(3, "0")}.png`), frame);
    }

    const toolkitStart = performance.now();
    const decoded = await media.decodeImageFrames(frames, signal);
    const ours = join(directory, "ours.gif");
    await media.encodeGif(
      { ...decoded, delaysMs: decoded.frames.map(() => 125), loopCount: 0 },
      ours,
      {},
      signal,
    );
    const toolkitMs = performance.now() - toolkitStart;

    const baselineStart = performance.now();
    const baseline = join(directory, "ffmpeg.gif");
    await run("ffmpeg", [
      "-v",
      "error",
      "-framerate",
      "8",
      "-i",
      join(directory, "frame-%03d.png"),
      "-filter_complex",
      "[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse",
      "-loop",
      "0",
      baseline,
    ]);
    const baselineMs = performance.now() - baselineStart;

    console.log(
      `${String(count).padEnd(7)} ${kind.padEnd(14)} ${`${side}x${side}`.padEnd(8)} ${`${toolkitMs.toFixed(0)} ms`.padEnd(23)} ${String((await stat(ours)).size).padEnd(10)} ${`${baselineMs.toFixed(0)} ms`.padEnd(19)} ${String((await stat(baseline)).size).padEnd(10)} ${(toolkitMs / baselineMs).toFixed(2)}`,
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
