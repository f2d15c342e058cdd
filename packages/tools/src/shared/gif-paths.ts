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

/** The frames (0-based) that lie wholly outside the box (gifsicle --crop drops such frames). */
export function framesOutside(
  layout: GifLayout,
  box: { x: number; y: number; width: number; height: number },
): number[] {
  return layout.frames.flatMap((frame, index) =>
    frame.left >= box.x + box.width ||
    frame.top >= box.y + box.height ||
    frame.left + frame.width <= box.x ||
    frame.top + frame.height <= box.y
      ? [index]
      : [],
  );
}

/**
 * Whether every frame's picture is that frame alone, whatever came before it: the frame covers
 * the screen with no transparent index (every pixel drawn opaque), or the canvas under it is
 * empty, i.e. it is the first frame or every frame before it back to such an empty canvas was
 * disposed of (2 restore to background, 3 restore to previous) after it was shown. Then any
 * selection or order of the stored frames shows the same pictures once every frame is disposed
 * to background (`gifsicle --disposal background`): no unoptimising, no re-encoding. Sprites on
 * a transparent canvas (local palettes and all) and GIFs of whole opaque frames are like this;
 * frame-difference GIFs are not.
 */
export function framesStandAlone(layout: GifLayout): boolean {
  let canvasEmpty = true;
  for (const frame of layout.frames) {
    const coversOpaque =
      !frame.hasTransparency &&
      frame.left === 0 &&
      frame.top === 0 &&
      frame.width >= layout.width &&
      frame.height >= layout.height;
    if (!canvasEmpty && !coversOpaque) return false;
    // After this frame the canvas is empty again only if it is disposed of: background clears
    // the frame's rectangle (outside it the canvas was empty, or the frame covers the screen);
    // previous restores what was under it.
    canvasEmpty = frame.disposal === 2 || (frame.disposal === 3 && canvasEmpty);
  }
  return true;
}
