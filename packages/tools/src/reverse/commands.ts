import type { MediaCommand } from "../media-toolkit.ts";

/**
 * Reverses a GIF losslessly with gifsicle. `--unoptimize` first turns every frame into a full
 * picture (so partial frames do not smear once their order changes), `#-1-0` selects the frames
 * from last to first with their own delays, and `-O2` re-optimises. The loop block is kept.
 */
export function buildGifsicleReverse(inputPath: string, outputPath: string): MediaCommand {
  return {
    binary: "gifsicle",
    args: ["--unoptimize", inputPath, "#-1-0", "-O2", "--output", outputPath],
  };
}

/**
 * gifsicle only warns (exit 0) when a GIF with local palettes and transparency cannot be
 * unoptimised, and then writes wrong frames. Its stderr tells us to take the decoding path.
 */
export function gifsicleCouldNotUnoptimize(stderr: string): boolean {
  return /too complex to unoptimize/i.test(stderr);
}
