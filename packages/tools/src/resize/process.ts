import { join } from "node:path";
import type { Processor } from "../define-tool.ts";
import { raiseShortGifDelaysInFile } from "../shared/gif-delays.ts";
import { prepareGifInput } from "../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../shared/gif-limits.ts";
import { buildGifsicleResize } from "./commands.ts";
import type { ResizeOptions } from "./options.ts";
import { resizeTarget } from "./sizing.ts";

/**
 * Resizes every frame (fitted inside width × height, or exactly that size), keeping each frame's
 * delay and the loop block. Opaque GIFs go through gifsicle (fast, small files); GIFs with
 * transparent pixels are composited, resized with premultiplied alpha and re-encoded with a
 * palette per frame, because gifsicle mixes the transparent colour into edges (a light fringe).
 * Numbers: apps/server/scripts/bench-gif-edits.ts.
 */
export const processResize: Processor<ResizeOptions> = async (options, context) => {
  const input = await prepareGifInput(context);
  const target = resizeTarget(
    input.info,
    options.width,
    options.height,
    options.maintain_aspect_ratio,
  );
  assertGifOutputWithinLimits({ ...target, frameCount: input.info.frameCount });
  const outputPath = join(context.workDir, "resized.gif");
  const { media, signal } = context;

  context.reportProgress({ percent: 5, status: "Reading frames..." });
  if (await media.isOpaqueAnimation(input.path, signal)) {
    context.reportProgress({ percent: 15, status: "Resizing frames..." });
    await media.run(buildGifsicleResize(input.path, outputPath, target), { signal });
    await raiseShortGifDelaysInFile(outputPath);
  } else {
    const animation = await media.decodeAnimation(input.path, signal);
    context.reportProgress({ percent: 30, status: "Resizing frames..." });
    const resized = await media.resizeFrames(animation, target, signal);
    context.reportProgress({ percent: 55, status: "Encoding resized GIF..." });
    await media.encodeGif(resized, outputPath, {}, signal);
  }
  context.reportProgress({ percent: 95, status: "Saving..." });
  return { outputs: [{ kind: "gif", path: outputPath }] };
};
