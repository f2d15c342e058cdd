import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stage } from "@gifkit/contracts";
import { chainView } from "../../chain/server/run-chain.ts";
import type { Processor, ProcessorResult } from "../../define-tool.ts";
import type { GifPathRun } from "../../operations/server/define-server-operation.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { framesStandAlone, gifsicleCanUnoptimize } from "../../shared/gif-paths.ts";
import { buildGifsicleStandAloneFrames } from "../../shared/gif-transform-commands.ts";
import { setGifDelays } from "../../shared/image-header.ts";
import { type SpeedOptions, speedChain } from "../shared/options.ts";
import { planSpeed } from "../shared/timing.ts";
import { buildGifsicleKeepFrames } from "./commands.ts";

const status = stage("changing-speed");

/** Speed as a view over the chain executor: one speed step, the GIF out (shared/options.ts). */
export const processSpeed: Processor<SpeedOptions> = chainView(speedChain);

/**
 * Speed's own GIF path (the chain's "operation" path for a speed step on a GIF). Divides every
 * delay by the speed (see `planSpeed`: delays 0 and 1 count as the 10 hundredths
 * browsers show). When every frame is kept only the delays are rewritten, in place, so every
 * pixel and the loop block stay byte-exact. When frames are dropped and every frame stands alone
 * (shared/gif-paths.ts), the kept frames are copied as stored. Otherwise a kept frame may have drawn
 * only what changed since a dropped one, so whole pictures are rebuilt first: losslessly with
 * gifsicle where its unoptimiser can (the GIF's structure says so), otherwise on the engine's
 * composited path. Either way the loop block is kept and the planned delays are written exactly.
 */
export async function speedGifPath(
  options: Pick<SpeedOptions, "speed">,
  { input, context }: GifPathRun,
): Promise<ProcessorResult> {
  const { media, signal } = context;
  const outputPath = join(context.workDir, "speed.gif");

  context.reportProgress({ percent: 10, ...status });
  const layout = await media.gifLayout(input.path);
  const plan = planSpeed(
    layout.frames.map((frame) => frame.delayCentiseconds),
    options.speed,
  );
  assertGifOutputWithinLimits({ ...layout, frameCount: plan.keptFrames.length });

  const standAlone = framesStandAlone(layout);
  if (plan.keepsEveryFrame) {
    const { bytes } = setGifDelays(await readFile(input.path), plan.delaysCentiseconds);
    await writeFile(outputPath, bytes);
  } else if (
    standAlone ||
    (await gifsicleCanUnoptimize(layout, () => media.isOpaqueAnimation(input.path, signal)))
  ) {
    const keptPath = join(context.workDir, "speed-kept.gif");
    const command = standAlone
      ? buildGifsicleStandAloneFrames(
          input.path,
          keptPath,
          plan.keptFrames.map((index) => `#${index}`),
        )
      : buildGifsicleKeepFrames(input.path, plan.keptFrames, keptPath);
    await media.run(command, { signal });
    context.reportProgress({ percent: 80, ...status });
    const { bytes } = setGifDelays(await readFile(keptPath), plan.delaysCentiseconds);
    await writeFile(outputPath, bytes);
  } else {
    await media.editGif(
      {
        inputPath: input.path,
        outputPath,
        workDir: context.workDir,
        transforms: [],
        frames: plan.keptFrames.map((index, position) => ({
          index,
          delayCentiseconds: plan.delaysCentiseconds[position] as number,
        })),
        onProgress: (fraction) =>
          context.reportProgress({ percent: 10 + Math.round(fraction * 85), ...status }),
      },
      signal,
    );
  }
  context.reportProgress({ percent: 95, ...stage("saving") });
  return { outputs: [{ kind: "gif", path: outputPath }] };
}
