import { firstGifFrames, gifFrameSpans } from "../../shared/gif-frame-spans.ts";

/**
 * A GIF up to this size is its own sample (the estimate is then the result's size exactly); a
 * larger one sends its first frames up to this size, and the measured ratio is applied to the
 * whole GIF. It bounds both the extra upload and the estimate's encoding time.
 */
export const optimizeSampleMaxBytes = 512 * 1024;

/** What the browser sends for Optimize's estimate: the sample GIF, and the whole GIF's size when it is cut. */
export function optimizeSample(gif: Uint8Array): { sample: Uint8Array; sourceBytes?: number } {
  // A WebP, APNG or MNG input goes whole: only a GIF's frames are cut here.
  const isGif = String.fromCharCode(...gif.subarray(0, 3)) === "GIF";
  if (gif.length <= optimizeSampleMaxBytes || !isGif) return { sample: gif };
  const { frames } = gifFrameSpans(gif);
  // At least one frame, then as many whole frames as fit in the budget.
  const fitting = frames.filter((frame) => frame.end < optimizeSampleMaxBytes).length;
  const count = Math.max(1, fitting);
  if (count >= frames.length) return { sample: gif };
  return { sample: firstGifFrames(gif, count), sourceBytes: gif.length };
}
