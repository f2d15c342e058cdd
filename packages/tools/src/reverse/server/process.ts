import { join } from "node:path";
import type { Processor } from "../../define-tool.ts";
import { fitResultUnder } from "../../shared/fit-result.ts";
import { prepareGifInput } from "../../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../../shared/gif-limits.ts";
import { framesStandAlone, gifsicleCanUnoptimize } from "../../shared/gif-paths.ts";
import { buildGifsicleStandAloneFrames } from "../../shared/gif-transform-commands.ts";
import type { ReverseOptions } from "../shared/options.ts";
import { buildGifsicleReverse } from "./commands.ts";

/**
 * Plays the frames back to front, each with its own delay exactly as read (0 and 1 included), and
 * keeps the loop block. The GIF's structure picks the path: when every frame stands alone (a sprite
 * on a transparent canvas, whole opaque frames) gifsicle copies the stored frames back to front;
 * otherwise it unoptimises them first where it can; otherwise the engine composites, reverses and
 * re-encodes.
 */
export const processReverse: Processor<ReverseOptions> = async (options, context) => {
  const input = await prepareGifInput(context);
  assertGifOutputWithinLimits({ ...input.info });
  const outputPath = join(context.workDir, "reversed.gif");
  const { media, signal } = context;

  context.reportProgress({ percent: 10, status: "Reversing frames..." });
  const layout = await media.gifLayout(input.path);
  if (framesStandAlone(layout)) {
    await media.run(buildGifsicleStandAloneFrames(input.path, outputPath, ["#-1-0"]), { signal });
  } else if (
    await gifsicleCanUnoptimize(layout, () => media.isOpaqueAnimation(input.path, signal))
  ) {
    await media.run(buildGifsicleReverse(input.path, outputPath), { signal });
  } else {
    await media.editGif(
      {
        inputPath: input.path,
        outputPath,
        workDir: context.workDir,
        transforms: [],
        reverse: true,
        onProgress: (fraction) =>
          context.reportProgress({
            percent: 10 + Math.round(fraction * 85),
            status: "Reversing frames...",
          }),
      },
      signal,
    );
  }
  context.reportProgress({ percent: 95, status: "Saving..." });
  return fitResultUnder(
    options.target_size_bytes,
    { outputs: [{ kind: "gif", path: outputPath }] },
    context,
  );
};
