import type { CanvasSize, TextLayout } from "./layout.ts";

/**
 * Renders a laid-out layer the same way in the browser and on the server. Each canvas library only
 * rasterises the glyphs, at 4× the size, into coverage masks (one for the outline, one for the
 * fill); downsampling and blending onto the frame are this shared code. Chrome and Skia (under
 * @napi-rs/canvas) anti-alias glyph edges differently at 1× (Chrome boosts edge contrast), up to
 * 100 levels on an edge pixel; averaged over 4 × 4 samples the two agree within a few levels.
 */

/** The part of a 2D context that rasterising masks uses (browser canvas and @napi-rs/canvas alike). */
export interface MaskDrawingContext {
  font: string;
  textAlign: string;
  textBaseline: string;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineJoin: string;
  globalAlpha: number;
  clearRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: ArrayLike<number> };
}

/** Makes a 2D context of exactly this size (cleared), for masks. */
export type CreateMaskContext = (width: number, height: number) => MaskDrawingContext;

export interface TextPaint {
  /** #rrggbb */
  color: string;
  /** #rrggbb */
  strokeColor: string;
  /** Outline thickness outside the glyphs, in pixels (0-5). */
  strokeWidthPx: number;
}

export interface TextMasks {
  /** The masks' rectangle on the canvas. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Coverage 0-255 per pixel of the rectangle. */
  fill: Uint8Array;
  /** null when the layer has no outline. */
  stroke: Uint8Array | null;
}

/** 4 × 4 samples per pixel, fewer for huge text so a mask stays within about 16 million samples. */
export function supersamplingFor(regionPixels: number): number {
  if (regionPixels * 16 <= 16_000_000) return 4;
  if (regionPixels * 4 <= 16_000_000) return 2;
  return 1;
}

/**
 * Where a layer's pixels can be: its line box, widened by the outline and by room for glyphs that
 * reach past their advance or line box (accents, descenders, overhangs); clipped to the canvas.
 */
export function textRegion(
  layout: TextLayout,
  paint: TextPaint,
  offsetYPx: number,
  canvas: CanvasSize,
): { left: number; top: number; width: number; height: number } | null {
  if (layout.lines.length === 0) return null;
  const margin = Math.ceil(layout.fontSizePx * 0.6 + paint.strokeWidthPx * 2 + 2);
  const left = Math.max(0, Math.floor(layout.box.x - margin));
  const top = Math.max(0, Math.floor(layout.box.y + offsetYPx - margin));
  const right = Math.min(canvas.width, Math.ceil(layout.box.x + layout.box.width + margin));
  const bottom = Math.min(
    canvas.height,
    Math.ceil(layout.box.y + offsetYPx + layout.box.height + margin),
  );
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Rasterises the outline and the fill of a layer at 4× (or less for huge text) and averages them
 * down to coverage masks. The outline is stroked at twice the stroke width, centred on the glyph
 * edge, so `strokeWidthPx` shows outside the glyphs once the fill is laid over it; round joins
 * keep sharp corners (Anton, Impact-like) free of spikes.
 */
export function renderTextMasks(
  layout: TextLayout,
  paint: TextPaint,
  offsetYPx: number,
  canvas: CanvasSize,
  createContext: CreateMaskContext,
): TextMasks | null {
  const region = textRegion(layout, paint, offsetYPx, canvas);
  if (!region) return null;
  const scale = supersamplingFor(region.width * region.height);
  const sampleWidth = region.width * scale;
  const sampleHeight = region.height * scale;
  const context = createContext(sampleWidth, sampleHeight);
  const fontSizePx = layout.fontSizePx * scale;
  const font = layout.font.replace(/^[\d.]+px/, `${fontSizePx}px`);

  const rasterise = (kind: "fill" | "stroke"): Uint8Array => {
    context.clearRect(0, 0, sampleWidth, sampleHeight);
    context.globalAlpha = 1;
    context.font = font;
    context.textAlign = layout.textAlign;
    context.textBaseline = layout.textBaseline;
    context.lineJoin = "round";
    context.fillStyle = "#ffffff";
    context.strokeStyle = "#ffffff";
    context.lineWidth = paint.strokeWidthPx * 2 * scale;
    for (const line of layout.lines) {
      const x = (line.x - region.left) * scale;
      const y = (line.y + offsetYPx - region.top) * scale;
      if (kind === "fill") context.fillText(line.text, x, y);
      else context.strokeText(line.text, x, y);
    }
    return downsampleAlpha(
      context.getImageData(0, 0, sampleWidth, sampleHeight).data,
      region.width,
      region.height,
      scale,
    );
  };

  const stroke = paint.strokeWidthPx > 0 ? rasterise("stroke") : null;
  const fill = rasterise("fill");
  return { ...region, fill, stroke };
}

/** Averages the alpha of each scale × scale block of samples. */
function downsampleAlpha(
  samples: ArrayLike<number>,
  width: number,
  height: number,
  scale: number,
): Uint8Array {
  const coverage = new Uint8Array(width * height);
  const sampleWidth = width * scale;
  const count = scale * scale;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let sy = 0; sy < scale; sy++) {
        let offset = ((y * scale + sy) * sampleWidth + x * scale) * 4 + 3;
        for (let sx = 0; sx < scale; sx++, offset += 4) sum += samples[offset] as number;
      }
      coverage[y * width + x] = Math.round(sum / count);
    }
  }
  return coverage;
}

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff];
};

/**
 * Lays the outline, then the fill, over an RGBA frame (not premultiplied), as canvas "source-over"
 * does, with the layer's opacity. Plain arithmetic: the same numbers in every browser and on the
 * server.
 */
export function compositeTextMasks(
  frame: Uint8Array | Uint8ClampedArray,
  frameWidth: number,
  masks: TextMasks,
  paint: TextPaint,
  opacity: number,
): void {
  if (opacity <= 0) return;
  const layers: [Uint8Array, [number, number, number]][] = [];
  if (masks.stroke) layers.push([masks.stroke, channels(paint.strokeColor)]);
  layers.push([masks.fill, channels(paint.color)]);
  for (const [mask, [r, g, b]] of layers) {
    for (let y = 0; y < masks.height; y++) {
      for (let x = 0; x < masks.width; x++) {
        const coverage = mask[y * masks.width + x] as number;
        if (coverage === 0) continue;
        const sourceAlpha = (coverage / 255) * opacity;
        const offset = ((masks.top + y) * frameWidth + masks.left + x) * 4;
        const destinationAlpha = (frame[offset + 3] as number) / 255;
        const outAlpha = sourceAlpha + destinationAlpha * (1 - sourceAlpha);
        const keep = (destinationAlpha * (1 - sourceAlpha)) / outAlpha;
        const add = sourceAlpha / outAlpha;
        frame[offset] = Math.round(r * add + (frame[offset] as number) * keep);
        frame[offset + 1] = Math.round(g * add + (frame[offset + 1] as number) * keep);
        frame[offset + 2] = Math.round(b * add + (frame[offset + 2] as number) * keep);
        frame[offset + 3] = Math.round(outAlpha * 255);
      }
    }
  }
}

/**
 * GIF pixels are opaque or transparent: alpha from 128 up shows, below does not. The preview
 * applies the same rule the GIF writer does, so text over transparent areas looks as it will.
 */
export function applyGifTransparency(frame: Uint8Array | Uint8ClampedArray): void {
  for (let offset = 3; offset < frame.length; offset += 4) {
    frame[offset] = (frame[offset] as number) >= 128 ? 255 : 0;
  }
}
