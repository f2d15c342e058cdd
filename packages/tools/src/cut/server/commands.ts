import type { MediaCommand } from "../../media-toolkit.ts";

/**
 * Keeps frames `firstIndex` to `lastIndex` (0-based, inclusive) of a GIF with gifsicle; the loop
 * block is kept. Delays are written afterwards (the first and last may be shortened).
 *
 * From the first frame nothing kept depends on a dropped frame, so the frames are copied as
 * stored (lossless, no re-optimisation). Later, the first kept frame may be only the pixels that
 * changed since a dropped one: `--unoptimize` first rebuilds every frame as a whole picture (only
 * where gifsicle can, shared/gif-paths.ts), the frame selection `#a-b` then applies to those
 * pictures, `-O2` re-optimises, and `-Okeep-empty` stops the optimiser from merging identical
 * frames (every kept frame and its delay stay).
 */
export function buildGifsicleCut(
  inputPath: string,
  outputPath: string,
  range: { firstIndex: number; lastIndex: number },
): MediaCommand {
  const selection = `#${range.firstIndex}-${range.lastIndex}`;
  if (range.firstIndex === 0) {
    return { binary: "gifsicle", args: [inputPath, selection, "--output", outputPath] };
  }
  return {
    binary: "gifsicle",
    args: ["--unoptimize", inputPath, selection, "-O2", "-Okeep-empty", "--output", outputPath],
  };
}
