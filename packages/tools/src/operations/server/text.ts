import { link } from "node:fs/promises";
import { join } from "node:path";
import { frameTimeline, layerStateAt } from "@gifkit/text-layout";
import { addTextGifPath, resolveLayersWithFonts } from "../../add-text/server/process.ts";
import type { TextLayerOptions } from "../../add-text/shared/options.ts";
import type { ProcessorContext } from "../../define-tool.ts";
import type { GifEditInput } from "../../media-toolkit.ts";
import type { FrameStreamFacts, VideoStreamFacts } from "../define-operation.ts";
import {
  defineServerOperation,
  type FrameGraphPart,
  framesEnableExpression,
  overlayEndFilters,
  type VideoGraphPart,
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

/** Frames of a video at its rate (frame k starts at k / fps s): at least one. */
export const videoFrameCount = (
  stream: Pick<VideoStreamFacts, "durationSeconds" | "framesPerSecond">,
) => Math.max(1, Math.ceil(stream.durationSeconds * stream.framesPerSecond - 1e-6));

/** Each layer's state on each frame of a video at its rate (Add Text's timing, in its own ms). */
export function videoLayerStates(
  layerCount: number,
  timings: Parameters<typeof layerStateAt>[0][],
  stream: VideoStreamFacts,
) {
  const durationMs = Math.round(stream.durationSeconds * 1000);
  return Array.from({ length: videoFrameCount(stream) }, (_, frame) =>
    Array.from({ length: layerCount }, (_, layer) =>
      layerStateAt(
        timings[layer] as Parameters<typeof layerStateAt>[0],
        (frame * 1000) / stream.framesPerSecond,
        durationMs,
        stream.height,
      ),
    ),
  );
}

/**
 * An ffmpeg timeline expression on a video's own time `t`, true on the frames given (numbers at
 * the rate): each run of frames is one half-open range, widened by half a frame either side so a
 * timestamp rounded by the container still falls inside it.
 */
export function videoFramesEnableExpression(
  frames: readonly number[],
  framesPerSecond: number,
): string {
  const sorted = [...new Set(frames)].sort((a, b) => a - b);
  const seconds = (frame: number) => String(Number((frame / framesPerSecond).toFixed(6)));
  const terms: string[] = [];
  let start = sorted[0];
  for (let index = 1; index <= sorted.length; index++) {
    const previous = sorted[index - 1] as number;
    if (sorted[index] === previous + 1) continue;
    terms.push(`gte(t,${seconds((start as number) - 0.5)})*lt(t,${seconds(previous + 0.5)})`);
    start = sorted[index];
  }
  return terms.length === 0 ? "0" : terms.join("+");
}

/**
 * Paints each distinct look once. One look (a still caption): that picture is the overlay's
 * input, which overlay holds for every frame after its first. Several: every result frame's
 * numbered picture is a link to its look (a frame without text links to the first one: the
 * overlay is not enabled on it). Returns the frames that show any text (none: nothing is
 * painted) and the input to read.
 */
async function paintSequence(
  { pictures, byFrame }: ReturnType<typeof textPicturesByFrame>,
  target: {
    stream: { width: number; height: number };
    layers: Awaited<ReturnType<typeof resolveLayersWithFonts>>;
    context: ProcessorContext;
    stepDir: string;
    /** A video's overlay reads the sequence at its rate: always numbered pictures. */
    alwaysSequence?: boolean;
  },
): Promise<{ shownFrames: number[]; input: GifEditInput | null }> {
  const shownFrames = byFrame.flatMap((picture, frame) => (picture === null ? [] : [frame]));
  if (shownFrames.length === 0) return { shownFrames, input: null };
  const { stream, layers, context, stepDir } = target;
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
  if (pictures.length === 1 && !target.alwaysSequence) {
    // One still decoded once, not one PNG per frame.
    return {
      shownFrames,
      input: {
        path: join(stepDir, pictureName(0)),
        inputOptions: ["-f", "image2", "-pattern_type", "none"],
        filters: ["format=rgba"],
      },
    };
  }
  for (const [frame, picture] of byFrame.entries()) {
    await link(join(stepDir, pictureName(picture ?? 0)), join(stepDir, sequenceName(frame)));
  }
  return {
    shownFrames,
    input: {
      path: `${stepDir}/sequence-%05d.png`,
      // Numbered stills, read in order from sequence-00001.png (no globbing).
      inputOptions: ["-f", "image2", "-pattern_type", "sequence"],
      filters: ["format=rgba"],
    },
  };
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
    const { shownFrames, input } = await paintSequence(
      textPicturesByFrame(states, step.inputPositions ?? []),
      { stream, layers, context, stepDir },
    );
    if (!input) return { filters: [] };
    return {
      filters: [
        // RGB blending, so the pixels around the text are not converted to YUV and back.
        `[in${nextInputNumber}]overlay=x=0:y=0:format=rgb:enable='${framesEnableExpression(shownFrames)}'`,
      ],
      inputs: [input],
    };
  },
  /**
   * A video: the layers' looks at each frame of the stream's rate (Add Text's timing on the
   * video's seconds), each look painted once, a numbered sequence of hard links read at that
   * rate as a second input, drawn by overlay while any layer shows.
   */
  async videoGraph(params, { context, step, nextInputNumber, stepDir }): Promise<VideoGraphPart> {
    const stream = step.input as VideoStreamFacts;
    const layers = await resolveLayersWithFonts(params.layers, context);
    const states = videoLayerStates(
      layers.length,
      layers.map((layer) => layer.timing),
      stream,
    );
    const { shownFrames } = await paintSequence(
      textPicturesByFrame(
        states,
        states.map((_, frame) => frame),
      ),
      { stream, layers, context, stepDir, alwaysSequence: true },
    );
    if (shownFrames.length === 0) return { video: [], audio: [] };
    return {
      video: [
        // Blended in the video's own YUV (no RGB round trip of every frame); the pictures'
        // alpha is kept by format=rgba on their input.
        `[in${nextInputNumber}]overlay=x=0:y=0:enable='${videoFramesEnableExpression(shownFrames, stream.framesPerSecond)}'`,
        ...overlayEndFilters(stream.framesPerSecond),
      ],
      audio: [],
      inputs: [
        {
          path: `${stepDir}/sequence-%05d.png`,
          // Numbered stills at the video's rate from 0 s (frame k at k / fps), in order.
          inputOptions: [
            ...["-f", "image2", "-pattern_type", "sequence"],
            ...["-framerate", String(Number(stream.framesPerSecond.toFixed(6)))],
          ],
          filters: ["format=rgba"],
        },
      ],
    };
  },
});
