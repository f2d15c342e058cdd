import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import type { Processor, ProcessorResult } from "../../define-tool.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { type RotateOptions, rotateChain, rotatedSize } from "../shared/options.ts";
import { buildGifsicleRotateFlip } from "./commands.ts";

/** Rotate & Flip as a view over the chain executor: one rotate step (shared/options.ts). */
export const processRotate: Processor<RotateOptions> = chainView(rotateChain);

/**
 * Rotate & Flip's own GIF path (the chain's "operation" path for a rotate step on a GIF). Turns
 * the GIF clockwise by `angle`, then mirrors it along `flip`, losslessly with gifsicle:
 * no new palette, every frame, delay (0 and 1 included) and the loop block kept exactly. WebP,
 * APNG and MNG inputs are converted to a GIF first (prepareGifInput), then turned the same way.
 */
export async function rotateGifPath(
  options: Pick<RotateOptions, "angle" | "flip">,
  { input, context }: GifPathRun,
): Promise<ProcessorResult> {
  assertGifOutputWithinLimits({
    ...rotatedSize(input.info, options.angle),
    frameCount: input.info.frameCount,
  });
  const outputPath = join(context.workDir, "rotated.gif");

  context.reportProgress({ percent: 10, ...rotateStage(options) });
  await context.media.run(buildGifsicleRotateFlip(input.path, outputPath, options), {
    signal: context.signal,
  });
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}

function rotateStage(options: Pick<RotateOptions, "angle" | "flip">) {
  if (options.angle === 0) return stage("flipping-frames");
  if (options.flip === "none") return stage("rotating-frames");
  return stage("rotating-and-flipping-frames");
}
