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
    const rounded = Math.round(wantedMs / 10);
    if (rounded < minimumGifDelayCentiseconds) {
      // A raised delay is a floor, not a rounding error: carrying it would shorten the next frame
      // (0, 50 ms must stay 20, 50 ms, not 20, 30 ms).
      carriedMs = 0;
      return minimumGifDelayCentiseconds;
    }
    carriedMs = wantedMs - rounded * 10;
    return rounded;
  });
}
