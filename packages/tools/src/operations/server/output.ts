import { convertGifPath } from "../../convert/server/process.ts";
import type { ConvertOptions, StickerDestinationId } from "../../convert/shared/options.ts";
import type { ProcessorResult } from "../../define-tool.ts";
import { optimizeGifPath } from "../../optimize/server/process.ts";
import { optimizeDefaults } from "../../optimize/shared/options.ts";
import type { OutputParams } from "../output.ts";
import type { GifPathRun } from "./define-server-operation.ts";

/**
 * The output step's own paths for a chain of no step (the tools that are output settings):
 * Optimize's encoder on a GIF, and Convert's conversions of a GIF into the other formats.
 */

/** Optimize's encoder with the output's settings (each one absent: Optimize's default). */
export function optimizeOutputPath(
  output: OutputParams,
  run: GifPathRun,
): Promise<ProcessorResult> {
  return optimizeGifPath(
    {
      quality: output.quality ?? optimizeDefaults.quality,
      colors: output.colors ?? optimizeDefaults.colors,
      lossy: output.lossy ?? optimizeDefaults.lossy,
      dither: output.dither ?? optimizeDefaults.dither,
      optimize_level: output.optimize_level ?? optimizeDefaults.optimize_level,
    },
    run,
  );
}

/** Convert's conversion of the GIF into the output's format (a sticker place's rules with it). */
export function convertOutputPath(output: OutputParams, run: GifPathRun): Promise<ProcessorResult> {
  if (output.format === "gif") throw new Error("a GIF is not converted");
  const options: ConvertOptions = {
    format: output.format,
    background: output.background,
    ...(output.destination ? { destination: output.destination as StickerDestinationId } : {}),
  };
  return convertGifPath(options, run);
}
