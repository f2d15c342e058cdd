/** Browsers stretch frames shorter than 20 ms (2 centiseconds) to about 100 ms, so never write them. */
export const minimumGifDelayCentiseconds = 2;

/**
 * GIF delays are whole hundredths of a second. Rounding each frame alone drifts (7 × 66.7 ms is
 * not 7 × 70 ms), so the rounding error is carried from frame to frame and the total stays right.
 */
export function toGifDelaysCentiseconds(delaysMs: readonly number[]): number[] {
  let carriedMs = 0;
  return delaysMs.map((delayMs) => {
    const wantedMs = delayMs + carriedMs;
    const centiseconds = Math.max(minimumGifDelayCentiseconds, Math.round(wantedMs / 10));
    carriedMs = wantedMs - centiseconds * 10;
    return centiseconds;
  });
}
