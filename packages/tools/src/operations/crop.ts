import { z } from "zod";
import { type CropBox, clampCropBox, minimumCropSidePixels } from "../crop/shared/options.ts";

export { type CropBox, minimumCropSidePixels };

import { defineOperation, StepRefusal } from "./define-operation.ts";

/** The largest coordinate a box may name: no input side is larger (contracts' input limit). */
export const maximumCropCoordinate = 12_000;

const pixels = (name: string, min: number) =>
  z
    .number({
      error: `${name} must be a whole number of pixels from ${min} to ${maximumCropCoordinate}.`,
    })
    .int({ error: `${name} must be a whole number of pixels.` })
    .min(min, { error: `${name} must be at least ${min}.` })
    .max(maximumCropCoordinate, { error: `${name} must be at most ${maximumCropCoordinate}.` });

/**
 * Crop: the box in the stream's pixels (Crop's x, y, width, height), clamped to the picture; it
 * must cover at least 10 × 10 px of it (Crop's minimum).
 */
export const cropOperation = defineOperation({
  name: "crop",
  listPosition: 1,
  summary: "Keep a box of the picture: x, y (top-left corner), width and height in pixels.",
  params: z.strictObject({
    x: pixels("x", 0).default(0),
    y: pixels("y", 0).default(0),
    width: pixels("width", minimumCropSidePixels),
    height: pixels("height", minimumCropSidePixels),
  }),
  accepts: ["frames", "video"],
  plan(params, stream) {
    const box = clampCropBox(params, stream.width, stream.height);
    if (box.width < minimumCropSidePixels || box.height < minimumCropSidePixels) {
      throw new StepRefusal(
        `The crop box covers only ${box.width}×${box.height} px of the ${stream.width}×${stream.height} px picture; it must cover at least ${minimumCropSidePixels}×${minimumCropSidePixels} px.`,
        "crop-too-small",
      );
    }
    return { facts: { ...stream, width: box.width, height: box.height } };
  },
});

/** The box a crop step cuts from a picture of this size (clamped, as planned). */
export const plannedCropBox = clampCropBox;
