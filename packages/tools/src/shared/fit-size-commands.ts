import type { MediaCommand } from "../media-toolkit.ts";

/**
 * The gifsicle pass of a fit-under-a-size attempt: `--colors N` maps every frame to one palette
 * of N colours (only when fewer than 256 are asked), `--lossy=N` lets LZW reuse matches whose
 * colours differ a little, and `-O1` stores each frame's changed rectangle. -O1, not -O3: with
 * --lossy, -O3 took 6.1 s of CPU on a 7.5 MB 480×360 video GIF against 0.75 s, for a file 0.4%
 * smaller. `-Okeep-empty` keeps frames that did not change, so every frame and delay stays.
 */
export function buildFitGifsiclePass(
  inputPath: string,
  outputPath: string,
  settings: { colours: number; lossy: number },
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      "-O1",
      "-Okeep-empty",
      ...(settings.colours < 256 ? ["--colors", String(settings.colours)] : []),
      ...(settings.lossy > 0 ? [`--lossy=${settings.lossy}`] : []),
      inputPath,
      "--output",
      outputPath,
    ],
  };
}
