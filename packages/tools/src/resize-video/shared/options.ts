import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";
import { evenVideoSide, maximumResizeSide } from "../../operations/resize.ts";
import { booleanField, integerField } from "../../shared/form-fields.ts";
import { videoFormatField } from "../../shared/video-output.ts";

export const resizeVideoMessages = {
  noSide: "Give width, height or both (pixels).",
  bothSides: "Without maintain_aspect_ratio, give both width and height.",
  tooLarge: (width: number, height: number) =>
    `The video would be ${width}×${height} px; an edited video can be at most ${defaultLimits.maxVideoOutputWidth}×${defaultLimits.maxVideoOutputHeight} px (either way up).`,
} as const;

const side = (name: string) =>
  integerField(
    `${name} must be a whole number from 2 to ${maximumResizeSide} pixels.`,
    2,
    maximumResizeSide,
  ).optional();

/**
 * Resize Video: Resize's `width`, `height` and `maintain_aspect_ratio` (fitted inside width ×
 * height keeping the shape, the default; or exactly that size). One side alone keeps the shape.
 * The sides are made even (the nearest even number), as H.264 and VP9 need.
 */
export const resizeVideoOptionsSchema = z
  .object({
    width: side("width").meta({ description: "Width in pixels (fit inside, with height)." }),
    height: side("height").meta({ description: "Height in pixels (fit inside, with width)." }),
    maintain_aspect_ratio: booleanField('maintain_aspect_ratio must be "true" or "false".')
      .default(true)
      .meta({ description: "Keep the shape (the default) or scale to exactly width × height." }),
    format: videoFormatField,
  })
  .superRefine((options, context) => {
    if (options.width === undefined && options.height === undefined) {
      context.addIssue({ code: "custom", message: resizeVideoMessages.noSide });
      return;
    }
    if (!options.maintain_aspect_ratio) {
      if (options.width === undefined || options.height === undefined) {
        context.addIssue({ code: "custom", message: resizeVideoMessages.bothSides });
        return;
      }
      // An exact size is known before the video is read: refused here, before the upload waits.
      const width = evenVideoSide(options.width);
      const height = evenVideoSide(options.height);
      if (
        Math.max(width, height) > defaultLimits.maxVideoOutputWidth ||
        Math.min(width, height) > defaultLimits.maxVideoOutputHeight
      ) {
        context.addIssue({ code: "custom", message: resizeVideoMessages.tooLarge(width, height) });
      }
    }
  });
export type ResizeVideoOptions = z.output<typeof resizeVideoOptionsSchema>;
export const resizeVideoDefaults: ResizeVideoOptions = {
  width: 640,
  maintain_aspect_ratio: true,
  format: "mp4",
};

export const resizeVideoChain = (options: ResizeVideoOptions): ChainSpec => ({
  operations: [
    {
      op: "resize",
      ...(options.width === undefined ? {} : { width: options.width }),
      ...(options.height === undefined ? {} : { height: options.height }),
      maintain_aspect_ratio: options.maintain_aspect_ratio,
    },
  ],
  output: { format: options.format },
});

/** The editor's quick sizes: a share of the video's width and height (its shape kept). */
export const resizeVideoScalePercents = [25, 50, 75] as const;

/** The size a share of the picture makes, with even sides (what the result will be). */
export const scaledVideoSize = (percent: number, size: { width: number; height: number }) => ({
  width: evenVideoSide((size.width * percent) / 100),
  height: evenVideoSide((size.height * percent) / 100),
});
