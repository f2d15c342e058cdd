import { copyFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Processor } from "../define-tool.ts";
import { prepareGifInput } from "../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../shared/gif-limits.ts";
import { buildGifsicleOptimize } from "./commands.ts";
import { encodeFramesAsGif } from "./encode.ts";
import { interFrameMaxErrorForQuality, type OptimizeOptions } from "./options.ts";

/**
 * Re-encodes the GIF with every setting taking effect: colours = palette entries per frame,
 * dither = that error-diffusion kernel, quality = how much inter-frame change may be dropped,
 * then gifsicle -O{level} with --lossy. A result that is not smaller than the uploaded GIF is
 * not returned: the GIF comes back unchanged and the result says so.
 */
export const processOptimize: Processor<OptimizeOptions> = async (options, context) => {
  const input = await prepareGifInput(context);
  assertGifOutputWithinLimits(input.info);
  const { media, signal, workDir } = context;

  context.reportProgress({ percent: 5, status: "Decoding frames..." });
  const animation = await media.decodeAnimation(input.path, signal);
  context.reportProgress({ percent: 20, status: "Reducing colours..." });
  const encoded = encodeFramesAsGif(animation, {
    colours: options.colors,
    dither: options.dither,
    interFrameMaxError: interFrameMaxErrorForQuality(options.quality),
  });
  signal.throwIfAborted();
  const encodedPath = join(workDir, "encoded.gif");
  await writeFile(encodedPath, encoded);

  context.reportProgress({ percent: 60, status: "Compressing..." });
  const outputPath = join(workDir, "optimised.gif");
  await media.run(
    buildGifsicleOptimize(encodedPath, outputPath, {
      optimizeLevel: options.optimize_level,
      lossy: options.lossy,
    }),
    { signal },
  );

  const [inputPath] = context.inputPaths as [string];
  const inputBytes = (await stat(inputPath)).size;
  if (input.sourceFormat === "gif" && (await stat(outputPath)).size >= inputBytes) {
    await copyFile(inputPath, outputPath);
    context.reportProgress({ percent: 95, status: "The GIF is already smaller than our result." });
    return { outputs: [{ kind: "gif", path: outputPath }], unchanged: true };
  }
  context.reportProgress({ percent: 95, status: "Saving..." });
  return { outputs: [{ kind: "gif", path: outputPath }] };
};
