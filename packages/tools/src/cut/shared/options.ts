import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Cut settings as sent (issue 16): a time range in seconds (`start_time`, `end_time`; end blank
 * means to the end) or a frame range (`start_frame`, `end_frame`, 1-based and inclusive; end blank
 * means to the last frame), never both kinds. No field at all keeps the whole GIF. Whether the
 * range holds a frame depends on the GIF: see range.ts.
 */

/** The longest time a range may name; a GIF frame is at most 655.35 s. */
export const maximumCutSeconds = 86_400;
/** The largest frame number a range may name (no input has more frames than this). */
export const maximumCutFrame = 1_000_000;

/** Seconds to GIF hundredths, the unit the range is cut in. */
export const toCentiseconds = (seconds: number): number => Math.round(seconds * 100);

const count = (value: number) => value.toLocaleString("en-US");

export const cutMessages = {
  startTime: `start_time must be a number of seconds from 0 to ${count(maximumCutSeconds)}.`,
  endTime: `end_time must be a number of seconds from 0 to ${count(maximumCutSeconds)}, or blank for the end of the GIF.`,
  startFrame: `start_frame must be a whole number from 1 to ${count(maximumCutFrame)}.`,
  endFrame: `end_frame must be a whole number from 1 to ${count(maximumCutFrame)}, or blank for the last frame.`,
  mixed:
    "Give start_time and end_time, or start_frame and end_frame, not both kinds: choose one way to set the range.",
  timeOrder: "end_time must be after start_time.",
  frameOrder: "end_frame must not be before start_frame.",
} as const;

/** Blank or absent is "not given"; anything else must be a number in [min, max]. */
function optionalNumber(message: string, min: number, max: number, whole: boolean) {
  const number = z.number({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    return value.trim() === "" ? undefined : readFormNumber(value);
  }, (whole ? number.int({ error: message }) : number).optional());
}

export const cutOptionsSchema = z
  .object({
    /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
    target_size_bytes: targetSizeField,
    destination: destinationField,
    start_time: optionalNumber(cutMessages.startTime, 0, maximumCutSeconds, false).meta({
      type: "number",
      description: "Start of the range in seconds (default 0). Not with start_frame/end_frame.",
    }),
    end_time: optionalNumber(cutMessages.endTime, 0, maximumCutSeconds, false).meta({
      type: "number",
      description: "End of the range in seconds; blank or absent: to the end of the GIF.",
    }),
    start_frame: optionalNumber(cutMessages.startFrame, 1, maximumCutFrame, true).meta({
      type: "integer",
      description: "First frame kept, 1-based. Not with start_time/end_time.",
    }),
    end_frame: optionalNumber(cutMessages.endFrame, 1, maximumCutFrame, true).meta({
      type: "integer",
      description: "Last frame kept, 1-based and inclusive; blank or absent: to the last frame.",
    }),
  })
  .superRefine((options, context) => {
    const byTime = options.start_time !== undefined || options.end_time !== undefined;
    const byFrame = options.start_frame !== undefined || options.end_frame !== undefined;
    if (byTime && byFrame) {
      context.addIssue({ code: "custom", message: cutMessages.mixed });
      return;
    }
    // Compared in hundredths, the unit of GIF delays, as the range is cut (range.ts).
    if (
      options.end_time !== undefined &&
      toCentiseconds(options.end_time) <= toCentiseconds(options.start_time ?? 0)
    ) {
      context.addIssue({ code: "custom", path: ["end_time"], message: cutMessages.timeOrder });
    }
    if (options.end_frame !== undefined && options.end_frame < (options.start_frame ?? 1)) {
      context.addIssue({ code: "custom", path: ["end_frame"], message: cutMessages.frameOrder });
    }
  });
export type CutOptions = z.infer<typeof cutOptionsSchema>;
/** No range given: from the start to the end (the whole GIF). */
export const cutDefaults: CutOptions = {};

/**
 * Cut as a chain (issue 36): one cut step with the range as sent (no range at all: from 0 s, the
 * whole GIF), the GIF fitted as asked.
 */
export const cutChain = (options: CutOptions): ChainSpec => {
  const range = Object.fromEntries(
    (["start_time", "end_time", "start_frame", "end_frame"] as const).flatMap((field) =>
      options[field] === undefined ? [] : [[field, options[field]]],
    ),
  );
  return {
    operations: [{ op: "cut", ...(Object.keys(range).length === 0 ? { start_time: 0 } : range) }],
    output: gifOutputOf(options),
  };
};
