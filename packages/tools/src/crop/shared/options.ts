import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { integerField, readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/** The smallest crop box, in pixels (spec: tools §5 and §9). */
export const minimumCropSidePixels = 10;
/** No input side is larger (limits.ts), so no box number needs to be: bigger ones are refused. */
export const maximumCropCoordinatePixels = defaultLimits.maxInputSidePixels;

/** The aspect presets of the crop box (spec: tools §3): null is Free. */
export const cropAspectPresets = [
  { label: "Free", ratio: null },
  { label: "1:1", ratio: 1 },
  { label: "4:3", ratio: 4 / 3 },
  { label: "16:9", ratio: 16 / 9 },
  { label: "9:16", ratio: 9 / 16 },
  { label: "3:2", ratio: 1.5 },
  { label: "2:1", ratio: 2 },
  { label: "Golden", ratio: 1.618 },
] as const;

/**
 * The crop box in the GIF's pixels (rounded integers). A box reaching outside the image is
 * clamped to it by the processor (DESIGN §2); aspect_ratio records the preset the box was drawn
 * with ("free" or a number) and does not change the box.
 */
const aspectRatioMessage = 'Aspect ratio must be "free" or a positive number.';

export const cropOptionsSchema = z.object({
  /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
  target_size_bytes: targetSizeField,
  destination: destinationField,
  x: integerField(
    `X must be a whole number from 0 to ${maximumCropCoordinatePixels}.`,
    0,
    maximumCropCoordinatePixels,
  ).default(0),
  y: integerField(
    `Y must be a whole number from 0 to ${maximumCropCoordinatePixels}.`,
    0,
    maximumCropCoordinatePixels,
  ).default(0),
  width: integerField(
    `Width must be a whole number from ${minimumCropSidePixels} to ${maximumCropCoordinatePixels} pixels.`,
    minimumCropSidePixels,
    maximumCropCoordinatePixels,
  ).default(100),
  height: integerField(
    `Height must be a whole number from ${minimumCropSidePixels} to ${maximumCropCoordinatePixels} pixels.`,
    minimumCropSidePixels,
    maximumCropCoordinatePixels,
  ).default(100),
  aspect_ratio: z
    .preprocess(
      (value) => (typeof value === "string" && value !== "free" ? readFormNumber(value) : value),
      z.union(
        [
          z.literal("free"),
          z.number({ error: aspectRatioMessage }).positive({ error: aspectRatioMessage }),
        ],
        // Without it a value neither branch takes (Infinity, "abc") answers zod's "Invalid input".
        { error: aspectRatioMessage },
      ),
    )
    .default("free"),
});
export type CropOptions = z.infer<typeof cropOptionsSchema>;
export const cropDefaults: CropOptions = {
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  aspect_ratio: "free",
};

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box clamped to an image of `imageWidth` × `imageHeight` (may become smaller than 10 × 10). */
export function clampCropBox(box: CropBox, imageWidth: number, imageHeight: number): CropBox {
  const x = Math.min(Math.max(0, Math.round(box.x)), imageWidth);
  const y = Math.min(Math.max(0, Math.round(box.y)), imageHeight);
  return {
    x,
    y,
    width: Math.max(0, Math.min(Math.round(box.width), imageWidth - x)),
    height: Math.max(0, Math.min(Math.round(box.height), imageHeight - y)),
  };
}

/** Crop as a chain (issue 36): one crop step with the box, the GIF fitted as asked. */
export const cropChain = (options: CropOptions): ChainSpec => ({
  operations: [
    { op: "crop", x: options.x, y: options.y, width: options.width, height: options.height },
  ],
  output: gifOutputOf(options),
});
