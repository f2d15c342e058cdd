/**
 * Pure helper of the range preview (no DOM): how large the preview frames are (the MIME type the
 * decoder is given is shared/web/animation-mime-type.ts).
 */

/** Preview frames are at most this large on screen. */
const maximumPreviewSide = { width: 480, height: 320 };
/** All preview bitmaps together stay under this many pixels (about 160 MB of RGBA). */
const previewBudgetPixels = 40_000_000;

/** The preview size of a `width` × `height` animation of `frameCount` frames. */
export function previewSize(
  width: number,
  height: number,
  frameCount: number,
): { width: number; height: number } {
  const scale = Math.min(
    1,
    maximumPreviewSide.width / width,
    maximumPreviewSide.height / height,
    Math.sqrt(previewBudgetPixels / (width * height * Math.max(1, frameCount))),
  );
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
