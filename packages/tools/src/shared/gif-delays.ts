import { readFile, writeFile } from "node:fs/promises";
import { minimumGifDelayCentiseconds } from "./gif-timing.ts";

/** A Graphic Control Extension with no disposal, no transparency and the minimum delay. */
const minimumDelayControlBlock = Uint8Array.from([
  0x21,
  0xf9,
  0x04,
  0x00,
  minimumGifDelayCentiseconds,
  0x00,
  0x00,
  0x00,
]);

/**
 * Raises every frame delay under 2 centiseconds to 2 (gifsicle keeps delays as they are, and
 * DESIGN §2 says a delay under 20 ms is never written): delays in Graphic Control Extensions are
 * rewritten in place, and a frame without one (delay 0) gets one inserted. Bytes after the last
 * frame are left alone. Returns the new bytes (the same array when only rewrites were needed) and
 * how many delays were raised.
 */
export function raiseShortGifDelays(bytes: Uint8Array): { bytes: Uint8Array; raised: number } {
  if (bytes.length < 13 || String.fromCharCode(...bytes.subarray(0, 3)) !== "GIF") {
    return { bytes, raised: 0 };
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 13;
  const packed = bytes[10] as number;
  if (packed & 0x80) offset += 3 * 2 ** ((packed & 0x07) + 1);
  let raised = 0;
  let controlSeen = false;
  /** Offsets of image descriptors that need a control block inserted before them. */
  const insertions: number[] = [];
  const skipSubBlocks = () => {
    while (offset < bytes.length) {
      const size = bytes[offset] as number;
      offset += 1 + size;
      if (size === 0) return;
    }
  };
  while (offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === 0x21) {
      const label = bytes[offset + 1];
      offset += 2;
      if (label === 0xf9 && bytes[offset] === 4 && offset + 5 < bytes.length) {
        controlSeen = true;
        const delayAt = offset + 2;
        if (view.getUint16(delayAt, true) < minimumGifDelayCentiseconds) {
          view.setUint16(delayAt, minimumGifDelayCentiseconds, true);
          raised++;
        }
      }
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      if (offset + 10 > bytes.length) break;
      if (!controlSeen) insertions.push(offset);
      controlSeen = false;
      const framePacked = bytes[offset + 9] as number;
      offset += 10;
      if (framePacked & 0x80) offset += 3 * 2 ** ((framePacked & 0x07) + 1);
      offset += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // trailer or trailing bytes
    }
  }
  if (insertions.length === 0) return { bytes, raised };
  const output = new Uint8Array(bytes.length + insertions.length * minimumDelayControlBlock.length);
  let readFrom = 0;
  let writeAt = 0;
  for (const at of insertions) {
    output.set(bytes.subarray(readFrom, at), writeAt);
    writeAt += at - readFrom;
    output.set(minimumDelayControlBlock, writeAt);
    writeAt += minimumDelayControlBlock.length;
    readFrom = at;
  }
  output.set(bytes.subarray(readFrom), writeAt);
  return { bytes: output, raised: raised + insertions.length };
}

/** Applies {@link raiseShortGifDelays} to a GIF file; returns how many delays were raised. */
export async function raiseShortGifDelaysInFile(path: string): Promise<number> {
  const result = raiseShortGifDelays(await readFile(path));
  if (result.raised > 0) await writeFile(path, result.bytes);
  return result.raised;
}
