/**
 * Where each frame of a GIF lies in its bytes (block structure only, nothing decoded): what a
 * size estimate needs to count each encoded frame's bytes, and what lets the browser send the
 * first frames of a large GIF as a sample. Pure code, used by the worker and the editors.
 */
export interface GifFrameSpans {
  /** Bytes before the first frame's blocks: header, logical screen and global colour table. */
  headerBytes: number;
  /**
   * One span per image, [start, end): from the end of the previous image (or of the header) to
   * the end of this image's data, so it holds the extensions written before it (its Graphic
   * Control Extension; the first also holds the NETSCAPE loop block).
   */
  frames: { start: number; end: number }[];
}

/** The frame spans of a GIF; a GIF cut short gives the frames that are whole. */
export function gifFrameSpans(bytes: Uint8Array): GifFrameSpans {
  if (bytes.length < 13 || String.fromCharCode(...bytes.subarray(0, 3)) !== "GIF") {
    throw new Error("not a GIF");
  }
  let offset = 13;
  const packed = bytes[10] as number;
  if (packed & 0x80) offset += 3 * 2 ** ((packed & 0x07) + 1);
  const headerBytes = Math.min(offset, bytes.length);
  const frames: { start: number; end: number }[] = [];
  let frameStart = headerBytes;
  /** Skips data sub-blocks; false when the bytes end first. */
  const skipSubBlocks = (): boolean => {
    while (offset < bytes.length) {
      const size = bytes[offset] as number;
      offset += 1 + size;
      if (size === 0) return offset <= bytes.length;
    }
    return false;
  };
  while (offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === 0x21) {
      offset += 2;
      if (!skipSubBlocks()) break;
    } else if (introducer === 0x2c) {
      const framePacked = bytes[offset + 9];
      if (framePacked === undefined) break;
      offset += 10;
      if (framePacked & 0x80) offset += 3 * 2 ** ((framePacked & 0x07) + 1);
      offset += 1; // LZW minimum code size
      if (!skipSubBlocks()) break;
      frames.push({ start: frameStart, end: offset });
      frameStart = offset;
    } else {
      break; // trailer (0x3b) or trailing bytes
    }
  }
  return { headerBytes, frames };
}

/** The GIF's first `frameCount` frames as a GIF of their own (header, those frames, trailer). */
export function firstGifFrames(bytes: Uint8Array, frameCount: number): Uint8Array {
  const { frames } = gifFrameSpans(bytes);
  const last = frames[Math.min(frameCount, frames.length) - 1];
  if (!last) throw new Error("the GIF has no whole frame");
  const cut = new Uint8Array(last.end + 1);
  cut.set(bytes.subarray(0, last.end));
  cut[last.end] = 0x3b; // trailer
  return cut;
}
