import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { Processor } from "../../define-tool.ts";
import type { GifLayout } from "../../media-toolkit.ts";
import { fitGifUnderSize } from "../../shared/fit-gif.ts";
import { averageFps, playedDurationMs } from "../../shared/fit-size.ts";
import { prepareGifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import type { ResizeOptions } from "../shared/options.ts";
import { resizeTarget } from "../shared/sizing.ts";
import { buildGifsicleResize } from "./commands.ts";

/** Whether some frame's colour table has fewer than 256 entries (room for in-between colours). */
function someColourTableHasRoom(layout: GifLayout): boolean {
  return layout.frames.some((frame) => {
    const entries = frame.localPaletteSize || layout.globalPaletteSize;
    return entries > 0 && entries < 256;
  });
}

/**
 * Resizes every frame (fitted inside width × height, or exactly that size), keeping each frame's
 * delay exactly as read and the loop block, with gifsicle (commands.ts): on GIFs with transparent
 * pixels and local palettes too, its result is within the frame-by-frame reference tests'
 * tolerance of the engine's premultiplied resize, at a fraction of the time. Numbers:
 * docs/performance.md.
 */
export const processResize: Processor<ResizeOptions> = async (options, context) => {
  const input = await prepareGifInput(context);
  const target = resizeTarget(
    input.info,
    options.width,
    options.height,
    options.maintain_aspect_ratio,
  );
  assertGifOutputWithinLimits({ ...target, frameCount: input.info.frameCount });
  const outputPath = join(context.workDir, "resized.gif");
  const { media, signal } = context;

  context.reportProgress({ percent: 5, status: "Reading frames..." });
  const layout = await media.gifLayout(input.path);
  context.reportProgress({ percent: 15, status: "Resizing frames..." });
  await media.run(
    buildGifsicleResize(input.path, outputPath, target, someColourTableHasRoom(layout)),
    { signal },
  );
  const targetBytes = options.target_size_bytes;
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
  context.reportProgress({ percent: 95, status: "Saving..." });
  return { outputs: [{ kind: "gif", path: outputPath }] };
};
