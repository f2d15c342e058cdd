import type { MediaCommand } from "../../media-toolkit.ts";
import type { CropBox } from "../shared/options.ts";

const cropArgument = (box: CropBox) => `${box.x},${box.y}+${box.width}x${box.height}`;

/**
 * Lossless crop: gifsicle cuts every frame's rectangle (and the logical screen) to the box and
 * keeps palettes, disposal, delays and the loop block, so the composited pictures are exactly
 * the cropped originals. A frame that lies wholly outside the box is dropped and its delay added
 * to the previous frame's, so the processor first replaces such frames (blank-frames.ts) and
 * checks the frame count afterwards.
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
