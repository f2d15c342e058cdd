import { z } from "zod";
import { maxLoopCount } from "../frames/shared/options.ts";
import { defineOperation } from "./define-operation.ts";

const loopMessage = `loop_count must be a whole number from 0 (forever) to ${maxLoopCount.toLocaleString("en-US")} plays.`;

/** NETSCAPE repetitions for a number of plays: 0 forever, 1 once (no loop block), N: N − 1. */
export const repetitionsForPlays = (plays: number): number | null =>
  plays === 0 ? 0 : plays === 1 ? null : plays - 1;

/**
 * Loop (Edit frames' and Effects' `loop_count`): how many times the result plays, 0 = forever.
 * Outputs that store a count keep it (GIF, WebP, APNG); AVIF stores none (players loop it), so
 * there only 0 is taken. A video made into MP4 or WebM (which store none either) has its plays
 * written out: loop_count 3 is the picture and sound three times over; 0 and 1, once.
 */
export const loopOperation = defineOperation({
  name: "loop",
  listPosition: 9,
  summary:
    "How many times the result plays: loop_count 0 (forever) or a number of plays (a video's plays are written out).",
  params: z.strictObject({
    loop_count: z
      .number({ error: loopMessage })
      .int({ error: loopMessage })
      .min(0, { error: loopMessage })
      .max(maxLoopCount, { error: loopMessage }),
  }),
  accepts: ["frames", "video"],
  plan(params, stream) {
    if (stream.kind === "video" && params.loop_count >= 2) {
      // A video result stores no play count: the plays are written out, picture and sound, and
      // ffmpeg's loop filters hold one play's frames to repeat them.
      return {
        facts: {
          ...stream,
          durationSeconds: stream.durationSeconds * params.loop_count,
          heldSeconds: Math.max(stream.heldSeconds, stream.durationSeconds),
        },
      };
    }
    if (stream.kind === "video") return { facts: stream };
    return { facts: { ...stream, loopCount: repetitionsForPlays(params.loop_count) } };
  },
});
