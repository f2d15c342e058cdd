import { animationMimeType } from "../../shared/web/animation-mime-type.ts";

/**
 * The input's frames decoded in the browser with WebCodecs' ImageDecoder (composited by the
 * browser, as they are seen): a bitmap per frame at preview size for the thumbnails and the
 * player, the delays, and a digest of each frame's full-size pixels (SHA-256 of the RGBA bytes,
 * computed natively by crypto.subtle) so "remove duplicates" and "trim still ends" compare whole
 * frames exactly without a JavaScript loop over pixels. Browser-only, hence .tsx: the server's
 * type check (no DOM library) leaves .tsx files out.
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
 * Decodes every frame of `bytes`; null when the browser has no ImageDecoder or cannot read the
 * format (the editor then says so). `onProgress` gets the share of frames read (0-1).
 */
export async function decodeFrames(
  bytes: ArrayBuffer,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<DecodedFrames | null> {
  if (typeof ImageDecoder !== "function") return null;
  const type = animationMimeType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
  if (!type || !(await ImageDecoder.isTypeSupported(type))) return null;
  const decoder = new ImageDecoder({ data: bytes, type });
  const bitmaps: ImageBitmap[] = [];
  try {
    // Both: `completed` says every byte was read, `tracks.ready` that the track list exists.
    await Promise.all([decoder.completed, decoder.tracks.ready]);
    const frameCount = decoder.tracks.selectedTrack?.frameCount ?? 0;
    if (frameCount === 0) return null;
    const delaysCentiseconds: number[] = [];
    const hashes: string[] = [];
    let natural = { width: 0, height: 0 };
    let size = { width: 0, height: 0 };
    let canvas: OffscreenCanvas | null = null;
    let context: OffscreenCanvasRenderingContext2D | null = null;
    for (let frameIndex = 0; frameIndex < frameCount; frameIndex++) {
      signal.throwIfAborted();
      const { image } = await decoder.decode({ frameIndex });
      try {
        if (!canvas) {
          natural = { width: image.displayWidth, height: image.displayHeight };
          size = previewSize(natural.width, natural.height, frameCount);
          canvas = new OffscreenCanvas(natural.width, natural.height);
          context = canvas.getContext("2d", { willReadFrequently: true });
        }
        delaysCentiseconds.push(Math.round((image.duration ?? 0) / 10_000));
        if (context) {
          // The full-size RGBA bytes, hashed natively (no per-pixel JavaScript).
          context.clearRect(0, 0, natural.width, natural.height);
          context.drawImage(image, 0, 0);
          const pixels = context.getImageData(0, 0, natural.width, natural.height).data;
          hashes.push(hex(await crypto.subtle.digest("SHA-256", pixels)));
        }
        bitmaps.push(
          await createImageBitmap(image, {
            resizeWidth: size.width,
            resizeHeight: size.height,
            resizeQuality: "medium",
          }),
        );
      } finally {
        image.close();
      }
      onProgress((frameIndex + 1) / frameCount);
    }
    return { ...natural, delaysCentiseconds, bitmaps, hashes };
  } catch (error) {
    for (const bitmap of bitmaps) bitmap.close();
    if (signal.aborted) throw error;
    return null;
  } finally {
    decoder.close();
  }
}

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
