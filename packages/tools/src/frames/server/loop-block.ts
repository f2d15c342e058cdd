import { gifBlocks } from "../../shared/image-header.ts";

/** "NETSCAPE2.0" and the older "ANIMEXTS1.0": the application blocks that hold a GIF's loop. */
const loopApplications = ["NETSCAPE2.0", "ANIMEXTS1.0"];

/**
 * Writes how many times a GIF plays into its bytes: 0 = forever, 1 = once (no loop block: a GIF
 * without one plays once), N = N times (stored as N - 1 repetitions after the first play). Any
 * loop block already there is removed first; the new one goes right after the header, where
 * browsers read it. Nothing else changes (no pixel is decoded).
 */
export function setGifPlays(bytes: Uint8Array, plays: number): Uint8Array {
  if (!Number.isInteger(plays) || plays < 0 || plays > 0x10000) {
    throw new Error(`plays must be a whole number from 0 to 65536, not ${plays}`);
  }
  const kept: Uint8Array[] = [];
  let headerEnd = 0;
  for (const block of gifBlocks(bytes)) {
    const part = bytes.subarray(block.start, block.end);
    if (block.kind === "header") headerEnd = block.end;
    else if (block.kind === "extension" && block.label === 0xff && isLoopApplication(part)) {
      continue;
    }
    kept.push(part);
  }
  const [header, ...rest] = kept;
  if (!header || headerEnd === 0) throw new Error("not a GIF");
  const repetitions = plays === 0 ? 0 : plays - 1;
  const loopBlock =
    plays === 1
      ? []
      : [
          // Application extension, 11 bytes of name, then the loop sub-block: id 1 and the
          // 16-bit repetition count (0 = forever), then the block terminator.
          [0x21, 0xff, 0x0b, ...Array.from("NETSCAPE2.0", (char) => char.charCodeAt(0))],
          [0x03, 0x01, repetitions & 0xff, repetitions >> 8, 0x00],
        ].flat();
  const size = kept.reduce((sum, part) => sum + part.length, 0) + loopBlock.length;
  const output = new Uint8Array(size);
  output.set(header, 0);
  output.set(loopBlock, header.length);
  let offset = header.length + loopBlock.length;
  for (const part of rest) {
    output.set(part, offset);
    offset += part.length;
  }
  return output;
}

function isLoopApplication(extension: Uint8Array): boolean {
  if (extension[2] !== 0x0b || extension.length < 14) return false;
  const name = String.fromCharCode(...extension.subarray(3, 14));
  return loopApplications.includes(name);
}
