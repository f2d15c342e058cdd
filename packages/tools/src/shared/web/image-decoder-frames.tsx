import { animationMimeType } from "./animation-mime-type.ts";

/**
 * Every frame of an animation decoded in the browser by WebCodecs' ImageDecoder, composited as it
 * is seen, handed one at a time to `onFrame` (which must not keep `image`: it is closed after).
 * Shared by the editors that read frames (Edit frames' thumbnails, GIF Maker's "Import all
 * frames"). Returns the frame count, or null when the browser has no ImageDecoder or cannot read
 * the format (MNG, a damaged file). Browser-only, hence .tsx: the server's type check (no DOM
 * library) leaves .tsx files out.
 */
export async function forEachDecodedFrame(
  bytes: ArrayBuffer,
  signal: AbortSignal,
  onFrame: (
    image: VideoFrame,
    frame: { index: number; count: number; delayMs: number },
  ) => Promise<void>,
): Promise<number | null> {
  if (typeof ImageDecoder !== "function") return null;
  const type = animationMimeType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
  if (!type || !(await ImageDecoder.isTypeSupported(type))) return null;
  const decoder = new ImageDecoder({ data: bytes, type });
  try {
    // Both: `completed` says every byte was read, `tracks.ready` that the track list exists.
    await Promise.all([decoder.completed, decoder.tracks.ready]);
    const count = decoder.tracks.selectedTrack?.frameCount ?? 0;
    if (count === 0) return null;
    for (let index = 0; index < count; index++) {
      signal.throwIfAborted();
      const { image } = await decoder.decode({ frameIndex: index });
      try {
        // `duration` is in microseconds.
        await onFrame(image, { index, count, delayMs: Math.round((image.duration ?? 0) / 1000) });
      } finally {
        image.close();
      }
    }
    return count;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  } finally {
    decoder.close();
  }
}
