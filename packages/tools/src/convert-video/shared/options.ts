import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";

/**
 * Convert Video (issue 42): a video to MP4 (H.264/AAC), WebM (VP9/Opus), MOV (H.264/AAC in
 * QuickTime) or GIF (the chain's video-to-frames path and Video to GIF's encoder), at a quality.
 */
export const convertVideoFormats = ["mp4", "webm", "mov", "gif"] as const;
export type ConvertVideoFormat = (typeof convertVideoFormats)[number];
export const convertVideoQualities = ["high", "medium", "small"] as const;
export type ConvertVideoQuality = (typeof convertVideoQualities)[number];

export const convertVideoMessages = {
  format: "format must be mp4, webm, mov or gif.",
  quality: "quality must be high, medium or small.",
} as const;

export const convertVideoOptionsSchema = z.object({
  format: z.enum(convertVideoFormats, { error: convertVideoMessages.format }).default("mp4").meta({
    description: "mp4 (H.264/AAC, the default), webm (VP9/Opus), mov (H.264/AAC) or gif.",
  }),
  quality: z
    .enum(convertVideoQualities, { error: convertVideoMessages.quality })
    .default("medium")
    .meta({
      description:
        "high, medium (the default) or small: the video's constant rate factor, or a GIF's frame rate and colours.",
    }),
});
export type ConvertVideoOptions = z.output<typeof convertVideoOptionsSchema>;
export const convertVideoDefaults: ConvertVideoOptions = { format: "mp4", quality: "medium" };

/**
 * Constant rate factors per quality: H.264's 18 is visually lossless, 23 its default, 28 about
 * half the bytes of 23; VP9's scale is higher for the same look (32 is the chain's default).
 */
export const convertVideoCrf: Record<"h264" | "vp9", Record<ConvertVideoQuality, number>> = {
  h264: { high: 18, medium: 23, small: 28 },
  vp9: { high: 24, medium: 32, small: 40 },
};

/** A GIF's frame rate and colours per quality (Video to GIF's default rate is 15). */
export const convertVideoGifSettings: Record<ConvertVideoQuality, { fps: number; colors: number }> =
  {
    high: { fps: 20, colors: 256 },
    medium: { fps: 15, colors: 256 },
    small: { fps: 10, colors: 128 },
  };

/** The chain a conversion is: no step, only the output (MOV is made as MP4, then remuxed). */
export const convertVideoChain = (options: ConvertVideoOptions): ChainSpec =>
  options.format === "gif"
    ? { operations: [], output: { format: "gif", ...convertVideoGifSettings[options.quality] } }
    : { operations: [], output: { format: options.format === "webm" ? "webm" : "mp4" } };
