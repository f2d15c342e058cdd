import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { videoFormatField } from "../../shared/video-output.ts";

/** The plays Loop Video offers (Loop's `loop_count`: how many times the result plays). */
export const loopVideoPlays = { min: 2, max: 20 } as const;

const secondsText = (seconds: number) => `${Number(seconds.toFixed(2)).toLocaleString("en-US")} s`;

export const loopVideoMessages = {
  plays: `loop_count must be a whole number of plays from ${loopVideoPlays.min} to ${loopVideoPlays.max}.`,
  duration: `duration_seconds must be a number of seconds above 0 and at most ${defaultLimits.maxVideoEditSeconds} (the longest edited video).`,
  both: "Give loop_count or duration_seconds, not both.",
  notLonger: (durationSeconds: number, videoSeconds: number) =>
    `duration_seconds (${secondsText(durationSeconds)}) must be longer than the video (${secondsText(videoSeconds)}): to shorten it, use Trim Video.`,
  tooLong: (plays: number, videoSeconds: number) =>
    `${plays} plays of this ${secondsText(videoSeconds)} video would last ${secondsText(plays * videoSeconds)}; a looped video can be at most ${defaultLimits.maxVideoEditSeconds} s long. Choose fewer plays, or a length.`,
} as const;

/**
 * Loop Video: the video played `loop_count` times over (2-20, Loop's field), or repeated until
 * it lasts `duration_seconds` (the last play cut where the length ends), picture and sound.
 */
export const loopVideoOptionsSchema = z
  .object({
    loop_count: z
      .preprocess(
        readFormNumber,
        z
          .number({ error: loopVideoMessages.plays })
          .int({ error: loopVideoMessages.plays })
          .min(loopVideoPlays.min, { error: loopVideoMessages.plays })
          .max(loopVideoPlays.max, { error: loopVideoMessages.plays }),
      )
      .optional()
      .meta({ description: "How many times the video plays in the result: 2 to 20 (default 3)." }),
    duration_seconds: z
      .preprocess(
        readFormNumber,
        z
          .number({ error: loopVideoMessages.duration })
          .gt(0, { error: loopVideoMessages.duration })
          .max(defaultLimits.maxVideoEditSeconds, { error: loopVideoMessages.duration }),
      )
      .optional()
      .meta({
        description: `Instead of loop_count: the result's length in seconds (at most ${defaultLimits.maxVideoEditSeconds}), the video repeated to fill it.`,
      }),
    format: videoFormatField,
  })
  .superRefine((options, context) => {
    if (options.loop_count !== undefined && options.duration_seconds !== undefined) {
      context.addIssue({ code: "custom", message: loopVideoMessages.both });
    }
  });
export type LoopVideoOptions = z.output<typeof loopVideoOptionsSchema>;
export const loopVideoDefaults: LoopVideoOptions = { loop_count: 3, format: "mp4" };

/**
 * The chain for a video of this length: the plays (Loop's step), then for a length the cut
 * where it ends. A length asks for whole plays enough to cover it; the cut takes the rest off.
 */
export function loopVideoChain(options: LoopVideoOptions, videoSeconds: number): ChainSpec {
  const output = { format: options.format };
  if (options.duration_seconds === undefined) {
    return { operations: [{ op: "loop", loop_count: options.loop_count ?? 3 }], output };
  }
  const plays = Math.ceil(options.duration_seconds / videoSeconds - 1e-9);
  return {
    operations: [
      { op: "loop", loop_count: plays },
      { op: "cut", start_time: 0, end_time: options.duration_seconds },
    ],
    output,
  };
}

/** What is wrong with these options on a video of this length, or null. */
export function loopVideoProblem(options: LoopVideoOptions, videoSeconds: number): string | null {
  if (options.duration_seconds !== undefined) {
    return options.duration_seconds <= videoSeconds
      ? loopVideoMessages.notLonger(options.duration_seconds, videoSeconds)
      : null;
  }
  const plays = options.loop_count ?? 3;
  return plays * videoSeconds > defaultLimits.maxVideoEditSeconds
    ? loopVideoMessages.tooLong(plays, videoSeconds)
    : null;
}
