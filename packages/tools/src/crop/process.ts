import { join } from "node:path";
import { type Processor, type ProcessorContext, ToolError } from "../define-tool.ts";
import { raiseShortGifDelaysInFile } from "../shared/gif-delays.ts";
import { prepareGifInput } from "../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../shared/gif-limits.ts";
import { gifsicleCouldNotUnoptimize } from "../shared/gifsicle-warnings.ts";
import { buildGifsicleCrop, buildGifsicleCropKeepingFrames } from "./commands.ts";
import { type CropBox, type CropOptions, clampCropBox, minimumCropSidePixels } from "./options.ts";

/**
 * Crops every frame to the box, clamped to the image. Lossless with gifsicle; a frame wholly
 * outside the box would be merged into the previous one, so the frame count is checked and the
 * crop redone on unoptimised frames, or (when gifsicle cannot unoptimise) on decoded frames.
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
  await media.run(buildGifsicleCrop(input.path, outputPath, box), { signal });
  if ((await media.gifInfo(outputPath)).frameCount !== frameCount) {
    context.reportProgress({ percent: 40, status: "Cropping every frame..." });
    const { stderrTail } = await media.run(
      buildGifsicleCropKeepingFrames(input.path, outputPath, box),
      { signal },
    );
    if (
      gifsicleCouldNotUnoptimize(stderrTail) ||
      (await media.gifInfo(outputPath)).frameCount !== frameCount
    ) {
      await cropDecodedFrames(input.path, outputPath, box, context);
      return { outputs: [{ kind: "gif", path: outputPath }] };
    }
  }
  await raiseShortGifDelaysInFile(outputPath);
  context.reportProgress({ percent: 95, status: "Saving..." });
  return { outputs: [{ kind: "gif", path: outputPath }] };
};

/** The exact but re-quantising path: composite every frame, cut the box, encode. */
async function cropDecodedFrames(
  inputPath: string,
  outputPath: string,
  box: CropBox,
  context: ProcessorContext,
): Promise<void> {
  context.reportProgress({ percent: 50, status: "Decoding frames..." });
  const animation = await context.media.decodeAnimation(inputPath, context.signal);
  const rowBytes = box.width * 4;
  const frames = animation.frames.map((frame) => {
    const cropped = new Uint8Array(rowBytes * box.height);
    for (let row = 0; row < box.height; row++) {
      const start = ((box.y + row) * animation.width + box.x) * 4;
      cropped.set(frame.subarray(start, start + rowBytes), row * rowBytes);
    }
    return cropped;
  });
  context.reportProgress({ percent: 70, status: "Encoding cropped GIF..." });
  await context.media.encodeGif(
    { ...animation, width: box.width, height: box.height, frames },
    outputPath,
    {},
    context.signal,
  );
}
