import { z } from "zod";
import { booleanField, integerField } from "../shared/form-fields.ts";

/**
 * Resize settings as sent (spec: tools §7): the target width and height and whether the GIF keeps
 * its aspect ratio. With maintain_aspect_ratio the GIF is fitted inside width × height; without,
 * it is scaled to exactly width × height (DESIGN §2).
 */
export const resizeOptionsSchema = z.object({
  width: integerField("Width must be a whole number of at least 1 pixel.", 1).default(300),
  height: integerField("Height must be a whole number of at least 1 pixel.", 1).default(300),
  maintain_aspect_ratio: booleanField('maintain_aspect_ratio must be "true" or "false".').default(
    true,
  ),
});
export type ResizeOptions = z.infer<typeof resizeOptionsSchema>;
export const resizeDefaults: ResizeOptions = {
  width: 300,
  height: 300,
  maintain_aspect_ratio: true,
};
