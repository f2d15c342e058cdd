import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import { readFormNumber } from "../../shared/form-fields.ts";

/**
 * Split settings as sent (issue 25). Frames are numbered from 1 everywhere a person sees them
 * (the range fields, the file names frame-001.png…, the editor), as in Cut; `frames.json` also
 * gives each frame's 0-based `index` into the input, the numbering of Edit frames' API.
 * For a video, `start_time`/`end_time` choose the part and `fps` how many frames a second are
 * taken from it; the frame range then counts those frames.
 */

export const splitFormats = ["png", "jpg"] as const;
export type SplitFormat = (typeof splitFormats)[number];
export const frameSelections = ["all", "range"] as const;

/** The largest frame number a range may name (no input has more frames than this). */
export const maximumFrameNumber = 1_000_000;
/** The frame rates a video is sampled at (whole frames a second). */
export const videoFrameRate = { min: 1, max: 30, default: 10 } as const;
/** Without `end_time`, a video is read for this long from `start_time` (as Video to GIF). */
export const defaultVideoSeconds = 10;
/** The longest time a video range may name. */
export const maximumVideoSeconds = 86_400;

const count = (value: number) => value.toLocaleString("en-US");

export const splitMessages = {
  format: "format must be png or jpg.",
  frames: "frames must be all or range.",
  startFrame: `start_frame must be a whole number from 1 to ${count(maximumFrameNumber)}.`,
  endFrame: `end_frame must be a whole number from 1 to ${count(maximumFrameNumber)}, or blank for the last frame.`,
  frameOrder: "end_frame must not be before start_frame.",
  rangeWithoutFrames:
    "start_frame and end_frame are read only with frames=range: send frames=range, or leave them out.",
  startTime: `start_time must be a number of seconds from 0 to ${count(maximumVideoSeconds)}.`,
  endTime: `end_time must be a number of seconds from 0 to ${count(maximumVideoSeconds)}, or blank.`,
  timeOrder: "end_time must be after start_time.",
  fps: `fps must be a whole number from ${videoFrameRate.min} to ${videoFrameRate.max}.`,
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

export const splitOptionsSchema = z
  .object({
    format: z
      .enum(splitFormats, { error: splitMessages.format })
      .default("png")
      .meta({ description: "png (transparency kept) or jpg (transparent pixels on white)." }),
    frames: z
      .enum(frameSelections, { error: splitMessages.frames })
      .default("all")
      .meta({ description: "all, or range (with start_frame and end_frame)." }),
    start_frame: optionalNumber(splitMessages.startFrame, 1, maximumFrameNumber, true).meta({
      type: "integer",
      description: "With frames=range: the first frame saved, 1-based (default 1).",
    }),
    end_frame: optionalNumber(splitMessages.endFrame, 1, maximumFrameNumber, true).meta({
      type: "integer",
      description:
        "With frames=range: the last frame saved, 1-based and inclusive; blank or absent: the last frame.",
    }),
    start_time: optionalNumber(splitMessages.startTime, 0, maximumVideoSeconds, false).meta({
      type: "number",
      description: "Videos only: where to start, in seconds (default 0).",
    }),
    end_time: optionalNumber(splitMessages.endTime, 0, maximumVideoSeconds, false).meta({
      type: "number",
      description: `Videos only: where to stop, in seconds (default ${defaultVideoSeconds} s after start_time, or the video's end). At most ${defaultLimits.maxVideoSelectionSeconds} s in all.`,
    }),
    fps: optionalNumber(splitMessages.fps, videoFrameRate.min, videoFrameRate.max, true).meta({
      type: "integer",
      description: `Videos only: frames taken per second, ${videoFrameRate.min}-${videoFrameRate.max} (default ${videoFrameRate.default}).`,
    }),
  })
  .superRefine((options, context) => {
    const hasRange = options.start_frame !== undefined || options.end_frame !== undefined;
    if (options.frames === "all" && hasRange) {
      context.addIssue({ code: "custom", message: splitMessages.rangeWithoutFrames });
      return;
    }
    if (options.end_frame !== undefined && options.end_frame < (options.start_frame ?? 1)) {
      context.addIssue({ code: "custom", path: ["end_frame"], message: splitMessages.frameOrder });
    }
    if (options.end_time !== undefined && options.end_time <= (options.start_time ?? 0)) {
      context.addIssue({ code: "custom", path: ["end_time"], message: splitMessages.timeOrder });
    }
  });

export type SplitOptions = z.infer<typeof splitOptionsSchema>;
export const splitDefaults: SplitOptions = { format: "png", frames: "all" };

/**
 * The frames a range keeps of `frameCount` (1-based, inclusive), or the message saying why none:
 * a range that starts past the last frame keeps nothing.
 */
export function selectedFrames(
  options: Pick<SplitOptions, "frames" | "start_frame" | "end_frame">,
  frameCount: number,
): { first: number; last: number } | { problem: string } {
  if (options.frames === "all") return { first: 1, last: frameCount };
  const first = options.start_frame ?? 1;
  const last = Math.min(options.end_frame ?? frameCount, frameCount);
  if (first > frameCount) {
    return {
      problem: `start_frame is ${count(first)}, but there ${frameCount === 1 ? "is 1 frame" : `are ${count(frameCount)} frames`}. Choose a start from 1 to ${count(frameCount)}.`,
    };
  }
  return { first, last };
}

/** The output limit of a ZIP: at most the output frame limit of every tool. */
export function frameCountProblem(
  frameCount: number,
  limits: Pick<typeof defaultLimits, "maxOutputFrames"> = defaultLimits,
): string | null {
  if (frameCount <= limits.maxOutputFrames) return null;
  return `This would save ${count(frameCount)} frames; a ZIP holds at most ${count(limits.maxOutputFrames)}. Choose a range of at most ${count(limits.maxOutputFrames)} frames (or, for a video, a shorter part or fewer frames per second).`;
}

/** Digits of the frame numbers in file names: at least 3, enough for the input's last frame. */
export function frameNumberDigits(lastFrameNumber: number): number {
  return Math.max(3, String(lastFrameNumber).length);
}

/** "frame-007.png": the name of frame `number` (1-based) in the ZIP. */
export function frameFileName(number: number, digits: number, format: SplitFormat): string {
  return `frame-${String(number).padStart(digits, "0")}.${format}`;
}

/** A video's end may lie this far past the length read (one step of the editor's fields). */
export const endToleranceSeconds = 0.1;

/**
 * The part of a video the options choose, or the message saying why it cannot be read: a start
 * before the end, an end within the video (clamped to it within the tolerance), at most the
 * selection limit.
 */
export function videoPart(
  options: Pick<SplitOptions, "start_time" | "end_time">,
  lengthSeconds: number,
  limits: Pick<typeof defaultLimits, "maxVideoSelectionSeconds"> = defaultLimits,
):
  | { start: number; end: number }
  | { problem: string; code: "segment-exceeds-video" | "selection-too-large" } {
  const start = options.start_time ?? 0;
  const length = lengthSeconds.toFixed(1);
  if (start >= lengthSeconds) {
    return {
      problem: `start_time is ${start} s, but the video is ${length} s long. Choose a start before its end.`,
      code: "segment-exceeds-video",
    };
  }
  if (options.end_time !== undefined && options.end_time > lengthSeconds + endToleranceSeconds) {
    return {
      problem: `end_time is ${options.end_time} s, but the video is ${length} s long. Choose an end within it, or leave it blank.`,
      code: "segment-exceeds-video",
    };
  }
  const end = Math.min(options.end_time ?? start + defaultVideoSeconds, lengthSeconds);
  if (end - start > limits.maxVideoSelectionSeconds + 1e-6) {
    return {
      problem: `The part chosen is ${(end - start).toFixed(1)} seconds; the limit is ${limits.maxVideoSelectionSeconds} seconds. Choose a shorter part.`,
      code: "selection-too-large",
    };
  }
  return { start, end };
}

/** Frames a video part gives at `fps`: one every 1/fps s from its start (rounded to 1 ms first). */
export function videoFrameCount(durationSeconds: number, fps: number): number {
  return Math.max(1, Math.ceil(Math.round(durationSeconds * fps * 1000) / 1000));
}
