import { z } from "zod";
import { ditherKernels } from "../shared/error-diffusion.ts";
import { integerField } from "../shared/form-fields.ts";
import { targetSizeField } from "../shared/target-size.ts";

/** Limits of the settings (spec: tools §5), shared by the sliders and the server. */
export const optimizeRanges = {
  quality: { min: 1, max: 100, step: 1 },
  colors: { min: 2, max: 256, step: 2 },
  lossy: { min: 0, max: 100, step: 1 },
  optimize_level: { min: 1, max: 3, step: 1 },
} as const;

export const optimizeOptionsSchema = z.object({
  quality: integerField("Quality must be a whole number from 1 to 100.", 1, 100).default(80),
  colors: integerField("Colors must be a whole number from 2 to 256.", 2, 256).default(256),
  lossy: integerField("Lossy must be a whole number from 0 to 100.", 0, 100).default(20),
  dither: z
    .enum(ditherKernels, {
      error: "Dither must be one of floyd-steinberg, atkinson, burkes, none.",
    })
    .default("floyd-steinberg"),
  optimize_level: integerField("Optimize level must be 1, 2 or 3.", 1, 3).default(3),
  target_size_bytes: targetSizeField,
});
export type OptimizeOptions = z.infer<typeof optimizeOptionsSchema>;
export const optimizeDefaults: OptimizeOptions = {
  quality: 80,
  colors: 256,
  lossy: 20,
  dither: "floyd-steinberg",
  optimize_level: 3,
};

/** One-click presets (spec: tools §9); they set quality, colours and lossy. */
export const optimizePresets = [
  { id: "social", label: "Social", quality: 75, colors: 128, lossy: 20 },
  { id: "web", label: "Web", quality: 85, colors: 128, lossy: 10 },
  { id: "max", label: "Max Compression", quality: 60, colors: 64, lossy: 30 },
] as const;

export const ditherLabels: Record<OptimizeOptions["dither"], string> = {
  "floyd-steinberg": "Floyd-Steinberg",
  atkinson: "Atkinson",
  burkes: "Burkes",
  none: "None",
};

/** Sizes as the spec shows them: KB = bytes / 1024, at least 1. */
export function toKilobytes(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}

/**
 * What quality means here (a documented trade-off): how much a pixel may change between frames
 * and still not be redrawn. 100 redraws every change; each point below 100 allows 0.4 more
 * levels (of 255) per channel, so 80 → 8, 60 → 16, 1 → 40. Still areas then stay byte-identical
 * between frames and compress to almost nothing.
 */
export function interFrameMaxErrorForQuality(quality: number): number {
  return Math.round((100 - quality) * 0.4);
}
