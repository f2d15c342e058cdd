import type { EffectFilter, Transparency } from "./options.ts";

/**
 * The editor's live preview: the browser's CSS filters approximate ffmpeg's on the <img> (they
 * run on the page as the GIF plays). Tint and sharpen have no CSS function: they are SVG filters
 * (a color matrix, a 3 × 3 convolution) named by `url(#id)` in the same list, so the order holds.
 * A vignette is a radial shade over the picture. The result is always ffmpeg's own.
 */

/** An SVG filter the page renders once and the CSS list names. */
export type SvgFilter =
  | { id: string; kind: "matrix"; values: string }
  | { id: string; kind: "convolve"; kernel: string };

export interface PreviewLook {
  /** For `style.filter` ("none" when nothing applies). */
  css: string;
  svgFilters: SvgFilter[];
  /** 0-1: how dark the vignette's corners are; 0 = no vignette. */
  vignetteStrength: number;
  /** The color under the picture when transparency is filled, else null (the checkerboard). */
  background: string | null;
}

const round = (value: number) => String(Number(value.toFixed(4)));

/** The tint's color matrix (the same mix as the server's colorchannelmixer), SVG row order. */
function tintMatrix(color: string, strength: number): string {
  const value = Number.parseInt(color.slice(1), 16);
  const channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((c) => c / 255);
  const luma = [0.299, 0.587, 0.114];
  const rows = channels.map((channel, out) => [
    ...luma.map((weight, from) =>
      round((out === from ? 1 - strength : 0) + strength * channel * weight),
    ),
    "0",
    "0",
  ]);
  return [...rows, ["0", "0", "0", "1", "0"]].map((row) => row.join(" ")).join(" ");
}

export function previewLook(
  filters: readonly EffectFilter[],
  transparency: Transparency | undefined,
  idPrefix: string,
): PreviewLook {
  const css: string[] = [];
  const svgFilters: SvgFilter[] = [];
  let vignetteStrength = 0;
  filters.forEach((filter, index) => {
    switch (filter.name) {
      case "grayscale":
        css.push("grayscale(1)");
        break;
      case "sepia":
        css.push("sepia(1)");
        break;
      case "negate":
        css.push("invert(1)");
        break;
      case "monochrome":
        // Scale so the threshold lands on 50 %, then an extreme contrast splits black from white.
        css.push(
          `grayscale(1) brightness(${round(0.5 / Math.max(0.01, filter.threshold))}) contrast(100)`,
        );
        break;
      case "brightness":
        // eq adds to every level; CSS multiplies: close for mid tones.
        css.push(`brightness(${round(Math.max(0, 1 + filter.value))})`);
        break;
      case "contrast":
        css.push(`contrast(${round(filter.value)})`);
        break;
      case "saturation":
        css.push(`saturate(${round(filter.value)})`);
        break;
      case "hue":
        css.push(`hue-rotate(${round(filter.value)}deg)`);
        break;
      case "tint": {
        const id = `${idPrefix}-${index}`;
        svgFilters.push({ id, kind: "matrix", values: tintMatrix(filter.color, filter.strength) });
        css.push(`url(#${id})`);
        break;
      }
      case "blur":
        css.push(`blur(${round(filter.radius)}px)`);
        break;
      case "sharpen": {
        const id = `${idPrefix}-${index}`;
        const a = round(filter.amount / 4);
        svgFilters.push({
          id,
          kind: "convolve",
          kernel: `0 -${a} 0 -${a} ${round(1 + filter.amount)} -${a} 0 -${a} 0`,
        });
        css.push(`url(#${id})`);
        break;
      }
      case "vignette":
        vignetteStrength = Math.max(vignetteStrength, filter.strength);
        break;
    }
  });
  return {
    css: css.length > 0 ? css.join(" ") : "none",
    svgFilters,
    vignetteStrength,
    background: transparency && "replace_with" in transparency ? transparency.replace_with : null,
  };
}
