import { defaultLimits, destinations, formatMegabytes } from "@gifkit/contracts";
import { z } from "zod";
import { integerField } from "../../shared/form-fields.ts";

/**
 * Compress Video (issue 42): a video made to fit a size, the target in bytes or a destination's
 * upload limit, by a two-pass encode at the bitrate the size and the length allow.
 */

/**
 * Destinations whose documented limit is for any file, a video included (contracts'
 * destinations.ts quotes each): Discord's 10 MiB per file, Gmail's 25 MB of attachments,
 * GitHub's 10 MB for videos on free plans, Slack's 1 GB. X's and Reddit's figures there are
 * their GIF limits, not their video ones, so they are not offered.
 */
export const videoDestinationIds = ["discord", "email", "github", "slack"] as const;
export type VideoDestinationId = (typeof videoDestinationIds)[number];

export const videoDestinations = videoDestinationIds.map((id) => {
  const destination = destinations.find((entry) => entry.id === id);
  if (!destination) throw new Error(`destination ${id} is not in contracts' destinations`);
  return destination;
});

/** Smallest target: below 100 KB a video of any length is a smear. Largest: the upload limit. */
export const compressTargetLimitsBytes = {
  min: 100_000,
  max: defaultLimits.maxUploadBytes,
} as const;

export const compressVideoMessages = {
  target: `Target size must be a whole number of bytes from ${compressTargetLimitsBytes.min.toLocaleString("en-US")} (100 KB) to ${compressTargetLimitsBytes.max.toLocaleString("en-US")} (${formatMegabytes(compressTargetLimitsBytes.max)}).`,
  destination: `Destination must be one of: ${videoDestinationIds.join(", ")}.`,
  missing: "Give target_size_bytes (bytes) or destination (discord, email, github or slack).",
  format: "Format must be mp4 or webm.",
} as const;

export const compressVideoFormats = ["mp4", "webm"] as const;

export const compressVideoOptionsSchema = z
  .object({
    target_size_bytes: integerField(
      compressVideoMessages.target,
      compressTargetLimitsBytes.min,
      compressTargetLimitsBytes.max,
    )
      .optional()
      .meta({ description: "The largest the video may be, in bytes (100 KB to 200 MB)." }),
    destination: z
      .enum(videoDestinationIds, { error: compressVideoMessages.destination })
      .optional()
      .meta({
        description:
          "Where the video goes (GET /api/destinations): its upload limit is the target (this replaces target_size_bytes).",
      }),
    format: z
      .enum(compressVideoFormats, { error: compressVideoMessages.format })
      .default("mp4")
      .meta({ description: "mp4 (H.264/AAC, the default) or webm (VP9/Opus)." }),
  })
  .superRefine((options, context) => {
    if (options.target_size_bytes === undefined && options.destination === undefined) {
      context.addIssue({ code: "custom", message: compressVideoMessages.missing });
    }
  });
export type CompressVideoOptions = z.output<typeof compressVideoOptionsSchema>;
export const compressVideoDefaults: CompressVideoOptions = {
  format: "mp4",
  destination: "discord",
};

/** The target in bytes: the destination's limit when one is named, else target_size_bytes. */
export function compressTargetBytes(options: CompressVideoOptions): number {
  if (options.destination !== undefined) {
    const destination = videoDestinations.find((entry) => entry.id === options.destination);
    if (destination) return Math.min(destination.max_bytes, compressTargetLimitsBytes.max);
  }
  return options.target_size_bytes ?? compressTargetLimitsBytes.max;
}

/**
 * What of the target goes to the stream's own bits: the MP4 or WebM container's index and
 * headers, and the rate control's spread around its average, take a few percent (measured on
 * the fixture clips: 1-2% container, up to 2% spread), so the encode aims at 96% of the target.
 */
export const streamShareOfTarget = 0.96;

/**
 * What the first encode aims at: lower than streamShareOfTarget, because x264's two passes on a
 * short clip overshoot the asked bitrate. Measured on the six fixture clips at half their size
 * (npm run bench:video-tools, 2026-12-02): aimed at 0.96, the clips with sound or none landed at
 * 1.002-1.052 of the target, every one outside the window, so each took a third encode (1.76×
 * the CPU of the bare two passes). Aimed at 0.90 they land at 0.94-0.99, inside [0.90, 1.00]
 * at once; the correcting encode, which measures, still aims at 0.96.
 */
export const firstEncodeShareOfTarget = 0.9;

/** The fewest video kilobits a second worth making: under it the picture is blocks. */
export const minVideoKilobitsPerSecond = 50;

/**
 * Bits per pixel per frame under which the size is lowered: below it a smaller picture at more
 * bits per pixel keeps more of the video than a full-size one in blocks. Measured, not taken
 * from x264's rate tables (npm run bench:video-tools, 2026-12-02: SSIM against the source at
 * its own size, each clip at half its bytes, beside a bare two-pass -preset slow at full size
 * and the same bytes): at 0.05, the usual rule, four of six clips were made smaller and three
 * lost to the full-size encode (rabbit320.webm by 0.0058, the portrait clip by 0.0044,
 * bottle-detection by 0.0045); at 0.035 and 0.02 the portrait clip still lost by 0.005-0.006;
 * at 0.015 only the 40 s clip (0.009 bits per pixel) is made smaller and every clip is within
 * 0.0006 of the full-size encode or better.
 */
export const minBitsPerPixel = 0.015;

/** The smallest short side the size is lowered to. */
export const minShortSidePixels = 144;

/** The audio's bitrate by the total budget: most of a small budget goes to the picture. */
export function audioKilobitsFor(totalKilobitsPerSecond: number): number {
  if (totalKilobitsPerSecond >= 1000) return 128;
  if (totalKilobitsPerSecond >= 400) return 96;
  return 64;
}

/** A target too small for the length: the API's English message and its figures (the editor's words). */
export interface CompressionRefusal {
  ok: false;
  message: string;
  /** The length the plan used (at least 0.1 s). */
  seconds: number;
  targetBytes: number;
  /** What the target leaves for the picture (never below 0). */
  videoKilobitsPerSecond: number;
  /** The smallest target that leaves minVideoKilobitsPerSecond. */
  neededBytes: number;
}

export interface CompressionPlan {
  ok: true;
  videoKilobitsPerSecond: number;
  audioKilobitsPerSecond: number;
  width: number;
  height: number;
  /** The picture was made smaller (too few bits per pixel at its own size). */
  scaled: boolean;
}

const even = (pixels: number) => Math.max(2, Math.round(pixels / 2) * 2);

/**
 * The bitrates and size of a compression (pure: the editor shows it, the server runs it): the
 * target's bits over the length, audio chosen by the budget, the rest the picture's; the picture
 * made smaller only when its bits per pixel would be under minBitsPerPixel, and always within
 * the video output limit (1920 × 1080 either way up).
 */
export function planCompression(input: {
  targetBytes: number;
  durationSeconds: number;
  width: number;
  height: number;
  framesPerSecond: number;
  hasAudio: boolean;
}): CompressionPlan | CompressionRefusal {
  const seconds = Math.max(input.durationSeconds, 0.1);
  const totalKilobitsPerSecond =
    (input.targetBytes * 8 * firstEncodeShareOfTarget) / seconds / 1000;
  const audioKilobitsPerSecond = input.hasAudio ? audioKilobitsFor(totalKilobitsPerSecond) : 0;
  const videoKilobitsPerSecond = Math.floor(totalKilobitsPerSecond - audioKilobitsPerSecond);
  if (videoKilobitsPerSecond < minVideoKilobitsPerSecond) {
    const neededBytes = Math.ceil(
      ((minVideoKilobitsPerSecond + audioKilobitsPerSecond) * 1000 * seconds) /
        8 /
        firstEncodeShareOfTarget,
    );
    const leftKilobitsPerSecond = Math.max(0, videoKilobitsPerSecond);
    return {
      ok: false,
      message: `This ${seconds.toFixed(1)} s video cannot fit in ${(input.targetBytes / 1_000_000).toFixed(2)} MB: that leaves ${leftKilobitsPerSecond} kb/s for the picture, and it needs at least ${minVideoKilobitsPerSecond} kb/s. Choose at least ${(neededBytes / 1_000_000).toFixed(2)} MB, or trim the video first.`,
      seconds,
      targetBytes: input.targetBytes,
      videoKilobitsPerSecond: leftKilobitsPerSecond,
      neededBytes,
    };
  }
  // Within the output limit first (either way up), keeping the shape.
  const longSide = defaultLimits.maxVideoOutputWidth;
  const shortSide = defaultLimits.maxVideoOutputHeight;
  const landscape = input.width >= input.height;
  const limitScale = Math.min(
    1,
    (landscape ? longSide : shortSide) / input.width,
    (landscape ? shortSide : longSide) / input.height,
  );
  let scale = limitScale;
  const bitsPerPixel =
    (videoKilobitsPerSecond * 1000) /
    (input.width * scale * input.height * scale * Math.max(1, input.framesPerSecond));
  let scaled = limitScale < 1;
  if (bitsPerPixel < minBitsPerPixel) {
    const floorScale = minShortSidePixels / Math.min(input.width, input.height);
    const wanted = scale * Math.sqrt(bitsPerPixel / minBitsPerPixel);
    const next = Math.min(scale, Math.max(wanted, floorScale));
    if (next < scale) {
      scale = next;
      scaled = true;
    }
  }
  return {
    ok: true,
    videoKilobitsPerSecond,
    audioKilobitsPerSecond,
    width: scaled ? even(input.width * scale) : input.width,
    height: scaled ? even(input.height * scale) : input.height,
    scaled,
  };
}
