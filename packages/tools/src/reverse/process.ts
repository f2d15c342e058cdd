import { join } from "node:path";
import type { Processor } from "../define-tool.ts";
import { prepareGifInput } from "../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../shared/gif-limits.ts";
import { gifsicleCanUnoptimize } from "../shared/gif-paths.ts";
import { buildGifsicleReverse } from "./commands.ts";
import type { ReverseOptions } from "./options.ts";

/**
 * Plays the frames back to front, each with its own delay exactly as read (0 and 1 included), and
 * keeps the loop block. Lossless with gifsicle where its unoptimiser can rebuild whole frames (the
 * GIF's structure says so); otherwise the engine composites, reverses and re-encodes.
 */
export const processReverse: Processor<ReverseOptions> = async (_options, context) => {
  const input = await prepareGifInput(context);
  assertGifOutputWithinLimits({ ...input.info });
  const outputPath = join(context.workDir, "reversed.gif");
  const { media, signal } = context;

  context.reportProgress({ percent: 10, status: "Reversing frames..." });
  const layout = await media.gifLayout(input.path);
  if (await gifsicleCanUnoptimize(layout, () => media.isOpaqueAnimation(input.path, signal))) {
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
  return { outputs: [{ kind: "gif", path: outputPath }] };
};
