import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import { type Processor, type ProcessorResult, ToolError } from "../../define-tool.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { framesOutside } from "../../shared/gif-paths.ts";
import {
  type CropBox,
  type CropOptions,
  clampCropBox,
  cropChain,
  minimumCropSidePixels,
} from "../shared/options.ts";
import { blankFrames } from "./blank-frames.ts";
import { buildGifsicleCrop } from "./commands.ts";
import { stillFormatOf } from "./still-input.ts";

const cropGifChain: Processor<CropOptions> = chainView(cropChain);

/**
 * Crop as a view over the chain executor (one crop step, shared/options.ts) for an animation; a
 * still JPEG, PNG or WebP (issue 41) is cropped by media.cropStill and keeps its format.
 */
export const processCrop: Processor<CropOptions> = async (options, context) => {
  const inputPath = context.inputPaths[0];
  const still = inputPath
    ? await stillFormatOf(inputPath, context.inputFacts?.[0]?.detectedType)
    : null;
  if (!still || !inputPath) return cropGifChain(options, context);
  context.reportProgress({ percent: 10, ...stage("cropping-the-image") });
  const outputPath = join(context.workDir, `cropped.${still}`);
  await context.media.cropStill(
    {
      inputPath,
      outputPath,
      box: { x: options.x, y: options.y, width: options.width, height: options.height },
      minSidePixels: minimumCropSidePixels,
    },
    context.signal,
  );
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: still, path: outputPath }] };
};

/**
 * Crop's own GIF path (the chain's "operation" path for a crop step on a GIF). Crops every frame
 * to the box, clamped to the image, keeping every frame's delay exactly as read
 * and the loop block, losslessly with gifsicle on every GIF (local palettes and transparency too):
 * a frame's rectangle cropped to the box composes the same picture, so nothing is unoptimised or
 * re-encoded. A frame that lies wholly outside the box (the structure says which), which gifsicle
 * would drop, first becomes a transparent pixel with the same delay (blank-frames.ts).
 */
export async function cropGifPath(
  options: CropBox,
  { input, context }: GifPathRun,
): Promise<ProcessorResult> {
  const { width: imageWidth, height: imageHeight, frameCount } = input.info;
  const box = clampCropBox(options, imageWidth, imageHeight);
  if (box.width < minimumCropSidePixels || box.height < minimumCropSidePixels) {
    throw new ToolError(
      `The crop box covers only ${box.width}×${box.height} px of the ${imageWidth}×${imageHeight} px GIF; it must cover at least ${minimumCropSidePixels}×${minimumCropSidePixels} px.`,
      "crop-too-small",
    );
  }
  assertGifOutputWithinLimits({ width: box.width, height: box.height, frameCount });
  const outputPath = join(context.workDir, "cropped.gif");
  const { media, signal } = context;

  context.reportProgress({ percent: 10, ...stage("cropping-frames") });
  const layout = await media.gifLayout(input.path);
  const outside = framesOutside(layout, box);
  let cropInputPath = input.path;
  if (outside.length > 0) {
    cropInputPath = join(context.workDir, "crop-input.gif");
    await writeFile(cropInputPath, blankFrames(await readFile(input.path), new Set(outside), box));
  }
  await media.run(buildGifsicleCrop(cropInputPath, outputPath, box), { signal });
  // A frame gifsicle dropped anyway would shift every later delay: never hand that out.
  if ((await media.gifInfo(outputPath)).frameCount !== frameCount) {
    throw new Error(`the crop wrote a different number of frames than the GIF's ${frameCount}`);
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}
