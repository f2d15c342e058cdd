import { z } from "zod";

/** Reverse has no settings: the frames are played back to front with their own delays. */
export const reverseOptionsSchema = z.object({});
export type ReverseOptions = z.infer<typeof reverseOptionsSchema>;
export const reverseDefaults: ReverseOptions = {};
