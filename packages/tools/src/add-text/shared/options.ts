import {
  type AnimationStyle,
  type FontName,
  fontNames,
  type HorizontalAlign,
  isFontName,
  type VerticalAlign,
} from "@gifkit/text-layout";
import { z } from "zod";
import { type ChainSpec, gifOutputOf } from "../../chain/chain-spec.ts";
import { readFormNumber } from "../../shared/form-fields.ts";
import { destinationField, targetSizeField } from "../../shared/target-size.ts";

/**
 * Add Text settings as sent (spec: tools §3 "Text layer (as sent)", §5 clamps): `layers` is a
 * JSON array of layer objects. Numbers out of range are clamped and unreadable numbers fall back
 * to their default, as the editor does; what cannot be guessed (an unknown font, a bad colour,
 * missing text, an end before the start) is refused with a message naming the layer.
 */

export const fontSizeRange = { min: 8, max: 150 } as const;
export const strokeWidthRange = { min: 0, max: 5 } as const;
export const maxWidthRatioRange = { min: 0.4, max: 1 } as const;
export const lineHeightRange = { min: 1, max: 2, step: 0.05 } as const;
/** Offsets move text at most this far off the canvas (GIF edits are at most 2000 px). */
export const offsetLimitPx = 4000;
export const timeStepSeconds = 0.01;
/**
 * Layer times are finite and at most a day: 1e308 rounds to Infinity, which reached the worker as
 * JSON null and failed its parse. No GIF a person edits here plays for a day.
 */
export const maxLayerTimeSeconds = 86_400;
export const maxTextLayers = 20;
/** Reliability §8: long strings make slow shaping and huge layouts; auto-fit handles the rest. */
export const maxTextCharacters = 500;
export const fontFieldPattern = /^font_\d{1,2}$/;

export const horizontalAligns = [
  "left",
  "center",
  "right",
] as const satisfies readonly HorizontalAlign[];
export const verticalAligns = [
  "top",
  "middle",
  "bottom",
] as const satisfies readonly VerticalAlign[];
export const animationStyles = [
  "none",
  "fade",
  "slide_up",
] as const satisfies readonly AnimationStyle[];

export interface TextLayerOptions {
  text: string;
  font_family: FontName;
  font_size: number;
  /** #rrggbb */
  color: string;
  /** #rrggbb */
  stroke_color: string;
  stroke_width: number;
  horizontal_align: HorizontalAlign;
  vertical_align: VerticalAlign;
  offset_x: number;
  offset_y: number;
  /** Seconds on the GIF's timeline. */
  start_time: number;
  /** Seconds; null = until the end of the GIF. */
  end_time: number | null;
  animation_style: AnimationStyle;
  max_width_ratio: number;
  line_height: number;
  auto_fit: boolean;
  /** The multipart field holding this layer's custom .ttf/.otf (font_N), or null. */
  font_field: string | null;
}

/** The spec's defaults (tools §9). */
export const defaultTextLayer: TextLayerOptions = {
  text: "Sample Text",
  font_family: "Arial",
  font_size: 24,
  color: "#ffffff",
  stroke_color: "#000000",
  stroke_width: 2,
  horizontal_align: "center",
  vertical_align: "middle",
  offset_x: 0,
  offset_y: 0,
  start_time: 0,
  end_time: null,
  animation_style: "none",
  max_width_ratio: 0.95,
  line_height: 1.2,
  auto_fit: true,
  font_field: null,
};

export type TextPresetId = "meme" | "subtitle" | "clean";

/** The three presets (tools §9): they set style and position, never the text or timing. */
export const textPresets: Record<
  TextPresetId,
  { label: string; settings: Partial<TextLayerOptions> }
> = {
  meme: {
    label: "Meme Style",
    settings: {
      font_family: "Impact",
      font_size: 36,
      color: "#ffffff",
      stroke_color: "#000000",
      stroke_width: 3,
      horizontal_align: "center",
      // A meme's caption sits at the top (issue 24; it was in the middle).
      vertical_align: "top",
    },
  },
  subtitle: {
    label: "Subtitle Style",
    settings: {
      font_family: "Arial",
      font_size: 18,
      color: "#000000",
      stroke_color: "#ffffff",
      stroke_width: 1,
      horizontal_align: "left",
      vertical_align: "top",
      offset_x: 10,
      offset_y: 10,
    },
  },
  clean: {
    label: "Clean Text",
    settings: {
      font_family: "Georgia",
      font_size: 24,
      color: "#333333",
      stroke_color: "#ffffff",
      stroke_width: 0,
      horizontal_align: "center",
      vertical_align: "bottom",
      offset_x: 0,
      offset_y: -20,
    },
  },
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A number from a number or a numeric string; anything else is NaN. */
export function readNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return readFormNumber(value) as number;
  return Number.NaN;
}

const roundToStep = (value: number, step: number) => Math.round(value / step) * step;
const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

export const clampFontSize = (value: unknown) => {
  const size = readNumber(value);
  return Number.isFinite(size)
    ? clamp(size, fontSizeRange.min, fontSizeRange.max)
    : defaultTextLayer.font_size;
};
export const clampStrokeWidth = (value: unknown) => {
  const width = readNumber(value);
  return Number.isFinite(width)
    ? clamp(width, strokeWidthRange.min, strokeWidthRange.max)
    : defaultTextLayer.stroke_width;
};
/** A ratio 0.4-1 (a value above 1, such as 95, is read as a percentage); fallback 0.95. */
export const clampMaxWidthRatio = (value: unknown) => {
  let ratio = readNumber(value);
  if (!Number.isFinite(ratio) || ratio <= 0) return defaultTextLayer.max_width_ratio;
  if (ratio > 1) ratio /= 100;
  return roundTo(clamp(ratio, maxWidthRatioRange.min, maxWidthRatioRange.max), 4);
};
/** 1.0-2.0 in steps of 0.05; fallback 1.2. */
export const clampLineHeight = (value: unknown) => {
  const height = readNumber(value);
  if (!Number.isFinite(height)) return defaultTextLayer.line_height;
  return roundTo(
    roundToStep(clamp(height, lineHeightRange.min, lineHeightRange.max), lineHeightRange.step),
    2,
  );
};
/** Whole pixels; fallback 0. */
export const clampOffset = (value: unknown) => {
  const offset = readNumber(value);
  return Number.isFinite(offset) ? clamp(Math.round(offset), -offsetLimitPx, offsetLimitPx) : 0;
};
export const roundTime = (seconds: number) => roundTo(roundToStep(seconds, timeStepSeconds), 2);

/** #rgb or #rrggbb (any case) as lower-case #rrggbb; null when it is not a hex colour. */
export function normaliseHexColour(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const hex = match[1].toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`;
}

const readBoolean = (value: unknown, fallback: boolean) => {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") {
    const normalised = value.trim().toLowerCase();
    if (["true", "1", "on"].includes(normalised)) return true;
    if (["false", "0", "off"].includes(normalised)) return false;
  }
  return fallback;
};

const formatSeconds = (seconds: number) => `${seconds.toFixed(2)} s`;

/** Every setting a layer takes (the default layer has them all). */
const layerFields = new Set<string>([...Object.keys(defaultTextLayer), "font_field"]);

/** Reads one layer as sent; the result, or the message for the person who sent it. */
export function normaliseTextLayer(
  raw: unknown,
  index: number,
): TextLayerOptions | { error: string } {
  const name = `Layer ${index + 1}`;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { error: `${name} must be an object of text settings.` };
  }
  const input = raw as Record<string, unknown>;
  // Only a layer's own settings: a misspelt one would otherwise be silently ignored (issue 40).
  const unknown = Object.keys(input).find((key) => !layerFields.has(key));
  if (unknown !== undefined) {
    return { error: `${name}: unknown setting ${JSON.stringify(unknown)}.` };
  }

  const text = typeof input.text === "string" ? input.text : "";
  if (text.trim() === "") return { error: `${name} has no text. Type the text to add.` };
  if (Array.from(text).length > maxTextCharacters) {
    return {
      error: `${name}: the text is too long (at most ${maxTextCharacters} characters per layer).`,
    };
  }

  const fontFamily = input.font_family ?? defaultTextLayer.font_family;
  if (typeof fontFamily !== "string" || !isFontName(fontFamily)) {
    return {
      error: `${name}: unknown font "${String(fontFamily)}". Choose one of ${fontNames.join(", ")}.`,
    };
  }
  const color = normaliseHexColour(input.color ?? defaultTextLayer.color);
  if (!color) return { error: `${name}: the text color must be a hex color such as #ffffff.` };
  const strokeColor = normaliseHexColour(input.stroke_color ?? defaultTextLayer.stroke_color);
  if (!strokeColor)
    return { error: `${name}: the stroke color must be a hex color such as #000000.` };

  const horizontalAlign = input.horizontal_align ?? defaultTextLayer.horizontal_align;
  if (!horizontalAligns.includes(horizontalAlign as HorizontalAlign)) {
    return { error: `${name}: horizontal alignment must be left, center or right.` };
  }
  const verticalAlign = input.vertical_align ?? defaultTextLayer.vertical_align;
  if (!verticalAligns.includes(verticalAlign as VerticalAlign)) {
    return { error: `${name}: vertical alignment must be top, middle or bottom.` };
  }
  const animationStyle = input.animation_style ?? defaultTextLayer.animation_style;
  if (!animationStyles.includes(animationStyle as AnimationStyle)) {
    return { error: `${name}: animation must be none, fade or slide_up.` };
  }

  const startRaw = input.start_time;
  const startSeconds =
    startRaw === undefined || startRaw === null || startRaw === "" ? 0 : readNumber(startRaw);
  if (!Number.isFinite(startSeconds))
    return { error: `${name}: the start time must be a number of seconds.` };
  if (startSeconds > maxLayerTimeSeconds)
    return {
      error: `${name}: the start time must be between 0 and ${maxLayerTimeSeconds} seconds.`,
    };
  const endRaw = input.end_time;
  const endBlank =
    endRaw === undefined || endRaw === null || (typeof endRaw === "string" && endRaw.trim() === "");
  const endSeconds = endBlank ? null : readNumber(endRaw);
  if (endSeconds !== null && !Number.isFinite(endSeconds)) {
    return {
      error: `${name}: the end time must be a number of seconds, or blank for the end of the GIF.`,
    };
  }
  if (endSeconds !== null && endSeconds > maxLayerTimeSeconds) {
    return {
      error: `${name}: the end time must be between 0 and ${maxLayerTimeSeconds} seconds, or blank for the end of the GIF.`,
    };
  }
  const start = roundTime(Math.max(0, startSeconds));
  const end = endSeconds === null ? null : roundTime(Math.max(0, endSeconds));
  if (end !== null && end <= start) {
    return {
      error: `${name}: the end time (${formatSeconds(end)}) must be after the start time (${formatSeconds(start)}).`,
    };
  }

  const fontFieldRaw = input.font_field;
  let fontField: string | null = null;
  if (typeof fontFieldRaw === "string" && fontFieldRaw.trim() !== "") {
    if (!fontFieldPattern.test(fontFieldRaw)) {
      return { error: `${name}: font_field must name a custom font field such as font_0.` };
    }
    fontField = fontFieldRaw;
  } else if (fontFieldRaw !== undefined && fontFieldRaw !== null && fontFieldRaw !== "") {
    return { error: `${name}: font_field must name a custom font field such as font_0.` };
  }

  return {
    text,
    font_family: fontFamily,
    font_size: clampFontSize(input.font_size),
    color,
    stroke_color: strokeColor,
    stroke_width: clampStrokeWidth(input.stroke_width),
    horizontal_align: horizontalAlign as HorizontalAlign,
    vertical_align: verticalAlign as VerticalAlign,
    offset_x: clampOffset(input.offset_x),
    offset_y: clampOffset(input.offset_y),
    start_time: start,
    end_time: end,
    animation_style: animationStyle as AnimationStyle,
    max_width_ratio: clampMaxWidthRatio(input.max_width_ratio),
    line_height: clampLineHeight(input.line_height),
    auto_fit: readBoolean(input.auto_fit, defaultTextLayer.auto_fit),
    font_field: fontField,
  };
}

const layersDescription =
  "JSON array (1-20) of text layers: text, font_family (Arial, Helvetica, Times New Roman, Courier New, Verdana, Georgia, Comic Sans MS, Impact), font_size 8-150, color and stroke_color (#rrggbb), stroke_width 0-5, horizontal_align left|center|right, vertical_align top|middle|bottom, offset_x and offset_y (px), start_time and end_time (seconds; end blank = until the end), animation_style none|fade|slide_up, max_width_ratio 0.4-1, line_height 1-2, auto_fit, font_field (the font_N file field of a custom .ttf/.otf).";

export const addTextOptionsSchema = z.object({
  /** Fit under a size (shared/fit-result.ts): the tool's GIF squeezed under this many bytes. */
  target_size_bytes: targetSizeField,
  destination: destinationField,
  layers: z
    .union([z.string(), z.array(z.unknown())], { error: "Add at least one text layer." })
    .describe(layersDescription)
    .transform((value, context): TextLayerOptions[] => {
      let list: unknown = value;
      if (typeof value === "string") {
        try {
          list = JSON.parse(value);
        } catch {
          context.addIssue({
            code: "custom",
            message: "The text layers could not be read: layers must be a JSON array.",
          });
          return z.NEVER;
        }
      }
      if (!Array.isArray(list)) {
        context.addIssue({
          code: "custom",
          message: "The text layers could not be read: layers must be a JSON array.",
        });
        return z.NEVER;
      }
      if (list.length === 0) {
        context.addIssue({ code: "custom", message: "Add at least one text layer." });
        return z.NEVER;
      }
      if (list.length > maxTextLayers) {
        context.addIssue({
          code: "custom",
          message: `Too many text layers: at most ${maxTextLayers}.`,
        });
        return z.NEVER;
      }
      const layers: TextLayerOptions[] = [];
      for (const [index, raw] of list.entries()) {
        const layer = normaliseTextLayer(raw, index);
        if ("error" in layer) {
          context.addIssue({ code: "custom", message: layer.error });
          return z.NEVER;
        }
        layers.push(layer);
      }
      return layers;
    }),
});

export type AddTextOptions = z.infer<typeof addTextOptionsSchema>;
export const addTextDefaults: AddTextOptions = { layers: [defaultTextLayer] };

/** Add Text as a chain (issue 36): one text step with the layers, the GIF fitted as asked. */
export const addTextChain = (options: AddTextOptions): ChainSpec => ({
  operations: [{ op: "text", layers: options.layers }],
  output: gifOutputOf(options),
});
