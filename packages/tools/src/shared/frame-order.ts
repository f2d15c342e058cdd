import { z } from "zod";
import { targetSizeField } from "./target-size.ts";

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
  });
}
export type FrameOrderOptions = z.infer<ReturnType<typeof frameOrderOptionsSchema>>;

/** The order asked for, or the page's own when `mode` is absent. */
export const orderOf = (options: FrameOrderOptions, defaultOrder: FrameOrder): FrameOrder =>
  options.mode ?? defaultOrder;
