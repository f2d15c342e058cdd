import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";
import { maximumCropCoordinate } from "../../operations/crop.ts";
import { integerField } from "../../shared/form-fields.ts";
import { videoFormatField } from "../../shared/video-output.ts";

/** The smallest box side, as Crop's (the crop operation refuses a smaller box by name). */
export const minimumVideoCropSidePixels = 10;

/** Crop Video: Crop's `x`, `y`, `width`, `height` (the box in the video's pixels, as shown). */
export const cropVideoOptionsSchema = z.object({
  x: integerField(
    `x must be a whole number from 0 to ${maximumCropCoordinate}.`,
    0,
    maximumCropCoordinate,
  )
    .default(0)
    .meta({ description: "Left edge of the box, in pixels of the video as it is shown." }),
  y: integerField(
    `y must be a whole number from 0 to ${maximumCropCoordinate}.`,
    0,
    maximumCropCoordinate,
  )
    .default(0)
    .meta({ description: "Top edge of the box, in pixels." }),
  width: integerField(
    `width must be a whole number from ${minimumVideoCropSidePixels} to ${maximumCropCoordinate} pixels.`,
    minimumVideoCropSidePixels,
    maximumCropCoordinate,
  ).meta({ description: "Width of the box, in pixels (a box past the edge is clamped)." }),
  height: integerField(
    `height must be a whole number from ${minimumVideoCropSidePixels} to ${maximumCropCoordinate} pixels.`,
    minimumVideoCropSidePixels,
    maximumCropCoordinate,
  ).meta({ description: "Height of the box, in pixels." }),
  format: videoFormatField,
});
export type CropVideoOptions = z.output<typeof cropVideoOptionsSchema>;
export const cropVideoDefaults: CropVideoOptions = {
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  format: "mp4",
};

export const cropVideoChain = (options: CropVideoOptions): ChainSpec => ({
  operations: [
    { op: "crop", x: options.x, y: options.y, width: options.width, height: options.height },
  ],
  output: { format: options.format },
});

/** The editor's aspect presets (width : height); null is a free box. */
export const videoCropAspects = [
  { label: "Free", ratio: null },
  { label: "1:1", ratio: 1 },
  { label: "4:5", ratio: 4 / 5 },
  { label: "9:16", ratio: 9 / 16 },
  { label: "16:9", ratio: 16 / 9 },
] as const;

export interface VideoCropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The largest box of this shape inside the picture, centred, with even sides (H.264 needs them,
 * so the result is exactly this size rather than a pixel smaller).
 */
export function centredAspectBox(ratio: number, width: number, height: number): VideoCropBox {
  const even = (pixels: number) => Math.max(2, pixels - (pixels % 2));
  let boxWidth = width;
  let boxHeight = Math.round(width / ratio);
  if (boxHeight > height) {
    boxHeight = height;
    boxWidth = Math.round(height * ratio);
  }
  boxWidth = even(Math.min(boxWidth, width));
  boxHeight = even(Math.min(boxHeight, height));
  return {
    x: Math.floor((width - boxWidth) / 2),
    y: Math.floor((height - boxHeight) / 2),
    width: boxWidth,
    height: boxHeight,
  };
}
