import { frameTimeline } from "@gifkit/text-layout";
import { z } from "zod";
import { addTextOptionsSchema } from "../add-text/shared/options.ts";
import { defineOperation, StepRefusal, type StreamFacts } from "./define-operation.ts";

/** The stream's timeline in milliseconds as Add Text times its layers (0 and 1 play as 10). */
export function textDurationMs(stream: StreamFacts): number {
  if (stream.kind === "video") return Math.round(stream.durationSeconds * 1000);
  return frameTimeline(stream.frames.map((frame) => frame.delayCentiseconds * 10)).durationMs;
}

/**
 * Add Text (its `layers`, as a JSON array): timed text layers, each with Add Text's fields (text,
 * font_family, font_size, colors, alignment, offsets, start_time, end_time, animation_style...,
 * font_field for a custom font sent in that multipart field).
 */
export const textOperation = defineOperation({
  name: "text",
  listPosition: 13,
  summary: "Draw timed text layers (layers: Add Text's fields, with fade and slide-up animations).",
  params: z.strictObject({ layers: addTextOptionsSchema.shape.layers }),
  accepts: ["frames", "video"],
  plan(params, stream) {
    const durationSeconds = textDurationMs(stream) / 1000;
    for (const [index, layer] of params.layers.entries()) {
      if (layer.start_time >= durationSeconds && durationSeconds > 0) {
        throw new StepRefusal(
          `Layer ${index + 1} starts at ${layer.start_time.toFixed(2)} s, after the end (${durationSeconds.toFixed(2)} s).`,
        );
      }
    }
    return { facts: stream };
  },
});

/** A text layer's custom font (Add Text's own check of its font_N fields). */
export {
  customFontExtensions,
  customFontRefusedMessage,
  isFontFileHead,
} from "../add-text/shared/font-file.ts";
export {
  animationStyles,
  defaultTextLayer,
  fontFieldPattern,
  maxTextLayers,
  type TextLayerOptions,
  verticalAligns,
} from "../add-text/shared/options.ts";

/** Add Text's `layers` field (a JSON array of layers), for the tools that offer the step. */
export const textLayersField = addTextOptionsSchema.shape.layers;
