import { join } from "node:path";
import type { Processor } from "../../define-tool.ts";
import { fitResultUnder } from "../../shared/fit-result.ts";
import { prepareGifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { type RotateOptions, rotatedSize } from "../shared/options.ts";
import { buildGifsicleRotateFlip } from "./commands.ts";

/**
 * Turns the GIF clockwise by `angle`, then mirrors it along `flip`, losslessly with gifsicle:
 * no new palette, every frame, delay (0 and 1 included) and the loop block kept exactly. WebP,
 * APNG and MNG inputs are converted to a GIF first (prepareGifInput), then turned the same way.
 */
export const processRotate: Processor<RotateOptions> = async (options, context) => {
  const input = await prepareGifInput(context);
  assertGifOutputWithinLimits({
    ...rotatedSize(input.info, options.angle),
    frameCount: input.info.frameCount,
  });
  const outputPath = join(context.workDir, "rotated.gif");

  context.reportProgress({ percent: 10, status: statusText(options) });
  await context.media.run(buildGifsicleRotateFlip(input.path, outputPath, options), {
    signal: context.signal,
  });
  context.reportProgress({ percent: 95, status: "Saving..." });
  return fitResultUnder(options, { outputs: [{ kind: "gif", path: outputPath }] }, context);
};

function statusText(options: RotateOptions): string {
  if (options.angle === 0) return "Flipping frames...";
  if (options.flip === "none") return "Rotating frames...";
  return "Rotating and flipping frames...";
}
