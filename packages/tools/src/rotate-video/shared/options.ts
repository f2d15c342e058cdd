import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { videoFormatField } from "../../shared/video-output.ts";

/** Rotate Video: Rotate & Flip's `angle` (clockwise) and `flip` (after the turn), on a video. */
export const rotateVideoMessages = {
  angle: "angle must be 0, 90, 180 or 270 (degrees clockwise).",
  flip: "flip must be none, horizontal or vertical.",
  nothing:
    "Nothing to do: angle is 0 and flip is none. Choose an angle of 90, 180 or 270, or a flip.",
} as const;

export const rotateVideoOptionsSchema = z
  .object({
    angle: z
      .preprocess(
        readFormNumber,
        z.literal([0, 90, 180, 270], { error: rotateVideoMessages.angle }),
      )
      .default(90)
      .meta({ description: "Degrees clockwise: 0, 90 (the default), 180 or 270." }),
    flip: z
      .enum(["none", "horizontal", "vertical"], { error: rotateVideoMessages.flip })
      .default("none")
      .meta({ description: "A mirror after the turn: none, horizontal or vertical." }),
    format: videoFormatField,
  })
  .superRefine((options, context) => {
    if (options.angle === 0 && options.flip === "none") {
      context.addIssue({ code: "custom", message: rotateVideoMessages.nothing });
    }
  });
export type RotateVideoOptions = z.output<typeof rotateVideoOptionsSchema>;
export const rotateVideoDefaults: RotateVideoOptions = { angle: 90, flip: "none", format: "mp4" };

export const rotateVideoChain = (options: RotateVideoOptions): ChainSpec => ({
  operations: [{ op: "rotate", angle: options.angle, flip: options.flip }],
  output: { format: options.format },
});
