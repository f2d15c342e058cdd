import { z } from "zod";
import type { ChainSpec } from "../../chain/chain-spec.ts";
import { textLayersField } from "../../operations/text.ts";
import { videoFormatField } from "../../shared/video-output.ts";

export {
  animationStyles,
  defaultTextLayer,
  maxTextLayers,
  type TextLayerOptions,
  verticalAligns,
} from "../../operations/text.ts";

/**
 * Add Text to Video: Add Text's `layers` (a JSON array: text, font_family, font_size, colors,
 * alignment, offsets, start_time, end_time in the video's seconds, animation_style...), drawn
 * into the picture.
 */
export const addTextToVideoOptionsSchema = z.object({
  layers: textLayersField,
  format: videoFormatField,
});
export type AddTextToVideoOptions = z.output<typeof addTextToVideoOptionsSchema>;
export const addTextToVideoDefaults: AddTextToVideoOptions = { layers: [], format: "mp4" };

export const addTextToVideoChain = (options: AddTextToVideoOptions): ChainSpec => ({
  operations: [{ op: "text", layers: options.layers }],
  output: { format: options.format },
});
