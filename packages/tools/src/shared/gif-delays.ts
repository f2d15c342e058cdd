import { readFile, writeFile } from "node:fs/promises";
import { minimumGifDelayCentiseconds } from "./gif-timing.ts";

/**
 * Raises every frame delay under 2 centiseconds to 2, in place, by walking the GIF's blocks and
 * rewriting the Graphic Control Extensions (gifsicle keeps delays as they are, and DESIGN §2 says
 * a delay under 20 ms is never written). Returns how many delays were raised. Bytes after the
 * last frame are left alone.
 */
export function raiseShortGifDelays(bytes: Uint8Array): number {
  if (bytes.length < 13 || String.fromCharCode(...bytes.subarray(0, 3)) !== "GIF") return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 13;
  const packed = bytes[10] as number;
  if (packed & 0x80) offset += 3 * 2 ** ((packed & 0x07) + 1);
  let raised = 0;
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
        const delayAt = offset + 2;
        if (view.getUint16(delayAt, true) < minimumGifDelayCentiseconds) {
          view.setUint16(delayAt, minimumGifDelayCentiseconds, true);
          raised++;
        }
      }
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      if (offset + 10 > bytes.length) break;
      const framePacked = bytes[offset + 9] as number;
      offset += 10;
      if (framePacked & 0x80) offset += 3 * 2 ** ((framePacked & 0x07) + 1);
      offset += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // trailer or trailing bytes
    }
  }
  return raised;
}

/** Applies {@link raiseShortGifDelays} to a GIF file. */
export async function raiseShortGifDelaysInFile(path: string): Promise<number> {
  const bytes = await readFile(path);
  const raised = raiseShortGifDelays(bytes);
  if (raised > 0) await writeFile(path, bytes);
  return raised;
}
