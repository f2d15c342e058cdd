import { stat } from "node:fs/promises";
import type { Estimator } from "../../define-tool.ts";
import type { GifMakerOptions } from "../shared/options.ts";
import { processGifMaker } from "./process.ts";

/**
 * GIF Maker's estimate is the processor itself, run on the person's images as the browser
 * scaled them to the output size (a stored file's pixels beyond the output size only cost
 * upload time: every image is fitted into the output anyway). Every frame, effect and crossfade
 * is made as the task makes them, so nothing needs extrapolating.
 */
export const estimateGifMaker: Estimator<GifMakerOptions> = async (options, context) => {
  const { outputs } = await processGifMaker(options, { ...context, reportProgress: () => {} });
  const outputPath = outputs[0]?.path as string;
  const written = await context.media.gifInfo(outputPath);
  return { bytes: (await stat(outputPath)).size, sampleFrames: written.frameCount };
};
