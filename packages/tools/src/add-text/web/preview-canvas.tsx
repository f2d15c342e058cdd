import {
  applyGifTransparency,
  compositeTextMasks,
  type FrameTimeline,
  frameTimeline,
  layerStateAt,
  layoutText,
  renderTextMasks,
  type TextLayout,
  type TextMasks,
} from "@gifkit/text-layout";
import type { ResolvedTextLayer } from "../shared/layers.ts";
import type { GifFrameSource } from "./gif-frames.ts";

/** The preview is shown at most this big (spec: tools §9); the canvas itself keeps the GIF's pixels. */
export const previewMaxWidthPx = 800;
export const previewMaxHeightPx = 600;

/** Display size of the preview: the GIF's own size, scaled down to fit 800 × 600. */
export function previewDisplaySize(
  width: number,
  height: number,
): { width: number; height: number; scale: number } {
  const scale = Math.min(1, previewMaxWidthPx / width, previewMaxHeightPx / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
}

export interface PreviewTimeline extends FrameTimeline {}

export function previewTimeline(source: GifFrameSource): PreviewTimeline {
  return frameTimeline(source.storedDelaysMs);
}

let maskContext: CanvasRenderingContext2D | null = null;

/** One scratch canvas for rasterising masks, resized per use. */
function createMaskContext(width: number, height: number): CanvasRenderingContext2D {
  if (!maskContext) {
    maskContext = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!maskContext) throw new Error("A 2D canvas is not available.");
  }
  maskContext.canvas.width = width;
  maskContext.canvas.height = height;
  return maskContext;
}

/** Masks by layer look and position (they change only when a setting does, or while sliding). */
const maskCache = new Map<string, TextMasks | null>();
const maskCacheSize = 64;

function masksFor(
  layout: TextLayout,
  layer: ResolvedTextLayer,
  offsetYPx: number,
  size: { width: number; height: number },
) {
  const key = JSON.stringify([
    layout.font,
    layout.lines,
    layout.textAlign,
    layer.paint.strokeWidthPx,
    offsetYPx,
    size,
  ]);
  if (maskCache.has(key)) return maskCache.get(key) ?? null;
  const masks = renderTextMasks(layout, layer.paint, offsetYPx, size, createMaskContext);
  if (maskCache.size >= maskCacheSize) maskCache.delete(maskCache.keys().next().value as string);
  maskCache.set(key, masks);
  return masks;
}

/**
 * Draws one frame with its text exactly as the server renderer does: the canvas is the GIF's size,
 * the frame's pixels go in unchanged, and each layer is laid out, timed (at the frame's start),
 * rasterised into masks and blended by the shared @gifkit/text-layout code. With `overlay`, only
 * the text is drawn (on transparent pixels, over an <img> of a WebP or APNG the page cannot
 * decode). Returns each layer's layout (for dragging).
 */
export function drawPreviewFrame(
  context: CanvasRenderingContext2D,
  source: GifFrameSource,
  timeline: PreviewTimeline,
  frameIndex: number,
  layers: readonly ResolvedTextLayer[],
  options: { overlay?: boolean } = {},
): TextLayout[] {
  const { width, height } = source;
  const measure = (text: string, font: string) => {
    context.font = font;
    return context.measureText(text).width;
  };
  const startMs = timeline.startsMs[frameIndex] ?? 0;
  const frame = source.frameAt(frameIndex).slice();
  const layouts = layers.map((layer) => {
    const layout = layoutText(layer.style, { width, height }, measure);
    const state = layerStateAt(layer.timing, startMs, timeline.durationMs, height);
    if (state.visible && state.opacity > 0) {
      const masks = masksFor(layout, layer, state.offsetYPx, { width, height });
      if (masks) compositeTextMasks(frame, width, masks, layer.paint, state.opacity);
    }
    return layout;
  });
  if (!options.overlay) applyGifTransparency(frame);
  context.putImageData(new ImageData(frame, width, height), 0, 0);
  return layouts;
}

/** Frames of nothing, for the overlay over a picture the page cannot decode. */
export function transparentFrameSource(
  width: number,
  height: number,
  durationMs: number,
): GifFrameSource {
  const frameMs = 100;
  const frameCount = Math.max(1, Math.round(durationMs / frameMs));
  const empty = new Uint8ClampedArray(width * height * 4);
  return {
    width,
    height,
    frameCount,
    storedDelaysMs: Array.from({ length: frameCount }, () => frameMs),
    frameAt: () => empty,
  };
}
