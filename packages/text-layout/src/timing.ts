/**
 * When a text layer shows and how it animates, on the GIF's real timeline. The server renderer
 * and the browser preview both evaluate a layer at the START time of each frame (a GIF frame is a
 * still picture for its whole delay), so the preview shows on every frame what the result holds.
 */

export type AnimationStyle = "none" | "fade" | "slide_up";

/** Fade: the layer fades in over its first 0.3 s and out over its last 0.3 s. */
export const fadeDurationSeconds = 0.3;
/** Slide up: the layer rises into place over its first 0.3 s (ease-out); it leaves without animation. */
export const slideDurationSeconds = 0.3;
/** Slide up starts this share of the canvas height below its resting place. */
export const slideDistanceRatio = 0.1;

/**
 * GifKit never writes a delay under 2 hundredths of a second (DESIGN §2: browsers would slow such
 * frames to about 100 ms), so a result shows such a frame for 20 ms. The timeline layers are
 * placed on is the result's: the input's delays, raised to 20 ms where shorter.
 */
export const minimumFrameDelayMs = 20;

export function resultDelayMs(storedDelayMs: number): number {
  return Math.max(minimumFrameDelayMs, storedDelayMs);
}

export interface FrameTimeline {
  /** When each frame starts, in milliseconds from the start of the GIF. */
  startsMs: number[];
  /** How long each frame shows in the result. */
  delaysMs: number[];
  durationMs: number;
}

export function frameTimeline(storedDelaysMs: readonly number[]): FrameTimeline {
  const startsMs: number[] = [];
  const delaysMs = storedDelaysMs.map(resultDelayMs);
  let elapsedMs = 0;
  for (const delayMs of delaysMs) {
    startsMs.push(elapsedMs);
    elapsedMs += delayMs;
  }
  return { startsMs, delaysMs, durationMs: elapsedMs };
}

/** The frame a player shows at `timeMs` (the timeline wraps around, as a looping GIF does). */
export function frameIndexAt(timeline: FrameTimeline, timeMs: number): number {
  if (timeline.startsMs.length === 0 || timeline.durationMs <= 0) return 0;
  const wrapped = ((timeMs % timeline.durationMs) + timeline.durationMs) % timeline.durationMs;
  let low = 0;
  let high = timeline.startsMs.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((timeline.startsMs[middle] as number) <= wrapped) low = middle;
    else high = middle - 1;
  }
  return low;
}

export interface LayerTiming {
  startTimeSeconds: number;
  /** null: until the end of the GIF. */
  endTimeSeconds: number | null;
  animationStyle: AnimationStyle;
}

export interface LayerFrameState {
  visible: boolean;
  /** 0-1, multiplied into the layer's colours. */
  opacity: number;
  /** Added to the layer's vertical position, in canvas pixels. */
  offsetYPx: number;
}

const hidden: LayerFrameState = { visible: false, opacity: 0, offsetYPx: 0 };

/** Times are compared in whole milliseconds so 0.3 s and 300 ms are the same instant. */
const toMs = (seconds: number) => Math.round(seconds * 1000);

/**
 * The state of a layer in the frame that starts at `timeMs`. Visible when start ≤ t < end; the end
 * of a layer with no end time is the end of the GIF (`durationMs`).
 */
export function layerStateAt(
  timing: LayerTiming,
  timeMs: number,
  durationMs: number,
  canvasHeight: number,
): LayerFrameState {
  const startMs = toMs(timing.startTimeSeconds);
  const endMs =
    timing.endTimeSeconds === null ? Math.max(durationMs, startMs) : toMs(timing.endTimeSeconds);
  const t = Math.round(timeMs);
  if (t < startMs || t >= endMs) return hidden;
  const windowMs = endMs - startMs;
  const sinceStartMs = t - startMs;
  if (timing.animationStyle === "fade") {
    // Fades never overlap: in a window shorter than two fades each takes half of it.
    const fadeMs = Math.min(toMs(fadeDurationSeconds), windowMs / 2);
    const untilEndMs = endMs - t;
    const opacity = Math.min(1, sinceStartMs / fadeMs, untilEndMs / fadeMs);
    return { visible: opacity > 0, opacity: Math.max(0, opacity), offsetYPx: 0 };
  }
  if (timing.animationStyle === "slide_up") {
    const slideMs = Math.min(toMs(slideDurationSeconds), windowMs);
    const progress = Math.min(1, sinceStartMs / slideMs);
    const eased = 1 - (1 - progress) ** 3; // ease-out: fast start, gentle landing
    return {
      visible: true,
      opacity: 1,
      offsetYPx: (1 - eased) * slideDistanceRatio * canvasHeight,
    };
  }
  return { visible: true, opacity: 1, offsetYPx: 0 };
}
