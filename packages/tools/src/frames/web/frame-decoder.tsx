import { forEachDecodedFrame } from "../../shared/web/image-decoder-frames.tsx";

/**
 * The input's frames decoded in the browser (shared/web/image-decoder-frames.tsx): a bitmap per
 * frame at preview size for the thumbnails and the player, the delays, and a digest of each
 * frame's full-size pixels (SHA-256 of the RGBA bytes, computed natively by crypto.subtle) so
 * "merge duplicates" and "trim still ends" compare whole frames exactly without a JavaScript loop
 * over pixels. Browser-only, hence .tsx.
 */

export interface DecodedFrames {
  width: number;
  height: number;
  /** As the browser's decoder reports them, in hundredths of a second. */
  delaysCentiseconds: number[];
  /** One bitmap per input frame at preview size; `close()` them when done. */
  bitmaps: ImageBitmap[];
  /** One hex digest per input frame: equal digests, equal pictures. */
  hashes: string[];
}

/** Preview bitmaps are at most this large. */
const maximumPreviewSide = { width: 480, height: 320 };
/** All preview bitmaps together stay under this many pixels (about 160 MB of RGBA). */
const previewBudgetPixels = 40_000_000;

function previewSize(width: number, height: number, frameCount: number) {
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

/**
 * Decodes every frame of `bytes`; null when the browser cannot (the editor then says so).
 * `onProgress` gets the share of frames read (0-1).
 */
export async function decodeFrames(
  bytes: ArrayBuffer,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<DecodedFrames | null> {
  const delaysCentiseconds: number[] = [];
  const hashes: string[] = [];
  const bitmaps: ImageBitmap[] = [];
  let natural = { width: 0, height: 0 };
  let size = { width: 0, height: 0 };
  let context: OffscreenCanvasRenderingContext2D | null = null;
  try {
    const count = await forEachDecodedFrame(bytes, signal, async (image, frame) => {
      if (frame.index === 0) {
        natural = { width: image.displayWidth, height: image.displayHeight };
        size = previewSize(natural.width, natural.height, frame.count);
        context = new OffscreenCanvas(natural.width, natural.height).getContext("2d", {
          willReadFrequently: true,
        });
      }
      delaysCentiseconds.push(Math.round(frame.delayMs / 10));
      if (!context) throw new Error("no 2D canvas");
      // The full-size RGBA bytes, hashed natively (no per-pixel JavaScript).
      context.clearRect(0, 0, natural.width, natural.height);
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, natural.width, natural.height).data;
      hashes.push(hex(await crypto.subtle.digest("SHA-256", pixels)));
      bitmaps.push(
        await createImageBitmap(image, {
          resizeWidth: size.width,
          resizeHeight: size.height,
          resizeQuality: "medium",
        }),
      );
      onProgress((frame.index + 1) / frame.count);
    });
    if (count === null) {
      for (const bitmap of bitmaps) bitmap.close();
      return null;
    }
    return { ...natural, delaysCentiseconds, bitmaps, hashes };
  } catch (error) {
    for (const bitmap of bitmaps) bitmap.close();
    throw error;
  }
}

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
