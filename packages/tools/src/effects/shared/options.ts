import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Effects settings as sent: `filters` is a JSON list applied in order, each `{name, ...}` with its
 * own setting; `transparency` flattens the GIF onto a color or keys a color out; `loop_count`
 * sets how many times the result plays (absent: as the input). The same rules serve the editor,
 * the start call (the first problem is the 400's message) and the worker, which parses again.
 */

export const filterNames = [
  "grayscale",
  "sepia",
  "negate",
  "monochrome",
  "brightness",
  "contrast",
  "saturation",
  "hue",
  "tint",
  "blur",
  "sharpen",
  "vignette",
] as const;
export type FilterName = (typeof filterNames)[number];

/** A setting's range, default and unit, for the messages, the sliders and the OpenAPI text. */
export interface SettingRange {
  min: number;
  max: number;
  step: number;
  default: number;
  unit?: string;
}

/** Filters with one number, named `value` on the wire (ffmpeg eq's and hue's own ranges). */
export const valueRanges = {
  /** Added to every channel: −1 black, 0 unchanged, 1 white (ffmpeg eq brightness). */
  brightness: { min: -1, max: 1, step: 0.01, default: 0.15 },
  /** 1 unchanged, 0 flat grey, above 1 stronger (ffmpeg eq contrast). */
  contrast: { min: 0, max: 3, step: 0.01, default: 1.3 },
  /** 1 unchanged, 0 grey, above 1 more vivid (ffmpeg eq saturation). */
  saturation: { min: 0, max: 3, step: 0.01, default: 1.5 },
  /** Turns every hue around the color wheel (ffmpeg hue h). */
  hue: { min: -180, max: 180, step: 1, default: 90, unit: "°" },
} as const satisfies Record<string, SettingRange>;
export type ValueFilterName = keyof typeof valueRanges;

export const monochromeThreshold = { min: 0, max: 1, step: 0.01, default: 0.5 } as const;
export const tintStrength = { min: 0, max: 1, step: 0.01, default: 0.5 } as const;
export const defaultTintColor = "#ff8800";
/** Gaussian standard deviation in pixels, like CSS blur(). */
export const blurRadiusPx = { min: 0.1, max: 20, step: 0.1, default: 2, unit: "px" } as const;
/** ffmpeg unsharp's luma amount (5 × 5 matrix). */
export const sharpenAmount = { min: 0.1, max: 5, step: 0.1, default: 1 } as const;
/** 0 none, 1 strongest (the lens angle is strength × 90°). */
export const vignetteStrength = { min: 0.05, max: 1, step: 0.05, default: 0.5 } as const;
/** Color-key tolerance in percent of the largest color distance. */
export const keyTolerance = { min: 0, max: 100, step: 1, default: 10, unit: "%" } as const;
/** Total plays: 0 forever, 1 once (no loop block), N plays N times. */
export const loopCountLimits = { min: 0, max: 1000 } as const;
export const maxFilters = 20;

export type EffectFilter =
  | { name: "grayscale" | "sepia" | "negate" }
  | { name: "monochrome"; threshold: number }
  | { name: ValueFilterName; value: number }
  | { name: "tint"; color: string; strength: number }
  | { name: "blur"; radius: number }
  | { name: "sharpen"; amount: number }
  | { name: "vignette"; strength: number };

export type Transparency =
  | { replace_with: string }
  | { make_transparent: string; tolerance: number };

const hexColor = /^#[0-9a-fA-F]{6}$/;
const count = (value: number) => String(value);

/** Each filter's fields besides `name`: any other key is refused. */
const filterFields: Record<FilterName, readonly string[]> = {
  grayscale: [],
  sepia: [],
  negate: [],
  monochrome: ["threshold"],
  brightness: ["value"],
  contrast: ["value"],
  saturation: ["value"],
  hue: ["value"],
  tint: ["color", "strength"],
  blur: ["radius"],
  sharpen: ["amount"],
  vignette: ["strength"],
};
const transparencyFields = ["replace_with", "make_transparent", "tolerance"];

export const effectsMessages = {
  filtersList:
    'filters must be a JSON list of filters, e.g. [{"name": "grayscale"}, {"name": "contrast", "value": 1.2}].',
  tooMany: `Too many filters: at most ${maxFilters}.`,
  unknownName: (position: number, name: unknown) =>
    `Filter ${position}: unknown name ${JSON.stringify(name)}; use one of ${filterNames.join(", ")}.`,
  unknownField: (position: number, name: FilterName, field: string, allowed: readonly string[]) =>
    `Filter ${position} (${name}): unknown field ${JSON.stringify(field)}; it takes ${allowed.join(", ")}.`,
  value: (position: number, name: ValueFilterName) =>
    `Filter ${position} (${name}): value must be a number from ${count(valueRanges[name].min)} to ${count(valueRanges[name].max)}.`,
  threshold: (position: number) =>
    `Filter ${position} (monochrome): threshold must be a number from 0 to 1.`,
  tintColor: (position: number) =>
    `Filter ${position} (tint): color must be a hex color such as #ff8800.`,
  tintStrength: (position: number) =>
    `Filter ${position} (tint): strength must be a number from 0 to 1.`,
  blurRadius: (position: number) =>
    `Filter ${position} (blur): radius must be a number of pixels from ${blurRadiusPx.min} to ${blurRadiusPx.max}.`,
  sharpenAmount: (position: number) =>
    `Filter ${position} (sharpen): amount must be a number from ${sharpenAmount.min} to ${sharpenAmount.max}.`,
  vignetteStrength: (position: number) =>
    `Filter ${position} (vignette): strength must be a number from ${vignetteStrength.min} to ${vignetteStrength.max}.`,
  transparency:
    'transparency must be a JSON object: {"replace_with": "#rrggbb"} or {"make_transparent": "#rrggbb", "tolerance": 0-100}.',
  replaceColor: "transparency.replace_with must be a hex color such as #ffffff.",
  keyColor: "transparency.make_transparent must be a hex color such as #ffffff.",
  tolerance: "transparency.tolerance must be a number from 0 to 100 (percent).",
  loopCount: `Loop count must be a whole number from ${loopCountLimits.min} (forever) to ${loopCountLimits.max} plays.`,
  nothingToDo:
    "Nothing to do: add a filter, a transparency change or a loop count. Choose a preset or add a filter.",
} as const;

/**
 * Reads a number the way a form or JSON gives it (text: decimal digits only, as every tool reads
 * form numbers); the fallback when absent, NaN when unreadable.
 */
function readNumber(raw: unknown, fallback: number): number {
  // null is no number: refused, not read as "not given" (issue 40).
  if (raw === undefined || raw === "") return fallback;
  const value = readFormNumber(raw);
  return typeof value === "number" ? value : Number.NaN;
}

const within = (value: number, range: { min: number; max: number }) =>
  Number.isFinite(value) && value >= range.min && value <= range.max;

/** One filter read from JSON, or the message that names what is wrong with it. */
export function readFilter(raw: unknown, index: number): EffectFilter | { error: string } {
  const position = index + 1;
  const entry = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const name = typeof raw === "string" ? raw : entry.name;
  if (!filterNames.includes(name as FilterName)) {
    return { error: effectsMessages.unknownName(position, name) };
  }
  // Only the filter's own fields: a misspelt one would otherwise be silently ignored (issue 40).
  const allowed = ["name", ...filterFields[name as FilterName]];
  const unknown = Object.keys(entry).find((key) => !allowed.includes(key));
  if (typeof raw !== "string" && (unknown !== undefined || Array.isArray(raw))) {
    return {
      error: effectsMessages.unknownField(position, name as FilterName, unknown ?? "0", allowed),
    };
  }
  switch (name as FilterName) {
    case "grayscale":
    case "sepia":
    case "negate":
      return { name: name as "grayscale" | "sepia" | "negate" };
    case "monochrome": {
      const threshold = readNumber(entry.threshold, monochromeThreshold.default);
      if (!within(threshold, monochromeThreshold))
        return { error: effectsMessages.threshold(position) };
      return { name: "monochrome", threshold };
    }
    case "brightness":
    case "contrast":
    case "saturation":
    case "hue": {
      const valueName = name as ValueFilterName;
      const range = valueRanges[valueName];
      const value = readNumber(entry.value, range.default);
      if (!within(value, range)) return { error: effectsMessages.value(position, valueName) };
      return { name: valueName, value };
    }
    case "tint": {
      const color = entry.color === undefined ? defaultTintColor : entry.color;
      if (typeof color !== "string" || !hexColor.test(color))
        return { error: effectsMessages.tintColor(position) };
      const strength = readNumber(entry.strength, tintStrength.default);
      if (!within(strength, tintStrength)) return { error: effectsMessages.tintStrength(position) };
      return { name: "tint", color: color.toLowerCase(), strength };
    }
    case "blur": {
      const radius = readNumber(entry.radius, blurRadiusPx.default);
      if (!within(radius, blurRadiusPx)) return { error: effectsMessages.blurRadius(position) };
      return { name: "blur", radius };
    }
    case "sharpen": {
      const amount = readNumber(entry.amount, sharpenAmount.default);
      if (!within(amount, sharpenAmount)) return { error: effectsMessages.sharpenAmount(position) };
      return { name: "sharpen", amount };
    }
    case "vignette": {
      const strength = readNumber(entry.strength, vignetteStrength.default);
      if (!within(strength, vignetteStrength))
        return { error: effectsMessages.vignetteStrength(position) };
      return { name: "vignette", strength };
    }
  }
}

/** The transparency change read from JSON, or the message that names what is wrong with it. */
export function readTransparency(raw: unknown): Transparency | { error: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { error: effectsMessages.transparency };
  const entry = raw as Record<string, unknown>;
  if (Object.keys(entry).some((key) => !transparencyFields.includes(key))) {
    return { error: effectsMessages.transparency };
  }
  const replace = "replace_with" in entry;
  const key = "make_transparent" in entry;
  if (replace === key) return { error: effectsMessages.transparency };
  if (replace) {
    const color = entry.replace_with;
    if (typeof color !== "string" || !hexColor.test(color))
      return { error: effectsMessages.replaceColor };
    return { replace_with: color.toLowerCase() };
  }
  const color = entry.make_transparent;
  if (typeof color !== "string" || !hexColor.test(color))
    return { error: effectsMessages.keyColor };
  const tolerance = readNumber(entry.tolerance, keyTolerance.default);
  if (!within(tolerance, keyTolerance)) return { error: effectsMessages.tolerance };
  return { make_transparent: color.toLowerCase(), tolerance };
}

/** A JSON field of a form (text), or the value itself when the worker parses the parsed options. */
function parseJsonField(value: unknown): { value: unknown } | { error: true } {
  if (typeof value !== "string") return { value };
  try {
    return { value: JSON.parse(value) };
  } catch {
    return { error: true };
  }
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const filtersDescription = `JSON list (at most ${maxFilters}) of filters applied in order, each {name, ...}: grayscale, sepia, negate; monochrome (threshold 0-1, default 0.5: darker pixels go black, the rest white); brightness (value -1 to 1, 0 unchanged), contrast (value 0-3, 1 unchanged), saturation (value 0-3, 1 unchanged), hue (value -180 to 180 degrees); tint (color #rrggbb, strength 0-1); blur (radius ${blurRadiusPx.min}-${blurRadiusPx.max} px, the Gaussian's standard deviation); sharpen (amount ${sharpenAmount.min}-${sharpenAmount.max}); vignette (strength ${vignetteStrength.min}-1). Color filters change the colors only: transparent pixels stay transparent. Example: [{"name": "grayscale"}, {"name": "contrast", "value": 1.2}].`;
const transparencyDescription =
  'JSON object, optional: {"replace_with": "#rrggbb"} fills transparent pixels with the color after the filters (the result is opaque), or {"make_transparent": "#rrggbb", "tolerance": 0-100} makes the pixels of that color (within tolerance percent of the largest color distance; 0 = the color itself and colors within 1%) transparent before the filters.';

export const effectsOptionsSchema = z
  .object({
    /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
    target_size_bytes: targetSizeField,
    destination: destinationField,
    filters: z
      .unknown()
      .optional()
      .meta({ type: "string", description: filtersDescription })
      .transform((raw, context): EffectFilter[] => {
        if (blank(raw)) return [];
        const parsed = parseJsonField(raw);
        if ("error" in parsed || !Array.isArray(parsed.value)) {
          context.addIssue({ code: "custom", message: effectsMessages.filtersList });
          return z.NEVER;
        }
        if (parsed.value.length > maxFilters) {
          context.addIssue({ code: "custom", message: effectsMessages.tooMany });
          return z.NEVER;
        }
        const filters: EffectFilter[] = [];
        for (const [index, item] of parsed.value.entries()) {
          const filter = readFilter(item, index);
          if ("error" in filter) {
            context.addIssue({ code: "custom", message: filter.error });
            return z.NEVER;
          }
          filters.push(filter);
        }
        return filters;
      }),
    transparency: z
      .unknown()
      .optional()
      .meta({ type: "string", description: transparencyDescription })
      .transform((raw, context): Transparency | undefined => {
        if (blank(raw)) return undefined;
        const parsed = parseJsonField(raw);
        const transparency =
          "error" in parsed
            ? { error: effectsMessages.transparency }
            : readTransparency(parsed.value);
        if ("error" in transparency) {
          context.addIssue({ code: "custom", message: transparency.error });
          return z.NEVER;
        }
        return transparency;
      }),
    loop_count: z
      .unknown()
      .optional()
      .meta({
        type: "integer",
        minimum: loopCountLimits.min,
        maximum: loopCountLimits.max,
        description:
          "Total plays: 0 = forever, 1 = once, N = N times. Leave it out to keep the input's loop setting.",
      })
      .transform((raw, context): number | undefined => {
        if (blank(raw)) return undefined;
        const plays = readNumber(raw, Number.NaN);
        if (!Number.isInteger(plays) || !within(plays, loopCountLimits)) {
          context.addIssue({ code: "custom", message: effectsMessages.loopCount });
          return z.NEVER;
        }
        return plays;
      }),
  })
  .superRefine((options, context) => {
    if (
      options.filters.length === 0 &&
      options.transparency === undefined &&
      options.loop_count === undefined
    ) {
      context.addIssue({ code: "custom", path: ["filters"], message: effectsMessages.nothingToDo });
    }
  });

export type EffectsOptions = z.infer<typeof effectsOptionsSchema>;
export const effectsDefaults: EffectsOptions = {
  filters: [{ name: "grayscale" }],
  transparency: undefined,
  loop_count: undefined,
};

/** A filter with its default setting, as the editor adds it. */
export function defaultFilter(name: FilterName): EffectFilter {
  const filter = readFilter({ name }, 0);
  if ("error" in filter) throw new Error(filter.error);
  return filter;
}

/** Color filters that change each color alone (no neighbours): a palette entry can take them. */
export const pointFilterNames: readonly FilterName[] = [
  "grayscale",
  "sepia",
  "negate",
  "monochrome",
  "brightness",
  "contrast",
  "saturation",
  "hue",
  "tint",
];
export const isPointFilter = (filter: EffectFilter) => pointFilterNames.includes(filter.name);

export const presetNames = ["black-and-white", "old-film", "vivid", "invert"] as const;
export type PresetName = (typeof presetNames)[number];
export const presets: Record<PresetName, { label: string; filters: EffectFilter[] }> = {
  "black-and-white": {
    label: "Black & white",
    filters: [{ name: "grayscale" }, { name: "contrast", value: 1.15 }],
  },
  "old-film": {
    label: "Old film",
    filters: [
      { name: "sepia" },
      { name: "contrast", value: 1.1 },
      { name: "vignette", strength: 0.5 },
    ],
  },
  vivid: {
    label: "Vivid",
    filters: [
      { name: "saturation", value: 1.6 },
      { name: "contrast", value: 1.15 },
    ],
  },
  invert: { label: "Invert", filters: [{ name: "negate" }] },
};

/**
 * Effects as a chain (issue 36): an effects step (its filters and transparency; none when only
 * the loop changes) and, with loop_count, a loop step; the GIF fitted as asked.
 */
export const effectsChain = (options: EffectsOptions): ChainSpec => ({
  operations: [
    {
      op: "effects",
      filters: options.filters,
      ...(options.transparency ? { transparency: options.transparency } : {}),
    },
    ...(options.loop_count === undefined
      ? []
      : [{ op: "loop" as const, loop_count: options.loop_count }]),
  ],
  output: gifOutputOf(options),
});
