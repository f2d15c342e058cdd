import { readFile } from "node:fs/promises";
import type { Estimator } from "../../define-tool.ts";
import { gifFrameSpans } from "../../shared/gif-frame-spans.ts";
import type { OptimizeOptions } from "../shared/options.ts";
import { processOptimize } from "./process.ts";

/**
 * Optimize's estimate is the processor itself, run on the sample: the whole GIF (then the
 * estimate is the result's size), or the first frames of a large one. Then the first frame (a
 * whole picture, in both) is counted as measured, and the later frames by the ratio the sample's
 * later frames showed (result bytes / input bytes), applied to the rest of the GIF's bytes: on
 * classroom.gif's first 512 KB that is within 6% at the defaults and at Max Compression, where
 * one ratio for the whole sample was 26% over (the first frame shrinks far less than the rest).
 * A result no smaller than its input comes back unchanged, so the estimate is never above it.
 */
export const estimateOptimize: Estimator<OptimizeOptions> = async (options, context) => {
  const [samplePath] = context.inputPaths as [string];
  const sample = await readFile(samplePath);
  const { outputs } = await processOptimize(options, { ...context, reportProgress: () => {} });
  const output = await readFile(outputs[0]?.path as string);
  const outputSpans = gifFrameSpans(output);
  const sampleFrames = outputSpans.frames.length;
  const sourceBytes = context.sourceBytes;
  if (sourceBytes === undefined || sourceBytes <= sample.length) {
    return { bytes: output.length, sampleFrames };
  }
  const inputSpans = gifFrameSpans(sample);
  const bytesOf = (spans: { start: number; end: number }[]) =>
    spans.reduce((sum, span) => sum + span.end - span.start, 0);
  const [inputFirst, ...inputLater] = inputSpans.frames;
  const [outputFirst, ...outputLater] = outputSpans.frames;
  if (!inputFirst || !outputFirst || inputLater.length === 0) {
    return {
      bytes: Math.min(sourceBytes, Math.round((output.length / sample.length) * sourceBytes)),
      sampleFrames,
    };
  }
  const laterRatio = bytesOf(outputLater) / bytesOf(inputLater);
  const restOfSource =
    sourceBytes - inputSpans.headerBytes - (inputFirst.end - inputFirst.start) - 1;
  const bytes =
    outputSpans.headerBytes + (outputFirst.end - outputFirst.start) + laterRatio * restOfSource + 1;
  return { bytes: Math.min(sourceBytes, Math.round(bytes)), sampleFrames };
};
