import { z } from "zod";

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
export const convertOptionsSchema = z.object({
  format: z
    .enum(convertFormats, { error: 'Format must be "mp4", "webp", "apng", "avif" or "webm".' })
    .default("mp4"),
  background: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, {
      error: "Background must be a hex colour such as #ffffff.",
    })
    .transform((colour) => colour.toLowerCase())
    .default("#ffffff"),
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
