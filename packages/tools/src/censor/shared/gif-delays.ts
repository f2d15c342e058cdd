import { gifFrameSpans } from "../../shared/gif-frame-spans.ts";

/**
 * Every frame's delay as stored in a GIF held in memory (hundredths, 0 and 1 kept), read from
 * the Graphic Control Extension before each image: the same delays the server turns region times
 * into frames with, so the editor's timeline and preview agree with the result. Null when the
 * bytes are no GIF.
 */
export function storedGifDelays(bytes: Uint8Array): number[] | null {
  let spans: ReturnType<typeof gifFrameSpans>;
  try {
    spans = gifFrameSpans(bytes);
  } catch {
    return null;
  }
  return spans.frames.map(({ start, end }) => {
    let delay = 0;
    // The extensions before the image descriptor (0x2c): walk them, never the image data.
    let offset = start;
    while (offset < end && bytes[offset] === 0x21) {
      const label = bytes[offset + 1];
      if (label === 0xf9 && bytes[offset + 2] === 4) {
        delay = (bytes[offset + 4] as number) | ((bytes[offset + 5] as number) << 8);
      }
      offset += 2;
      while (offset < end) {
        const size = bytes[offset] as number;
        offset += 1 + size;
        if (size === 0) break;
      }
    }
    return delay;
  });
}
