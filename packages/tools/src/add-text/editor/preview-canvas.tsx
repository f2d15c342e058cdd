import {
  applyGifTransparency,
  compositeTextMasks,
  type FrameTimeline,
  frameTimeline,
  layerStateAt,
  layoutText,
  renderTextMasks,
  type TextLayout,
} from "@gifkit/text-layout";
import type { ResolvedTextLayer } from "../layers.ts";
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

const maskCanvas = () => {
  const canvas = document.createElement("canvas");
  return (width: number, height: number) => {
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("A 2D canvas is not available.");
    return context;
  };
};

/**
 * Draws one frame with its text exactly as the server renderer does: the canvas is the GIF's size,
 * the frame's pixels go in unchanged, and each layer is laid out, timed (at the frame's start),
 * rasterised into masks and blended by the shared @gifkit/text-layout code. Returns each layer's
 * layout (for dragging).
 */
export function drawPreviewFrame(
  context: CanvasRenderingContext2D,
  source: GifFrameSource,
  timeline: PreviewTimeline,
  frameIndex: number,
  layers: readonly ResolvedTextLayer[],
): TextLayout[] {
  const { width, height } = source;
  const measure = (text: string, font: string) => {
    context.font = font;
    return context.measureText(text).width;
  };
  const createMaskContext = maskCanvas();
  const startMs = timeline.startsMs[frameIndex] ?? 0;
  const frame = source.frameAt(frameIndex).slice();
  const layouts = layers.map((layer) => {
    const layout = layoutText(layer.style, { width, height }, measure);
    const state = layerStateAt(layer.timing, startMs, timeline.durationMs, height);
    if (state.visible && state.opacity > 0) {
      const masks = renderTextMasks(
        layout,
        layer.paint,
        state.offsetYPx,
        { width, height },
        createMaskContext,
      );
      if (masks) compositeTextMasks(frame, width, masks, layer.paint, state.opacity);
    }
    return layout;
  });
  applyGifTransparency(frame);
  context.putImageData(new ImageData(frame, width, height), 0, 0);
  return layouts;
}
