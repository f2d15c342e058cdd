import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Censor settings as sent (issue 26): `regions` is a JSON array of 1-20 rectangles, each hidden
 * by a blur, pixel blocks or a solid box, during its own time range. Everything that cannot be
 * guessed is refused with a message naming the region; whether a region lands on the picture and
 * which frames its times cover depend on the GIF (see regions.ts).
 */

export const censorStyles = ["blur", "pixelate", "box"] as const;
export type CensorStyle = (typeof censorStyles)[number];

export const maxCensorRegions = 20;
/** Coordinates and sizes are whole pixels; no GIF edited here is larger (output side: 2,000 px). */
export const maxRegionCoordinatePx = 20_000;
/** Blur radius or pixel block size, in pixels. */
export const strengthRangePx = { min: 2, max: 100 } as const;
/** Region times are finite and at most a day (JSON cannot carry Infinity to the worker). */
export const maxRegionTimeSeconds = 86_400;

export interface CensorRegion {
  /** Left edge in pixels of the GIF's picture. */
  x: number;
  /** Top edge in pixels. */
  y: number;
  width: number;
  height: number;
  style: CensorStyle;
  /** Blur radius (blur) or block size (pixelate) in pixels; a box ignores it. */
  strength: number;
  /** #rrggbb: the box's fill, and what shows through transparent pixels of a blur or pixelation. */
  color: string;
  /** Seconds from the GIF's start. */
  start_time: number;
  /** Seconds; null = until the end of the GIF. */
  end_time: number | null;
}

export const defaultRegion: CensorRegion = {
  x: 0,
  y: 0,
  width: 80,
  height: 40,
  style: "blur",
  strength: 12,
  color: "#000000",
  start_time: 0,
  end_time: null,
};

export const censorMessages = {
  notAList: "The regions could not be read: regions must be a JSON array.",
  none: "Draw at least one region to censor.",
  tooMany: `Too many regions: at most ${maxCensorRegions}.`,
} as const;

/**
 * A number from a number or a string of decimal digits (the site's one reading of form numbers:
 * "0x10", "1e5" and " 20 " are refused like any other bad value); anything else is NaN.
 */
function readNumber(value: unknown): number {
  if (typeof value === "number") return value;
  const read = readFormNumber(value);
  return typeof read === "number" ? read : Number.NaN;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** #rgb or #rrggbb (any case) as lower-case #rrggbb; null when it is not a hex color. */
export function normaliseHexColor(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const hex = match[1].toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`;
}

/** Seconds rounded to GIF hundredths, the unit frames are timed in. */
export const roundSeconds = (seconds: number) => Math.round(seconds * 100) / 100;

const formatSeconds = (seconds: number) => `${seconds.toFixed(2)} s`;

const regionFields = [
  "x",
  "y",
  "width",
  "height",
  "style",
  "strength",
  "color",
  "start_time",
  "end_time",
];

/** Reads one region as sent: the region, or the message for the person who sent it. */
export function normaliseRegion(raw: unknown, index: number): CensorRegion | { error: string } {
  const name = `Region ${index + 1}`;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { error: `${name} must be an object with x, y, width, height and style.` };
  }
  const input = raw as Record<string, unknown>;
  // Only a region's own fields: a misspelt one would otherwise be silently ignored (issue 40).
  const unknown = Object.keys(input).find((key) => !regionFields.includes(key));
  if (unknown !== undefined) {
    return {
      error: `${name}: unknown field ${JSON.stringify(unknown)}; a region takes ${regionFields.join(", ")}.`,
    };
  }

  const whole = (field: "x" | "y" | "width" | "height", min: number) => {
    const value = readNumber(input[field]);
    return Number.isInteger(value) && value >= min && value <= maxRegionCoordinatePx ? value : null;
  };
  const x = whole("x", 0);
  const y = whole("y", 0);
  if (x === null || y === null) {
    return {
      error: `${name}: x and y must be whole numbers of pixels from 0 to ${maxRegionCoordinatePx.toLocaleString("en-US")}.`,
    };
  }
  const width = whole("width", 1);
  const height = whole("height", 1);
  if (width === null || height === null) {
    return {
      error: `${name}: width and height must be whole numbers of pixels from 1 to ${maxRegionCoordinatePx.toLocaleString("en-US")}.`,
    };
  }

  const style = isBlank(input.style) ? defaultRegion.style : input.style;
  if (!censorStyles.includes(style as CensorStyle)) {
    return { error: `${name}: style must be blur, pixelate or box.` };
  }
  const strength = isBlank(input.strength) ? defaultRegion.strength : readNumber(input.strength);
  if (
    !Number.isInteger(strength) ||
    strength < strengthRangePx.min ||
    strength > strengthRangePx.max
  ) {
    return {
      error: `${name}: strength must be a whole number of pixels from ${strengthRangePx.min} to ${strengthRangePx.max}.`,
    };
  }
  const color = normaliseHexColor(isBlank(input.color) ? defaultRegion.color : input.color);
  if (!color) return { error: `${name}: the color must be a hex color such as #000000.` };

  const start = isBlank(input.start_time) ? 0 : readNumber(input.start_time);
  if (!Number.isFinite(start) || start < 0 || start > maxRegionTimeSeconds) {
    return {
      error: `${name}: start_time must be a number of seconds from 0 to ${maxRegionTimeSeconds.toLocaleString("en-US")}.`,
    };
  }
  const end = isBlank(input.end_time) ? null : readNumber(input.end_time);
  if (end !== null && (!Number.isFinite(end) || end < 0 || end > maxRegionTimeSeconds)) {
    return {
      error: `${name}: end_time must be a number of seconds from 0 to ${maxRegionTimeSeconds.toLocaleString("en-US")}, or blank for the end of the GIF.`,
    };
  }
  const startSeconds = roundSeconds(start);
  const endSeconds = end === null ? null : roundSeconds(end);
  if (endSeconds !== null && endSeconds <= startSeconds) {
    return {
      error: `${name}: end_time (${formatSeconds(endSeconds)}) must be after start_time (${formatSeconds(startSeconds)}).`,
    };
  }
  return {
    x,
    y,
    width,
    height,
    style: style as CensorStyle,
    strength,
    color,
    start_time: startSeconds,
    end_time: endSeconds,
  };
}

const regionsDescription = `JSON array (1-${maxCensorRegions}) of regions: x, y, width, height (whole pixels of the GIF's picture; a region reaching past the edge is clipped to it, one wholly outside is refused), style blur|pixelate|box, strength ${strengthRangePx.min}-${strengthRangePx.max} (blur radius or pixel block size in px, default ${defaultRegion.strength}; a box ignores it), color #rrggbb (the box's fill, and what shows through transparent pixels of a blur or pixelation; default #000000), start_time and end_time in seconds (blank: from the start, to the end).`;

export const censorOptionsSchema = z.object({
  /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
  target_size_bytes: targetSizeField,
  destination: destinationField,
  regions: z
    .union([z.string(), z.array(z.unknown())], { error: censorMessages.none })
    .describe(regionsDescription)
    .transform((value, context): CensorRegion[] => {
      let list: unknown = value;
      if (typeof value === "string") {
        try {
          list = JSON.parse(value);
        } catch {
          context.addIssue({ code: "custom", message: censorMessages.notAList });
          return z.NEVER;
        }
      }
      if (!Array.isArray(list)) {
        context.addIssue({ code: "custom", message: censorMessages.notAList });
        return z.NEVER;
      }
      if (list.length === 0) {
        context.addIssue({ code: "custom", message: censorMessages.none });
        return z.NEVER;
      }
      if (list.length > maxCensorRegions) {
        context.addIssue({ code: "custom", message: censorMessages.tooMany });
        return z.NEVER;
      }
      const regions: CensorRegion[] = [];
      for (const [index, raw] of list.entries()) {
        const region = normaliseRegion(raw, index);
        if ("error" in region) {
          context.addIssue({ code: "custom", message: region.error });
          return z.NEVER;
        }
        regions.push(region);
      }
      return regions;
    }),
});

export type CensorOptions = z.infer<typeof censorOptionsSchema>;
/** The editor starts with no region: the person draws the first one on the preview. */
export const censorDefaults: CensorOptions = { regions: [] };

/** Censor as a chain (issue 36): one censor step with the regions, the GIF fitted as asked. */
export const censorChain = (options: CensorOptions): ChainSpec => ({
  operations: [{ op: "censor", regions: options.regions }],
  output: gifOutputOf(options),
});
