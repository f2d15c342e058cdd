import type { FrameEffect, TransitionType } from "./options.ts";

/**
 * The GIF Maker's timeline, planned before any pixel is decoded (so the frame limit is checked
 * first): which picture each output frame shows, with which effect, for how long.
 *
 * - Every image shows for its duration (DESIGN §2 "GIF Maker item duration"). An animation (GIF,
 *   WebP, APNG, MNG, JPEG XL, AVIF) plays its own frames with their own relative timing, looped or cut
 *   to fill that time; the caller gives it the animation's own length when none was set.
 * - Effects are extra frames inside that time. Fade: from black over the first 30 % and back to
 *   black over the last 30 %, in steps of at least 50 ms (at most 8 each way; frames shorter than
 *   150 ms have no room and show plainly). Zoom: a slow Ken-Burns push-in from 1× to 1.12× about
 *   the centre, in steps of at least 60 ms (at most 30).
 * - A crossfade replaces the end of an image with `steps` blends into the next image's first
 *   picture (weights 1/(steps+1) … steps/(steps+1)), 50 ms each, using at most half of the image's
 *   time (fewer steps when even 20 ms each would not fit).
 * So the GIF lasts exactly as long as the images' times added up; no frame is under 20 ms.
 */

export interface TimelineImage {
  /** How long the image shows, in ms (an animation is looped or cut to fill it). */
  durationMs: number;
  /** An animation's own frame delays in ms; empty for a still image. */
  frameDelaysMs: readonly number[];
  effect: FrameEffect;
}

export interface FrameLayer {
  /** Index of the image in GIF order. */
  image: number;
  /** Which of the image's own frames (0 for a still). */
  sourceFrame: number;
  /** 0 = black, 1 = as is (fade). */
  brightness: number;
  /** 1 = as is; above 1 = pushed in about the centre (zoom). */
  zoom: number;
}

export interface PlannedFrame {
  base: FrameLayer;
  /** Blended over the base with this weight (crossfade), or null. */
  over: (FrameLayer & { weight: number }) | null;
  delayMs: number;
}

export const minimumFrameMs = 20;
export const zoomEnd = 1.12;
const fadeShare = 0.3;
const fadeStepMs = 50;
const maxFadeSteps = 8;
const zoomStepMs = 60;
const maxZoomSteps = 30;
const crossfadeStepMs = 50;
const maxCrossfadeShare = 0.5;

/** How long an image shows: its duration, for a still and an animation alike. */
export function imageTimeMs(image: TimelineImage): number {
  return image.durationMs;
}

/** An animation's own length: the sum of its frame delays (0 for a still). */
export function ownLengthMs(frameDelaysMs: readonly number[]): number {
  return frameDelaysMs.reduce((sum, delay) => sum + delay, 0);
}

/** The effect of `image` on the part of its time from `startMs` to `endMs`. */
function effectAt(
  image: TimelineImage,
  startMs: number,
  endMs: number,
): { brightness: number; zoom: number } {
  const timeMs = imageTimeMs(image);
  if (image.effect === "zoom")
    return { brightness: 1, zoom: 1 + (zoomEnd - 1) * (startMs / timeMs) };
  if (image.effect === "fade" && fadeStepCount(timeMs) > 0) {
    const rampMs = timeMs * fadeShare;
    // Fading in, a step shows the level at its start (the first is black); fading out, the level
    // at its end (the last is black).
    if (startMs < rampMs - 1e-9) return { brightness: startMs / rampMs, zoom: 1 };
    if (endMs > timeMs - rampMs + 1e-9)
      return { brightness: Math.max(0, (timeMs - endMs) / rampMs), zoom: 1 };
  }
  return { brightness: 1, zoom: 1 };
}

function fadeStepCount(timeMs: number): number {
  return Math.min(maxFadeSteps, Math.floor((timeMs * fadeShare) / fadeStepMs));
}

/** Times (ms from the image's start) where the effect changes its picture. */
function effectCuts(image: TimelineImage, timeMs: number): number[] {
  if (image.effect === "zoom") {
    const steps = Math.max(1, Math.min(maxZoomSteps, Math.floor(timeMs / zoomStepMs)));
    return Array.from({ length: steps }, (_, step) => (timeMs * step) / steps);
  }
  if (image.effect === "fade") {
    const steps = fadeStepCount(timeMs);
    if (steps === 0) return [];
    const rampMs = timeMs * fadeShare;
    const cuts: number[] = [];
    for (let step = 0; step < steps; step++) {
      cuts.push((rampMs * step) / steps, timeMs - rampMs + (rampMs * step) / steps);
    }
    cuts.push(rampMs); // the hold between the ramps
    return cuts;
  }
  return [];
}

/**
 * Start times of an animation's own frames within the image's time, looping the animation until
 * that time is filled (the last pass is cut where the time ends). A still starts once, at 0.
 */
function sourceStarts(image: TimelineImage): { startMs: number; frame: number }[] {
  const delays = image.frameDelaysMs;
  const loopMs = ownLengthMs(delays);
  if (delays.length === 0 || !(loopMs > 0)) return [{ startMs: 0, frame: 0 }];
  const starts: { startMs: number; frame: number }[] = [];
  let time = 0;
  for (let index = 0; time < image.durationMs - 1e-9; index = (index + 1) % delays.length) {
    starts.push({ startMs: time, frame: index });
    time += delays[index] as number;
  }
  return starts;
}

/** The image's own frame showing at `timeMs`. */
function sourceFrameAt(image: TimelineImage, timeMs: number): number {
  let frame = 0;
  for (const start of sourceStarts(image)) {
    if (start.startMs <= timeMs + 1e-9) frame = start.frame;
    else break;
  }
  return frame;
}

/** How the crossfade after an image of `timeMs` is cut: step count and step length (0 steps: none). */
export function crossfadeSteps(timeMs: number, steps: number): { steps: number; stepMs: number } {
  const budgetMs = timeMs * maxCrossfadeShare;
  let stepMs = Math.min(crossfadeStepMs, budgetMs / steps);
  let count = steps;
  if (stepMs < minimumFrameMs) {
    count = Math.floor(budgetMs / minimumFrameMs);
    stepMs = count > 0 ? budgetMs / count : 0;
  }
  return { steps: count, stepMs };
}

/**
 * The frames of the GIF. `transition.steps` is used only with a crossfade; the last image has no
 * transition after it.
 */
export function planTimeline(
  images: readonly TimelineImage[],
  transition: { type: TransitionType; steps: number },
): PlannedFrame[] {
  const frames: PlannedFrame[] = [];
  images.forEach((image, imageIndex) => {
    const timeMs = imageTimeMs(image);
    const next = images[imageIndex + 1];
    const crossfade =
      transition.type === "crossfade" && next
        ? crossfadeSteps(timeMs, transition.steps)
        : { steps: 0, stepMs: 0 };
    const plainEndMs = timeMs - crossfade.steps * crossfade.stepMs;

    // Cut points of the plain part: the animation's own frames first, then the effect's steps
    // where they are at least 20 ms from every other cut.
    // (An own frame starting less than 20 ms before the crossfade is left out: its sliver of time
    // goes to the frame before it.)
    const cuts = sourceStarts(image)
      .map((start) => start.startMs)
      .filter((start, index) => index === 0 || start < plainEndMs - minimumFrameMs);
    if (cuts.length === 0) cuts.push(0);
    for (const cut of effectCuts(image, timeMs)) {
      if (cut >= plainEndMs - minimumFrameMs) continue;
      if (cuts.every((existing) => Math.abs(existing - cut) >= minimumFrameMs)) cuts.push(cut);
    }
    cuts.sort((a, b) => a - b);
    cuts.forEach((startMs, cutIndex) => {
      const endMs = cuts[cutIndex + 1] ?? plainEndMs;
      frames.push({
        base: {
          image: imageIndex,
          sourceFrame: sourceFrameAt(image, startMs),
          ...effectAt(image, startMs, endMs),
        },
        over: null,
        delayMs: endMs - startMs,
      });
    });

    if (next && crossfade.steps > 0) {
      const incoming = {
        image: imageIndex + 1,
        sourceFrame: 0,
        ...effectAt(next, 0, Math.min(crossfade.stepMs, imageTimeMs(next))),
      };
      for (let step = 0; step < crossfade.steps; step++) {
        const startMs = plainEndMs + step * crossfade.stepMs;
        frames.push({
          base: {
            image: imageIndex,
            sourceFrame: sourceFrameAt(image, startMs),
            ...effectAt(image, startMs, startMs + crossfade.stepMs),
          },
          over: { ...incoming, weight: (step + 1) / (crossfade.steps + 1) },
          delayMs: crossfade.stepMs,
        });
      }
    }
  });
  return frames;
}
