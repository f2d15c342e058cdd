import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../chain/chain-spec.ts";
import { destinationField, targetSizeField } from "./target-size.ts";

/**
 * The order in which Reverse plays the stored frames (pure, shared by Reverse and Boomerang):
 * back to front, or a boomerang — forward, then backward to the second frame, so that neither
 * turning frame shows twice in a row (the last frame turns back; the first one starts the next
 * loop). Every frame keeps its own delay.
 */

export const frameOrders = ["reverse", "boomerang"] as const;
export type FrameOrder = (typeof frameOrders)[number];

/** The stored frames' indices in playing order, for a GIF of `frameCount` frames. */
export function orderedFrameIndices(order: FrameOrder, frameCount: number): number[] {
  const forward = Array.from({ length: frameCount }, (_, index) => index);
  if (order === "reverse") return forward.reverse();
  // Back from the second-last frame to the second: frames 1 to n − 2 play twice.
  const back = forward.slice(1, -1).reverse();
  return [...forward, ...back];
}

/** Each frame in playing order with its own delay as stored (hundredths, 0 and 1 included). */
export function orderedFrames(
  order: FrameOrder,
  delaysCentiseconds: readonly number[],
): { index: number; delayCentiseconds: number }[] {
  return orderedFrameIndices(order, delaysCentiseconds.length).map((index) => ({
    index,
    delayCentiseconds: delaysCentiseconds[index] as number,
  }));
}

/**
 * gifsicle's frame selection for the order (`#-1-0` from the last frame to the first; `#0-` every
 * frame forward, `#-2-1` from the second-last back to the second).
 */
export function gifsicleFrameSelection(order: FrameOrder, frameCount: number): string[] {
  if (order === "reverse") return ["#-1-0"];
  return frameCount <= 2 ? ["#0-"] : ["#0-", "#-2-1"];
}

export const frameOrderMessage = "mode must be reverse or boomerang.";

/**
 * The options of Reverse and of its Boomerang page: `mode`, absent for the page's own order
 * (Reverse: "reverse", what it always did; Boomerang: "boomerang"; `orderOf` resolves it). It
 * stays optional in the parsed options, so a task queued before `mode` existed still reads.
 */
export function frameOrderOptionsSchema(defaultOrder: FrameOrder) {
  return z.object({
    mode: z
      .enum(frameOrders, { error: frameOrderMessage })
      .optional()
      .meta({
        default: defaultOrder,
        description: `reverse: the frames from last to first; boomerang: forward, then backward to the second frame (the turning frames are not shown twice). Each frame keeps its own delay. Default: ${defaultOrder}.`,
      }),
    /** Fit under a size (shared/fit-result.ts): the reordered GIF squeezed under this many bytes. */
    target_size_bytes: targetSizeField,
    destination: destinationField,
  });
}
export type FrameOrderOptions = z.infer<ReturnType<typeof frameOrderOptionsSchema>>;

/** The order asked for, or the page's own when `mode` is absent. */
export const orderOf = (options: FrameOrderOptions, defaultOrder: FrameOrder): FrameOrder =>
  options.mode ?? defaultOrder;

/**
 * The stored frames grouped into the pictures a viewer sees: a frame with a delay of 0 that stays
 * drawn (disposal 0 or 1: a patch of a "true-colour" GIF, each with its own palette) belongs to
 * the same picture as the frame after it; any other frame ends its picture. 0-delay frames at
 * the very end form a last picture. A GIF whose every frame has a delay, or whose 0-delay frames
 * are disposed of, has one frame per picture. So has a GIF where no frame has a delay (all 0, no
 * Graphic Control at all, a GIF87a): no picture is ever held on screen, and browsers play each
 * frame for their shortest delay (pygif's suite: "force-animation"), so each frame is a picture.
 */
export function pictureGroups(
  frames: readonly { delayCentiseconds: number; disposal: number }[],
): number[][] {
  if (frames.every((frame) => frame.delayCentiseconds === 0)) {
    return frames.map((_, index) => [index]);
  }
  const groups: number[][] = [];
  let current: number[] = [];
  for (const [index, frame] of frames.entries()) {
    current.push(index);
    if (frame.delayCentiseconds > 0 || frame.disposal > 1) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * gifsicle's frame selection that plays whole pictures in `order`, each picture's patches in
 * their own order (`#a-b` per picture, `#a` for a picture of one frame).
 */
export function gifsiclePictureSelection(
  order: FrameOrder,
  groups: readonly (readonly number[])[],
): string[] {
  return orderedFrameIndices(order, groups.length).map((picture) => {
    const frames = groups[picture] as readonly number[];
    const first = frames[0] as number;
    const last = frames.at(-1) as number;
    return first === last ? `#${first}` : `#${first}-${last}`;
  });
}

/** Reverse and Boomerang as a chain (issue 36): one step in the order asked, the GIF fitted. */
export const frameOrderChain = (
  options: FrameOrderOptions,
  defaultOrder: FrameOrder,
): ChainSpec => ({
  operations: [{ op: orderOf(options, defaultOrder) }],
  output: gifOutputOf(options),
});
