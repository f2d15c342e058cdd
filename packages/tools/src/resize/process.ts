import { join } from "node:path";
import type { Processor } from "../define-tool.ts";
import { prepareGifInput } from "../shared/gif-input.ts";
import { assertGifOutputWithinLimits } from "../shared/gif-limits.ts";
import { buildGifsicleResize } from "./commands.ts";
import type { ResizeOptions } from "./options.ts";
import { resizeTarget } from "./sizing.ts";

/**
 * Resizes every frame (fitted inside width × height, or exactly that size), keeping each frame's
 * delay exactly as read and the loop block. Opaque GIFs go through gifsicle (fast, small files);
 * GIFs whose pictures have transparent pixels go through the engine (composited, resized with
 * premultiplied alpha, re-encoded with a palette per frame), because gifsicle mixes the
 * transparent colour into edges (a light fringe). Numbers: docs/performance.md.
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
  } else {
    await media.editGif(
      {
        inputPath: input.path,
        outputPath,
        workDir: context.workDir,
        transforms: [{ kind: "resize", ...target }],
        // New in-between colours at the edges: diffuse the palette's error.
        encode: { dither: "floyd-steinberg" },
        onProgress: (fraction) =>
          context.reportProgress({
            percent: 10 + Math.round(fraction * 85),
            status: fraction < 0.2 ? "Resizing frames..." : "Encoding resized GIF...",
          }),
      },
      signal,
    );
  }
  context.reportProgress({ percent: 95, status: "Saving..." });
  return { outputs: [{ kind: "gif", path: outputPath }] };
};
