/**
 * Text layout shared by the browser preview (Canvas 2D) and the server renderer (@napi-rs/canvas).
 * Both sides pass their own `measureText`; with the same font files both measure the same widths,
 * so this code places the same lines at the same pixels.
 */

export type HorizontalAlign = "left" | "center" | "right";
export type VerticalAlign = "top" | "middle" | "bottom";

/** Width in pixels of `text` drawn with the CSS `font` string (e.g. `ctx.measureText(text).width`). */
export type MeasureText = (text: string, font: string) => number;

/** What the layout needs to know about one text layer. */
export interface TextBlockStyle {
  text: string;
  fontSizePx: number;
  /** The family name the font is registered under on both sides (see fonts.ts). */
  fontFamily: string;
  horizontalAlign: HorizontalAlign;
  verticalAlign: VerticalAlign;
  /** Moves the block right (positive) or left, in canvas pixels. */
  offsetX: number;
  /** Moves the block down (positive) or up, in canvas pixels. */
  offsetY: number;
  /** Lines wrap at this share of the canvas width (0.4-1). */
  maxWidthRatio: number;
  /** Distance between baselines as a multiple of the font size (1-2). */
  lineHeight: number;
  /** Shrink the font while the block is taller than the canvas allows. */
  autoFit: boolean;
}

export interface CanvasSize {
  width: number;
  height: number;
}

export interface LaidOutLine {
  text: string;
  /** Anchor of the line: draw with `textAlign` and `textBaseline: "middle"` at (x, y). */
  x: number;
  y: number;
  width: number;
}

export interface TextLayout {
  /** CSS font string to set on the context before drawing or measuring. */
  font: string;
  /** The size after auto-fit. */
  fontSizePx: number;
  lineHeightPx: number;
  textAlign: HorizontalAlign;
  textBaseline: "middle";
  lines: LaidOutLine[];
  /** The block's box (lines × line height, widest line), for hit-testing and dragging. */
  box: { x: number; y: number; width: number; height: number };
  /** How many 10% shrink steps auto-fit took. */
  autoFitSteps: number;
}

/** Auto-fit (spec: tools §4): shrink by 10% per step while the block is taller than 95% of the canvas. */
export const autoFitHeightRatio = 0.95;
export const autoFitShrinkFactor = 0.9;
export const autoFitMinimumFontSizePx = 8;
export const autoFitMaximumSteps = 50;

/** A CSS font string both canvases parse the same way. */
export function cssFont(fontSizePx: number, fontFamily: string): string {
  return `${fontSizePx}px "${fontFamily.replace(/["\\]/g, "")}"`;
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (segment) => segment.segment);
}

/**
 * Wraps `text` into lines no wider than `maxWidthPx`: explicit line breaks are kept, lines break
 * between words, and a word wider than the limit on its own is broken between characters
 * (graphemes, so accents and emoji stay whole). A single character wider than the limit stays.
 */
export function wrapText(
  text: string,
  font: string,
  maxWidthPx: number,
  measure: MeasureText,
): string[] {
  const lines: string[] = [];
  const fits = (candidate: string) => measure(candidate, font) <= maxWidthPx;
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    const words = paragraph.split(/[ \t]+/).filter((word) => word.length > 0);
    let line = "";
    for (const word of words) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== "") lines.push(line);
      line = "";
      if (fits(word)) {
        line = word;
        continue;
      }
      for (const character of graphemes(word)) {
        if (line !== "" && !fits(line + character)) {
          lines.push(line);
          line = "";
        }
        line += character;
      }
    }
    lines.push(line);
  }
  // A text that is only spaces and line breaks draws nothing.
  return lines.every((line) => line === "") ? [] : lines;
}

/** Lays out one text layer on a canvas: wrap, auto-fit, then align and offset. */
export function layoutText(
  style: TextBlockStyle,
  canvas: CanvasSize,
  measure: MeasureText,
): TextLayout {
  const maxWidthPx = canvas.width * style.maxWidthRatio;
  let fontSizePx = style.fontSizePx;
  let font = cssFont(fontSizePx, style.fontFamily);
  let lines = wrapText(style.text, font, maxWidthPx, measure);
  let autoFitSteps = 0;
  const blockHeight = () => lines.length * fontSizePx * style.lineHeight;
  while (
    style.autoFit &&
    blockHeight() > canvas.height * autoFitHeightRatio &&
    fontSizePx > autoFitMinimumFontSizePx &&
    autoFitSteps < autoFitMaximumSteps
  ) {
    // Rounded to 0.01 px so the font string stays short; both sides round the same way.
    fontSizePx = Math.max(
      autoFitMinimumFontSizePx,
      Math.round(fontSizePx * autoFitShrinkFactor * 100) / 100,
    );
    font = cssFont(fontSizePx, style.fontFamily);
    lines = wrapText(style.text, font, maxWidthPx, measure);
    autoFitSteps++;
  }

  const lineHeightPx = fontSizePx * style.lineHeight;
  const height = lines.length * lineHeightPx;
  const widths = lines.map((line) => measure(line, font));
  const width = Math.max(0, ...widths);

  // The block sits in a column of the wrap width centred on the canvas; alignment is within it.
  const columnLeft = (canvas.width - maxWidthPx) / 2;
  const anchorX =
    (style.horizontalAlign === "left"
      ? columnLeft
      : style.horizontalAlign === "right"
        ? columnLeft + maxWidthPx
        : canvas.width / 2) + style.offsetX;
  const top =
    (style.verticalAlign === "top"
      ? 0
      : style.verticalAlign === "bottom"
        ? canvas.height - height
        : (canvas.height - height) / 2) + style.offsetY;
  const boxX =
    style.horizontalAlign === "left"
      ? anchorX
      : style.horizontalAlign === "right"
        ? anchorX - width
        : anchorX - width / 2;

  return {
    font,
    fontSizePx,
    lineHeightPx,
    textAlign: style.horizontalAlign,
    textBaseline: "middle",
    lines: lines.map((text, index) => ({
      text,
      x: anchorX,
      y: top + (index + 0.5) * lineHeightPx,
      width: widths[index] ?? 0,
    })),
    box: { x: boxX, y: top, width, height },
    autoFitSteps,
  };
}
