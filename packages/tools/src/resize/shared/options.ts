import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { booleanField, integerField } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Resize settings as sent (spec: tools §7): the target width and height and whether the GIF keeps
 * its aspect ratio. With maintain_aspect_ratio the GIF is fitted inside width × height; without,
 * it is scaled to exactly width × height (DESIGN §2).
 */
/**
 * The largest box a person may ask for: no input side is larger (limits.ts). A result is at most
 * 2000 px a side (DESIGN §5, the limits): a box that would make it larger fails with output-too-large, naming
 * that limit, rather than giving a smaller GIF than asked.
 */
export const maximumResizeSidePixels = defaultLimits.maxInputSidePixels;
const count = (value: number) => value.toLocaleString("en-US");

export const resizeOptionsSchema = z
  .object({
    width: integerField(
      `Width must be a whole number from 1 to ${maximumResizeSidePixels} pixels.`,
      1,
      maximumResizeSidePixels,
    ).default(300),
    height: integerField(
      `Height must be a whole number from 1 to ${maximumResizeSidePixels} pixels.`,
      1,
      maximumResizeSidePixels,
    ).default(300),
    maintain_aspect_ratio: booleanField('maintain_aspect_ratio must be "true" or "false".').default(
      true,
    ),
    target_size_bytes: targetSizeField,
    destination: destinationField,
  })
  .superRefine((options, context) => {
    // Without the aspect ratio the result is exactly width × height, so the output limit is known
    // now; with it, the fitted size depends on the GIF and the worker checks it.
    if (options.maintain_aspect_ratio) return;
    const side = defaultLimits.maxGifOutputSide;
    for (const field of ["width", "height"] as const) {
      if (options[field] > side) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: `The result would be ${count(options.width)}×${count(options.height)} px; edited GIFs can be at most ${count(side)}×${count(side)} px.`,
        });
        return;
      }
    }
  });
export type ResizeOptions = z.infer<typeof resizeOptionsSchema>;
export const resizeDefaults: ResizeOptions = {
  width: 300,
  height: 300,
  maintain_aspect_ratio: true,
};

/** Resize as a chain (issue 36): one resize step, the GIF fitted as asked (from the upload). */
export const resizeChain = (options: ResizeOptions): ChainSpec => ({
  operations: [
    {
      op: "resize",
      width: options.width,
      height: options.height,
      maintain_aspect_ratio: options.maintain_aspect_ratio,
    },
  ],
  output: gifOutputOf(options),
});
