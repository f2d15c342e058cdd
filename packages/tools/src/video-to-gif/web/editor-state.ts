import { defaultLimits } from "@gifkit/contracts";
import type { EditorText } from "../../shared/i18n/editor-text.ts";
import { fitBytes } from "../../shared/i18n/fit-under-words.ts";
import type { VideoToGifEditorText } from "../editor-text.ts";
import {
  type ConversionWork,
  englishOr,
  formatDuration,
  isNearLimit,
  settingsToChange,
  tooSlowFacts,
} from "../shared/expected-time.ts";
import {
  defaultFrameRate,
  defaultOutputBox,
  defaultOutputSize,
  defaultSegmentFor,
  type FrameRate,
  maxSegments,
  minOutputSidePixels,
  type QualityLevel,
  type SelectionLimitBreak,
  segmentStepSeconds,
  selectionLimitBreak,
  totalSeconds,
  videoToGifDefaults,
} from "../shared/options.ts";

/**
 * The editing screen's state and its rules, kept out of the components so they can be tested:
 * segments on a 0.1 s grid inside the video, the size that keeps the video's aspect unless
 * unlocked, the fields of the start call and the Conversion Summary. What they say is in the
 * page's language: `words` is the editor's useEditorText() (English: the words and figures as
 * the spec and the browser tests quote them).
 */

/** The editor's words and number formats (useEditorText in the editor). */
export type EditorWords = EditorText<VideoToGifEditorText>;

/**
 * A length with one decimal, the language's way. Rounded by toFixed(1) first, as before
 * translation (4.05 s, held as 4.0499..., is "4.0"; Intl alone would say 4.1).
 */
export const tenths = (words: EditorWords, seconds: number): string =>
  new Intl.NumberFormat(words.languageCode, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Number(seconds.toFixed(1)));

/** A whole count as English wrote it before (no grouping: "1800 frames"); grouped in the others. */
const count = (words: EditorWords, value: number): string =>
  words.languageCode === "en" ? String(value) : words.number(value);

/** Seconds with their unit ("4.0 s", "4,0 s", "4.0 秒"). */
const secondsText = (words: EditorWords, text: string) =>
  words.fill(words.ui.sharedParts.timeRange.seconds, { seconds: text });

export interface EditorSegment {
  /** Stable React key. */
  id: number;
  start: number;
  end: number;
}

export interface VideoSettings {
  fps: FrameRate;
  quality: QualityLevel;
  width: number;
  height: number;
  keepAspect: boolean;
  brightness: number;
  contrast: number;
  includeAudio: boolean;
  includeWebp: boolean;
}

/** Spec §4 reset: fps 15, 480 × 360, medium, brightness 0, contrast 1, no extra exports. */
export const initialSettings: VideoSettings = {
  fps: defaultFrameRate,
  quality: videoToGifDefaults.quality,
  width: defaultOutputBox.width,
  height: defaultOutputBox.height,
  keepAspect: true,
  brightness: videoToGifDefaults.brightness,
  contrast: videoToGifDefaults.contrast,
  includeAudio: videoToGifDefaults.include_audio,
  includeWebp: videoToGifDefaults.include_webp,
};

/**
 * The timeline's end: the last 0.1 s step inside the video. A range input with step 0.1 cannot
 * hold a value between steps (6.166 shows as 6.1), so the segments stay on the same grid.
 */
export function timelineEnd(durationSeconds: number): number {
  return Math.floor(durationSeconds / segmentStepSeconds + 1e-6) / 10;
}

/** Seconds on the slider's 0.1 s grid, inside the timeline. */
export function onGrid(seconds: number, durationSeconds: number): number {
  const rounded = Math.round(seconds / segmentStepSeconds) * segmentStepSeconds;
  return Math.min(Math.max(0, Number(rounded.toFixed(1))), timelineEnd(durationSeconds));
}

/**
 * One segment: the whole video up to 6 s, else its first 5 s (`defaultSegmentFor`; issue 24,
 * where spec §3 said 0-10 s), on the timeline's grid. A new video resets to one segment.
 */
export function initialSegments(durationSeconds: number): EditorSegment[] {
  const selection = defaultSegmentFor(durationSeconds);
  const end = Math.min(selection.end, timelineEnd(durationSeconds));
  return [{ id: 1, start: selection.start, end }];
}

/**
 * The line above the timeline that says what is selected, so the default is never a hidden
 * choice: "Selected: 0.0-5.0 s of 42.3 s (the first 5 s). Drag the handles to choose the moment."
 */
export function selectionLine(
  words: EditorWords,
  segments: EditorSegment[],
  durationSeconds: number,
): string {
  const t = words.own.selection;
  const total = totalSeconds(segments);
  const duration = secondsText(words, tenths(words, durationSeconds));
  const [only] = segments;
  if (segments.length === 1 && only) {
    const range = secondsText(words, `${tenths(words, only.start)}–${tenths(words, only.end)}`);
    const whole = only.start === 0 && only.end >= timelineEnd(durationSeconds);
    if (whole) return words.fill(t.whole, { range });
    if (only.start !== 0) return words.fill(t.one, { range, duration });
    const first = secondsText(words, words.number(trimmedSeconds(only.end)));
    return words.fill(t.oneFirst, { range, duration, first });
  }
  return words.fill(t.many, {
    count: words.number(segments.length),
    total: secondsText(words, tenths(words, total)),
    duration,
  });
}

const trimmedSeconds = (seconds: number) => Number(seconds.toFixed(1));

/** 'Add Segment': the five seconds after the last segment, or the video's first five. */
export function addSegment(segments: EditorSegment[], durationSeconds: number): EditorSegment[] {
  if (segments.length >= maxSegments) return segments;
  const id = Math.max(0, ...segments.map((segment) => segment.id)) + 1;
  const end = timelineEnd(durationSeconds);
  const lastEnd = segments.at(-1)?.end ?? 0;
  const start = lastEnd + segmentStepSeconds <= end ? lastEnd : 0;
  return [...segments, { id, start, end: onGrid(start + Math.min(5, end), durationSeconds) }];
}

export function removeSegment(segments: EditorSegment[], id: number): EditorSegment[] {
  return segments.length > 1 ? segments.filter((segment) => segment.id !== id) : segments;
}

/**
 * Moves a thumb: values on the 0.1 s grid, inside the video, and the two thumbs at least one
 * step apart (the thumb being moved gives way).
 */
export function moveSegment(
  segments: EditorSegment[],
  id: number,
  change: { start?: number; end?: number },
  durationSeconds: number,
): EditorSegment[] {
  return segments.map((segment) => {
    if (segment.id !== id) return segment;
    if (change.start !== undefined) {
      const start = Math.min(
        onGrid(change.start, durationSeconds),
        Math.max(0, segment.end - segmentStepSeconds),
      );
      return { ...segment, start: Number(start.toFixed(3)) };
    }
    if (change.end !== undefined) {
      const end = Math.max(
        onGrid(change.end, durationSeconds),
        Math.min(timelineEnd(durationSeconds), segment.start + segmentStepSeconds),
      );
      return { ...segment, end: Number(end.toFixed(3)) };
    }
    return segment;
  });
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The output size for a typed side with the aspect lock on: the other side follows the video's
 * shape, and when that side would pass its limit (16 px to 1,920 × 1,080) the typed side is
 * lowered too, so the shape holds (a 1080 × 1920 clip typed 1080 wide gives 608 × 1080, never a
 * stretched 1080 × 1080). Only a shape too extreme for both limits at once is bent to fit them.
 */
export function sizeWithAspect(
  changed: "width" | "height",
  value: number,
  aspect: number,
): { width: number; height: number } {
  const maxWidth = defaultLimits.maxVideoOutputWidth;
  const maxHeight = defaultLimits.maxVideoOutputHeight;
  const min = minOutputSidePixels;
  // The widths whose height at this shape is within the limits too.
  const widestAllowed = Math.min(maxWidth, maxHeight * aspect);
  const narrowestAllowed = Math.max(min, min * aspect);
  let width = changed === "width" ? value : value * aspect;
  if (narrowestAllowed <= widestAllowed) width = clamp(width, narrowestAllowed, widestAllowed);
  return {
    width: clamp(Math.round(width), min, maxWidth),
    height: clamp(Math.round(width / aspect), min, maxHeight),
  };
}

/**
 * Said under the size when the lock moved the typed side (null when it did not): which side was
 * set to what, and the other side's limit that made it.
 */
export function aspectAdjustedNote(
  words: EditorWords,
  changed: "width" | "height",
  typed: number,
  size: { width: number; height: number },
): string | null {
  if (size[changed] === typed) return null;
  const otherMax =
    changed === "width" ? defaultLimits.maxVideoOutputHeight : defaultLimits.maxVideoOutputWidth;
  return words.fill(words.own.aspectNote[changed], {
    value: size[changed],
    typed,
    min: minOutputSidePixels,
    max: words.number(otherMax),
  });
}

/** The width and height differ from the video's shape by more than rounding: it will be stretched. */
export function isStretched(size: { width: number; height: number }, aspect: number): boolean {
  return Math.abs(size.width / size.height / aspect - 1) > 0.01;
}

/** The first output size for a video (shared with the server, which uses it when none is sent). */
export { defaultOutputSize };

/** Reads a typed size: whole pixels within 16 and the output limit; blank or text gives null. */
export function readSide(text: string, side: "width" | "height"): number | null {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value)) return null;
  const max =
    side === "width" ? defaultLimits.maxVideoOutputWidth : defaultLimits.maxVideoOutputHeight;
  return Math.min(max, Math.max(minOutputSidePixels, Math.round(value)));
}

/** The multipart fields of POST /api/video-to-gif (spec §7). */
export function startFields(
  segments: EditorSegment[],
  settings: VideoSettings,
): Record<string, string> {
  return {
    segments: JSON.stringify(segments.map(({ start, end }) => ({ start, end }))),
    brightness: settings.brightness.toFixed(1),
    contrast: settings.contrast.toFixed(1),
    fps: String(settings.fps),
    width: String(settings.width),
    height: String(settings.height),
    quality: settings.quality,
    include_audio: String(settings.includeAudio),
    include_webp: String(settings.includeWebp),
  };
}

/**
 * The Conversion Summary (spec §2): total duration with one decimal, size, frame rate, quality.
 * Fitting under a size, the size and rate are where the fit starts: "up to".
 */
export function conversionSummary(
  words: EditorWords,
  segments: EditorSegment[],
  settings: VideoSettings,
  fitting = false,
) {
  const t = words.own;
  const upTo = (value: string) => (fitting ? words.fill(t.summary.upTo, { value }) : value);
  return {
    totalDuration: words.fill(t.seconds, { seconds: tenths(words, totalSeconds(segments)) }),
    size: upTo(`${settings.width} × ${settings.height}`),
    frameRate: upTo(words.fill(t.fps, { fps: settings.fps })),
    quality: t.qualities[settings.quality],
  };
}

/** A broken selection limit in the page's language (options.ts says it in the API's English). */
export function limitProblem(words: EditorWords, broken: SelectionLimitBreak): string {
  const t = words.own.limits;
  switch (broken.limit) {
    case "short":
      return words.fill(t.short, {
        segment: broken.segment,
        length: words.number(Number(broken.seconds.toFixed(3))),
        fps: broken.fps,
        frame: words.number(Number(broken.frameSeconds.toFixed(3))),
      });
    case "seconds":
      return words.fill(t.seconds, {
        seconds: tenths(words, broken.seconds),
        max: count(words, broken.max),
      });
    case "frames":
      return words.fill(t.frames, {
        seconds: tenths(words, broken.seconds),
        fps: broken.fps,
        frames: count(words, broken.frames),
        max: count(words, broken.max),
      });
    case "megapixels":
      return words.fill(t.megapixels, {
        width: broken.width,
        height: broken.height,
        frames: count(words, broken.frames),
        megapixels: count(words, Math.round(broken.megapixels)),
        max: count(words, broken.max),
      });
  }
}

/**
 * The limit the selection breaks (60 s, 600 frames, 300 megapixels), named, or null. Fitting
 * under a size, only the 60 s: the fit starts under the others by lowering the rate and size.
 */
export function selectionProblem(
  words: EditorWords,
  segments: EditorSegment[],
  settings: VideoSettings,
  fitting = false,
): string | null {
  const broken = selectionLimitBreak({
    segments,
    fps: settings.fps,
    width: settings.width,
    height: settings.height,
    fitting,
  });
  return broken ? limitProblem(words, broken) : null;
}

/** "45 s", "4 min 10 s", "6 min" (expected-time.ts formatDuration), in the page's language. */
export function durationText(words: EditorWords, seconds: number): string {
  if (words.languageCode === "en") return formatDuration(seconds);
  const unit = (value: number, name: "minute" | "second") =>
    new Intl.NumberFormat(words.languageCode, {
      style: "unit",
      unit: name,
      unitDisplay: "short",
    }).format(value);
  const whole = Math.round(seconds);
  if (whole < 60) return unit(whole, "second");
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0
    ? unit(minutes, "minute")
    : `${unit(minutes, "minute")} ${unit(rest, "second")}`;
}

/** What to change to finish in time, the slowest first: "a, b or c" in the page's language. */
function changesText(words: EditorWords, work: ConversionWork): string {
  const items = settingsToChange(work).map((change) => words.own.limits.changes[change]);
  return words.languageCode === "en"
    ? englishOr(items)
    : new Intl.ListFormat(words.languageCode, { type: "disjunction" }).format(items);
}

/** expected-time.ts tooSlowProblem (the start call's refusal) in the page's language. */
export function tooSlowText(
  words: EditorWords,
  work: ConversionWork,
  timeoutSeconds: number,
): string | null {
  const slow = tooSlowFacts(work, timeoutSeconds);
  if (!slow) return null;
  return words.fill(words.own.limits.tooSlow, {
    time: durationText(words, slow.seconds),
    width: work.width,
    height: work.height,
    frames: count(words, slow.frames),
    quality: words.own.qualities[work.quality],
    limit: durationText(words, timeoutSeconds),
    changes: changesText(words, work),
  });
}

/** expected-time.ts nearLimitWarning in the page's language. */
export function nearLimitText(
  words: EditorWords,
  work: ConversionWork,
  timeoutSeconds: number,
): string | null {
  if (!isNearLimit(work, timeoutSeconds)) return null;
  return words.fill(words.own.limits.nearLimit, {
    limit: durationText(words, timeoutSeconds),
    changes: changesText(words, work),
  });
}

/** m:ss.s — the player's time display. */
export function clock(seconds: number): string {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = ((tenths - minutes * 600) / 10).toFixed(1).padStart(4, "0");
  return `${minutes}:${rest}`;
}

/** What a GIF must stay under where it goes: a destination's size (named) or a typed target. */
export interface SizeBudget {
  bytes: number;
  /** The destination's name; null for a custom size. */
  name: string | null;
}

/**
 * Said under the size estimate (Fit under off) when the GIF is expected to be larger than the
 * destination chosen in "Fit under a size" (Discord until another is picked), or null.
 */
export function overBudgetWarning(
  words: EditorWords,
  estimateBytes: number,
  budget: SizeBudget,
): string | null {
  if (estimateBytes <= budget.bytes) return null;
  const size = fitBytes(words.languageCode, budget.bytes);
  // The estimate's own figure is just above: the warning names only the limit.
  return budget.name
    ? words.fill(words.own.overBudget.destination, { size, name: budget.name })
    : words.fill(words.own.overBudget.custom, { size });
}
