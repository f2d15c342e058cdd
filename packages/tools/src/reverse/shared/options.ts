import { type FrameOrderOptions, frameOrderOptionsSchema } from "../../shared/frame-order.ts";

/**
 * Reverse's one setting, `mode`: "reverse" (the default: the frames back to front, as it always
 * did) or "boomerang" (forward, then back to the second frame). Every frame keeps its own delay.
 */
export const reverseOptionsSchema = frameOrderOptionsSchema("reverse");
export type ReverseOptions = FrameOrderOptions;
export const reverseDefaults: ReverseOptions = reverseOptionsSchema.parse({});
