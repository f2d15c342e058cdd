import { resizeGifPath } from "../../resize/server/process.ts";
import type { ResizeParams } from "../resize.ts";
import { defineServerOperation } from "./define-server-operation.ts";

/**
 * Lanczos on premultiplied alpha, so the colour of transparent pixels does not bleed into the
 * edges (the engine's resize of composited frames). A GIF made smaller averages instead (area):
 * Lanczos' ringing adds colours its one palette and LZW pay for. On issue 36's chain
 * (classroom.gif 360×270 → 240×180, then a caption) area gave 394,043 bytes at SSIM 0.9874
 * against Lanczos' 437,603 at 0.9886 (both against Lanczos frames never encoded), in about 70%
 * of ffmpeg's CPU (docs/performance.md).
 */
export const premultipliedResizeFilters = (
  size: { width: number; height: number },
  kernel: "lanczos" | "area" = "lanczos",
  opaque = false,
) => {
  const scale = `scale=${size.width}:${size.height}:flags=${kernel}`;
  // Opaque frames have no transparent colour to bleed: premultiplying would change nothing.
  return opaque ? [scale] : ["premultiply=inplace=1", scale, "unpremultiply=inplace=1"];
};

/** Area for a GIF result no side of which grows; Lanczos otherwise. */
export const frameResizeKernel = (
  input: { width: number; height: number },
  output: { width: number; height: number },
  outputFormat: string,
): "lanczos" | "area" =>
  outputFormat === "gif" && output.width <= input.width && output.height <= input.height
    ? "area"
    : "lanczos";

/**
 * A video's resize: Lanczos, and square pixels (setsar=1) so the size asked is the size shown
 * whatever the source's pixel aspect.
 */
export const videoResizeFilters = (size: { width: number; height: number }) => [
  `scale=${size.width}:${size.height}:flags=lanczos`,
  "setsar=1",
];

export default defineServerOperation<ResizeParams>({
  // gifsicle --resize with its optimiser pass where it pays (resize/server/process.ts); it fits
  // under a target size from the uploaded GIF itself.
  gifPath: (params, run) => resizeGifPath(params, run),
  fitsItself: true,
  frameGraph: (_params, { step, outputFormat, opaqueFrames }) => ({
    filters: premultipliedResizeFilters(
      step.facts,
      frameResizeKernel(step.input, step.facts, outputFormat),
      opaqueFrames,
    ),
  }),
  videoGraph: (_params, { step }) => ({ video: videoResizeFilters(step.facts), audio: [] }),
});
