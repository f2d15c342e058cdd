import {
  type FrameOrderOptions,
  frameOrderChain,
  frameOrderOptionsSchema,
} from "../../shared/frame-order.ts";

/**
 * Reverse's one setting, `mode`: "reverse" (the default: the frames back to front, as it always
 * did) or "boomerang" (forward, then back to the second frame). Every frame keeps its own delay.
 */
export const reverseOptionsSchema = frameOrderOptionsSchema("reverse");
export type ReverseOptions = FrameOrderOptions;
export const reverseDefaults: ReverseOptions = reverseOptionsSchema.parse({});

/** Reverse as a chain (issue 36): a reverse step (or a boomerang, by `mode`), the GIF fitted. */
export const reverseChain = (options: ReverseOptions) => frameOrderChain(options, "reverse");
