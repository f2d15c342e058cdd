import { z } from "zod";
import { readFormNumber } from "../../shared/form-fields.ts";

/**
 * Trim Video (issue 42): the part from start_time to end_time (seconds, Cut's field names),
 * "exact" (re-encoded, frame-accurate: the chain's cut step) or "fast" (the streams copied as
 * they are, from the key frame at or before start_time: no quality lost, nothing re-encoded).
 */

/** A day: no video GifKit reads is longer (the intake refuses longer headers). */
export const maximumTrimSeconds = 86_400;

export const trimVideoMessages = {
  startTime: `start_time must be a number of seconds from 0 to ${maximumTrimSeconds.toLocaleString("en-US")}.`,
  endTime: `end_time must be a number of seconds from 0 to ${maximumTrimSeconds.toLocaleString("en-US")}, or blank for the end of the video.`,
  order: "end_time must be after start_time.",
  mode: 'mode must be "exact" (re-encoded, frame-accurate) or "fast" (stream copy at key frames).',
  format: "format must be mp4 or webm.",
  fastFormat:
    "format applies to an exact trim only: a fast trim keeps the video's own codecs and container.",
} as const;

const seconds = (message: string) =>
  z.preprocess(
    (value) => (value === "" ? undefined : readFormNumber(value)),
    z
      .number({ error: message })
      .min(0, { error: message })
      .max(maximumTrimSeconds, { error: message }),
  );

export const trimModes = ["exact", "fast"] as const;
export type TrimMode = (typeof trimModes)[number];

export const trimVideoOptionsSchema = z
  .object({
    start_time: seconds(trimVideoMessages.startTime)
      .default(0)
      .meta({ description: "Where the kept part starts, in seconds (default 0)." }),
    end_time: seconds(trimVideoMessages.endTime)
      .optional()
      .meta({ description: "Where it ends, in seconds; absent: the end of the video." }),
    mode: z.enum(trimModes, { error: trimVideoMessages.mode }).default("exact").meta({
      description:
        "exact: re-encoded, starts and ends on the frames asked; fast: the streams copied without re-encoding (no quality lost), starting at the key frame at or before start_time.",
    }),
    format: z
      .enum(["mp4", "webm"], { error: trimVideoMessages.format })
      .optional()
      .meta({ description: "An exact trim's format: mp4 (the default) or webm." }),
  })
  .superRefine((options, context) => {
    if (options.end_time !== undefined && options.end_time <= options.start_time) {
      context.addIssue({ code: "custom", message: trimVideoMessages.order });
    }
    if (options.mode === "fast" && options.format !== undefined) {
      context.addIssue({ code: "custom", message: trimVideoMessages.fastFormat });
    }
  });
export type TrimVideoOptions = z.output<typeof trimVideoOptionsSchema>;
export const trimVideoDefaults: TrimVideoOptions = { start_time: 0, mode: "exact" };
