import { join } from "node:path";
import { type ProcessorContext, type ProcessorResult, ToolError } from "../../define-tool.ts";
import type { GifEncodeSettings } from "../../media-toolkit.ts";
import { type OutputParams, usesOptimizeEncoder } from "../../operations/output.ts";
import { interFrameMaxErrorForQuality } from "../../optimize/shared/options.ts";

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
 * or Burkes kernel: those dither Floyd-Steinberg) and no optimiser at level 1.
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
            status: "Encoding GIF...",
          }),
      },
      signal,
    );
    return { outputs: [{ kind: "gif", path: outputPath }] };
  }
  throw new ToolError(`A chain of steps cannot end in ${output.format} yet.`, "invalid-operation");
}
