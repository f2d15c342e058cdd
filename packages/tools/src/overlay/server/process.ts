import { link, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import {
  type Processor,
  type ProcessorContext,
  type ProcessorResult,
  ToolError,
} from "../../define-tool.ts";
import type { ImageProbe } from "../../media-toolkit.ts";
import type { OverlayParams } from "../../operations/overlay.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import {
  framesInTimeRange,
  maxOverlayFrames,
  maxOverlayStoredSidePx,
  type OverlayOptions,
  overlayChain,
  overlayFrameForEachBaseFrame,
  overlayHeightFor,
  overlayMessages,
  playedCentiseconds,
} from "../shared/options.ts";
import {
  buildExtractOverlayFrames,
  overlayFilter,
  overlayInput,
  overlaySequenceLinks,
} from "./commands.ts";

const overlayFormats: readonly string[] = ["png", "apng", "gif", "webp", "jpg"];

/** Overlay as a view over the chain executor: one overlay step (shared/options.ts). */
export const processOverlay: Processor<OverlayOptions> = chainView(overlayChain);

/**
 * Overlay's own GIF path (the chain's "operation" path for an overlay step on a GIF). Draws a
 * picture on a GIF: at x, y, scaled to `width` (aspect kept), with its opacity, on the
 * frames whose start lies in the time range. An animated overlay (GIF, APNG, WebP) loops on its own
 * delays: each frame of the GIF shows the overlay frame that is showing when it starts. The GIF's
 * frames keep their delays exactly as read (0 and 1 included) and the loop block is kept; the
 * pixels are the GIF engine's (ffmpeg's overlay filter in its decode).
 */
export async function overlayGifPath(
  params: OverlayParams,
  { input, context }: GifPathRun,
): Promise<ProcessorResult> {
  const options = { ...params, width: params.width ?? null, end_time: params.end_time ?? null };
  const { media, signal, workDir } = context;
  assertGifOutputWithinLimits({ ...input.info });
  const overlaySourcePath = context.attachmentPaths?.[params.field];
  if (!overlaySourcePath) throw new ToolError(overlayMessages.missing, "missing-input");

  context.reportProgress({ percent: 5, ...stage("reading-the-overlay") });
  const probe = await probeOverlay(overlaySourcePath, context);
  let overlayPath = overlaySourcePath;
  if (probe.format === "webp" && probe.frameCount > 1) {
    // ffmpeg 5.1 does not decode animated WebP: sharp does, into a GIF ffmpeg reads.
    const animation = await media.decodeAnimation(overlaySourcePath, signal);
    overlayPath = join(workDir, "overlay-animation.gif");
    await media.encodeGif(animation, overlayPath, {}, signal);
  }

  const layout = await media.gifLayout(input.path);
  const baseDelays = layout.frames.map((frame) => frame.delayCentiseconds);
  const frames = framesInTimeRange(baseDelays, options.start_time, options.end_time);
  if (!frames) {
    // As played, like the range itself (the page's timeline shows the same length).
    const durationSeconds =
      baseDelays.reduce((sum, delay) => sum + playedCentiseconds(delay), 0) / 100;
    throw new ToolError(
      overlayMessages.noFrameInRange(options.start_time, options.end_time, durationSeconds),
      "invalid-range",
    );
  }
  const drawnWidth = options.width ?? probe.width;
  const drawnHeight = overlayHeightFor(drawnWidth, probe);
  if (
    options.x + drawnWidth <= 0 ||
    options.y + drawnHeight <= 0 ||
    options.x >= layout.width ||
    options.y >= layout.height
  ) {
    throw new ToolError(overlayMessages.offPicture, "invalid-options");
  }

  const framesDir = join(workDir, "overlay-frames");
  await mkdir(framesDir, { recursive: true });
  await media.run(
    buildExtractOverlayFrames(overlayPath, framesDir, probe.frameCount, {
      width: drawnWidth,
      height: drawnHeight,
    }),
    { signal },
  );
  const overlayDelays = probe.frameDelaysMs.map((delayMs) => Math.round(delayMs / 10));
  for (const { target, link: name } of overlaySequenceLinks(
    overlayFrameForEachBaseFrame(baseDelays, overlayDelays),
  )) {
    await link(join(framesDir, target), join(framesDir, name));
  }

  context.reportProgress({ percent: 15, ...stage("drawing-the-overlay") });
  const outputPath = join(workDir, "overlay.gif");
  await media.editGif(
    {
      inputPath: input.path,
      outputPath,
      workDir,
      transforms: [
        { kind: "filters", filters: [overlayFilter({ x: options.x, y: options.y }, frames)] },
      ],
      extraInputs: [overlayInput(framesDir, options.opacity)],
      onProgress: (fraction) =>
        context.reportProgress({
          percent: 15 + Math.round(fraction * 80),
          ...stage("drawing-the-overlay"),
        }),
    },
    signal,
  );
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}

/** The overlay's header, checked against its limits before anything decodes it. */
export async function probeOverlay(path: string, context: ProcessorContext): Promise<ImageProbe> {
  let probe: ImageProbe;
  try {
    probe = await context.media.probeImage(path, context.signal);
  } catch {
    throw new ToolError(overlayMessages.overlayUnreadable, "unreadable-image");
  }
  if (!overlayFormats.includes(probe.format) || probe.frameCount < 1) {
    throw new ToolError(overlayMessages.overlayUnreadable, "unreadable-image");
  }
  if (
    probe.storedWidth > maxOverlayStoredSidePx ||
    probe.storedHeight > maxOverlayStoredSidePx ||
    probe.frameCount > maxOverlayFrames
  ) {
    throw new ToolError(overlayMessages.overlayTooLarge, "input-too-large");
  }
  return probe;
}
