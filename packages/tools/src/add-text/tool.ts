import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import {
  customFontExtensions,
  customFontRefusedMessage,
  isFontFileHead,
} from "./shared/font-file.ts";
import {
  addTextChain,
  addTextDefaults,
  addTextOptionsSchema,
  fontFieldPattern,
  maxTextLayers,
} from "./shared/options.ts";

export const addTextTool = defineTool({
  ...about,
  apiPath: "/api/add-text-layers",
  apiSummary: "Draw timed text layers onto a GIF, with optional custom fonts.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: addTextOptionsSchema,
  defaults: addTextDefaults,
  queue: "fast",
  polling: editorPolling("Timed out waiting for processing."),
  downloadNames: { gif: "gif-with-text.gif" },
  messages: {
    // Spec tools §8: the Add Text messages.
    startFailed: "An unknown error occurred during processing.",
    taskFailed: "Processing failed.",
    fetchResultFailed: "Failed to fetch result GIF.",
    resultTitle: "Your GIF with text is ready!",
    startOver: "Add text to another GIF",
  },
  timeoutSeconds: 180,
  // Custom fonts: one .ttf/.otf per layer, in the field the layer names in font_field.
  // A layer naming a font_N field nobody sent would fail in the worker: refuse it at the start.
  checkInputs: (options, inputs) => {
    for (const [index, layer] of options.layers.entries()) {
      if (layer.font_field && !inputs.attachmentFields.includes(layer.font_field)) {
        return `Layer ${index + 1} uses the custom font ${layer.font_field}, but no file was uploaded in that field.`;
      }
    }
    return null;
  },
  attachments: {
    fieldPattern: fontFieldPattern,
    maxCount: maxTextLayers,
    extensions: customFontExtensions,
    acceptsContent: isFontFileHead,
    refusedMessage: customFontRefusedMessage,
  },
  chainOf: addTextChain,
});
