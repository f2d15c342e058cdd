import { join } from "node:path";
import { type Processor, ToolError } from "../define-tool.ts";
import { prepareGifInput } from "../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../shared/gif-limits.ts";
import { gifsicleCanUnoptimize, someFrameOutside } from "../shared/gif-paths.ts";
import { buildGifsicleCrop, buildGifsicleCropKeepingFrames } from "./commands.ts";
import { type CropOptions, clampCropBox, minimumCropSidePixels } from "./options.ts";

/**
 * Crops every frame to the box, clamped to the image, keeping every frame's delay exactly as read
 * and the loop block. The GIF's structure picks the path: gifsicle's lossless crop when every
 * frame reaches into the box; when some frame lies wholly outside it (gifsicle would drop it), the
 * crop of unoptimised frames, or the engine's composited path when gifsicle cannot unoptimise.
 */
export const processCrop: Processor<CropOptions> = async (options, context) => {
  const input = await prepareGifInput(context);
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

  context.reportProgress({ percent: 10, status: "Cropping frames..." });
  const layout = await media.gifLayout(input.path);
  if (!someFrameOutside(layout, box)) {
    await media.run(buildGifsicleCrop(input.path, outputPath, box), { signal });
  } else if (
    await gifsicleCanUnoptimize(layout, () => media.isOpaqueAnimation(input.path, signal))
  ) {
    await media.run(buildGifsicleCropKeepingFrames(input.path, outputPath, box), { signal });
  } else {
    await media.editGif(
      {
        inputPath: input.path,
        outputPath,
        workDir: context.workDir,
        transforms: [{ kind: "crop", ...box }],
        onProgress: (fraction) =>
          context.reportProgress({
            percent: 10 + Math.round(fraction * 85),
            status: "Cropping every frame...",
          }),
      },
      signal,
    );
  }
  // A frame gifsicle dropped anyway would shift every later delay: never hand that out.
  if ((await media.gifInfo(outputPath)).frameCount !== frameCount) {
    throw new Error(`the crop wrote a different number of frames than the GIF's ${frameCount}`);
  }
  context.reportProgress({ percent: 95, status: "Saving..." });
  return { outputs: [{ kind: "gif", path: outputPath }] };
};
