import { roundSeconds } from "./options.ts";

/**
 * The editor's timeline arithmetic (pure, unit-tested): which stored frame shows at a moment, and
 * how a region's times are kept inside the GIF.
 */

/** The shortest time range a region can have: one GIF hundredth. */
export const minimumWindowSeconds = 0.01;

export interface RegionTimes {
  start_time: number;
  /** null = until the end of the GIF. */
  end_time: number | null;
}

/** The frame shown at `seconds`: the last one drawn at or before it (stored delays, 0 included). */
export function frameAtTime(delaysCentiseconds: readonly number[], seconds: number): number {
  const target = Math.round(seconds * 100);
  let shownAt = 0;
  let index = 0;
  for (const [frame, delay] of delaysCentiseconds.entries()) {
    if (shownAt > target) break;
    index = frame;
    shownAt += delay;
  }
  return index;
}

/** Keeps the range inside the GIF, the end after the start; an end at the GIF's end is "the end". */
export function clampTimes(
  startSeconds: number,
  endSeconds: number | null,
  durationSeconds: number,
  moved: "start" | "end",
): RegionTimes {
  const duration = Math.max(durationSeconds, minimumWindowSeconds);
  let start = roundSeconds(Math.min(Math.max(0, startSeconds), duration - minimumWindowSeconds));
  let end =
    endSeconds === null ? duration : roundSeconds(Math.min(Math.max(0, endSeconds), duration));
  if (end - start < minimumWindowSeconds) {
    if (moved === "start") start = roundSeconds(Math.max(0, end - minimumWindowSeconds));
    else end = roundSeconds(Math.min(duration, start + minimumWindowSeconds));
  }
  return { start_time: start, end_time: end >= duration ? null : end };
}
