import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { frameTimeline } from "@gifkit/text-layout";
import { chainView } from "../../chain/server/run-chain.ts";
import {
  type Processor,
  type ProcessorContext,
  type ProcessorResult,
  ToolError,
} from "../../define-tool.ts";
import type { TextOverlayLayer } from "../../media-toolkit.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { readHead } from "../../shared/read-head.ts";
import { isFontFileHead } from "../shared/font-file.ts";
import { resolveTextLayer } from "../shared/layers.ts";
import { type AddTextOptions, addTextChain, type TextLayerOptions } from "../shared/options.ts";

/** Add Text as a view over the chain executor: one text step (shared/options.ts). */
export const processAddText: Processor<AddTextOptions> = chainView(addTextChain);

/**
 * Add Text's own GIF path (the chain's "operation" path for a text step on a GIF). Draws the
 * layers on every frame (the toolkit's renderer: shared layout, bundled fonts, exact palettes),
 * keeping the frame count, each frame's delay and the loop block.
 */
export async function addTextGifPath(
  options: Pick<AddTextOptions, "layers">,
  { input, context }: GifPathRun,
): Promise<ProcessorResult> {
  assertGifOutputWithinLimits(input.info);

  const durationSeconds = frameTimeline(input.info.delaysMs).durationMs / 1000;
  for (const [index, layer] of options.layers.entries()) {
    if (layer.start_time >= durationSeconds && durationSeconds > 0) {
      throw new ToolError(
        `Layer ${index + 1} starts at ${layer.start_time.toFixed(2)} s, after the end of the GIF (${durationSeconds.toFixed(2)} s).`,
        "invalid-options",
      );
    }
  }
  const layers = await resolveLayersWithFonts(options.layers, context);

  const outputPath = join(context.workDir, "gif-with-text.gif");
  context.reportProgress({ percent: 10, ...stage("drawing-text") });
  await context.media.drawTextOnGif(
    {
      inputPath: input.path,
      outputPath,
      layers,
      onProgress: (fraction) =>
        context.reportProgress({
          percent: 10 + Math.round(fraction * 85),
          ...stage(fraction < 0.5 ? "drawing-text" : "encoding-gif"),
        }),
    },
    context.signal,
  );
  context.reportProgress({ percent: 97, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}

/**
 * The layers in the shared layout's terms, each custom font checked: sent in the field its layer
 * names, and a TrueType or OpenType font by its first bytes.
 */
export async function resolveLayersWithFonts(
  textLayers: readonly TextLayerOptions[],
  context: ProcessorContext,
): Promise<TextOverlayLayer[]> {
  const layers: TextOverlayLayer[] = [];
  for (const [index, layer] of textLayers.entries()) {
    let customFontPath: string | undefined;
    if (layer.font_field) {
      customFontPath = context.attachmentPaths?.[layer.font_field];
      if (!customFontPath) {
        throw new ToolError(
          `Layer ${index + 1} uses the custom font ${layer.font_field}, but no file was uploaded in that field.`,
          "missing-font",
        );
      }
      // The route checked it already; a task re-run from storage is checked again.
      if (!isFontFileHead(await readHead(customFontPath, 4))) {
        throw new ToolError(
          `The custom font of layer ${index + 1} is not a TrueType or OpenType font. Upload a .ttf or .otf file.`,
          "invalid-font",
        );
      }
    }
    layers.push({ ...resolveTextLayer(layer), customFontPath });
  }
  return layers;
}
