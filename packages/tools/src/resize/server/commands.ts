import type { MediaCommand } from "../../media-toolkit.ts";
import type { Size } from "../shared/sizing.ts";

/**
 * gifsicle's resampling filter: `mix` (its default, an area average) when every side shrinks,
 * `lanczos3` (its sharpest) when a side grows.
 *
 * Shrinking with lanczos3 made GIFs larger than plain `gifsicle --resize` for no visible gain
 * (issue 30: the hidden 1000×175, 259-frame GIF with a palette per frame, 734 KB → 1,517 KB where
 * plain gifsicle gave 985 KB). Halving every fixture, mix's SSIM against ffmpeg's lanczos of the
 * premultiplied frames was within 0.001 of lanczos3's (classroom 0.9868 vs 0.9859, iss634 0.9738
 * vs 0.9750) at 4-16% fewer bytes (iss634 81,418 vs 88,976; dispose-background 3,999 vs 4,774),
 * and it is the baseline's own filter, so the result is never larger or blurrier than it.
 */
export type ResizeMethod = "mix" | "lanczos3";

export function resizeMethodFor(
  source: { width: number; height: number },
  target: Size,
): ResizeMethod {
  return target.width <= source.width && target.height <= source.height ? "mix" : "lanczos3";
}

/**
 * Resizes a GIF with gifsicle: it composites the frames before resizing, so partial frames scale
 * correctly, and keeps palettes, transparency, delays, disposal and the loop block.
 * `--resize-colors 256` lets it add in-between colours to palettes that have room: asked for only
 * when enlarging (`addColours`), where the new pixels between two colours need them; when
 * shrinking, it made GIFs larger (cogs 1,338 → 3,369 bytes, rotating-squares 7,297 → 17,101,
 * iss634 88,976 → 121,034) and took 4× the time on the 260-frame sprite (0.50 s → 2.16 s CPU).
 * No -O flag here: resized frames keep the source's structure, and -O2 made the classroom
 * fixture 6% larger (282,465 → 299,602 bytes); the optimizer is a separate pass whose result is
 * kept only when smaller (buildGifsicleOptimize). Without an optimizer no frame is merged, so every
 * frame and its delay stay.
 */
export function buildGifsicleResize(
  inputPath: string,
  outputPath: string,
  size: Size,
  method: ResizeMethod,
  addColours: boolean,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      inputPath,
      "--resize-method",
      method,
      ...(addColours ? ["--resize-colors", "256"] : []),
      "--resize",
      `${size.width}x${size.height}`,
      "--output",
      outputPath,
    ],
  };
}

/**
 * gifsicle -O3 on the resized GIF: lossless (same pixels, same delays), it crops each frame to
 * what changed and makes unchanged pixels transparent. Halving the fixtures it saved 84% on
 * rotating-squares (7,655 → 1,739 bytes), 10% on truecolor-buildup, 5% on iss634, 4% on cogs,
 * nothing on the 260-frame sprite, whose frames are already cropped (and there it cost 80% of the
 * resize's CPU).
 */
export function buildGifsicleOptimize(inputPath: string, outputPath: string): MediaCommand {
  return {
    binary: "gifsicle",
    // -Okeep-empty: a frame identical to the one before stays (as a 1×1 transparent frame) with
    // its own delay; without it gifsicle drops it and adds its delay to the previous frame
    // (rotating-squares at 40×40: 30 frames → 9).
    args: ["-O3", "-Okeep-empty", inputPath, "--output", outputPath],
  };
}
