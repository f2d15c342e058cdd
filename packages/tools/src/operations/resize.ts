import { z } from "zod";
import { fitInside, type Size } from "../resize/shared/sizing.ts";
import { defineOperation, StepRefusal } from "./define-operation.ts";

/** The largest side a resize may ask for (contracts' input side limit; results are smaller). */
export const maximumResizeSide = 12_000;

const side = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of pixels from 1 to ${maximumResizeSide}.` })
    .int({ error: `${name} must be a whole number of pixels.` })
    .min(1, { error: `${name} must be at least 1.` })
    .max(maximumResizeSide, { error: `${name} must be at most ${maximumResizeSide}.` });

/**
 * Resize (Resize's width, height, maintain_aspect_ratio): fitted inside width × height keeping
 * the shape (the default), or exactly that size. One side alone keeps the shape: the other
 * follows from it.
 */
export const resizeParams = z
  .strictObject({
    width: side("width").optional(),
    height: side("height").optional(),
    maintain_aspect_ratio: z
      .boolean({ error: "maintain_aspect_ratio must be true or false." })
      .default(true),
  })
  .superRefine((params, context) => {
    if (params.width === undefined && params.height === undefined) {
      context.addIssue({ code: "custom", message: "Give width, height or both (pixels)." });
    } else if (
      !params.maintain_aspect_ratio &&
      (params.width === undefined || params.height === undefined)
    ) {
      context.addIssue({
        code: "custom",
        message: "Without maintain_aspect_ratio, give both width and height.",
      });
    }
  });
export type ResizeParams = z.infer<typeof resizeParams>;

/** The size a resize step makes of a picture of `source` size (as Resize's resizeTarget). */
export function resizedSize(params: ResizeParams, source: Size): Size {
  if (!params.maintain_aspect_ratio) {
    return { width: params.width as number, height: params.height as number };
  }
  return fitInside(source, {
    width: params.width ?? Number.POSITIVE_INFINITY,
    height: params.height ?? Number.POSITIVE_INFINITY,
  });
}

/** A video side as its encoder takes it: the nearest even number of pixels, at least 2. */
export const evenVideoSide = (pixels: number): number => Math.max(2, Math.round(pixels / 2) * 2);

export const resizeOperation = defineOperation({
  name: "resize",
  listPosition: 2,
  summary:
    "Scale the picture: fitted inside width × height (maintain_aspect_ratio, the default) or to exactly that size.",
  params: resizeParams,
  accepts: ["frames", "video"],
  plan(params, stream) {
    const size = resizedSize(params, stream);
    if (!Number.isFinite(size.width) || !Number.isFinite(size.height)) {
      throw new StepRefusal("Give width, height or both (pixels).");
    }
    // H.264 and VP9 in 4:2:0 need even sides: a video is scaled to them (the nearest even
    // number, at least 2) instead of losing its last row or column to the output's crop.
    if (stream.kind === "video") {
      return {
        facts: { ...stream, width: evenVideoSide(size.width), height: evenVideoSide(size.height) },
      };
    }
    return { facts: { ...stream, ...size } };
  },
});
