/** Preview speeds (spec: tools §9) and the shortest time a preview frame is shown. */
export const previewSpeeds = [0.5, 1, 2] as const;
export type PreviewSpeed = (typeof previewSpeeds)[number];
export const minimumPreviewFrameMs = 20;

/** How long the live preview shows a frame: its duration divided by the speed, at least 20 ms. */
export function previewDelayMs(durationMs: number, speed: PreviewSpeed): number {
  return Math.max(minimumPreviewFrameMs, durationMs / speed);
}

export interface PlaybackPosition {
  index: number;
  /** Completed passes through the frames. */
  plays: number;
}

/**
 * The frame after `position`, or null when playback stops: with a loop count above 0 the
 * preview stops on the last frame once it has played that many times (0 = forever).
 */
export function nextPosition(
  position: PlaybackPosition,
  frameCount: number,
  loopCount: number,
): PlaybackPosition | null {
  if (frameCount === 0) return null;
  if (position.index + 1 < frameCount) return { index: position.index + 1, plays: position.plays };
  const plays = position.plays + 1;
  if (loopCount > 0 && plays >= loopCount) return null;
  return { index: 0, plays };
}
