import { z } from "zod";

/**
 * The byte X-ray of a GIF (issue 39): where its bytes go and what could be saved, as
 * `POST /api/analyze` answers it and the result screen draws it. Data only (shared by the server,
 * which makes it, and the site, which shows it).
 */

/** One part of the file; every byte of the file is in exactly one part. */
export const xrayPartSchema = z.object({
  id: z.enum([
    "header",
    "global-palette",
    "local-palettes",
    "frame-controls",
    "image-descriptors",
    "image-data",
    "loop",
    "comments",
    "other-extensions",
    "trailer",
  ]),
  label: z.string(),
  bytes: z.number().int(),
});
export type XrayPart = z.infer<typeof xrayPartSchema>;

export const xrayFrameSchema = z.object({
  index: z.number().int(),
  /** Graphic Control + image descriptor + local palette + image data of this frame. */
  bytes: z.number().int(),
  image_data_bytes: z.number().int(),
  local_palette_bytes: z.number().int(),
  delay_cs: z.number().int(),
  left: z.number().int(),
  top: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The frame shows exactly the picture of the frame before it (an earlier index), else null. */
  duplicate_of: z.number().int().nullable(),
  /** Opaque pixels this frame draws in the colour the screen already had there. */
  unchanged_pixels: z.number().int(),
  /** Entries of the colour table the frame uses, and how many of them its pixels use. */
  palette_entries: z.number().int(),
  colours_used: z.number().int(),
});
export type XrayFrame = z.infer<typeof xrayFrameSchema>;

export const xrayFindingSchema = z.object({
  id: z.enum([
    "duplicate-frames",
    "unchanged-pixels",
    "palette-larger-than-used",
    "metadata",
    "lossy",
  ]),
  title: z.string(),
  detail: z.string(),
  /** Bytes predicted to be saved; null when the analysis does not predict it. */
  predicted_saving_bytes: z.number().int().nullable(),
  /**
   * The numbers in the title and detail (count, bytes, pixels, entries, used, percent), so a page
   * in another language writes its own sentence (issue 38); the API's sentences stay English.
   */
  values: z.record(z.string(), z.number()),
  /** A one-click fix the result screen offers for it, if any. */
  action: z.enum(["merge-duplicate-frames"]).nullable(),
});
export type XrayFinding = z.infer<typeof xrayFindingSchema>;

export const gifXraySchema = z.object({
  file_bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  frame_count: z.number().int(),
  /** Sums to `file_bytes` exactly. */
  parts: z.array(xrayPartSchema),
  frames: z.array(xrayFrameSchema),
  findings: z.array(xrayFindingSchema),
});
export type GifXray = z.infer<typeof gifXraySchema>;

/**
 * Optimize's settings for "merge duplicate frames": nothing re-quantised, nothing lossy
 * (quality 100 keeps every changed pixel, 256 colours, lossy 0, no dither), so what gifsicle's
 * -O3 does is what changes: frames that show the picture before them are dropped and their delay
 * added to that frame (optimize/server/commands.ts mayDropEmptyFrames). The analysis itself is optimize/server/gif-xray.ts.
 */
export const mergeDuplicateFramesSettings = {
  quality: "100",
  colors: "256",
  lossy: "0",
  dither: "none",
  optimize_level: "3",
} as const;

/** The largest GIF the analysis decodes: its screen's pixels times its frames. */
export const xrayMaxScreenPixels = 100_000_000;

/**
 * The largest GIF `POST /api/analyze` reads: it is read into the API process's memory and decoded
 * there (pure code, no binary), so it is bounded well below the upload limit.
 */
export const xrayMaxFileBytes = 30 * 1024 * 1024;
