import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { ditherKernels } from "../../shared/error-diffusion.ts";
import { integerField } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

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
  destination: destinationField,
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

/**
 * Colours this close (largest per-channel difference, of 255) are written as one in GIFs of at
 * most 4,096 colours (more go through the quantiser, which merges them anyway): 1 below
 * quality 100, 0 (every colour exact) at 100. Antialiased flat-colour GIFs hold runs of such
 * near-twins (#6CE1FE, #6CE1FF, #6DE1FF): merged, rotating-squares.gif's 42 colours fit a 32-entry
 * table (5% fewer bytes) at SSIM 0.999999; a difference of 1 cannot be seen. Wider merges
 * made GIFs that already fit their palette bigger (classroom.gif +3% and +8% at 3 and 4 levels),
 * so the encoder widens only where a frame would otherwise be quantised and dithered, and only up
 * to the inter-frame error (iss634.gif: 5 levels, 4% fewer bytes at higher SSIM).
 */
export function colourMergeLevelsForQuality(quality: number): number {
  return quality < 100 ? 1 : 0;
}

/**
 * A GIF counts as flat-colour (drawings, logos, UI captures) when at least this share of its
 * horizontally adjacent opaque pixels have the same colour. The fixtures: 0.85-0.98 for the
 * drawings, 0.48 (classroom.gif) and 0.70 (iss634.gif) for the dithered photographs.
 */
export const flatColourMinShare = 0.8;

/**
 * gifsicle's --lossy for the lossy setting. On flat-colour GIFs gifsicle's lossy LZW only bends
 * the edges of large flat areas, so the setting is applied 3.5 times as strongly there (20 → 70):
 * on the three flat fixtures that cost at most 0.0003 SSIM (invisible) for 0.1-3% fewer bytes,
 * where 20 itself was in gifsicle's noise (dispose-background.gif: 7,463 bytes at 20, 7,460
 * lossless). Photographs keep the setting as it is: 70 there costs 0.03-0.05 SSIM. 0 stays
 * lossless.
 */
export function gifsicleLossyFor(lossy: number, flatColour: boolean): number {
  return flatColour ? Math.round(lossy * 3.5) : lossy;
}

/**
 * Optimize as a chain (issue 36): no step, the GIF written with these encoder settings (the
 * output step's), fitted as asked.
 */
export const optimizeChain = (options: OptimizeOptions): ChainSpec => ({
  operations: [],
  output: {
    ...gifOutputOf(options),
    quality: options.quality,
    colors: options.colors,
    lossy: options.lossy,
    dither: options.dither,
    optimize_level: options.optimize_level,
  },
});
