import { mkdir, open, rm } from "node:fs/promises";
import { join } from "node:path";
import type { ProgressStage } from "@gifkit/contracts";
import { stage, stageWith } from "@gifkit/contracts";
import { buildWebpMux } from "../../convert/server/commands.ts";
import { maximumVideoMegapixels, maximumVideoSeconds } from "../../convert/server/process.ts";
import {
  shownDelaysCentiseconds,
  totalPlays,
  videoFrameCount,
  videoFrameRate,
} from "../../convert/server/timing.ts";
import {
  type ProcessorContext,
  type ProcessorOutput,
  type ProcessorResult,
  ToolError,
} from "../../define-tool.ts";
import type { GifEncodeSettings } from "../../media-toolkit.ts";
import { type OutputParams, usesOptimizeEncoder } from "../../operations/output.ts";
import { interFrameMaxErrorForQuality } from "../../optimize/shared/options.ts";
import {
  buildApngEncode,
  buildAvifEncode,
  buildMp4Encode,
  buildWebmEncode,
  even,
  rawSource,
} from "../../shared/output-encoder.ts";
import { framesInOrder } from "./run-chain.ts";

/** A chain's result frames: a raw RGBA file, the order to write them in, their timing. */
export interface ResultFrames {
  rawPath: string;
  width: number;
  height: number;
  /** Frames of the raw file in output order (a frame may come twice). */
  order: readonly number[];
  /** Per output frame, GIF hundredths as the chain planned them (0 and 1 included). */
  delaysCentiseconds: readonly number[];
  /** NETSCAPE repetitions: 0 forever, null none. */
  loopCount: number | null;
}

/**
 * How the frame path's GIF is written: the engine's encoder with a palette per frame (a frame of
 * at most 255 colours, the usual GIF frame, keeps them exactly) and gifsicle's lossless -O3, so
 * pixels that did not change cost nothing. With Optimize's settings the engine takes them:
 * colours, lossy LZW, quality as the inter-frame error, error diffusion (ffmpeg has no Atkinson
 * or Burkes kernel: those dither Floyd-Steinberg) and the optimize level as gifsicle's -O level
 * (at level 1 no optimiser pass, unless lossy LZW or whole frames need one: then -O1).
 */
export function chainGifEncode(output: OutputParams): Partial<GifEncodeSettings> {
  const base: Partial<GifEncodeSettings> = { palette: "per-group", optimize: true };
  if (!usesOptimizeEncoder(output)) return base;
  return {
    ...base,
    ...(output.colors === undefined ? {} : { colours: output.colors }),
    ...(output.lossy === undefined ? {} : { lossy: output.lossy }),
    ...(output.quality === undefined
      ? {}
      : { interFrameMaxError: interFrameMaxErrorForQuality(output.quality) }),
    ...(output.dither === undefined
      ? {}
      : { dither: output.dither === "none" ? "none" : "floyd-steinberg" }),
    ...(output.optimize_level === undefined
      ? {}
      : { optimizeLevel: output.optimize_level as GifEncodeSettings["optimizeLevel"] }),
    ...(output.optimize_level === 1 ? { optimize: false } : {}),
  };
}

/** Writes a chain's result frames in the output's format. */
export async function encodeFramesOutput(
  frames: ResultFrames,
  output: OutputParams,
  context: ProcessorContext,
): Promise<ProcessorResult> {
  const { media, signal, workDir } = context;
  if (output.format === "gif") {
    const outputPath = join(workDir, "chain.gif");
    await media.encodeRawGif(
      {
        rawPath: frames.rawPath,
        width: frames.width,
        height: frames.height,
        frames: frames.order.map((index, position) => ({
          index,
          delayCentiseconds: frames.delaysCentiseconds[position] as number,
        })),
        loopCount: frames.loopCount,
        outputPath,
        workDir,
        encode: chainGifEncode(output),
        onProgress: (fraction) =>
          context.reportProgress({
            percent: 50 + Math.round(fraction * 45),
            ...stage("encoding-gif"),
          }),
      },
      signal,
    );
    return { outputs: [{ kind: "gif", path: outputPath }] };
  }
  return { outputs: [await encodeOtherFormat(frames, output, context)] };
}

const count = (value: number) => Math.round(value).toLocaleString("en-US");

/**
 * The other formats, from the same raw frames, with the shared encoders Convert uses
 * (shared/output-encoder.ts, its timing rules in convert/server/timing.ts): the frames are fed
 * on stdin in output order and timed by their delays as browsers play them (rawSource), so every
 * frame keeps its delay and the last one ends where the GIF would (AVIF and WebM hold it:
 * holdLastFrame; APNG gives it -final_delay; MP4 picks a rate whose ticks end on the total).
 * No GIF is made on the way, so nothing is reduced to 256 colours.
 */
async function encodeOtherFormat(
  frames: ResultFrames,
  output: OutputParams,
  context: ProcessorContext,
): Promise<ProcessorOutput> {
  const { media, signal, workDir } = context;
  if (output.format === "gif") throw new Error("a GIF is written by the engine");
  if (output.destination) {
    throw new ToolError(
      `destination ${output.destination} is a sticker place: it takes no edit steps yet. Run the steps to a GIF, then Convert that GIF with the destination.`,
      "invalid-operation",
    );
  }
  const delays = shownDelaysCentiseconds(frames.delaysCentiseconds);
  const durationCentiseconds = delays.reduce((sum, delay) => sum + delay, 0);
  const size = { width: frames.width, height: frames.height };
  const frameBytes = frames.width * frames.height * 4;
  const heldOrder = [...frames.order, frames.order.at(-1) ?? 0];
  // AVIF, WebM and MP4 are fed the last frame twice (rawSource's holdLast: its copy ends the
  // stream exactly at the total); APNG times its last frame with -final_delay instead.
  const held = output.format !== "apng";
  const stdin = () =>
    framesInOrder(frames.rawPath, frameBytes, held ? heldOrder : frames.order, signal);
  const source = rawSource(size, "pipe:0", delays, { holdLast: held });
  const outputPath = join(workDir, `chain.${output.format}`);
  const encoding = (reported: { status: string; stage: ProgressStage }) =>
    context.reportProgress({ percent: 55, ...reported });

  switch (output.format) {
    case "mp4": {
      const totalSeconds = durationCentiseconds / 100;
      if (totalSeconds > maximumVideoSeconds) {
        throw new ToolError(
          `The result plays for ${count(totalSeconds)} seconds; an MP4 can be at most ${maximumVideoSeconds} seconds long.`,
          "output-too-large",
        );
      }
      const framesPerSecond = videoFrameRate(delays);
      const frameCount = videoFrameCount(delays, framesPerSecond);
      const megapixels = (frameCount * even(frames.width) * even(frames.height)) / 1_000_000;
      if (megapixels > maximumVideoMegapixels) {
        throw new ToolError(
          `The MP4 would have ${count(frameCount)} frames of ${count(even(frames.width))}×${count(even(frames.height))} px (${count(megapixels)} megapixels); the limit is ${count(maximumVideoMegapixels)} megapixels. Resize in the chain first, or choose WebP or APNG.`,
          "output-too-large",
        );
      }
      encoding(
        stageWith(
          "encoding-video-frames",
          { frames: frameCount },
          `Encoding ${count(frameCount)} video frames...`,
        ),
      );
      await media.run(
        buildMp4Encode(source, {
          outputPath,
          ...size,
          framesPerSecond,
          background: output.background,
        }),
        { signal, stdin: stdin() },
      );
      return { kind: "mp4", path: outputPath };
    }
    case "apng": {
      encoding(stage("encoding-apng-frames"));
      await media.run(
        buildApngEncode(source, {
          outputPath,
          plays: totalPlays(frames.loopCount),
          lastDelayCentiseconds: delays.at(-1) ?? 10,
        }),
        { signal, stdin: stdin() },
      );
      return { kind: "apng", path: outputPath };
    }
    case "avif":
    case "webm": {
      // An alpha plane only where a frame has a pixel that is not opaque (Convert's rule).
      const withAlpha = await anyTransparentPixel(frames.rawPath);
      const label = output.format === "avif" ? "AVIF (AV1)" : "WebM (VP9)";
      encoding(
        stageWith("encoding-format-frames", { format: label }, `Encoding ${label} frames...`),
      );
      const build = output.format === "avif" ? buildAvifEncode : buildWebmEncode;
      await media.run(build(source, { outputPath, withAlpha }), {
        signal,
        stdin: stdin(),
        timeoutMs: 110_000,
      });
      return { kind: output.format, path: outputPath };
    }
    case "webp": {
      // webpmux puts lossless stills together (Convert's way): the stills of the output order.
      const orderedPath = await framesInOutputOrder(frames, frameBytes, workDir, signal);
      const framesDirectory = join(workDir, "chain-webp-frames");
      await mkdir(framesDirectory, { recursive: true });
      const stills = await media.encodeWebpFrames(
        {
          rawPath: orderedPath,
          ...size,
          frameCount: frames.order.length,
          outputDir: framesDirectory,
          onProgress: (fraction) =>
            context.reportProgress({
              percent: 55 + Math.round(fraction * 35),
              ...stage("encoding-webp-frames"),
            }),
        },
        signal,
      );
      if (orderedPath !== frames.rawPath) await rm(orderedPath, { force: true });
      await media.run(
        buildWebpMux({
          frames: stills,
          delaysMs: delays.map((delay) => delay * 10),
          plays: totalPlays(frames.loopCount),
          outputPath,
        }),
        { signal },
      );
      return { kind: "webp", path: outputPath };
    }
  }
}

/** The raw file itself when it is already in output order, else a copy in that order. */
async function framesInOutputOrder(
  frames: ResultFrames,
  frameBytes: number,
  workDir: string,
  signal: AbortSignal,
): Promise<string> {
  if (frames.order.every((index, position) => index === position)) return frames.rawPath;
  const orderedPath = join(workDir, "chain-ordered.rgba");
  const file = await open(orderedPath, "w");
  try {
    for await (const frame of framesInOrder(frames.rawPath, frameBytes, frames.order, signal)) {
      await file.write(frame);
    }
  } finally {
    await file.close();
  }
  return orderedPath;
}

/** Whether any pixel of a raw RGBA file is not fully opaque (read a megabyte at a time). */
async function anyTransparentPixel(rawPath: string): Promise<boolean> {
  const file = await open(rawPath, "r");
  const chunk = new Uint8Array(1 << 20);
  try {
    let position = 0;
    for (;;) {
      const { bytesRead } = await file.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) return false;
      // Chunks are a multiple of 4 bytes, so byte 3 of every 4 is an alpha byte.
      for (let index = 3; index < bytesRead; index += 4) if (chunk[index] !== 255) return true;
      position += bytesRead;
    }
  } finally {
    await file.close();
  }
}
