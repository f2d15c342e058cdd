import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import { integerField, readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/** Per-frame duration bounds (spec: tools §5), in milliseconds. */
export const frameDurationLimitsMs = { min: 50, max: 5000 } as const;
/** The settings panel's default frame duration: bounds, slider step and default (spec: tools §5, §9). */
export const defaultFrameDurationMs = { min: 100, max: 2000, step: 50, default: 500 } as const;
export const loopCountLimits = { min: 0, max: 10 } as const;
export const transitionStepLimits = { min: 2, max: 12, default: 6 } as const;
/** The most images one GIF Maker task takes (uploads and URLs together). */
export const maxGifMakerImages = 100;

export const frameEffects = ["none", "fade", "zoom"] as const;
export type FrameEffect = (typeof frameEffects)[number];
export const frameEffectLabels: Record<FrameEffect, string> = {
  none: "None",
  fade: "Fade",
  zoom: "Zoom",
};

export const transitionTypes = ["none", "crossfade"] as const;
export type TransitionType = (typeof transitionTypes)[number];

export const qualityLevelNames = ["low", "medium", "high", "ultra"] as const;
export type QualityLevelName = (typeof qualityLevelNames)[number];

export interface QualityLevel {
  label: string;
  /** Colours in each frame's own palette (ffmpeg palettegen max_colors; one entry is kept for transparency). */
  colours: number;
  /** ffmpeg paletteuse dithering: an ordered Bayer pattern (with its scale), or error diffusion. */
  dither:
    | { method: "bayer"; bayerScale: number }
    | { method: "floyd_steinberg" }
    | { method: "sierra2_4a" };
  /** gifsicle --lossy strength (0 = off): how much LZW may bend pixels to compress better. */
  lossy: number;
  /** The FAQ's one-line description. */
  summary: string;
}

/**
 * What each quality level does, quoted by the FAQ. Every frame gets its own palette (a GIF Maker
 * frame is often a different photo), then gifsicle -O3 optimises and, below Ultra, --lossy trades
 * a little fidelity for size. Measured by apps/server/scripts/bench-gif-maker.ts (eight photos at
 * 660 × 480 with crossfades and a zoom, 60 frames): Low 4.0 MB (SSIM 0.872), Medium 5.1 MB
 * (0.926), High 7.4 MB (0.939), Ultra 11.8 MB (0.945).
 */
export const qualityLevels: Record<QualityLevelName, QualityLevel> = {
  low: {
    label: "Low",
    colours: 64,
    dither: { method: "bayer", bayerScale: 2 },
    lossy: 80,
    summary:
      "64 colors per frame, ordered (Bayer) dithering, strong lossy compression: the smallest files.",
  },
  medium: {
    label: "Medium",
    colours: 128,
    dither: { method: "bayer", bayerScale: 3 },
    lossy: 40,
    summary: "128 colors per frame, fine ordered (Bayer) dithering, moderate lossy compression.",
  },
  high: {
    label: "High",
    colours: 256,
    dither: { method: "floyd_steinberg" },
    lossy: 20,
    summary:
      "256 colors per frame, Floyd-Steinberg dithering, light lossy compression: the default.",
  },
  ultra: {
    label: "Ultra",
    colours: 256,
    dither: { method: "sierra2_4a" },
    lossy: 0,
    summary:
      "256 colors per frame, Sierra Lite dithering, no lossy compression: the most faithful and largest.",
  },
};

const maxOutputSide = defaultLimits.maxGifOutputSide;
export const outputSideMessages = {
  width: `Width must be a whole number of pixels from 1 to ${maxOutputSide}.`,
  height: `Height must be a whole number of pixels from 1 to ${maxOutputSide}.`,
} as const;

/** An optional output side: blank or absent means "follow the first image". */
function outputSideField(side: keyof typeof outputSideMessages) {
  return z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      integerField(outputSideMessages[side], 1, maxOutputSide).optional(),
    )
    .meta({
      type: "integer",
      minimum: 1,
      maximum: maxOutputSide,
      description: `Output ${side} in pixels (1-${maxOutputSide}). Leave out both sides for the first image's size (scaled down to ${maxOutputSide} × ${maxOutputSide} at most); give one and the other follows the first image's shape. Every image is fitted inside and letterboxed with background_color.`,
    });
}

const durationMessage = `Each frame duration must be a whole number of milliseconds from ${frameDurationLimitsMs.min} to ${frameDurationLimitsMs.max}.`;
const effectMessage = "Each frame effect must be none, fade or zoom.";
const orderMessage = 'order must be a JSON list of "file:N" and "url:N" entries.';

/** A list field sent as JSON text in a form (or as a list by the worker, which parses again). */
function jsonList<Item extends z.ZodType>(item: Item, message: string) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return Symbol("invalid JSON");
    }
  }, z.array(item, { error: message }).optional());
}

/**
 * GIF Maker settings as sent (spec: tools §7; DESIGN §4). frame_durations and effects hold one
 * entry per image in the final order (null: use frame_duration / none); `order` lists the inputs
 * as "file:N" (the Nth uploaded file) and "url:N" (the Nth URL); without it, files come first,
 * then URLs.
 */
export const gifMakerOptionsSchema = z.object({
  frame_durations: jsonList(
    z.union(
      [
        z.null(),
        z
          .number({ error: durationMessage })
          .int({ error: durationMessage })
          .min(frameDurationLimitsMs.min, { error: durationMessage })
          .max(frameDurationLimitsMs.max, { error: durationMessage }),
      ],
      { error: durationMessage },
    ),
    durationMessage,
  ),
  effects: jsonList(
    z.union([z.null(), z.enum(frameEffects)], { error: effectMessage }),
    effectMessage,
  ),
  frame_duration: integerField(
    `Frame duration must be a whole number of milliseconds from ${defaultFrameDurationMs.min} to ${defaultFrameDurationMs.max}.`,
    defaultFrameDurationMs.min,
    defaultFrameDurationMs.max,
  ).default(defaultFrameDurationMs.default),
  loop_count: integerField(
    `Loop count must be a whole number from ${loopCountLimits.min} (forever) to ${loopCountLimits.max}.`,
    loopCountLimits.min,
    loopCountLimits.max,
  ).default(0),
  quality_level: z
    .enum(qualityLevelNames, { error: "Quality must be low, medium, high or ultra." })
    .default("high"),
  transition_type: z
    .enum(transitionTypes, { error: "Transition must be none or crossfade." })
    .default("none"),
  // The spec clamps the step count to 2-12 rather than refusing it.
  transition_steps: z
    .preprocess(
      readFormNumber,
      z
        .number({ error: "Transition steps must be a number from 2 to 12." })
        .refine(Number.isFinite, {
          error: "Transition steps must be a number from 2 to 12.",
        }),
    )
    .transform((steps) =>
      Math.min(transitionStepLimits.max, Math.max(transitionStepLimits.min, Math.round(steps))),
    )
    .default(transitionStepLimits.default),
  background_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, {
      error: "Background color must be a hex color such as #000000.",
    })
    .default("#000000"),
  width: outputSideField("width"),
  height: outputSideField("height"),
  order: jsonList(
    z
      .string()
      .regex(/^(file|url):\d{1,3}$/, { error: orderMessage })
      // By number, not by spelling (issue 40): "file:01" is file 1, a duplicate beside "file:1".
      .transform((entry) => {
        const [kind, index] = entry.split(":") as [string, string];
        return `${kind}:${Number(index)}`;
      }),
    orderMessage,
  ),
  target_size_bytes: targetSizeField,
  destination: destinationField,
});
export type GifMakerOptions = z.infer<typeof gifMakerOptionsSchema>;
export const gifMakerDefaults: GifMakerOptions = gifMakerOptionsSchema.parse({});

export interface InputReference {
  kind: "file" | "url";
  index: number;
}

/** The inputs in GIF order: `order` when given, otherwise every file, then every URL. */
export function orderedInputs(
  options: GifMakerOptions,
  counts: { fileCount: number; urlCount: number },
): InputReference[] {
  if (options.order) {
    return options.order.map((entry) => {
      const [kind, index] = entry.split(":") as ["file" | "url", string];
      return { kind, index: Number(index) };
    });
  }
  return [
    ...Array.from({ length: counts.fileCount }, (_, index) => ({ kind: "file" as const, index })),
    ...Array.from({ length: counts.urlCount }, (_, index) => ({ kind: "url" as const, index })),
  ];
}

/**
 * What the options say against the request's inputs: `order` must name every input exactly once,
 * and the per-frame lists must have one entry per image. Null when they agree.
 */
export function checkGifMakerInputs(
  options: GifMakerOptions,
  counts: { fileCount: number; urlCount: number },
): string | null {
  const imageCount = counts.fileCount + counts.urlCount;
  if (options.order) {
    const seen = new Set<string>();
    for (const entry of options.order) {
      const [kind, index] = entry.split(":") as [string, string];
      const available = kind === "file" ? counts.fileCount : counts.urlCount;
      if (Number(index) >= available) {
        return `order names ${entry}, but ${available} ${kind === "file" ? "file" : "URL"}${available === 1 ? " was" : "s were"} sent.`;
      }
      if (seen.has(entry)) return `order names ${entry} twice.`;
      seen.add(entry);
    }
    if (seen.size !== imageCount)
      return `order lists ${seen.size} of the ${imageCount} images; it must list each once.`;
  }
  for (const [name, list] of [
    ["frame_durations", options.frame_durations],
    ["effects", options.effects],
  ] as const) {
    if (list && list.length !== imageCount) {
      return `${name} has ${list.length} ${list.length === 1 ? "entry" : "entries"} for ${imageCount} ${imageCount === 1 ? "image" : "images"}; send one per image.`;
    }
  }
  return null;
}

/** "#rrggbb" → channels. */
export function parseHexColour(hex: string): { red: number; green: number; blue: number } {
  const value = Number.parseInt(hex.slice(1), 16);
  return { red: (value >> 16) & 0xff, green: (value >> 8) & 0xff, blue: value & 0xff };
}
