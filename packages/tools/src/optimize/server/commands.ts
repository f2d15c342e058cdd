import type { MediaCommand } from "../../media-toolkit.ts";

/** The largest delay a GIF frame can hold (16-bit centiseconds). */
const maxDelayCentiseconds = 65_535;

/**
 * Whether gifsicle may drop frames that became empty (the picture did not change) and add their
 * delay to the frame before, which leaves every picture on screen for the same time. Not when a
 * delay is 0 or 1: browsers show those as 0.1 s, so 1 + 1 merged into 2 would shorten the
 * picture's time (and 0 + 0 stays 0 where two frames were shown); not when a merged delay could
 * pass the 16-bit limit.
 */
export function mayDropEmptyFrames(delaysCentiseconds: readonly number[]): boolean {
  const total = delaysCentiseconds.reduce((sum, delay) => sum + delay, 0);
  return delaysCentiseconds.every((delay) => delay >= 2) && total <= maxDelayCentiseconds;
}

/**
 * gifsicle's optimiser after our encoder: `-O1` stores only each frame's changed rectangle, `-O2`
 * also uses transparency inside it, `-O3` tries several methods and keeps the smallest.
 * `--lossy=N` lets LZW reuse matches whose colours differ a little (gifsicle's own scale: 20 is
 * light, 100 strong); 0 leaves LZW lossless. `-Okeep-empty` keeps frames that did not change, so
 * every frame and its delay stay; without it such a frame is dropped and its delay added to the
 * frame before (see mayDropEmptyFrames).
 */
export function buildGifsicleOptimize(
  inputPath: string,
  outputPath: string,
  settings: { optimizeLevel: number; lossy: number; keepEmptyFrames: boolean },
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      `-O${settings.optimizeLevel}`,
      ...(settings.keepEmptyFrames ? ["-Okeep-empty"] : []),
      ...(settings.lossy > 0 ? [`--lossy=${settings.lossy}`] : []),
      inputPath,
      "--output",
      outputPath,
    ],
  };
}
