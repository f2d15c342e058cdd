import type { GifLayout } from "../../media-toolkit.ts";

/**
 * Whether a composited frame of the GIF can have a transparent pixel, from its block structure
 * alone: the first frame has a transparent colour or leaves part of the canvas uncovered, or a
 * frame is disposed to the background (browsers clear it to transparent). A transparent colour in
 * a later frame over a kept one only lets the earlier picture show through (how optimizers
 * shrink GIFs), so it adds no transparency. Conservative: a first frame that declares a
 * transparent colour but never uses it still counts.
 */
export function mayShowTransparency(layout: GifLayout): boolean {
  const [first] = layout.frames;
  if (!first) return false;
  const coversCanvas =
    first.left === 0 &&
    first.top === 0 &&
    first.width >= layout.width &&
    first.height >= layout.height;
  if (first.hasTransparency || !coversCanvas) return true;
  // The last frame's disposal happens after it is shown, except when the animation loops back to
  // the first frame, which covers everything anyway.
  return layout.frames.slice(0, -1).some((frame) => frame.disposal === 2);
}
