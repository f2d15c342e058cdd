import { animationMimeTypeOf, mngPictureSize } from "../../shared/web/animation-mime-type.ts";
import { storedGifDelays } from "../shared/gif-delays.ts";

/**
 * The input's frames in the browser for Censor's preview: decoded one at a time, when the
 * playhead reaches them, by WebCodecs' ImageDecoder (which composites them as browsers show
 * them). Delays are the GIF's stored ones (what the server times regions by); for WebP and APNG
 * the decoder's. Browser-only, hence .tsx (the server's type check has no DOM library).
 */

export interface FrameSource {
  width: number;
  height: number;
  /** One per frame, in hundredths of a second; null when only the picture could be read. */
  delaysCentiseconds: number[] | null;
  /** Draws frame `index` on the canvas (sized to the picture); false when it cannot. */
  draw(index: number, canvas: HTMLCanvasElement): Promise<boolean>;
  close(): void;
}

/**
 * An MNG (no browser shows MNG): regions can still be drawn on an empty stage of the right shape,
 * and the server converts the file.
 */
function mngPicture(bytes: ArrayBuffer): FrameSource | null {
  const size = mngPictureSize(bytes);
  if (!size) return null;
  return { ...size, delaysCentiseconds: null, draw: async () => false, close: () => {} };
}

/** Null when the browser has no ImageDecoder for this format (the editor then shows the <img>). */
export async function openFrameSource(bytes: ArrayBuffer): Promise<FrameSource | null> {
  const mng = mngPicture(bytes);
  if (mng) return mng;
  const type = animationMimeTypeOf(bytes);
  if (!type || typeof ImageDecoder !== "function" || !(await ImageDecoder.isTypeSupported(type)))
    return null;
  const decoder = new ImageDecoder({ data: bytes, type });
  try {
    await Promise.all([decoder.completed, decoder.tracks.ready]);
    const frameCount = decoder.tracks.selectedTrack?.frameCount ?? 0;
    if (frameCount === 0) throw new Error("no frame");
    const first = await decoder.decode({ frameIndex: 0 });
    const width = first.image.displayWidth;
    const height = first.image.displayHeight;
    first.image.close();
    let delays = type === "image/gif" ? storedGifDelays(new Uint8Array(bytes)) : null;
    if (!delays) {
      delays = [];
      for (let frameIndex = 0; frameIndex < frameCount; frameIndex++) {
        const { image } = await decoder.decode({ frameIndex });
        delays.push(Math.round((image.duration ?? 0) / 10_000));
        image.close();
      }
    }
    return {
      width,
      height,
      delaysCentiseconds: delays.length === frameCount ? delays : null,
      async draw(index, canvas) {
        try {
          const { image } = await decoder.decode({ frameIndex: Math.min(index, frameCount - 1) });
          try {
            canvas.getContext("2d")?.drawImage(image, 0, 0, canvas.width, canvas.height);
          } finally {
            image.close();
          }
          return true;
        } catch {
          return false;
        }
      },
      close: () => decoder.close(),
    };
  } catch {
    decoder.close();
    return null;
  }
}
