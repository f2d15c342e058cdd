import { defaultLimits } from "@gifkit/contracts";
import { formatBytes } from "../../shared/fit-under.ts";
import {
  defaultFrameRate,
  defaultOutputBox,
  defaultOutputSize,
  defaultSegmentFor,
  type FrameRate,
  maxSegments,
  minOutputSidePixels,
  type QualityLevel,
  segmentStepSeconds,
  selectionLimitProblem,
  totalSeconds,
  videoToGifDefaults,
} from "../shared/options.ts";

/**
 * The editing screen's state and its rules, kept out of the components so they can be tested:
 * segments on a 0.1 s grid inside the video, the size that keeps the video's aspect unless
 * unlocked, the fields of the start call and the Conversion Summary.
 */

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
export function selectionLine(segments: EditorSegment[], durationSeconds: number): string {
  const total = totalSeconds(segments);
  const of = `of ${durationSeconds.toFixed(1)} s`;
  const [only] = segments;
  if (segments.length === 1 && only) {
    const range = `${only.start.toFixed(1)}–${only.end.toFixed(1)} s`;
    const whole = only.start === 0 && only.end >= timelineEnd(durationSeconds);
    const first = only.start === 0 && !whole ? ` (the first ${trimmedSeconds(only.end)} s)` : "";
    return whole
      ? `Selected: the whole video, ${range}.`
      : `Selected: ${range} ${of}${first}. Drag the handles below to choose the moment.`;
  }
  return `Selected: ${segments.length} segments, ${total.toFixed(1)} s ${of} in all, joined in order.`;
}

const trimmedSeconds = (seconds: number) => String(Number(seconds.toFixed(1)));

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
  changed: "width" | "height",
  typed: number,
  size: { width: number; height: number },
): string | null {
  if (size[changed] === typed) return null;
  const other = changed === "width" ? "height" : "width";
  const otherMax =
    other === "height" ? defaultLimits.maxVideoOutputHeight : defaultLimits.maxVideoOutputWidth;
  const range = `${minOutputSidePixels}–${otherMax.toLocaleString("en-US")} px`;
  return `${changed === "width" ? "Width" : "Height"} set to ${size[changed]} px to keep the video's shape: at ${typed} px the ${other} would be outside its ${range} range.`;
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

const qualityNames: Record<QualityLevel, string> = { low: "Low", medium: "Medium", high: "High" };

/**
 * The Conversion Summary (spec §2): total duration with one decimal, size, frame rate, quality.
 * Fitting under a size, the size and rate are where the fit starts: "up to".
 */
export function conversionSummary(
  segments: EditorSegment[],
  settings: VideoSettings,
  fitting = false,
) {
  const upTo = fitting ? "up to " : "";
  return {
    totalDuration: `${totalSeconds(segments).toFixed(1)}s`,
    size: `${upTo}${settings.width} × ${settings.height}`,
    frameRate: `${upTo}${settings.fps} fps`,
    quality: qualityNames[settings.quality],
  };
}

/**
 * The limit the selection breaks (60 s, 600 frames, 300 megapixels), named, or null. Fitting
 * under a size, only the 60 s: the fit starts under the others by lowering the rate and size.
 */
export function selectionProblem(
  segments: EditorSegment[],
  settings: VideoSettings,
  fitting = false,
): string | null {
  return selectionLimitProblem({
    segments,
    fps: settings.fps,
    width: settings.width,
    height: settings.height,
    fitting,
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
export function overBudgetWarning(estimateBytes: number, budget: SizeBudget): string | null {
  if (estimateBytes <= budget.bytes) return null;
  const limit = budget.name
    ? `the ${formatBytes(budget.bytes)} limit for ${budget.name}`
    : `your ${formatBytes(budget.bytes)} target`;
  // The estimate's own figure is just above: the warning names only the limit.
  return `That is over ${limit}. Shorten the selection, lower the width or the frame rate, or let Fit under a size make it fit.`;
}
