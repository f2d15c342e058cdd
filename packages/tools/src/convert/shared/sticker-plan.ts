import type { Destination } from "@gifkit/contracts";

/** What a WebM destination asks of an animation of this size and length (pure; both sides). */
export interface StickerPlan {
  /** The picture scaled, keeping its shape, so its longer side is the destination's side. */
  width: number;
  height: number;
  /** The frame's size: the picture centred on a transparent canvas (only for exact sides). */
  canvasWidth: number;
  canvasHeight: number;
  /** Frames a second the WebM is written at (the destination's highest). */
  framesPerSecond: number;
  /** Seconds kept from the start: the destination's longest, or the whole animation. */
  keptSeconds: number;
  /** The animation is longer than the destination takes: only its start is kept. */
  cut: boolean;
}

/**
 * Telegram's rules in numbers: "one-side-exact" scales the longer side to exactly the maximum
 * (up or down), "exact" also centres the picture on a canvas of exactly the sides; the animation
 * is cut to the longest duration and written at the highest frame rate.
 */
export function planSticker(
  input: { width: number; height: number; durationSeconds: number },
  destination: Pick<
    Destination,
    "max_width" | "max_height" | "sides" | "max_duration_seconds" | "max_frames_per_second"
  >,
): StickerPlan {
  const maxWidth = destination.max_width ?? input.width;
  const maxHeight = destination.max_height ?? input.height;
  const scale = Math.min(maxWidth / input.width, maxHeight / input.height);
  const width = Math.max(1, Math.min(maxWidth, Math.round(input.width * scale)));
  const height = Math.max(1, Math.min(maxHeight, Math.round(input.height * scale)));
  const exact = destination.sides === "exact";
  const longest = destination.max_duration_seconds ?? Number.POSITIVE_INFINITY;
  return {
    width,
    height,
    canvasWidth: exact ? maxWidth : width,
    canvasHeight: exact ? maxHeight : height,
    framesPerSecond: destination.max_frames_per_second ?? 30,
    keptSeconds: Math.min(input.durationSeconds, longest),
    cut: input.durationSeconds > longest,
  };
}

/** The page's sentence about the cut, or null when the whole animation fits. */
export function stickerCutMessage(plan: StickerPlan, destinationName: string): string | null {
  if (!plan.cut) return null;
  return `${destinationName} takes at most ${plan.keptSeconds.toLocaleString("en-US")} seconds: only the first ${plan.keptSeconds.toLocaleString("en-US")} seconds are used.`;
}
