import type { MediaCommand } from "../media-toolkit.ts";

/**
 * gifsicle's optimiser after our encoder: `-O1` stores only each frame's changed rectangle, `-O2`
 * also uses transparency inside it, `-O3` tries several methods and keeps the smallest.
 * `--lossy=N` lets LZW reuse matches whose colours differ a little (gifsicle's own scale: 20 is
 * light, 100 strong); 0 leaves LZW lossless. `-Okeep-empty` keeps frames that did not change, so
 * every frame and its delay stay.
 */
export function buildGifsicleOptimize(
  inputPath: string,
  outputPath: string,
  settings: { optimizeLevel: number; lossy: number },
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      `-O${settings.optimizeLevel}`,
      "-Okeep-empty",
      ...(settings.lossy > 0 ? [`--lossy=${settings.lossy}`] : []),
      inputPath,
      "--output",
      outputPath,
    ],
  };
}
