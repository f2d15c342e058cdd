import type { GifLayout } from "../media-toolkit.ts";

/**
 * Which path a GIF edit takes, decided from the GIF's block structure (never by running gifsicle
 * and reading its warning). gifsicle's --unoptimize (src/gifunopt.c, Gif_FullUnoptimize) gives up
 * when any frame has a local colour table, when there is no global table, and when a composited
 * picture needs a transparent index but all 256 global entries are in use; then it exits 0 with
 * wrong frames, so such GIFs take the engine's composited path.
 */
export async function gifsicleCanUnoptimize(
  layout: GifLayout,
  picturesAreOpaque: () => Promise<boolean>,
): Promise<boolean> {
  if (layout.globalPaletteSize === 0) return false;
  if (layout.frames.some((frame) => frame.localPaletteSize > 0)) return false;
  if (layout.globalPaletteSize < 256) return true;
  if (!layout.frames.some((frame) => frame.hasTransparency)) return true;
  // A full global table with transparency: fine while no composited picture shows a transparent
  // pixel (then no free index is needed, e.g. frame-difference GIFs of video); otherwise a
  // picture using all 256 colours would fail, so those take the composited path.
  return picturesAreOpaque();
}

/** Whether some frame lies wholly outside the box (gifsicle --crop drops such frames). */
export function someFrameOutside(
  layout: GifLayout,
  box: { x: number; y: number; width: number; height: number },
): boolean {
  return layout.frames.some(
    (frame) =>
      frame.left >= box.x + box.width ||
      frame.top >= box.y + box.height ||
      frame.left + frame.width <= box.x ||
      frame.top + frame.height <= box.y,
  );
}
