/**
 * Pure helpers of the range preview (no DOM): which MIME type the browser's ImageDecoder is given,
 * and how large the preview frames are.
 */

/** Preview frames are at most this large on screen. */
const maximumPreviewSide = { width: 480, height: 320 };
/** All preview bitmaps together stay under this many pixels (about 160 MB of RGBA). */
const previewBudgetPixels = 40_000_000;

/** The MIME type of an animation by its first bytes (never by name); null for MNG and others. */
export function animationMimeType(head: Uint8Array): string | null {
  const ascii = (from: number, length: number) =>
    String.fromCharCode(...head.subarray(from, from + length));
  if (ascii(0, 4) === "GIF8") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") return "image/webp";
  if (head[0] === 0x89 && ascii(1, 3) === "PNG") return "image/png";
  return null;
}

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
