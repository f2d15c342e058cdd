import type { MediaCommand } from "../../media-toolkit.ts";

/**
 * Reverses a GIF losslessly with gifsicle. `--unoptimize` first turns every frame into a full
 * picture (so partial frames do not smear once their order changes); `--disposal background`
 * then gives every full frame a clean canvas: gifsicle leaves the last frame's disposal unset
 * (it did not matter in forward order), and once that frame comes first its opaque pixels would
 * show through the next frame's transparent ones. `#-1-0` selects the frames from last to first
 * with their own delays, `-O2` re-optimises, and `-Okeep-empty` stops the optimiser from merging
 * identical frames (every frame and its delay are kept). The loop block is kept.
 */
export function buildGifsicleReverse(inputPath: string, outputPath: string): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      "--unoptimize",
      "--disposal",
      "background",
      inputPath,
      "#-1-0",
      "-O2",
      "-Okeep-empty",
      "--output",
      outputPath,
    ],
  };
}
