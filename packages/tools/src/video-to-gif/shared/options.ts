import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import type { OutputKind } from "../../define-tool.ts";
import { booleanField, integerField, readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Video to GIF settings as sent (spec: tools §3, §5, §7; DESIGN §2 and §5). The spec's server
 * messages are written into the schema word for word: the start route answers the first issue's
 * message, and the editor rewrites these seven into the spec's friendlier text.
 */
export const videoToGifMessages = {
  brightness: "Brightness must be between -1.0 and 1.0",
  contrast: "Contrast must be between 0 and 2.0",
  segmentsNotList: "Segments must be a non-empty list",
  segmentNotNumeric: "Each segment must have numeric start and end",
  segmentTiming: "Invalid segment timing",
  /** Checked by the processor against the video's length as ffprobe reads it. */
  segmentTooLong: "Segment exceeds video length",
  segmentsJson: "Invalid segments JSON",
} as const;

/** The result's download name for each output kind (the tool definition and the result screen read it). */
export const videoToGifDownloadNames: Partial<Record<OutputKind, string>> = {
  gif: "converted.gif",
  mp4: "converted.mp4",
  webp: "converted.webp",
};

export const frameRates = [10, 15, 24, 30] as const;
export type FrameRate = (typeof frameRates)[number];
export const qualityLevels = ["low", "medium", "high"] as const;
export type QualityLevel = (typeof qualityLevels)[number];

/**
 * The smallest side a GIF from a video may have. The emoji presets need sides under 100 px: a
 * 16:9 clip for Discord's or Slack's 128 × 128 emoji is 128 × 72 (a portrait one 72 × 128),
 * Twitch's 112 px emote 112 × 63 (issue 41: the old 100 px floor refused them).
 */
export const minOutputSidePixels = 16;
export const brightnessRange = { min: -1, max: 1, step: 0.1 } as const;
export const contrastRange = { min: 0, max: 2, step: 0.1 } as const;
/** The timeline's slider step (spec §2). */
export const segmentStepSeconds = 0.1;

export interface VideoSegment {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
}

/** Each segment is one more decoder in the conversion's ffmpeg graph. */
export const maxSegments = 20;

/**
 * The selection a new video starts with (issue 24; departs from spec §3's first 10 s): a clip
 * of at most `wholeVideoUpToSeconds` is taken whole (2-6 s is the guide's sweet spot, and a short
 * clip is usually the moment itself); a longer one starts with its first `defaultSelectionSeconds`.
 * Ten seconds at the default 480 × 360, 15 fps made a 15.4 MB GIF of a busy clip, over Discord's
 * 10 MB before the person had chosen anything; five make about half that.
 */
export const defaultSelectionSeconds = 5;
export const wholeVideoUpToSeconds = 6;

/** The default selection before the video's length is known: its first five seconds. */
export const defaultSegment: VideoSegment = { start: 0, end: defaultSelectionSeconds };

/** The default selection of a video `durationSeconds` long (see `defaultSelectionSeconds`). */
export function defaultSegmentFor(durationSeconds: number): VideoSegment {
  const whole = durationSeconds <= wholeVideoUpToSeconds;
  return { start: 0, end: whole ? durationSeconds : defaultSelectionSeconds };
}

/** Parses the `segments` field: a JSON list of {start, end}, or that list already parsed. */
export function parseSegments(
  value: unknown,
  addIssue: (message: string) => void,
): VideoSegment[] | null {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      addIssue(videoToGifMessages.segmentsJson);
      return null;
    }
  }
  if (!Array.isArray(list) || list.length === 0) {
    addIssue(videoToGifMessages.segmentsNotList);
    return null;
  }
  if (list.length > maxSegments) {
    addIssue(`At most ${maxSegments} segments can be joined; this selection has ${list.length}.`);
    return null;
  }
  const segments: VideoSegment[] = [];
  for (const item of list) {
    const start = (item as { start?: unknown } | null)?.start;
    const end = (item as { end?: unknown } | null)?.end;
    if (
      typeof start !== "number" ||
      typeof end !== "number" ||
      !Number.isFinite(start) ||
      !Number.isFinite(end)
    ) {
      addIssue(videoToGifMessages.segmentNotNumeric);
      return null;
    }
    if (start < 0 || end <= start) {
      addIssue(videoToGifMessages.segmentTiming);
      return null;
    }
    segments.push({ start, end });
  }
  return segments;
}

/** A decimal number in [min, max]; anything else (blank, text, out of range) gets `message`. */
function decimalField(message: string, min: number, max: number) {
  return z.preprocess(
    readFormNumber,
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

export const totalSeconds = (segments: readonly VideoSegment[]): number =>
  segments.reduce((sum, segment) => sum + (segment.end - segment.start), 0);

/**
 * Frames the fps filter makes for `durationSeconds` of video: one per 1/fps, counted generously
 * (the product is rounded to milliseconds first so 20.0 s × 30 is 600, not 600.0000001 → 601).
 */
export function expectedFrameCount(durationSeconds: number, fps: number): number {
  return Math.max(1, Math.ceil(Math.round(durationSeconds * fps * 1000) / 1000));
}

const trimSeconds = (seconds: number) => String(Number(seconds.toFixed(3)));

/**
 * A segment shorter than one frame at the chosen rate may yield no frame at all (trim keeps the
 * frames that start inside it; fps then picks none), so it is refused with its number. The
 * tolerance lets 0.8 − 0.7 (0.0999…) count as the 0.1 s it is on the editor's grid.
 */
export function shortSegmentProblem(segments: readonly VideoSegment[], fps: number): string | null {
  const broken = shortSegment(segments, fps);
  return broken ? englishLimitProblem(broken) : null;
}

/** A selection limit broken, with its figures: the API words it in English, the editor in the page's language. */
export type SelectionLimitBreak =
  | { limit: "short"; segment: number; seconds: number; fps: number; frameSeconds: number }
  | { limit: "seconds"; seconds: number; max: number }
  | { limit: "frames"; seconds: number; fps: number; frames: number; max: number }
  | {
      limit: "megapixels";
      width: number;
      height: number;
      frames: number;
      megapixels: number;
      max: number;
    };

function shortSegment(segments: readonly VideoSegment[], fps: number): SelectionLimitBreak | null {
  const frameSeconds = 1 / fps;
  for (const [index, segment] of segments.entries()) {
    const length = segment.end - segment.start;
    if (length < frameSeconds - 1e-6) {
      return { limit: "short", segment: index + 1, seconds: length, fps, frameSeconds };
    }
  }
  return null;
}

/** The API's (English) words for a broken limit. */
function englishLimitProblem(broken: SelectionLimitBreak): string {
  switch (broken.limit) {
    case "short":
      return `Segment ${broken.segment} is ${trimSeconds(broken.seconds)} s long; at ${broken.fps} fps a segment must last at least one frame (${trimSeconds(broken.frameSeconds)} s). Lengthen it or choose a higher frame rate.`;
    case "seconds":
      return `The selected segments add up to ${broken.seconds.toFixed(1)} seconds; the limit is ${broken.max} seconds in total. Shorten or remove a segment.`;
    case "frames":
      return `${broken.seconds.toFixed(1)} seconds at ${broken.fps} fps makes ${broken.frames} frames; the limit is ${broken.max} frames. Shorten the segments or lower the frame rate.`;
    case "megapixels":
      return `${broken.width} × ${broken.height} × ${broken.frames} frames is ${Math.round(broken.megapixels)} megapixels; the limit is ${broken.max} megapixels (width × height × frames). Choose a smaller size, a lower frame rate or a shorter selection.`;
  }
}

interface Selection {
  segments: readonly VideoSegment[];
  fps: number;
  width: number;
  height: number;
  /**
   * Fitting under a size: the frame and megapixel limits are not checked, because the fit
   * starts under them by lowering the frame rate and the size (fitStartSettings); only what a
   * smaller GIF cannot change (the selection's length, a segment shorter than a frame) is.
   */
  fitting?: boolean;
}

type SelectionLimits = Pick<
  typeof defaultLimits,
  "maxVideoSelectionSeconds" | "maxOutputFrames" | "maxOutputTotalPixels"
>;

/**
 * The output limits of DESIGN §5 for a selection, or the one it breaks, with its figures:
 * total selection ≤ 60 s, frames ≤ 600, width × height × frames ≤ 300 megapixels.
 */
export function selectionLimitBreak(
  selection: Selection,
  limits: SelectionLimits = defaultLimits,
): SelectionLimitBreak | null {
  const short = shortSegment(selection.segments, selection.fps);
  if (short) return short;
  const seconds = totalSeconds(selection.segments);
  if (seconds > limits.maxVideoSelectionSeconds + 1e-6) {
    return { limit: "seconds", seconds, max: limits.maxVideoSelectionSeconds };
  }
  if (selection.fitting) return null;
  const frames = expectedFrameCount(seconds, selection.fps);
  if (frames > limits.maxOutputFrames) {
    return { limit: "frames", seconds, fps: selection.fps, frames, max: limits.maxOutputFrames };
  }
  const megapixels = (selection.width * selection.height * frames) / 1_000_000;
  if (megapixels * 1_000_000 > limits.maxOutputTotalPixels) {
    return {
      limit: "megapixels",
      width: selection.width,
      height: selection.height,
      frames,
      megapixels,
      max: limits.maxOutputTotalPixels / 1_000_000,
    };
  }
  return null;
}

/** selectionLimitBreak in the API's words (English), or null. */
export function selectionLimitProblem(
  selection: Selection,
  limits: SelectionLimits = defaultLimits,
): string | null {
  const broken = selectionLimitBreak(selection, limits);
  return broken ? englishLimitProblem(broken) : null;
}

export const videoToGifOptionsSchema = z
  .object({
    /**
     * JSON list of {start, end} in seconds, joined in order. Absent: the editor's default
     * selection, `defaultSegmentFor` (an explicit segment past the end is an error).
     */
    segments: z
      .unknown()
      .optional()
      .transform((value, context): VideoSegment[] | null => {
        if (value === undefined || value === null) return null;
        const segments = parseSegments(value, (message) =>
          context.addIssue({ code: "custom", message }),
        );
        return segments ?? z.NEVER;
      })
      .meta({
        type: "string",
        description:
          'JSON list of segments in seconds, joined in order, e.g. [{"start":0,"end":3.5},{"start":8,"end":10}]. Default: the whole video when it is at most 6 seconds long, otherwise its first 5 seconds.',
      }),
    brightness: decimalField(
      videoToGifMessages.brightness,
      brightnessRange.min,
      brightnessRange.max,
    ).default(0),
    contrast: decimalField(
      videoToGifMessages.contrast,
      contrastRange.min,
      contrastRange.max,
    ).default(1),
    fps: z
      .preprocess(
        readFormNumber,
        z.literal(frameRates, { error: "Frame rate must be 10, 15, 24 or 30 fps." }),
      )
      .optional()
      .meta({
        description:
          "Frames per second: 10, 15, 24 or 30. Default 15; with target_size_bytes, the video's own rate (at most 30), lowered by the fit only as far as the size needs.",
      }),
    width: integerField(
      `Width must be a whole number from ${minOutputSidePixels} to ${defaultLimits.maxVideoOutputWidth} pixels (the output limit is ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight}).`,
      minOutputSidePixels,
      defaultLimits.maxVideoOutputWidth,
    )
      .optional()
      .meta({
        description:
          "Output width in pixels. Default (with height unset): the video's shape inside 480 × 360, a portrait video upright with the same area; with target_size_bytes, the video's own size within the output limits, which the fit lowers only as far as the size needs.",
      }),
    height: integerField(
      `Height must be a whole number from ${minOutputSidePixels} to ${defaultLimits.maxVideoOutputHeight} pixels (the output limit is ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight}).`,
      minOutputSidePixels,
      defaultLimits.maxVideoOutputHeight,
    )
      .optional()
      .meta({
        description:
          "Output height in pixels. Default: follows the width's rule (the video's shape is kept).",
      }),
    quality: z
      .enum(qualityLevels, { error: "Quality must be low, medium or high." })
      .default("medium"),
    include_audio: booleanField('include_audio must be "true" or "false".').default(false),
    include_webp: booleanField('include_webp must be "true" or "false".').default(false),
    target_size_bytes: targetSizeField,
    destination: destinationField,
  })
  .superRefine((options, context) => {
    if (!options.segments) return;
    // Sizes not given are chosen from the video by the processor, which checks them there.
    const problem = selectionLimitProblem({
      segments: options.segments,
      fps: options.fps ?? defaultFrameRate,
      width: options.width ?? minOutputSidePixels,
      height: options.height ?? minOutputSidePixels,
      fitting: options.target_size_bytes !== undefined,
    });
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["segments"] });
  });

export type VideoToGifOptions = z.infer<typeof videoToGifOptionsSchema>;

/** The spec's default frame rate and output box (a video's shape is fitted inside the box). */
export const defaultFrameRate: FrameRate = 15;
export const defaultOutputBox = { width: 480, height: 360 } as const;

/**
 * The first output size for a video, never enlarged and no side under the server's minimum: a
 * landscape or square video fitted inside the default 480 × 360 box; a portrait one upright, with
 * the same area as 480 × 360 (a 1080 × 1920 clip starts at 312 × 554, not a landscape-sized
 * 203 × 360).
 */
export function defaultOutputSize(video: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const { width: boxWidth, height: boxHeight } = defaultOutputBox;
  const scale =
    video.height > video.width
      ? Math.min(1, Math.sqrt((boxWidth * boxHeight) / (video.width * video.height)))
      : Math.min(1, boxWidth / video.width, boxHeight / video.height);
  return {
    width: Math.max(minOutputSidePixels, Math.round(video.width * scale)),
    height: Math.max(minOutputSidePixels, Math.round(video.height * scale)),
  };
}

/**
 * The video's own size within the output limits (1,920 × 1,080 and 16 px per side), its shape
 * kept: a 1080 × 1920 clip gives 608 × 1080. Where a fit under a size starts (issue 24).
 */
export function sourceOutputSize(
  video: { width: number; height: number },
  limits: Pick<
    typeof defaultLimits,
    "maxVideoOutputWidth" | "maxVideoOutputHeight"
  > = defaultLimits,
): { width: number; height: number } {
  const scale = Math.min(
    1,
    limits.maxVideoOutputWidth / video.width,
    limits.maxVideoOutputHeight / video.height,
  );
  return {
    width: Math.max(minOutputSidePixels, Math.round(video.width * scale)),
    height: Math.max(minOutputSidePixels, Math.round(video.height * scale)),
  };
}

/**
 * Where a fit under a size starts (issue 24: "the best GIF at most the target, starting from the
 * source's own size and rate"): the size and rate asked for, or else the video's own size within
 * the output limits and its own rate (at most 30 fps; 30 when it cannot be read); never faster
 * than the video. Then lowered until the selection is within the frame and megapixel limits
 * (600 frames, 300 megapixels), the rate first to 10 fps and then the size, so those limits
 * never refuse a fit: the fit would have to go smaller anyway.
 */
export function fitStartSettings(
  asked: { width?: number | undefined; height?: number | undefined; fps?: number | undefined },
  video: { width: number; height: number; framesPerSecond?: number | null | undefined },
  seconds: number,
  limits: Pick<
    typeof defaultLimits,
    "maxOutputFrames" | "maxOutputTotalPixels" | "maxVideoOutputWidth" | "maxVideoOutputHeight"
  > = defaultLimits,
): { width: number; height: number; fps: number } {
  const own = sourceOutputSize(video, limits);
  let width = asked.width ?? (asked.height === undefined ? own.width : undefined);
  let height = asked.height ?? (asked.width === undefined ? own.height : undefined);
  // One side asked: the other follows the video's shape.
  if (width === undefined && height !== undefined)
    width = Math.max(minOutputSidePixels, Math.round((height * video.width) / video.height));
  if (height === undefined && width !== undefined)
    height = Math.max(minOutputSidePixels, Math.round((width * video.height) / video.width));
  const videoRate =
    video.framesPerSecond && video.framesPerSecond > 0 ? video.framesPerSecond : undefined;
  const highest = frameRates[frameRates.length - 1] as number;
  let fps = Math.min(asked.fps ?? highest, videoRate ?? highest);
  // Whole frames per second are enough (a 29.97 fps video starts at 30, its own frames).
  fps = Math.max(1, Math.round(fps));
  const lowestRate = Math.min(fps, frameRates[0]);
  const framesAt = (rate: number) => expectedFrameCount(seconds, rate);
  while (fps > lowestRate && framesAt(fps) > limits.maxOutputFrames) fps--;
  let w = width as number;
  let h = height as number;
  const pixels = w * h * framesAt(fps);
  if (pixels > limits.maxOutputTotalPixels) {
    const scale = Math.sqrt(limits.maxOutputTotalPixels / pixels);
    // Rounded down, so the product stays under the limit.
    w = Math.max(minOutputSidePixels, Math.floor(w * scale));
    h = Math.max(minOutputSidePixels, Math.floor(h * scale));
  }
  return { width: w, height: h, fps };
}

/** The spec's defaults (§3, §9); also what "Convert Another Video" resets the editor to. */
export const videoToGifDefaults: VideoToGifOptions = {
  segments: [defaultSegment],
  brightness: 0,
  contrast: 1,
  fps: defaultFrameRate,
  width: defaultOutputBox.width,
  height: defaultOutputBox.height,
  quality: "medium",
  include_audio: false,
  include_webp: false,
};
