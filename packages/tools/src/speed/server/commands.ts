import type { MediaCommand } from "../../media-toolkit.ts";

/**
 * Keeps only some frames of a GIF, losslessly, with gifsicle. `--unoptimize` first turns every
 * frame into the full picture shown at that moment (a kept frame may have drawn only what changed
 * since a dropped one); `--disposal background` then clears the canvas after each full picture, so
 * a kept frame's transparent pixels do not show what the frame before it left (that frame may now
 * be another one). Each `#N` selects one frame (0-based) in order; `-O2` re-optimises and
 * `-Okeep-empty` stops the optimiser from merging identical frames, so every selected frame is
 * written (its delay is set afterwards). The loop block is kept.
 */
export function buildGifsicleKeepFrames(
  inputPath: string,
  keptFrames: readonly number[],
  outputPath: string,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      "--unoptimize",
      "--disposal",
      "background",
      inputPath,
      ...keptFrames.map((index) => `#${index}`),
      "-O2",
      "-Okeep-empty",
      "--output",
      outputPath,
    ],
  };
}
