import { destinations } from "@gifkit/contracts";
import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";

/** The destinations Convert makes a WebM for (Telegram's video stickers and emoji). */
export const webmDestinationIds = ["telegram-video-sticker", "telegram-video-emoji"] as const;
export type WebmDestinationId = (typeof webmDestinationIds)[number];

/** A WebM destination's entry in contracts' destinations (its sourced limits). */
export function webmDestination(id: WebmDestinationId) {
  const destination = destinations.find((entry) => entry.id === id);
  if (destination?.format !== "webm") {
    throw new Error(`${id} is not a WebM destination of the contracts' list`);
  }
  return destination;
}

/** The destinations Convert makes an animated WebP for (WhatsApp's animated stickers). */
export const webpDestinationIds = ["whatsapp-animated-sticker"] as const;
export type WebpDestinationId = (typeof webpDestinationIds)[number];

/** A WebP destination's entry in contracts' destinations (its sourced limits). */
export function webpDestination(id: WebpDestinationId) {
  const destination = destinations.find((entry) => entry.id === id);
  if (destination?.format !== "webp") {
    throw new Error(`${id} is not a WebP destination of the contracts' list`);
  }
  return destination;
}

/** Every sticker place Convert makes a file for, and the format that place takes. */
export const stickerDestinationIds = [...webmDestinationIds, ...webpDestinationIds] as const;
export type StickerDestinationId = (typeof stickerDestinationIds)[number];
const isWebpDestination = (id: StickerDestinationId): id is WebpDestinationId =>
  (webpDestinationIds as readonly string[]).includes(id);
/** A sticker place's entry in contracts' destinations (its `format`: "webm" or "webp"). */
export const stickerDestination = (id: StickerDestinationId) =>
  isWebpDestination(id) ? webpDestination(id) : webmDestination(id);

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
     * A sticker place (contracts' destinations with format "webm" or "webp": Telegram, WhatsApp):
     * the file is made to its sides, length, frame rate and byte limit, in the format it takes.
     */
    destination: z
      .enum(stickerDestinationIds, {
        error: `Destination must be ${stickerDestinationIds.map((id) => `"${id}"`).join(", ")}.`,
      })
      .optional(),
  })
  .superRefine((options, context) => {
    if (!options.destination) return;
    const destination = stickerDestination(options.destination);
    if (options.format !== destination.format) {
      const formatName = destination.format === "webp" ? "WebP" : "WebM";
      context.addIssue({
        code: "custom",
        path: ["destination"],
        message: `${destination.name} takes ${formatName}: choose the ${formatName} format for it.`,
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

/** Convert as a chain (issue 36): no step, the output in the format asked (and its destination). */
export const convertChain = (options: ConvertOptions): ChainSpec => ({
  operations: [],
  output: {
    format: options.format,
    background: options.background,
    ...(options.destination ? { destination: options.destination } : {}),
  },
});
