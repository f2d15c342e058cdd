import { join } from "node:path";
import { frameTimeline } from "@gifkit/text-layout";
import { type Processor, ToolError } from "../../define-tool.ts";
import type { TextOverlayLayer } from "../../media-toolkit.ts";
import { fitResultUnder } from "../../shared/fit-result.ts";
import { prepareGifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { readHead } from "../../shared/read-head.ts";
import { isFontFileHead } from "../shared/font-file.ts";
import { resolveTextLayer } from "../shared/layers.ts";
import type { AddTextOptions } from "../shared/options.ts";

/**
 * Draws the layers on every frame (the toolkit's renderer: shared layout, bundled fonts, exact
 * palettes), keeping the frame count, each frame's delay and the loop block.
 */
export const processAddText: Processor<AddTextOptions> = async (options, context) => {
  const input = await prepareGifInput(context);
  assertGifOutputWithinLimits(input.info);

  const durationSeconds = frameTimeline(input.info.delaysMs).durationMs / 1000;
  const layers: TextOverlayLayer[] = [];
  for (const [index, layer] of options.layers.entries()) {
    if (layer.start_time >= durationSeconds && durationSeconds > 0) {
      throw new ToolError(
        `Layer ${index + 1} starts at ${layer.start_time.toFixed(2)} s, after the end of the GIF (${durationSeconds.toFixed(2)} s).`,
        "invalid-options",
      );
    }
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

  const outputPath = join(context.workDir, "gif-with-text.gif");
  context.reportProgress({ percent: 10, status: "Drawing text..." });
  await context.media.drawTextOnGif(
    {
      inputPath: input.path,
      outputPath,
      layers,
      onProgress: (fraction) =>
        context.reportProgress({
          percent: 10 + Math.round(fraction * 85),
          status: fraction < 0.5 ? "Drawing text..." : "Encoding GIF...",
        }),
    },
    context.signal,
  );
  context.reportProgress({ percent: 97, status: "Saving..." });
  return fitResultUnder(options, { outputs: [{ kind: "gif", path: outputPath }] }, context);
};
