/**
 * The timing rules of Convert, shared by the processor and the editor (pure arithmetic).
 *
 * Browsers show a GIF frame whose delay is 0 or 1 hundredths for 10 hundredths (ffmpeg's GIF
 * demuxer does the same by default), so every output is written with the delays as they are seen:
 * under 2 → 10, every other delay exactly as stored.
 */

export const shortestShownDelayCentiseconds = 2;
export const shortDelayShownAsCentiseconds = 10;

/** Most frames a second of the MP4: enough for any delay of 2 hundredths or more. */
export const maximumVideoFramesPerSecond = 50;
/** One frame a hundredth: the rate at which any GIF's total is exact (its delays are hundredths). */
export const exactVideoFramesPerSecond = 100;
/** Fewest frames a second: slow GIFs still get a rate that every player seeks smoothly in. */
export const minimumVideoFramesPerSecond = 10;

/** The delays as browsers play them, in hundredths of a second. */
export function shownDelaysCentiseconds(storedCentiseconds: readonly number[]): number[] {
  return storedCentiseconds.map((delay) =>
    delay < shortestShownDelayCentiseconds ? shortDelayShownAsCentiseconds : delay,
  );
}

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/** A frame rate as an exact fraction (ffmpeg reads "numerator/denominator"). */
export interface FrameRate {
  numerator: number;
  denominator: number;
}

/**
 * The MP4's constant frame rate. Every delay is a whole number of ticks at 100 / GCD(delays)
 * frames a second, so at that rate each GIF frame lasts exactly its delay and uniform GIFs get one
 * video frame per GIF frame. Above 50 fps (delays such as 6 and 7 hundredths, GCD 1) the rate is
 * 50 where the total is a whole number of its 20 ms ticks: every frame of 2 hundredths or more
 * still gets at least one video frame, each start is rounded to the nearest 20 ms and the total
 * is exact. Where the total is an odd number of hundredths, 50 fps cannot end on it (the MP4
 * played 10 ms long: 5.80 s for a GIF of 5.79 s; ffmpeg 5.1's mov muxer gives every sample the
 * same length, so the last one cannot be shortened), so the rate is 100 and every frame is exact
 * (measured on iss634.gif: 22% more bytes and 70% more x264 CPU time than 50 fps). Below 10 fps the
 * rate is the smallest whole multiple that reaches 10 (frames are repeated; the timing stays
 * exact).
 */
export function videoFrameRate(shownCentiseconds: readonly number[]): FrameRate {
  const gcd = shownCentiseconds.reduce((a, b) => greatestCommonDivisor(a, b), 0);
  if (gcd === 0) return { numerator: minimumVideoFramesPerSecond, denominator: 1 };
  // 100 / gcd frames a second, as a fraction in lowest terms.
  let numerator = 100;
  let denominator = gcd;
  if (numerator > maximumVideoFramesPerSecond * denominator) {
    const totalCentiseconds = shownCentiseconds.reduce((sum, delay) => sum + delay, 0);
    const tickCentiseconds = 100 / maximumVideoFramesPerSecond;
    return totalCentiseconds % tickCentiseconds === 0
      ? { numerator: maximumVideoFramesPerSecond, denominator: 1 }
      : { numerator: exactVideoFramesPerSecond, denominator: 1 };
  }
  const repeat = Math.ceil((minimumVideoFramesPerSecond * denominator) / numerator);
  numerator *= repeat;
  const common = greatestCommonDivisor(numerator, denominator);
  numerator /= common;
  denominator /= common;
  return { numerator, denominator };
}

/** Frames of the MP4 at `rate`: the total duration in whole ticks (rounded to the nearest). */
export function videoFrameCount(shownCentiseconds: readonly number[], rate: FrameRate): number {
  const totalCentiseconds = shownCentiseconds.reduce((sum, delay) => sum + delay, 0);
  return Math.round((totalCentiseconds * rate.numerator) / (rate.denominator * 100));
}

/**
 * Total plays as WebP's ANIM chunk and APNG's acTL store them (0 = forever) from a GIF's NETSCAPE
 * repetitions (0 = forever, N = N more times, null = no loop block: played once).
 */
export function totalPlays(loopCount: number | null): number {
  if (loopCount === null) return 1;
  if (loopCount === 0) return 0;
  return Math.min(loopCount + 1, 65_535);
}

/**
 * The durations (ms) an animated WebP cut to `keptMs` should carry. ffmpeg writes each frame's
 * time correctly but guesses the last frame's and keeps a frame that starts before the cut whole,
 * so: where the encoder kept exactly the frames the GIF shows before the cut, the GIF's own shown
 * delays; otherwise (libwebp merged identical frames) the encoder's; then the last frame ends at
 * the cut at the latest.
 */
export function stickerWebpDurationsMs(
  encodedMs: readonly number[],
  shownDelaysCentiseconds: readonly number[],
  keptMs: number,
): number[] {
  const gifMs = shownDelaysCentiseconds.map((delay) => delay * 10);
  const starts = gifMs.map((_, index) => gifMs.slice(0, index).reduce((sum, ms) => sum + ms, 0));
  const keptFrames = starts.filter((start) => start < keptMs).length;
  const durations = [...(encodedMs.length === keptFrames ? gifMs.slice(0, keptFrames) : encodedMs)];
  const beforeLast = durations.slice(0, -1).reduce((sum, ms) => sum + ms, 0);
  const last = durations.length - 1;
  if (last >= 0 && beforeLast + (durations[last] ?? 0) > keptMs) {
    // At least 10 ms: WhatsApp refuses frames under 8 ms.
    durations[last] = Math.max(10, keptMs - beforeLast);
  }
  return durations;
}
