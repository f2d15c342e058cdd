import { readFile, stat } from "node:fs/promises";
import type { Estimator } from "../define-tool.ts";
import { gifFrameSpans } from "../shared/gif-frame-spans.ts";
import type { OptimizeOptions } from "./options.ts";
import { processOptimize } from "./process.ts";

/**
 * Optimize's estimate is the processor itself, run on the sample: the whole GIF (then the
 * estimate is the result's size), or the first frames of a large one (then the sample's measured
 * ratio, result bytes / sample bytes, is applied to the whole GIF's bytes). A result no smaller
 * than its input is returned unchanged by the processor, so the estimate is never above the GIF.
 */
export const estimateOptimize: Estimator<OptimizeOptions> = async (options, context) => {
  const [samplePath] = context.inputPaths as [string];
  const sampleBytes = (await stat(samplePath)).size;
  const { outputs } = await processOptimize(options, { ...context, reportProgress: () => {} });
  const outputPath = outputs[0]?.path as string;
  const output = await readFile(outputPath);
  const sampleFrames = gifFrameSpans(output).frames.length;
  const sourceBytes = context.sourceBytes;
  if (sourceBytes === undefined || sourceBytes <= sampleBytes) {
    return { bytes: output.length, sampleFrames };
  }
  const bytes = Math.round((output.length / sampleBytes) * sourceBytes);
  return { bytes: Math.min(bytes, sourceBytes), sampleFrames };
};
