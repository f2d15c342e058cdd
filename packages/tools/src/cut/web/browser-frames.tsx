import { animationMimeType, previewSize } from "./preview-size.ts";

/**
 * The input's frames decoded in the browser with WebCodecs' ImageDecoder (where it exists), for
 * the editor's preview of the chosen range: every frame composited by the browser, scaled to the
 * preview's size, with its delay. Browser-only, hence .tsx: the server's type check (no DOM
 * library) leaves .tsx files out.
 */

export interface PreviewFrames {
  width: number;
  height: number;
  /** Delays as the browser's decoder reports them, in hundredths of a second. */
  delaysCentiseconds: number[];
  /** One bitmap per frame at preview size; `close()` them when done. */
  bitmaps: ImageBitmap[];
}

export const browserCanDecode = (): boolean => typeof ImageDecoder === "function";

/**
 * Decodes every frame of `bytes`; null when the browser has no ImageDecoder or cannot read the
 * format (the editor then shows the plain preview and its text summary).
 */
export async function decodePreviewFrames(
  bytes: ArrayBuffer,
  signal: AbortSignal,
): Promise<PreviewFrames | null> {
  if (!browserCanDecode()) return null;
  const type = animationMimeType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
  if (!type || !(await ImageDecoder.isTypeSupported(type))) return null;
  const decoder = new ImageDecoder({ data: bytes, type });
  const bitmaps: ImageBitmap[] = [];
  try {
    // Both: `completed` says every byte was read, `tracks.ready` that the track list exists.
    await Promise.all([decoder.completed, decoder.tracks.ready]);
    const track = decoder.tracks.selectedTrack;
    const frameCount = track?.frameCount ?? 0;
    if (frameCount === 0) return null;
    const delaysCentiseconds: number[] = [];
    let size: { width: number; height: number } | null = null;
    let natural = { width: 0, height: 0 };
    for (let frameIndex = 0; frameIndex < frameCount; frameIndex++) {
      signal.throwIfAborted();
      const { image } = await decoder.decode({ frameIndex });
      try {
        if (!size) {
          natural = { width: image.displayWidth, height: image.displayHeight };
          size = previewSize(natural.width, natural.height, frameCount);
        }
        delaysCentiseconds.push(Math.round((image.duration ?? 0) / 10_000));
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
    }
    return { width: natural.width, height: natural.height, delaysCentiseconds, bitmaps };
  } catch (error) {
    for (const bitmap of bitmaps) bitmap.close();
    if (signal.aborted) throw error;
    return null;
  } finally {
    decoder.close();
  }
}
