import { z } from "zod";
import { maxLoopCount } from "../frames/shared/options.ts";
import { defineOperation } from "./define-operation.ts";

const loopMessage = `loop_count must be a whole number from 0 (forever) to ${maxLoopCount.toLocaleString("en-US")} plays.`;

/** NETSCAPE repetitions for a number of plays: 0 forever, 1 once (no loop block), N: N − 1. */
export const repetitionsForPlays = (plays: number): number | null =>
  plays === 0 ? 0 : plays === 1 ? null : plays - 1;

/**
 * Loop (Edit frames' and Effects' `loop_count`): how many times the result plays, 0 = forever.
 * Outputs that store a count keep it (GIF, WebP, APNG); AVIF, MP4 and WebM store none (players
 * loop them), so there only 0 is taken.
 */
export const loopOperation = defineOperation({
  name: "loop",
  listPosition: 9,
  summary: "How many times the result plays: loop_count 0 (forever) or a number of plays.",
  params: z.strictObject({
    loop_count: z
      .number({ error: loopMessage })
      .int({ error: loopMessage })
      .min(0, { error: loopMessage })
      .max(maxLoopCount, { error: loopMessage }),
  }),
  accepts: ["frames", "video"],
  plan(params, stream) {
    return { facts: { ...stream, loopCount: repetitionsForPlays(params.loop_count) } };
  },
});
