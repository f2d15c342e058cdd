import { gifDestinationIds } from "@gifkit/contracts";
import { z } from "zod";
import { stickerDestination, stickerDestinationIds } from "../convert/shared/options.ts";
import { ditherKernels } from "../shared/error-diffusion.ts";
import { targetSizeLimitsBytes, targetSizeMessage } from "../shared/target-size.ts";

/**
 * The output step of a chain (issue 36): the format, its encoder's settings, fitting under a size
 * and a destination. The same chain ends in any of these formats, whatever the input was.
 */
export const outputFormats = ["gif", "webp", "apng", "avif", "mp4", "webm"] as const;
export type OutputFormat = (typeof outputFormats)[number];

/** Formats whose frames each keep their own delay (an MP4 plays at a constant rate instead). */
export const frameTimedFormats: readonly OutputFormat[] = ["gif", "webp", "apng", "avif", "webm"];
/** Formats that store how many times they play (the others loop forever, or do not loop). */
export const loopStoringFormats: readonly OutputFormat[] = ["gif", "webp", "apng"];
/** Formats with an alpha channel (MP4 pictures are opaque: transparency goes on `background`). */
export const alphaFormats: readonly OutputFormat[] = ["gif", "webp", "apng", "avif", "webm"];

/** Frames per second of a frame output made from a video (GIF, WebP, APNG, AVIF). */
export const videoToFramesRate = { min: 1, max: 30, default: 15 } as const;

/** Optimize's settings, the GIF encoder's: given, the GIF is written with Optimize's encoder. */
export const gifEncoderFields = ["colors", "lossy", "dither", "quality", "optimize_level"] as const;

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });

const destinationIds = [...gifDestinationIds, ...stickerDestinationIds] as const;

export const outputParams = z
  .strictObject({
    format: z
      .enum(outputFormats, { error: `format must be one of ${outputFormats.join(", ")}.` })
      .default("gif"),
    colors: whole("colors must be a whole number from 2 to 256.", 2, 256).optional(),
    lossy: whole("lossy must be a whole number from 0 to 100.", 0, 100).optional(),
    dither: z
      .enum(ditherKernels, { error: `dither must be one of ${ditherKernels.join(", ")}.` })
      .optional(),
    quality: whole("quality must be a whole number from 1 to 100.", 1, 100).optional(),
    optimize_level: whole("optimize_level must be 1, 2 or 3.", 1, 3).optional(),
    target_size_bytes: whole(
      targetSizeMessage.replace("Target size", "target_size_bytes"),
      targetSizeLimitsBytes.min,
      targetSizeLimitsBytes.max,
    ).optional(),
    destination: z
      .enum(destinationIds, {
        error: `destination must be one of ${destinationIds.join(", ")} (GET /api/destinations).`,
      })
      .optional(),
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: "background must be a hex color such as #ffffff." })
      .transform((colour) => colour.toLowerCase())
      .default("#ffffff"),
    fps: z
      .number({
        error: `fps must be a number from ${videoToFramesRate.min} to ${videoToFramesRate.max}.`,
      })
      .min(videoToFramesRate.min, {
        error: `fps must be a number from ${videoToFramesRate.min} to ${videoToFramesRate.max}.`,
      })
      .max(videoToFramesRate.max, {
        error: `fps must be a number from ${videoToFramesRate.min} to ${videoToFramesRate.max}.`,
      })
      .optional(),
  })
  .superRefine((output, context) => {
    if (output.format !== "gif") {
      const gifOnly = [...gifEncoderFields, "target_size_bytes"].filter(
        (field) => output[field as keyof typeof output] !== undefined,
      );
      if (gifOnly.length > 0) {
        context.addIssue({
          code: "custom",
          message: `${gifOnly.join(", ")} ${gifOnly.length === 1 ? "is a GIF setting" : "are GIF settings"}: leave ${gifOnly.length === 1 ? "it" : "them"} out for ${output.format}.`,
        });
        return;
      }
    }
    if (output.destination === undefined) return;
    const sticker = (stickerDestinationIds as readonly string[]).includes(output.destination);
    const wanted = sticker
      ? stickerDestination(output.destination as (typeof stickerDestinationIds)[number]).format
      : "gif";
    if (output.format !== wanted) {
      context.addIssue({
        code: "custom",
        message: `destination ${output.destination} takes ${wanted === "gif" ? "a GIF" : wanted === "webp" ? "a WebP" : "a WebM"}: choose the ${wanted} format for it.`,
      });
    }
  });
export type OutputParams = z.infer<typeof outputParams>;

/** The output when none is given: a GIF with the edits' own encoder. */
export const defaultOutput: OutputParams = outputParams.parse({});

/** Whether the GIF is written with Optimize's encoder (any of its settings given). */
export const usesOptimizeEncoder = (output: OutputParams): boolean =>
  gifEncoderFields.some((field) => output[field] !== undefined);
