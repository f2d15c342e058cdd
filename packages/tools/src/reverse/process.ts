import { join } from "node:path";
import type { Processor } from "../define-tool.ts";
import { raiseShortGifDelaysInFile } from "../shared/gif-delays.ts";
import { prepareGifInput } from "../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../shared/gif-limits.ts";
import { gifsicleCouldNotUnoptimize } from "../shared/gifsicle-warnings.ts";
import { buildGifsicleReverse } from "./commands.ts";
import type { ReverseOptions } from "./options.ts";

export const processReverse: Processor<ReverseOptions> = async (_options, context) => {
  const input = await prepareGifInput(context);
  assertGifOutputWithinLimits({ ...input.info });
  const outputPath = join(context.workDir, "reversed.gif");

  context.reportProgress({ percent: 10, status: "Reversing frames..." });
  const { stderrTail } = await context.media.run(buildGifsicleReverse(input.path, outputPath), {
    signal: context.signal,
  });

  if (gifsicleCouldNotUnoptimize(stderrTail)) {
    // Slow but exact: composite every frame, reverse, and encode with a palette per frame.
    context.reportProgress({ percent: 30, status: "Decoding frames..." });
    const animation = await context.media.decodeAnimation(input.path, context.signal);
    context.reportProgress({ percent: 60, status: "Encoding reversed GIF..." });
    await context.media.encodeGif(
      {
        ...animation,
        frames: [...animation.frames].reverse(),
        delaysMs: [...animation.delaysMs].reverse(),
      },
      outputPath,
      {},
      context.signal,
    );
  } else {
    await raiseShortGifDelaysInFile(outputPath);
  }
  context.reportProgress({ percent: 95, status: "Saving..." });
  return { outputs: [{ kind: "gif", path: outputPath }] };
};
