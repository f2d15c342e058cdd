import type { MediaCommand } from "../media-toolkit.ts";

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

/**
 * gifsicle only warns (exit 0) when a GIF with local palettes and transparency cannot be
 * unoptimised, and then writes wrong frames. Its stderr tells us to take the decoding path.
 */
export function gifsicleCouldNotUnoptimize(stderr: string): boolean {
  return /too complex to unoptimize/i.test(stderr);
}
