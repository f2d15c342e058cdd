import type { TextLayout } from "./layout.ts";
import type { LayerFrameState } from "./timing.ts";

/**
 * The part of a 2D context that text drawing uses: the browser's CanvasRenderingContext2D and
 * @napi-rs/canvas's SKRSContext2D both satisfy it, so both sides draw with this one function.
 */
export interface TextDrawingContext {
  font: string;
  textAlign: string;
  textBaseline: string;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: string;
  globalAlpha: number;
  save(): void;
  restore(): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
}

export interface TextPaint {
  /** #rrggbb */
  color: string;
  /** #rrggbb */
  strokeColor: string;
  /** Outline thickness outside the glyphs, in pixels (0-5). */
  strokeWidthPx: number;
}

/**
 * Draws a laid-out layer. The outline is stroked first at twice the stroke width and the fill is
 * drawn over its inner half, so the visible outline is `strokeWidthPx` wide outside the glyphs
 * (as meme text looks); round joins keep sharp corners (Anton, Impact-like) free of spikes.
 */
export function drawTextLayout(
  context: TextDrawingContext,
  layout: TextLayout,
  paint: TextPaint,
  state: LayerFrameState,
): void {
  if (!state.visible || state.opacity <= 0 || layout.lines.length === 0) return;
  context.save();
  context.globalAlpha = state.opacity;
  context.font = layout.font;
  context.textAlign = layout.textAlign;
  context.textBaseline = layout.textBaseline;
  context.lineJoin = "round";
  if (paint.strokeWidthPx > 0) {
    context.strokeStyle = paint.strokeColor;
    context.lineWidth = paint.strokeWidthPx * 2;
    for (const line of layout.lines)
      context.strokeText(line.text, line.x, line.y + state.offsetYPx);
  }
  context.fillStyle = paint.color;
  for (const line of layout.lines) context.fillText(line.text, line.x, line.y + state.offsetYPx);
  context.restore();
}
