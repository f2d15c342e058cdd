import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import type { AnimationInfo, GifFrameLayout } from "@gifkit/tools";
import { ByteReader } from "./byte-reader.ts";

/**
 * A GIF's structure without decoding pixels: the logical screen, every frame's rectangle and
 * delay, and the NETSCAPE loop block. One streaming walk in constant memory, safe on hostile
 * input: the limits check, the tools and /api/gif-metadata all read GIFs through it.
 */
export interface GifStructure extends AnimationInfo {
  /** The largest of the logical screen and every frame rectangle (libvips may report 1x1). */
  maxFrameWidth: number;
  maxFrameHeight: number;
  /** Every block was whole and the trailer byte was reached. */
  complete: boolean;
  /** Entries in the global colour table; 0 when there is none. */
  globalPaletteSize: number;
  /** Each frame's block facts, in order (what decides the engine's path: see GifFrameLayout). */
  frames: GifFrameLayout[];
}

export class GifParseError extends Error {}

export async function walkGif(reader: ByteReader): Promise<GifStructure> {
  const header = await reader.bytes(13);
  if (!header || !/^GIF8[79]a$/.test(String.fromCharCode(...header.subarray(0, 6)))) {
    throw new GifParseError("no GIF header");
  }
  const width = u16le(header, 6);
  const height = u16le(header, 8);
  const packed = header[10] as number;
  let maxFrameWidth = width;
  let maxFrameHeight = height;
  const delaysMs: number[] = [];
  let loopCount: number | null = null;
  let pendingDelayMs = 0;
  let pendingTransparency = false;
  let pendingDisposal = 0;
  const frames: GifFrameLayout[] = [];
  const globalPaletteSize = packed & 0x80 ? 2 ** ((packed & 0x07) + 1) : 0;
  let complete = false;
  if (packed & 0x80 && !(await reader.skip(3 * 2 ** ((packed & 0x07) + 1)))) {
    throw new GifParseError("it ends inside its colour table");
  }
  for (;;) {
    const introducer = await reader.byte();
    if (introducer === null) break;
    if (introducer === 0x3b) {
      complete = true;
      break;
    }
    if (introducer === 0x21) {
      const label = await reader.byte();
      if (label === null) break;
      const firstSize = await reader.byte();
      if (firstSize === null) break;
      const first = firstSize > 0 ? await reader.bytes(firstSize) : new Uint8Array(0);
      if (!first) break;
      if (label === 0xf9 && firstSize === 4) {
        pendingDelayMs = u16le(first, 1) * 10; // graphic control: delay in hundredths
        pendingTransparency = ((first[0] as number) & 0x01) !== 0;
        pendingDisposal = ((first[0] as number) >> 2) & 0x07;
      } else if (
        label === 0xff &&
        firstSize === 11 &&
        String.fromCharCode(...first) === "NETSCAPE2.0"
      ) {
        const loopSize = await reader.byte();
        if (loopSize === null) break;
        if (loopSize === 0) continue;
        const loopBlock = await reader.bytes(loopSize);
        if (!loopBlock) break;
        if (loopSize === 3 && loopBlock[0] === 1) loopCount = u16le(loopBlock, 1);
      }
      // The rest of the extension's sub-blocks (none left when the first one was the terminator).
      if (firstSize > 0 && !(await reader.skipSubBlocks())) break;
    } else if (introducer === 0x2c) {
      const descriptor = await reader.bytes(9);
      if (!descriptor) break;
      maxFrameWidth = Math.max(maxFrameWidth, u16le(descriptor, 0) + u16le(descriptor, 4));
      maxFrameHeight = Math.max(maxFrameHeight, u16le(descriptor, 2) + u16le(descriptor, 6));
      // A frame counts once its descriptor is read: a decoder allocates for it even if truncated.
      delaysMs.push(pendingDelayMs);
      const framePacked = descriptor[8] as number;
      frames.push({
        left: u16le(descriptor, 0),
        top: u16le(descriptor, 2),
        width: u16le(descriptor, 4),
        height: u16le(descriptor, 6),
        localPaletteSize: framePacked & 0x80 ? 2 ** ((framePacked & 0x07) + 1) : 0,
        hasTransparency: pendingTransparency,
        disposal: pendingDisposal,
        delayCentiseconds: pendingDelayMs / 10,
      });
      pendingDelayMs = 0;
      pendingTransparency = false;
      pendingDisposal = 0;
      if (framePacked & 0x80 && !(await reader.skip(3 * 2 ** ((framePacked & 0x07) + 1)))) break;
      if ((await reader.byte()) === null || !(await reader.skipSubBlocks())) break;
    } else {
      break; // bytes after the last frame that are not a trailer: browsers stop here too
    }
  }
  if (delaysMs.length === 0) throw new GifParseError("it has no frame");
  return {
    width,
    height,
    frameCount: delaysMs.length,
    delaysMs,
    durationMs: delaysMs.reduce((sum, delay) => sum + delay, 0),
    loopCount,
    maxFrameWidth,
    maxFrameHeight,
    complete,
    globalPaletteSize,
    frames,
  };
}

export async function readGifStructureFromStream(stream: Readable): Promise<GifStructure> {
  const reader = new ByteReader(stream);
  try {
    return await walkGif(reader);
  } finally {
    await reader.close();
  }
}

export function readGifStructure(path: string): Promise<GifStructure> {
  return readGifStructureFromStream(createReadStream(path, { highWaterMark: 256 * 1024 }));
}

function u16le(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] as number) | ((bytes[offset + 1] as number) << 8);
}
