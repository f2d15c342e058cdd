import type { GifFrameLayout, GifLayout } from "../media-toolkit.ts";

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

/**
 * Whether every picture (`groups`: frame-order.ts pictureGroups) looks the same whatever picture
 * came before it, so that pictures can be played in any order with each one's stored frames kept
 * as they are (its patches in their own order, disposal as stored): either every picture starts
 * with a frame that covers the screen with no transparent index (a true-colour GIF's usual base
 * picture, refined by 0-delay patches), or every picture leaves the canvas empty when it is done.
 * A GIF of a single picture (a true-colour GIF built up from 0-delay patches) always qualifies:
 * every order of one picture is that picture.
 */
export function picturesStandAlone(
  layout: GifLayout,
  groups: readonly (readonly number[])[],
): boolean {
  if (groups.length <= 1) return true;
  const frames = groups.map((group) => group.map((index) => layout.frames[index]));
  if (frames.some((group) => group.some((frame) => frame === undefined))) return false;
  const coversScreen = (frame: GifFrameLayout) =>
    frame.left === 0 &&
    frame.top === 0 &&
    frame.width >= layout.width &&
    frame.height >= layout.height;
  const drawsItsOwnBase = (group: GifFrameLayout[]) => {
    const first = group[0] as GifFrameLayout;
    return coversScreen(first) && !first.hasTransparency;
  };
  const leavesCanvasEmpty = (group: GifFrameLayout[]) => {
    let canvasEmpty = true;
    for (const frame of group) {
      // Background clears the frame's rectangle, previous restores what was under it, the
      // others leave the frame drawn.
      if (frame.disposal === 2) canvasEmpty ||= coversScreen(frame);
      else if (frame.disposal !== 3) canvasEmpty = false;
    }
    return canvasEmpty;
  };
  const pictures = frames as GifFrameLayout[][];
  return pictures.every(drawsItsOwnBase) || pictures.every(leavesCanvasEmpty);
}
