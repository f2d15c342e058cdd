import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { customFontExtensions, customFontRefusedMessage, isFontFileHead } from "./font-file.ts";
import {
  addTextDefaults,
  addTextOptionsSchema,
  fontFieldPattern,
  maxTextLayers,
} from "./options.ts";

export const addTextTool = defineTool({
  id: "add-text",
  apiPath: "/api/add-text-layers",
  name: "Add Text to GIF",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: addTextOptionsSchema,
  defaults: addTextDefaults,
  queue: "fast",
  polling: editorPolling("Timed out waiting for processing."),
  downloadNames: { gif: "gif-with-text.gif" },
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
});
