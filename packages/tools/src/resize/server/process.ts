import { rename, stat } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import type { Processor, ProcessorResult } from "../../define-tool.ts";
import type { GifLayout } from "../../media-toolkit.ts";
import type { ResizeParams } from "../../operations/resize.ts";
import { resizedSize } from "../../operations/resize.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { fitGifUnderSize } from "../../shared/fit-gif.ts";
import { averageFps, playedDurationMs } from "../../shared/fit-size.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { type ResizeOptions, resizeChain } from "../shared/options.ts";
import { buildGifsicleOptimize, buildGifsicleResize, resizeMethodFor } from "./commands.ts";

/** Whether some frame's colour table has fewer than 256 entries (room for in-between colours). */
function someColourTableHasRoom(layout: GifLayout): boolean {
  return layout.frames.some((frame) => {
    const entries = frame.localPaletteSize || layout.globalPaletteSize;
    return entries > 0 && entries < 256;
  });
}

/**
 * The optimizer pass's budget: resized GIFs of at most this many pixels over all frames get
 * gifsicle -O3 (about 10-20 ms of CPU at this size); larger ones only when the resize came out
 * larger than the uploaded GIF. On the 260-frame 1000×175 sprite (11 million pixels halved) -O3
 * saved nothing and cost 80% of the resize's CPU; on small GIFs it saved up to 84%.
 */
export const optimizePassMaxPixels = 1_000_000;

/**
 * Resize as a view over the chain executor: one resize step; its own GIF path fits under a
 * target size from the uploaded GIF itself (shared/options.ts).
 */
export const processResize: Processor<ResizeOptions> = chainView(resizeChain);

/**
 * Resize's own GIF path (the chain's "operation" path for a resize step on a GIF). Resizes every
 * frame (fitted inside width × height, or exactly that size), keeping each frame's
 * delay exactly as read and the loop block, with gifsicle (commands.ts): on GIFs with transparent
 * pixels and local palettes too, its result is within the frame-by-frame reference tests'
 * tolerance of the engine's premultiplied resize, at a fraction of the time. Shrinking uses
 * gifsicle's own area filter and an optimizer pass where it pays, so the result is never larger
 * than plain `gifsicle --resize`'s. Numbers: docs/performance.md.
 */
export async function resizeGifPath(
  options: ResizeParams,
  { input, context, targetSizeBytes }: GifPathRun,
): Promise<ProcessorResult> {
  // Fitted inside width × height (Resize's resizeTarget), or exactly that size.
  const target = resizedSize(options, input.info);
  assertGifOutputWithinLimits({ ...target, frameCount: input.info.frameCount });
  const outputPath = join(context.workDir, "resized.gif");
  const { media, signal } = context;

  context.reportProgress({ percent: 5, ...stage("reading-frames") });
  const layout = await media.gifLayout(input.path);
  context.reportProgress({ percent: 15, ...stage("resizing-frames") });
  const method = resizeMethodFor(input.info, target);
  const resizedPath = join(context.workDir, "resized-plain.gif");
  await media.run(
    buildGifsicleResize(
      input.path,
      resizedPath,
      target,
      method,
      method === "lanczos3" && someColourTableHasRoom(layout),
    ),
    { signal },
  );
  // A resize that shrinks must not make the GIF larger: when it does, or when the GIF is small
  // enough for the pass to cost next to nothing, gifsicle -O3 gets a try, kept only if smaller.
  const resizedBytes = (await stat(resizedPath)).size;
  const outputPixels = target.width * target.height * input.info.frameCount;
  const grewWhileShrinking = method === "mix" && resizedBytes > (await stat(input.path)).size;
  let keptPath = resizedPath;
  if (outputPixels <= optimizePassMaxPixels || grewWhileShrinking) {
    context.reportProgress({ percent: 40, ...stage("optimizing") });
    await media.run(buildGifsicleOptimize(resizedPath, outputPath), { signal });
    if ((await stat(outputPath)).size < resizedBytes) keptPath = outputPath;
  }
  if (keptPath !== outputPath) await rename(keptPath, outputPath);
  const targetBytes = targetSizeBytes;
  if (targetBytes !== undefined) {
    // The resize asked for is the first attempt; width × height is the box the GIF may shrink
    // inside (its shape kept), and further attempts re-encode the uploaded GIF.
    const fit = await fitGifUnderSize(context, {
      sourcePath: input.path,
      sourceSize: { width: input.info.width, height: input.info.height },
      start: {
        ...target,
        colours: 256,
        lossy: 0,
        frameCount: input.info.frameCount,
        fps: averageFps(input.info.delaysMs),
      },
      targetBytes,
      first: { path: outputPath, bytes: (await stat(outputPath)).size },
      opaque: await media.isOpaqueAnimation(input.path, signal),
      alwaysReportFps: false,
      subject: "GIF",
      durationSeconds: playedDurationMs(input.info.delaysMs) / 1000,
      progressFrom: 50,
    });
    return { outputs: [{ kind: "gif", path: fit.path }], settings: fit.settings };
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}
