import type { MediaCommand } from "../../media-toolkit.ts";
import type { QualityLevel } from "../shared/options.ts";

/**
 * ffmpeg reads the rendered frames as raw RGB from stdin and writes a GIF in which every frame has
 * its own palette: a GIF Maker frame is often a different photo, so one palette for the whole GIF
 * is poor (SSIM 0.880 against 0.952 on the slideshow of apps/server/scripts/bench-gif-maker.ts,
 * in about the same time). sharp/libimagequant scored 0.968 but took 4.4× as long and holds every
 * frame in memory; ffmpeg streams, holding a frame or two. Timing and looping are set afterwards
 * by gifsicle, so the input rate is a nominal 100 fps.
 */
export function buildEncodeFrames(
  size: { width: number; height: number },
  quality: QualityLevel,
  outputPath: string,
): MediaCommand {
  const dither =
    quality.dither.method === "bayer"
      ? `dither=bayer:bayer_scale=${quality.dither.bayerScale}`
      : `dither=${quality.dither.method}`;
  return {
    binary: "ffmpeg",
    args: [
      "-v",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${size.width}x${size.height}`,
      "-framerate",
      "100",
      "-i",
      "pipe:0",
      "-filter_complex",
      // stats_mode=single makes a palette from each frame alone, and new=1 makes paletteuse take
      // each new palette for its frame (written as that frame's local colour table).
      `[0:v]split[frames][forPalette];[forPalette]palettegen=stats_mode=single:max_colors=${quality.colours}[palette];[frames][palette]paletteuse=new=1:${dither}`,
      // One GIF frame per rendered frame: no frame is dropped or duplicated.
      "-fps_mode",
      "passthrough",
      "-f",
      "gif",
      "-y",
      outputPath,
    ],
  };
}

/**
 * Loop count as total plays, as the preview counts them (DESIGN §2): 0 = forever; N ≥ 2 is
 * written as NETSCAPE repetitions N − 1; 1 has no loop block, so the GIF plays once.
 */
export function loopArgument(plays: number): string {
  if (plays === 0) return "--loopcount=forever";
  if (plays === 1) return "--no-loopcount";
  return `--loopcount=${plays - 1}`;
}

/**
 * gifsicle sets every frame's delay (hundredths of a second, rounding carried by the caller) and
 * the loop block, optimises (-O3) and, when the quality level asks, compresses lossily.
 * `-Okeep-empty`: a frame identical to the one before (two copies of one photo) is kept as a tiny
 * frame with its own delay; without it the optimiser merges the two and the GIF has fewer frames
 * than the plan (issue 13, observation 7).
 * `#N` selects frame N of the input: each selection is preceded by its own --delay.
 */
export function buildFinishGif(
  inputPath: string,
  outputPath: string,
  settings: { delaysCentiseconds: readonly number[]; plays: number; lossy: number },
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      "-O3",
      "-Okeep-empty",
      ...(settings.lossy > 0 ? [`--lossy=${settings.lossy}`] : []),
      loopArgument(settings.plays),
      inputPath,
      ...settings.delaysCentiseconds.flatMap((delay, frame) => [
        "--delay",
        String(delay),
        `#${frame}`,
      ]),
      "--output",
      outputPath,
    ],
  };
}
