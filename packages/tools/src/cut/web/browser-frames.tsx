import { forEachDecodedFrame } from "../../shared/web/image-decoder-frames.tsx";
import { previewSize } from "./preview-size.ts";

/**
 * The input's frames decoded in the browser with WebCodecs' ImageDecoder (where it exists; the
 * frame loop is shared/web/image-decoder-frames.tsx), for the editor's preview of the chosen
 * range: every frame composited by the browser, scaled to the preview's size, with its delay.
 * Browser-only, hence .tsx: the server's type check (no DOM library) leaves .tsx files out.
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
  const bitmaps: ImageBitmap[] = [];
  const delaysCentiseconds: number[] = [];
  let natural = { width: 0, height: 0 };
  let size = { width: 0, height: 0 };
  try {
    const count = await forEachDecodedFrame(bytes, signal, async (image, frame) => {
      if (frame.index === 0) {
        natural = { width: image.displayWidth, height: image.displayHeight };
        size = previewSize(natural.width, natural.height, frame.count);
      }
      delaysCentiseconds.push(Math.round(frame.delayMs / 10));
      bitmaps.push(
        await createImageBitmap(image, {
          resizeWidth: size.width,
          resizeHeight: size.height,
          resizeQuality: "medium",
        }),
      );
    });
    if (count === null) {
      for (const bitmap of bitmaps) bitmap.close();
      return null;
    }
    return { width: natural.width, height: natural.height, delaysCentiseconds, bitmaps };
  } catch (error) {
    for (const bitmap of bitmaps) bitmap.close();
    throw error;
  }
}
