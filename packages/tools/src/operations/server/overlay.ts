import { link, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { ToolError } from "../../define-tool.ts";
import {
  buildExtractOverlayFrames,
  overlayFilter,
  overlayInput,
  overlaySequenceLinks,
} from "../../overlay/server/commands.ts";
import { overlayGifPath, probeOverlay } from "../../overlay/server/process.ts";
import {
  framesInTimeRange,
  overlayFrameForEachBaseFrame,
  overlayHeightFor,
  overlayMessages,
} from "../../overlay/shared/options.ts";
import { type FrameStreamFacts, storedDelays } from "../define-operation.ts";
import type { OverlayParams } from "../overlay.ts";
import {
  activeResultFrames,
  defineServerOperation,
  type FrameGraphPart,
  framesEnableExpression,
} from "./define-server-operation.ts";

export default defineServerOperation<OverlayParams>({
  // The picture drawn by ffmpeg's overlay in the engine's decode (overlay/server/process.ts).
  gifPath: (params, run) => overlayGifPath(params, run),
  /**
   * In a chain: Overlay's own way (its frames written once at their drawn size, a numbered
   * sequence of hard links giving each result frame the overlay frame showing when that frame
   * starts at this step), drawn on the result frames whose start at this step is in the range.
   */
  async frameGraph(params, { context, step, nextInputNumber, stepDir }): Promise<FrameGraphPart> {
    const { media, signal } = context;
    const stream = step.input as FrameStreamFacts;
    const sourcePath = context.attachmentPaths?.[params.field];
    if (!sourcePath) throw new ToolError(overlayMessages.missing, "missing-input");
    const probe = await probeOverlay(sourcePath, context);
    let overlayPath = sourcePath;
    if (probe.format === "webp" && probe.frameCount > 1) {
      // ffmpeg 5.1 does not decode animated WebP: sharp does, into a GIF ffmpeg reads.
      const animation = await media.decodeAnimation(sourcePath, signal);
      overlayPath = join(stepDir, "overlay-animation.gif");
      await media.encodeGif(animation, overlayPath, {}, signal);
    }
    const delays = storedDelays(stream);
    const range = framesInTimeRange(delays, params.start_time, params.end_time ?? null);
    if (!range) throw new ToolError(overlayMessages.offPicture, "invalid-range");
    const drawnWidth = params.width ?? probe.width;
    const drawnHeight = overlayHeightFor(drawnWidth, probe);
    const framesDir = join(stepDir, "overlay-frames");
    await mkdir(framesDir, { recursive: true });
    await media.run(
      buildExtractOverlayFrames(overlayPath, framesDir, probe.frameCount, {
        width: drawnWidth,
        height: drawnHeight,
      }),
      { signal },
    );
    const overlayDelays = probe.frameDelaysMs.map((delayMs) => Math.round(delayMs / 10));
    const byPosition = overlayFrameForEachBaseFrame(delays, overlayDelays);
    const byResultFrame = (step.inputPositions ?? []).map(
      (position) => byPosition[position] as number,
    );
    for (const { target, link: name } of overlaySequenceLinks(byResultFrame)) {
      await link(join(framesDir, target), join(framesDir, name));
    }
    const shown = activeResultFrames(
      step,
      (position) => position >= range.first && position <= range.last,
    );
    return {
      filters: [
        overlayFilter(
          { x: params.x, y: params.y },
          { enable: framesEnableExpression(shown), inputNumber: nextInputNumber },
        ),
      ],
      inputs: [overlayInput(framesDir, params.opacity)],
    };
  },
});
