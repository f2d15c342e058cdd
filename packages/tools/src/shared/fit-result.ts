import { stat } from "node:fs/promises";
import type { ProcessorContext, ProcessorResult } from "../define-tool.ts";
import { fitGifUnderSize } from "./fit-gif.ts";
import { averageFps, playedDurationMs } from "./fit-size.ts";

/**
 * "Fit under a size" as a post-step for any tool whose result is a GIF (issue 27): the tool makes
 * its GIF as it always does, and when `target_size_bytes` was given that GIF is squeezed under the
 * target with Optimize's search (fitGifUnderSize: the tool's result is the first measurement, then
 * fewer colours, lossy LZW, fewer frames, a smaller size), with the same `settings` in the result
 * and the same `target-size-unreachable` failure.
 *
 * Each processor calls it in one line on its way out (`return fitResultUnder(...)`) rather than
 * defineTool's runTask doing it for every tool: define-tool.ts is bundled into the browser and
 * this step spawns binaries, the tools that fit from their own source (Video to GIF, GIF Maker,
 * Optimize, Resize) must not be squeezed twice, and the call keeps the processor's progress and
 * its tests complete on their own.
 */
export async function fitResultUnder(
  targetBytes: number | undefined,
  result: ProcessorResult,
  context: ProcessorContext,
  /** Progress percent the squeeze starts at (the tool's own work reported up to here). */
  progressFrom = 60,
): Promise<ProcessorResult> {
  if (targetBytes === undefined) return result;
  const gifIndex = result.outputs.findIndex((output) => output.kind === "gif");
  const gif = result.outputs[gifIndex];
  if (!gif) return result;
  const { media, signal } = context;
  const layout = await media.gifLayout(gif.path);
  const fit = await fitGifUnderSize(context, {
    // The tool's own result is both the first measurement and what every attempt re-encodes.
    sourcePath: gif.path,
    sourceSize: { width: layout.width, height: layout.height },
    start: {
      width: layout.width,
      height: layout.height,
      colours: 256,
      lossy: 0,
      frameCount: layout.frameCount,
      fps: averageFps(layout.delaysMs),
    },
    targetBytes,
    first: { path: gif.path, bytes: (await stat(gif.path)).size },
    opaque: await media.isOpaqueAnimation(gif.path, signal),
    alwaysReportFps: false,
    subject: "GIF",
    durationSeconds: playedDurationMs(layout.delaysMs) / 1000,
    progressFrom,
  });
  const outputs = result.outputs.map((output, index) =>
    index === gifIndex ? { ...output, path: fit.path } : output,
  );
  return { ...result, outputs, settings: fit.settings };
}
