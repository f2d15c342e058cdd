import type { QualityLevel, VideoSegment } from "./options.ts";

/**
 * How long a conversion will take, from its frame count × size (issue 24, "no late failures"):
 * the editor shows it before Convert and warns near the time limit, and the start call refuses
 * what will not finish in time, instead of the task failing minutes later at 73%.
 *
 * Output megapixels (width × height × frames) converted per second of the task's wall time on a
 * busy server, the case to plan for: ffmpeg's CPU rate for each quality level × the share of a
 * core a task gets when the shared 2-core machine is busy.
 * - CPU rates, measured 2026-11-26 with the conversion's own command (buildConversionCommand) on
 *   flower-portrait.mp4 (a real 1080 × 1920 phone clip) at 608 × 1080, 24 fps, 2 s (31.5
 *   megapixels): high 25.6 CPU s (1.2 megapixels per CPU second: a palette per frame on real
 *   detail), medium 2.85 CPU s (11 per CPU second, as the 600-frame 940 × 528 medium run of
 *   docs/performance.md: 298 megapixels in 25.5 s). Low is medium's ffmpeg plus gifsicle's lossy
 *   pass (about a tenth more). A flat cartoon (friday.mp4) is 2-20× faster: the rates are the
 *   detailed clip's, the slow case.
 * - Share of a core: 0.3, from the failure: 1080 px (1080 × 1080 then), 24 fps, 6 s,
 *   High is 168 megapixels, 140 CPU s at 1.2, and failed after 360 s at 73% (about 490 s for the
 *   whole).
 * At these rates medium and low finish every selection the 300-megapixel limit lets through
 * (300 / 3.3 = 91 s); high is refused above 130 megapixels (360 s × 0.36).
 */
export const megapixelsPerSecond: Record<QualityLevel, number> = {
  high: 0.36,
  medium: 3.3,
  low: 3.0,
};

/** Video to GIF's time limit (tool.ts `timeoutSeconds`): the task fails past it. */
export const videoToGifTimeoutSeconds = 360;

/** A warning is shown from this share of the time limit on (the rates above are a busy server's). */
export const nearLimitShare = 0.6;

export interface ConversionWork {
  segments: readonly VideoSegment[];
  fps: number;
  width: number;
  height: number;
  quality: QualityLevel;
}

/** Output frames: each segment's length at the frame rate (the same count the limits use). */
function frameCount(work: ConversionWork): number {
  const seconds = work.segments.reduce((sum, segment) => sum + (segment.end - segment.start), 0);
  return Math.max(1, Math.round(seconds * work.fps));
}

/** Seconds the conversion is expected to take on a busy server (at least 1). */
export function expectedConversionSeconds(work: ConversionWork): number {
  const megapixels = (work.width * work.height * frameCount(work)) / 1_000_000;
  return Math.max(1, Math.round(megapixels / megapixelsPerSecond[work.quality]));
}

/** "45 s", "4 min 10 s", "6 min". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** What to change: the slowest setting first (Medium quality only when the quality is High). */
export type SettingToChange =
  | "mediumQuality"
  | "smallerWidth"
  | "lowerFrameRate"
  | "shorterSelection";

export function settingsToChange(work: ConversionWork): SettingToChange[] {
  const changes: SettingToChange[] = [];
  if (work.quality === "high") changes.push("mediumQuality");
  changes.push("smallerWidth", "lowerFrameRate", "shorterSelection");
  return changes;
}

const englishChanges: Record<SettingToChange, string> = {
  mediumQuality: "Medium quality (9× faster)",
  smallerWidth: "a smaller width",
  lowerFrameRate: "a lower frame rate",
  shorterSelection: "a shorter selection",
};

/** "a, b or c": the English list (no comma before "or"). */
export function englishOr(items: readonly string[]): string {
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

const englishSettingsToChange = (work: ConversionWork) =>
  englishOr(settingsToChange(work).map((change) => englishChanges[change]));

/** A conversion expected to take longer than the limit, with its figures (the editor's words). */
export interface TooSlow {
  seconds: number;
  frames: number;
}

/** The conversion's expected time and frames when it is over the limit; null: it should finish in time. */
export function tooSlowFacts(work: ConversionWork, timeoutSeconds: number): TooSlow | null {
  const seconds = expectedConversionSeconds(work);
  return seconds <= timeoutSeconds ? null : { seconds, frames: frameCount(work) };
}

/** Near the limit: from `nearLimitShare` of it up to it. */
export function isNearLimit(work: ConversionWork, timeoutSeconds: number): boolean {
  const seconds = expectedConversionSeconds(work);
  return seconds <= timeoutSeconds && seconds >= timeoutSeconds * nearLimitShare;
}

/**
 * The start call's refusal (code `expected-time-too-long`): the conversion is expected to take
 * longer than the tool's time limit, so it would fail late. Null: it should finish in time.
 */
export function tooSlowProblem(work: ConversionWork, timeoutSeconds: number): string | null {
  const slow = tooSlowFacts(work, timeoutSeconds);
  if (!slow) return null;
  return `This conversion would take about ${formatDuration(slow.seconds)} (${work.width} × ${work.height}, ${slow.frames} frames at ${qualityName(work.quality)} quality); the time limit is ${formatDuration(timeoutSeconds)}. Choose ${englishSettingsToChange(work)}.`;
}

/** The editor's warning from `nearLimitShare` of the limit up to the limit; null below it. */
export function nearLimitWarning(work: ConversionWork, timeoutSeconds: number): string | null {
  if (!isNearLimit(work, timeoutSeconds)) return null;
  return `Close to the ${formatDuration(timeoutSeconds)} time limit: on a busy server this may not finish. Choose ${englishSettingsToChange(work)} to be safe.`;
}

function qualityName(quality: QualityLevel): string {
  return quality === "high" ? "High" : quality === "medium" ? "Medium" : "Low";
}
