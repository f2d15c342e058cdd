import type { ChainOptions } from "../../chain/chain-options.ts";
import type { AttachmentFields } from "../../define-tool.ts";
import {
  isOverlayImageHead,
  overlayExtensions,
  overlayFieldPattern,
} from "../../operations/overlay.ts";
import {
  customFontExtensions,
  fontFieldPattern,
  isFontFileHead,
  maxTextLayers,
} from "../../operations/text.ts";

/**
 * The files a chain's steps take besides its input: an overlay step's picture (in the field its
 * `field` names: overlay, overlay_1...) and a text layer's custom font (in its font_field:
 * font_0...). Each field's content decides what it may be: a picture in an overlay field, a
 * TrueType or OpenType font in a font field.
 */
export const editAttachments: AttachmentFields = {
  fieldPattern: new RegExp(`${overlayFieldPattern.source}|${fontFieldPattern.source}`),
  maxCount: maxTextLayers + 10,
  extensions: [...new Set([...overlayExtensions, ...customFontExtensions])],
  acceptsContent: (head) => isOverlayImageHead(head) || isFontFileHead(head),
  refusedMessage: (fileName, fieldName) =>
    overlayFieldPattern.test(fieldName)
      ? `${fileName} is not an image GifKit can overlay: use a PNG, WebP, JPG or GIF.`
      : `${fileName} is not a font: upload a TrueType (.ttf) or OpenType (.otf) file in ${fieldName}.`,
};

/** The first step naming a file field nobody sent, as its message (a 400 before anything runs). */
export function stepsNamingMissingFiles(
  options: ChainOptions,
  sentFields: readonly string[],
): string | null {
  for (const [index, step] of options.operations.entries()) {
    const label = `Step ${index + 1} (${step.op})`;
    if (step.op === "overlay") {
      const field = String(step.field ?? "overlay");
      if (!sentFields.includes(field)) {
        return `${label}: its picture goes in the multipart field ${field}, and none was sent.`;
      }
    }
    if (step.op === "text") {
      const layers = (step.layers ?? []) as { font_field?: string | null }[];
      for (const [layerIndex, layer] of layers.entries()) {
        if (layer.font_field && !sentFields.includes(layer.font_field)) {
          return `${label}: layer ${layerIndex + 1} uses the custom font ${layer.font_field}, but no file was uploaded in that field.`;
        }
      }
    }
  }
  return null;
}
