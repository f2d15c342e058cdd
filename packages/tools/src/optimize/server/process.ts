import { copyFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import type { Processor, ProcessorContext, ProcessorResult } from "../../define-tool.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { fitGifUnderSize } from "../../shared/fit-gif.ts";
import { averageFps, playedDurationMs } from "../../shared/fit-size.ts";
import type { GifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import {
  colourMergeLevelsForQuality,
  flatColourMinShare,
  gifsicleLossyFor,
  interFrameMaxErrorForQuality,
  type OptimizeOptions,
  optimizeChain,
} from "../shared/options.ts";
import { buildGifsicleOptimize, mayDropEmptyFrames } from "./commands.ts";
import { encodeFramesAsGif, sameColourNeighbourShare } from "./encode.ts";

/**
 * Optimize as a view over the chain executor: no step, the output's GIF encoder settings
 * (shared/options.ts); the output step's own path is this encoder (optimizeGifPath).
 */
export const processOptimize: Processor<OptimizeOptions> = chainView(optimizeChain);

/** The GIF encoder's settings of Optimize (the output step's). */
export type OptimizeSettings = Pick<
  OptimizeOptions,
  "quality" | "colors" | "lossy" | "dither" | "optimize_level"
>;

/**
 * Optimize's own GIF path (the output step's, for a chain of no step ending in a GIF with
 * Optimize's settings). Re-encodes the GIF with every setting taking effect: colours = palette entries per frame,
 * dither = that error-diffusion kernel, quality = how much inter-frame change may be dropped,
 * then gifsicle -O{level} with --lossy (a frame left unchanged is merged into the one before
 * when the delays allow it: every picture stays on screen as long as it was). A result that is
 * not smaller than the uploaded GIF is not returned: the GIF comes back unchanged and the result
 * says so.
 */
export async function optimizeGifPath(
  options: OptimizeSettings,
  { input, context, targetSizeBytes }: GifPathRun,
): Promise<ProcessorResult> {
  assertGifOutputWithinLimits(input.info);
  if (targetSizeBytes !== undefined) {
    return fitOptimize(input, targetSizeBytes, context);
  }
  const { media, signal, workDir } = context;

  context.reportProgress({ percent: 5, ...stage("decoding-frames") });
  const animation = await media.decodeAnimation(input.path, signal);
  context.reportProgress({ percent: 20, ...stage("reducing-colors") });
  // Measured before the encoder merges near colours (it rewrites the frames).
  const flatColour = sameColourNeighbourShare(animation) >= flatColourMinShare;
  const encoded = encodeFramesAsGif(animation, {
    colours: options.colors,
    dither: options.dither,
    interFrameMaxError: interFrameMaxErrorForQuality(options.quality),
    colourMergeLevels: colourMergeLevelsForQuality(options.quality),
  });
  signal.throwIfAborted();
  const encodedPath = join(workDir, "encoded.gif");
  await writeFile(encodedPath, encoded);

  context.reportProgress({ percent: 60, ...stage("compressing") });
  const outputPath = join(workDir, "optimised.gif");
  await media.run(
    buildGifsicleOptimize(encodedPath, outputPath, {
      optimizeLevel: options.optimize_level,
      lossy: gifsicleLossyFor(options.lossy, flatColour),
      // As the encoder writes them: the delays read, in centiseconds.
      keepEmptyFrames: !mayDropEmptyFrames(
        animation.delaysMs.map((delayMs) => Math.round(delayMs / 10)),
      ),
    }),
    { signal },
  );

  const [inputPath] = context.inputPaths as [string];
  const inputBytes = (await stat(inputPath)).size;
  if (input.sourceFormat === "gif" && (await stat(outputPath)).size >= inputBytes) {
    await copyFile(inputPath, outputPath);
    context.reportProgress({ percent: 95, ...stage("already-smaller") });
    return { outputs: [{ kind: "gif", path: outputPath }], unchanged: true };
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}

/**
 * Optimize with a target size: the search replaces quality, colours, lossy and dither (a GIF at
 * most the target, as good as it can be). The upload is the first measurement: when it already
 * fits, it comes back unchanged; otherwise attempts start from 256 colours without lossy.
 */
async function fitOptimize(input: GifInput, targetBytes: number, context: ProcessorContext) {
  const outputPath = join(context.workDir, "optimised.gif");
  const fit = await fitGifUnderSize(context, {
    sourcePath: input.path,
    sourceSize: { width: input.info.width, height: input.info.height },
    start: {
      width: input.info.width,
      height: input.info.height,
      colours: 256,
      lossy: 0,
      frameCount: input.info.frameCount,
      fps: averageFps(input.info.delaysMs),
    },
    targetBytes,
    first: { path: input.path, bytes: (await stat(input.path)).size },
    opaque: await context.media.isOpaqueAnimation(input.path, context.signal),
    alwaysReportFps: false,
    subject: "GIF",
    durationSeconds: playedDurationMs(input.info.delaysMs) / 1000,
    progressFrom: 5,
  });
  if (fit.path === input.path) {
    await copyFile(input.path, outputPath);
    return {
      outputs: [{ kind: "gif" as const, path: outputPath }],
      unchanged: input.sourceFormat === "gif",
      settings: fit.settings,
    };
  }
  return { outputs: [{ kind: "gif" as const, path: fit.path }], settings: fit.settings };
}
