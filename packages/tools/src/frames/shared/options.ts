import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { integerField } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Edit frames settings as sent (issue 25). `frames` is the whole output in order: each entry names
 * a frame of the input (0-based `index`) and optionally its new delay (`delay_cs`, hundredths of a
 * second; absent: the input frame's own delay), so one list deletes, duplicates, reorders and
 * retimes. `loop_count` is how many times the GIF plays (0 = forever, 1 = once); absent keeps the
 * input's loop setting. Whether an index is in the input depends on the GIF: see
 * `indexOutOfRangeMessage`, checked against the upload's header and again by the processor.
 */

/** The largest delay a GIF frame can store (a 16-bit field, in hundredths of a second). */
export const maxDelayCentiseconds = 0xffff;
/** The most plays a GIF can store: 65,535 repetitions after the first play (NETSCAPE block). */
export const maxLoopCount = 0xffff;
/** The largest index an entry may name (no input has this many frames: 2,000 at most). */
export const maxFrameIndex = 999_999;
/** The most entries `frames` may hold: the output frame limit of every GIF edit. */
export const maxListedFrames = defaultLimits.maxOutputFrames;

const count = (value: number) => value.toLocaleString("en-US");

export const framesMessages = {
  list: 'frames must be a JSON list of {"index": N, "delay_cs": N} entries in output order, e.g. [{"index":0},{"index":2,"delay_cs":10}].',
  empty: "frames is empty: keep at least one frame.",
  tooMany: (listed: number) =>
    `frames lists ${count(listed)} frames; results can have at most ${count(maxListedFrames)} frames.`,
  index: `Each frame's index must be a whole number from 0 (the first frame) to ${count(maxFrameIndex)}.`,
  delay: `Each frame's delay_cs must be a whole number of hundredths of a second from 0 to ${count(maxDelayCentiseconds)}.`,
  unknownKey: 'Each entry of frames may only have "index" and "delay_cs".',
  loopCount: `loop_count must be a whole number from 0 (forever) to ${count(maxLoopCount)}, or blank to keep the GIF's own setting.`,
} as const;

/** The message for an entry naming a frame the input does not have (indexes are 0-based). */
export function indexOutOfRangeMessage(index: number, frameCount: number): string {
  const frames =
    frameCount === 1
      ? "1 frame (index 0)"
      : `${count(frameCount)} frames (indexes 0 to ${count(frameCount - 1)})`;
  return `Frame index ${count(index)} is not in the input: it has ${frames}.`;
}

/** The first entry whose index the input does not have, as a message; null when all are in it. */
export function checkFrameIndexes(
  frames: readonly FrameEntry[] | undefined,
  frameCount: number,
): string | null {
  const outside = frames?.find((frame) => frame.index >= frameCount);
  return outside ? indexOutOfRangeMessage(outside.index, frameCount) : null;
}

const frameEntrySchema = z.strictObject(
  {
    index: z
      .number({ error: framesMessages.index })
      .int({ error: framesMessages.index })
      .min(0, { error: framesMessages.index })
      .max(maxFrameIndex, { error: framesMessages.index }),
    delay_cs: z
      .number({ error: framesMessages.delay })
      .int({ error: framesMessages.delay })
      .min(0, { error: framesMessages.delay })
      .max(maxDelayCentiseconds, { error: framesMessages.delay })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? framesMessages.unknownKey : framesMessages.list,
  },
);
export type FrameEntry = z.infer<typeof frameEntrySchema>;

/** Not JSON at all: a value no array schema accepts, so the list's own message is given. */
const notJson = Symbol("not JSON");

const framesField = z
  .preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      if (value.trim() === "") return undefined;
      try {
        return JSON.parse(value);
      } catch {
        return notJson;
      }
    },
    z
      .array(frameEntrySchema, { error: framesMessages.list })
      .min(1, { error: framesMessages.empty })
      .superRefine((frames, context) => {
        // Checked here rather than with .max() so the message can say how many were listed.
        if (frames.length > maxListedFrames) {
          context.addIssue({ code: "custom", message: framesMessages.tooMany(frames.length) });
        }
      })
      .optional(),
  )
  .meta({
    description: `JSON list of {"index", "delay_cs"} in output order: index is 0-based into the input's frames (a frame may appear more than once, or not at all), delay_cs its delay in hundredths of a second (0-${maxDelayCentiseconds}; absent: the input frame's own delay). At most ${maxListedFrames} entries. Absent: every frame as it is.`,
  });

const loopCountField = z
  .preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    integerField(framesMessages.loopCount, 0, maxLoopCount).optional(),
  )
  .meta({
    type: "integer",
    minimum: 0,
    maximum: maxLoopCount,
    description:
      "How many times the GIF plays: 0 = forever, 1 = once, N = N times. Absent: the input's own loop setting is kept.",
  });

export const framesOptionsSchema = z.object({
  /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
  target_size_bytes: targetSizeField,
  destination: destinationField,
  frames: framesField,
  loop_count: loopCountField,
});
export type FramesOptions = z.infer<typeof framesOptionsSchema>;
/** No list: every frame as it is; no loop_count: the loop setting as it is. */
export const framesDefaults: FramesOptions = {};

/** One output frame: which input frame, and its delay in hundredths of a second. */
export interface PlannedFrame {
  index: number;
  delayCentiseconds: number;
}

/**
 * The output as planned from the options and the input's stored delays: every entry with its
 * delay (the input frame's own, exactly as stored, when none is given). Throws nothing: call
 * `checkFrameIndexes` first.
 */
export function planFrames(
  frames: readonly FrameEntry[] | undefined,
  inputDelaysCentiseconds: readonly number[],
): PlannedFrame[] {
  const entries: readonly FrameEntry[] =
    frames ?? inputDelaysCentiseconds.map((_, index) => ({ index }));
  return entries.map((entry) => ({
    index: entry.index,
    delayCentiseconds: entry.delay_cs ?? (inputDelaysCentiseconds[entry.index] as number),
  }));
}

/**
 * Edit frames as a chain (issue 36): a frames step (no list: every frame as it is) and, with
 * loop_count, a loop step; the GIF fitted as asked.
 */
export const framesChain = (options: FramesOptions): ChainSpec => ({
  operations: [
    { op: "frames", ...(options.frames ? { frames: options.frames } : {}) },
    ...(options.loop_count === undefined
      ? []
      : [{ op: "loop" as const, loop_count: options.loop_count }]),
  ],
  output: gifOutputOf(options),
});
