import type { MediaCommand } from "../media-toolkit.ts";

/**
 * APNG → GIF with ffmpeg (its apng demuxer applies APNG's dispose and blend operations).
 * `plays` is the APNG's acTL num_plays (0 = forever).
 */
export function buildApngToGif(inputPath: string, outputPath: string, plays: number): MediaCommand {
  return {
    binary: "ffmpeg",
    args: [
      // Only the APNG demuxer may read the input; it plays the frames once (ignore_loop is its default).
      "-f",
      "apng",
      "-i",
      inputPath,
      "-filter_complex",
      // One palette for the whole animation, built from what changes between frames; one entry is
      // kept for transparency and pixels under half opacity become transparent.
      "[0:v]split[frames][forPalette];[forPalette]palettegen=stats_mode=diff:reserve_transparent=1[palette];[frames][palette]paletteuse=dither=floyd_steinberg:alpha_threshold=128",
      // Keep every frame with its own timestamp, so variable delays survive.
      "-fps_mode",
      "passthrough",
      // The GIF muxer's loop: 0 = forever, -1 = no loop block (plays once), N = N repetitions.
      "-loop",
      String(gifMuxerLoop(plays)),
      "-f",
      "gif",
      "-y",
      outputPath,
    ],
  };
}

/** MNG → GIF with ImageMagick; the explicit coder prefixes stop it from guessing formats by content. */
export function buildMngToGif(inputPath: string, outputPath: string): MediaCommand {
  return { binary: "magick", args: [`MNG:${inputPath}`, `GIF:${outputPath}`] };
}

/** APNG plays (0 = forever) as the GIF muxer's -loop value (0 = forever, -1 = once, N = N repeats). */
function gifMuxerLoop(plays: number): number {
  if (plays === 0) return 0;
  return plays === 1 ? -1 : plays - 1;
}
