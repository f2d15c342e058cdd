import { destinations } from "@gifkit/contracts";
import { z } from "zod";

/** The destinations Convert makes a WebM for (Telegram's video stickers and emoji). */
export const webmDestinationIds = ["telegram-video-sticker", "telegram-video-emoji"] as const;
export type WebmDestinationId = (typeof webmDestinationIds)[number];

/** A WebM destination's entry in contracts' destinations (its sourced limits). */
export function webmDestination(id: WebmDestinationId) {
  const destination = destinations.find((entry) => entry.id === id);
  if (!destination || destination.format !== "webm") {
    throw new Error(`${id} is not a WebM destination of the contracts' list`);
  }
  return destination;
}
const webmDestinationName = (id: WebmDestinationId) => webmDestination(id).name;

/**
 * What Convert writes: an H.264 video, an animated WebP, an animated PNG, an animated AVIF (AV1)
 * or a WebM (VP9).
 */
export const convertFormats = ["mp4", "webp", "apng", "avif", "webm"] as const;
export type ConvertFormat = (typeof convertFormats)[number];

/**
 * Convert settings as sent: the target `format`, and for MP4 the `background` colour that
 * transparent pixels are drawn on (an MP4 has no transparency). WebP, APNG, AVIF and WebM keep
 * transparency, so they ignore `background`.
 */
export const convertOptionsSchema = z
  .object({
    format: z
      .enum(convertFormats, { error: 'Format must be "mp4", "webp", "apng", "avif" or "webm".' })
      .default("mp4"),
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, {
        error: "Background must be a hex color such as #ffffff.",
      })
      .transform((colour) => colour.toLowerCase())
      .default("#ffffff"),
    /**
     * A place that takes WebM (contracts' destinations with format "webm"): the WebM is made to
     * its sides, length, frame rate and byte limit.
     */
    destination: z
      .enum(webmDestinationIds, {
        error: `Destination must be ${webmDestinationIds.map((id) => `"${id}"`).join(" or ")}.`,
      })
      .optional(),
  })
  .superRefine((options, context) => {
    if (options.destination && options.format !== "webm") {
      context.addIssue({
        code: "custom",
        path: ["destination"],
        message: `${webmDestinationName(options.destination)} takes WebM: choose the WebM format for it.`,
      });
    }
  });
export type ConvertOptions = z.infer<typeof convertOptionsSchema>;

/** The result's download name for each format (the tool definition and the result screen read it). */
export const convertDownloadNames = {
  mp4: "converted.mp4",
  webp: "converted.webp",
  apng: "converted.apng",
  avif: "converted.avif",
  webm: "converted.webm",
} as const satisfies Record<(typeof convertFormats)[number], string>;

export const convertDefaults: ConvertOptions = { format: "mp4", background: "#ffffff" };
