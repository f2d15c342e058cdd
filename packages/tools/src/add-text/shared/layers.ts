import {
  bundledFonts,
  customFontFamily,
  type LayerTiming,
  type TextBlockStyle,
  type TextPaint,
} from "@gifkit/text-layout";
import type { TextLayerOptions } from "./options.ts";

export interface ResolvedTextLayer {
  style: TextBlockStyle;
  paint: TextPaint;
  timing: LayerTiming;
}

/**
 * A layer as sent, in the shared layout's terms. The browser preview and the server renderer
 * both use this, so a layer means the same thing on both sides. A layer with a custom font is
 * drawn with the family that font is registered under (`customFontFamily(font_field)`).
 */
export function resolveTextLayer(layer: TextLayerOptions): ResolvedTextLayer {
  return {
    style: {
      text: layer.text,
      fontSizePx: layer.font_size,
      fontFamily: layer.font_field
        ? customFontFamily(layer.font_field)
        : bundledFonts[layer.font_family].family,
      horizontalAlign: layer.horizontal_align,
      verticalAlign: layer.vertical_align,
      offsetX: layer.offset_x,
      offsetY: layer.offset_y,
      maxWidthRatio: layer.max_width_ratio,
      lineHeight: layer.line_height,
      autoFit: layer.auto_fit,
    },
    paint: {
      color: layer.color,
      strokeColor: layer.stroke_color,
      strokeWidthPx: layer.stroke_width,
    },
    timing: {
      startTimeSeconds: layer.start_time,
      endTimeSeconds: layer.end_time,
      animationStyle: layer.animation_style,
    },
  };
}
