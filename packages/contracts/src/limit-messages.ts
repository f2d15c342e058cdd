import type { Limits } from "./limits.ts";

/** What an input's header says about its size: enough to check the input limits. */
export interface InputGeometry {
  /** What the message calls the input: "GIF", "PNG", "WebP"... */
  label: string;
  width: number;
  height: number;
  frameCount: number;
}

const count = (value: number) => value.toLocaleString("en-US");
const megapixels = (pixels: number) =>
  (pixels / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 });

/**
 * The message for the first input limit (limits.ts) that `geometry` breaks, or null: the one
 * wording of the input limits, whether the start call or a task's first step finds it. The order
 * is the order of the limits table: side, one frame, frames, all frames.
 */
export function inputLimitViolation(geometry: InputGeometry, limits: Limits): string | null {
  const { label, width, height, frameCount } = geometry;
  const size = `${count(width)} × ${count(height)} pixels`;
  if (Math.max(width, height) > limits.maxInputSidePixels) {
    return `The ${label} is ${size}; the largest side allowed is ${count(limits.maxInputSidePixels)} px.`;
  }
  const framePixels = width * height;
  if (framePixels > limits.maxInputFramePixels) {
    const subject = frameCount > 1 ? `One frame of the ${label}` : `The ${label}`;
    return `${subject} is ${size} (${megapixels(framePixels)} megapixels); the largest ${frameCount > 1 ? "frame" : "image"} allowed is ${megapixels(limits.maxInputFramePixels)} megapixels.`;
  }
  if (frameCount > limits.maxInputFrames) {
    return `The ${label} has ${count(frameCount)} frames; the most allowed is ${count(limits.maxInputFrames)}.`;
  }
  if (framePixels * frameCount > limits.maxInputTotalPixels) {
    return `The ${label}'s ${count(frameCount)} frames of ${size} add up to ${megapixels(framePixels * frameCount)} megapixels; all frames together may have at most ${megapixels(limits.maxInputTotalPixels)} megapixels.`;
  }
  return null;
}

/**
 * How long to wait before trying again, as the rate limits' messages say it and the page counts
 * it down: "53 seconds", "1 second", "3 minutes" (from two minutes on, rounded up).
 */
export function waitWords(seconds: number): string {
  if (seconds >= 120) return `${Math.ceil(seconds / 60)} minutes`;
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}
