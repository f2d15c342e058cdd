import { link } from "node:fs/promises";
import { join } from "node:path";
import { frameTimeline, layerStateAt } from "@gifkit/text-layout";
import { addTextGifPath, resolveLayersWithFonts } from "../../add-text/server/process.ts";
import type { TextLayerOptions } from "../../add-text/shared/options.ts";
import type { FrameStreamFacts } from "../define-operation.ts";
import {
  defineServerOperation,
  type FrameGraphPart,
  framesEnableExpression,
} from "./define-server-operation.ts";

type TextParams = { layers: TextLayerOptions[] };

/** Name of the n-th text picture (0-based) and of the sequence's entry for result frame k. */
const pictureName = (index: number) => `text-${String(index + 1).padStart(5, "0")}.png`;
const sequenceName = (frame: number) => `sequence-${String(frame + 1).padStart(5, "0")}.png`;

/** Each layer's state on each frame of the stream the step receives (Add Text's timing). */
export function layerStatesByPosition(
  layerCount: number,
  timings: Parameters<typeof layerStateAt>[0][],
  stream: FrameStreamFacts,
) {
  // Add Text times layers on the frames as browsers play them (frameTimeline: 0 and 1 → 10).
  const timeline = frameTimeline(stream.frames.map((frame) => frame.delayCentiseconds * 10));
  return stream.frames.map((_, position) =>
    Array.from({ length: layerCount }, (_, layer) =>
      layerStateAt(
        timings[layer] as Parameters<typeof layerStateAt>[0],
        timeline.startsMs[position] ?? 0,
        timeline.durationMs,
        stream.height,
      ),
    ),
  );
}

/**
 * The picture each result frame shows (a key per set of visible layers and their states), so a
 * layer drawn the same on many frames is painted once; null where no layer shows.
 */
export function textPicturesByFrame(
  statesByPosition: ReturnType<typeof layerStatesByPosition>,
  inputPositions: readonly number[],
): {
  pictures: { layer: number; opacity: number; offsetYPx: number }[][];
  byFrame: (number | null)[];
} {
  const pictures: { layer: number; opacity: number; offsetYPx: number }[][] = [];
  const indexByKey = new Map<string, number>();
  const byFrame = inputPositions.map((position) => {
    const shown = (statesByPosition[position] ?? []).flatMap((state, layer) =>
      state.visible && state.opacity > 0
        ? [{ layer, opacity: state.opacity, offsetYPx: state.offsetYPx }]
        : [],
    );
    if (shown.length === 0) return null;
    const key = JSON.stringify(shown);
    let index = indexByKey.get(key);
    if (index === undefined) {
      index = pictures.length;
      pictures.push(shown);
      indexByKey.set(key, index);
    }
    return index;
  });
  return { pictures, byFrame };
}

export default defineServerOperation<TextParams>({
  // The toolkit's text renderer: shared layout, bundled fonts, exact palettes (add-text).
  gifPath: (params, run) => addTextGifPath(params, run),
  /**
   * In a chain: every distinct look of the layers (a fade or a slide has one per frame, a still
   * layer one) painted once on a transparent canvas by the toolkit, a numbered sequence of hard
   * links giving each result frame its picture, drawn by ffmpeg's overlay on the frames that
   * show any layer.
   */
  async frameGraph(params, { context, step, nextInputNumber, stepDir }): Promise<FrameGraphPart> {
    const stream = step.input as FrameStreamFacts;
    const layers = await resolveLayersWithFonts(params.layers, context);
    const states = layerStatesByPosition(
      layers.length,
      layers.map((layer) => layer.timing),
      stream,
    );
    const { pictures, byFrame } = textPicturesByFrame(states, step.inputPositions ?? []);
    const shownFrames = byFrame.flatMap((picture, frame) => (picture === null ? [] : [frame]));
    if (shownFrames.length === 0) return { filters: [] };
    await context.media.paintTextPictures(
      {
        width: stream.width,
        height: stream.height,
        layers,
        pictures: pictures.map((shown, index) => ({
          path: join(stepDir, pictureName(index)),
          shown,
        })),
      },
      context.signal,
    );
    // Frames without text link to the first picture: the overlay is not enabled on them.
    for (const [frame, picture] of byFrame.entries()) {
      await link(join(stepDir, pictureName(picture ?? 0)), join(stepDir, sequenceName(frame)));
    }
    return {
      filters: [
        // RGB blending, so the pixels around the text are not converted to YUV and back.
        `[in${nextInputNumber}]overlay=x=0:y=0:format=rgb:enable='${framesEnableExpression(shownFrames)}'`,
      ],
      inputs: [
        {
          path: `${stepDir}/sequence-%05d.png`,
          // Numbered stills, read in order from sequence-00001.png (no globbing).
          inputOptions: ["-f", "image2", "-pattern_type", "sequence"],
          filters: ["format=rgba"],
        },
      ],
    };
  },
});
