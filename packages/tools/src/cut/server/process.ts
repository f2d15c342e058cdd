import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import { type Processor, type ProcessorResult, ToolError } from "../../define-tool.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { framesStandAlone, gifsicleCanUnoptimize } from "../../shared/gif-paths.ts";
import { buildGifsicleStandAloneFrames } from "../../shared/gif-transform-commands.ts";
import { setGifDelays } from "../../shared/image-header.ts";
import { type CutOptions, cutChain } from "../shared/options.ts";
import { cutSelection, planCut } from "../shared/range.ts";
import { buildGifsicleCut } from "./commands.ts";

/** Cut as a view over the chain executor: one cut step, the GIF out (shared/options.ts). */
export const processCut: Processor<CutOptions> = chainView(cutChain);

/**
 * Cut's own GIF path (the chain's "operation" path for a cut step on a GIF). Keeps the frames
 * shown in the chosen range (range.ts), each with its delay (the first and last
 * shortened to the cut points of a time range), and the loop block. From the first frame the
 * frames are copied as stored, and so they are when every frame stands alone (shared/gif-paths.ts);
 * otherwise the first kept frame may have been drawn on dropped frames, so the frames are rebuilt
 * as whole pictures first: losslessly by gifsicle where its unoptimiser can, otherwise by the
 * engine's composited path.
 */
export async function cutGifPath(
  options: Pick<CutOptions, "start_time" | "end_time" | "start_frame" | "end_frame">,
  { input, context }: GifPathRun,
): Promise<ProcessorResult> {
  const { media, signal } = context;
  const layout = await media.gifLayout(input.path);
  const plan = planCut(
    layout.frames.map((frame) => frame.delayCentiseconds),
    cutSelection(options),
  );
  if (!plan.ok) throw new ToolError(plan.message, "invalid-range");
  const keptCount = plan.lastIndex - plan.firstIndex + 1;
  assertGifOutputWithinLimits({
    width: layout.width,
    height: layout.height,
    frameCount: keptCount,
  });
  const outputPath = join(context.workDir, "cut.gif");

  context.reportProgress({ percent: 10, ...stage("cutting-frames") });
  const standAlone = plan.firstIndex > 0 && framesStandAlone(layout);
  const lossless =
    plan.firstIndex === 0 ||
    standAlone ||
    (await gifsicleCanUnoptimize(layout, () => media.isOpaqueAnimation(input.path, signal)));
  if (lossless) {
    const selectedPath = join(context.workDir, "cut-frames.gif");
    const command = standAlone
      ? buildGifsicleStandAloneFrames(input.path, selectedPath, [
          `#${plan.firstIndex}-${plan.lastIndex}`,
        ])
      : buildGifsicleCut(input.path, selectedPath, plan);
    await media.run(command, { signal });
    // gifsicle keeps each frame's stored delay; the first and last may have been shortened.
    const timed = setGifDelays(await readFile(selectedPath), plan.delaysCentiseconds);
    if (timed.frameCount !== keptCount) {
      throw new Error(`gifsicle wrote ${timed.frameCount} frames instead of ${keptCount}`);
    }
    await writeFile(outputPath, timed.bytes);
  } else {
    await media.editGif(
      {
        inputPath: input.path,
        outputPath,
        workDir: context.workDir,
        transforms: [],
        frames: plan.delaysCentiseconds.map((delayCentiseconds, offset) => ({
          index: plan.firstIndex + offset,
          delayCentiseconds,
        })),
        onProgress: (fraction) =>
          context.reportProgress({
            percent: 10 + Math.round(fraction * 85),
            ...stage("cutting-frames"),
          }),
      },
      signal,
    );
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}
