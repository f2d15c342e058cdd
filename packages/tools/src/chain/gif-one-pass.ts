import type { GifLayout } from "../media-toolkit.ts";
import type { FrameStreamFacts } from "../operations/define-operation.ts";
import type { OperationName } from "../operations/index.ts";
import { gifsicleOperations, type ParsedChain } from "./plan-chain.ts";

/**
 * When a chain on a GIF runs as one ffmpeg command, decode to encode (run-chain.ts, the frame
 * path's GIF one pass). Pure: decided from the GIF's block structure and the plan, before any
 * pixel is decoded.
 */

/**
 * Picture steps whose graph keeps an opaque picture opaque (they draw on it, move or turn it),
 * and the timeline steps; others (Effects' colour keys, Overlay's images and their padding) may
 * make pixels transparent, which the one pass cannot write (ffmpeg 5.1's GIF encoder crops
 * transparent frames wrongly: the engine writes those whole).
 */
const onePassOperations: readonly OperationName[] = [
  "crop",
  "resize",
  "text",
  "draw",
  "censor",
  "rotate",
  "speed",
  "cut",
  "frames",
  "loop",
];

/**
 * Raw bytes of the result's frames the one pass may hold at once: its palette is built from every
 * frame, so the frames wait in ffmpeg until the last is decoded (the engine's groups are 16 MB).
 */
export const onePassMaxRawBytes = 48 * 1024 * 1024;

/**
 * Whether no frame uncovers the canvas: the first frame covers it, and a frame that clears its
 * area (disposal 2 or 3) is followed by one that covers the whole canvas with no transparent
 * index, or is the last. The picture is then opaque where the first frame's pixels are (the
 * media toolkit's isOpaqueAnimation decodes that one frame).
 */
export function uncoversNothing(layout: GifLayout): boolean {
  const coversOpaquely = (frame: GifLayout["frames"][number] | undefined) =>
    frame !== undefined &&
    !frame.hasTransparency &&
    frame.left === 0 &&
    frame.top === 0 &&
    frame.width === layout.width &&
    frame.height === layout.height;
  const [first] = layout.frames;
  if (!first || !coversOpaquely({ ...first, hasTransparency: false })) return false;
  return layout.frames.every(
    (frame, index) =>
      (frame.disposal !== 2 && frame.disposal !== 3) ||
      index === layout.frames.length - 1 ||
      coversOpaquely(layout.frames[index + 1]),
  );
}

/**
 * Whether the chain's GIF may be written in one pass: a GIF of one palette (its colours shared by
 * every frame, so one palette for the result loses nothing a palette per group would keep), no
 * frame uncovering the canvas (the first frame's own pixels are checked by the caller), steps
 * that keep the picture opaque, the frames in their stored order (the timeline
 * changes delays, drops frames from the end or sets the loop), and Optimize's lossy settings not
 * asked for (those are the engine's: lossy LZW, inter-frame error, gifsicle's levels).
 */
export function gifOnePassFits(
  chain: ParsedChain,
  layout: GifLayout,
  result: FrameStreamFacts,
): boolean {
  const { output } = chain;
  return (
    output.format === "gif" &&
    output.lossy === undefined &&
    output.quality === undefined &&
    output.optimize_level === undefined &&
    chain.steps.every((step) => onePassOperations.includes(step.op)) &&
    layout.globalPaletteSize > 0 &&
    layout.frames.every((frame) => frame.localPaletteSize === 0) &&
    uncoversNothing(layout) &&
    result.frames.length > 0 &&
    result.frames.every((frame, position) => frame.sourceIndex === position) &&
    result.width * result.height * 4 * result.frames.length <= onePassMaxRawBytes
  );
}

/**
 * Whether a chain the gif-steps path could run re-quantises twice there (a Resize's gifsicle
 * --resize, then a last step that paints: Add Text, Draw...): then one pass, one palette, is
 * fewer bytes at a higher SSIM in less CPU (docs/performance.md "Keep editing as one chain").
 */
export function gifStepsRequantiseTwice(chain: ParsedChain): boolean {
  const last = chain.steps.at(-1);
  return (
    last !== undefined &&
    !gifsicleOperations.includes(last.op) &&
    chain.steps.slice(0, -1).some((step) => step.op === "resize")
  );
}
