import { z } from "zod";
import { targetSizeField } from "../../shared/target-size.ts";

/** Reverse has no settings: the frames are played back to front with their own delays. */
export const reverseOptionsSchema = z.object({
  /** Fit under a size (shared/fit-result.ts): squeeze the reversed GIF under this many bytes. */
  target_size_bytes: targetSizeField,
});
export type ReverseOptions = z.infer<typeof reverseOptionsSchema>;
export const reverseDefaults: ReverseOptions = {};
