import { resizeGifPath } from "../../resize/server/process.ts";
import type { ResizeParams } from "../resize.ts";
import { defineServerOperation } from "./define-server-operation.ts";

/**
 * Lanczos on premultiplied alpha, so the colour of transparent pixels does not bleed into the
 * edges (the engine's resize of composited frames).
 */
export const premultipliedResizeFilters = (size: { width: number; height: number }) => [
  "premultiply=inplace=1",
  `scale=${size.width}:${size.height}:flags=lanczos`,
  "unpremultiply=inplace=1",
];

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
  frameGraph: (_params, { step }) => ({ filters: premultipliedResizeFilters(step.facts) }),
  videoGraph: (_params, { step }) => ({ video: videoResizeFilters(step.facts), audio: [] }),
});
