import { z } from "zod";

/** What Convert writes: an H.264 video, an animated WebP or an animated PNG. */
export const convertFormats = ["mp4", "webp", "apng"] as const;
export type ConvertFormat = (typeof convertFormats)[number];

/**
 * Convert settings as sent: the target `format`, and for MP4 the `background` colour that
 * transparent pixels are drawn on (a video has no transparency). WebP and APNG keep transparency,
 * so they ignore `background`.
 */
export const convertOptionsSchema = z.object({
  format: z
    .enum(convertFormats, { error: 'Format must be "mp4", "webp" or "apng".' })
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
} as const satisfies Record<(typeof convertFormats)[number], string>;

export const convertDefaults: ConvertOptions = { format: "mp4", background: "#ffffff" };
