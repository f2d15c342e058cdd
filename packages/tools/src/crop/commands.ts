import type { MediaCommand } from "../media-toolkit.ts";
import type { CropBox } from "./options.ts";

const cropArgument = (box: CropBox) => `${box.x},${box.y}+${box.width}x${box.height}`;

/**
 * Lossless crop: gifsicle cuts every frame's rectangle (and the logical screen) to the box and
 * keeps palettes, disposal, delays and the loop block, so the composited pictures are exactly
 * the cropped originals. A frame that lies wholly outside the box is dropped and its delay added
 * to the previous frame's; the processor checks the frame count and takes the next path.
 */
export function buildGifsicleCrop(
  inputPath: string,
  outputPath: string,
  box: CropBox,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: ["--crop", cropArgument(box), inputPath, "--output", outputPath],
  };
}

/**
 * Crop that keeps every frame: `--unoptimize` first makes each frame a full picture (so none lies
 * outside the box), `-O2` re-optimises and `-Okeep-empty` keeps frames that became identical.
 * gifsicle cannot unoptimise GIFs with local palettes plus transparency (it warns): then the
 * processor decodes instead.
 */
export function buildGifsicleCropKeepingFrames(
  inputPath: string,
  outputPath: string,
  box: CropBox,
): MediaCommand {
  return {
    binary: "gifsicle",
    args: [
      "--unoptimize",
      "--crop",
      cropArgument(box),
      inputPath,
      "-O2",
      "-Okeep-empty",
      "--output",
      outputPath,
    ],
  };
}
