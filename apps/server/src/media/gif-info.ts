import { open } from "node:fs/promises";
import type { AnimationInfo } from "@gifkit/tools";

/**
 * Reads a GIF's structure without decoding pixels: the logical screen, every frame's rectangle
 * and delay, and the NETSCAPE loop block. Pure byte walking, so it is safe on hostile input and
 * runs before any decoder (sizes are checked against the limits first).
 */
export interface GifStructure extends AnimationInfo {
  /** The largest of the logical screen and every frame rectangle (libvips may report 1x1). */
  maxFrameWidth: number;
  maxFrameHeight: number;
  truncated: boolean;
}

export class GifParseError extends Error {}

export function parseGifStructure(bytes: Uint8Array): GifStructure {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number, length: number) =>
    String.fromCharCode(...bytes.subarray(start, start + length));
  if (bytes.length < 13 || !/^GIF8[79]a$/.test(ascii(0, 6)))
    throw new GifParseError("Not a GIF file");
  const width = view.getUint16(6, true);
  const height = view.getUint16(8, true);
  const packed = bytes[10] as number;
  let offset = 13;
  if (packed & 0x80) offset += 3 * 2 ** ((packed & 0x07) + 1);
  const delaysMs: number[] = [];
  let loopCount: number | null = null;
  let pendingDelayMs = 0;
  let maxFrameWidth = width;
  let maxFrameHeight = height;
  let truncated = false;

  const skipSubBlocks = () => {
    while (offset < bytes.length) {
      const size = bytes[offset] as number;
      offset += 1;
      if (size === 0) return;
      offset += size;
    }
    truncated = true;
  };

  while (offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === 0x3b) break; // trailer
    if (introducer === 0x21) {
      const label = bytes[offset + 1];
      offset += 2;
      if (label === 0xf9 && bytes[offset] === 4 && offset + 5 < bytes.length) {
        pendingDelayMs = view.getUint16(offset + 2, true) * 10;
        offset += 5;
        skipSubBlocks();
      } else if (
        label === 0xff &&
        bytes[offset] === 11 &&
        ascii(offset + 1, 11) === "NETSCAPE2.0"
      ) {
        offset += 12;
        if (bytes[offset] === 3 && bytes[offset + 1] === 1 && offset + 4 <= bytes.length) {
          loopCount = view.getUint16(offset + 2, true);
        }
        skipSubBlocks();
      } else {
        skipSubBlocks();
      }
    } else if (introducer === 0x2c) {
      if (offset + 10 > bytes.length) {
        truncated = true;
        break;
      }
      const left = view.getUint16(offset + 1, true);
      const top = view.getUint16(offset + 3, true);
      const frameWidth = view.getUint16(offset + 5, true);
      const frameHeight = view.getUint16(offset + 7, true);
      const framePacked = bytes[offset + 9] as number;
      maxFrameWidth = Math.max(maxFrameWidth, left + frameWidth);
      maxFrameHeight = Math.max(maxFrameHeight, top + frameHeight);
      offset += 10;
      if (framePacked & 0x80) offset += 3 * 2 ** ((framePacked & 0x07) + 1);
      offset += 1; // LZW minimum code size
      skipSubBlocks();
      delaysMs.push(pendingDelayMs);
      pendingDelayMs = 0;
    } else {
      // Bytes after the last frame that are not a trailer: stop, as browsers do.
      break;
    }
  }
  if (offset >= bytes.length) truncated = true;
  if (delaysMs.length === 0) throw new GifParseError("The GIF has no frames");
  return {
    width,
    height,
    frameCount: delaysMs.length,
    delaysMs,
    durationMs: delaysMs.reduce((sum, delay) => sum + delay, 0),
    loopCount,
    maxFrameWidth,
    maxFrameHeight,
    truncated,
  };
}

export async function readGifStructure(path: string): Promise<GifStructure> {
  const handle = await open(path, "r");
  try {
    return parseGifStructure(await handle.readFile());
  } finally {
    await handle.close();
  }
}
