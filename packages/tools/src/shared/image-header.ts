import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import type { AnimationInfo, GifFrameLayout, ImageFormat, ImageProbe } from "../media-toolkit.ts";
import { playedDelayMs } from "./animation-length.ts";
import { ByteReader } from "./byte-reader.ts";

/**
 * The one reader of image headers (GIF, PNG/APNG, WebP, JPEG, BMP, MNG, HEIC/AVIF, JPEG 2000,
 * JPEG XL): the size, frames, delays and loop an image declares, read before any decoder or
 * command-line tool sees the file (reliability R1.1). Pure code over a stream: nothing is
 * decoded, nothing is spawned, and a 200 MB file is walked in constant memory, so the start
 * call's limit check, the worker's media toolkit and the tools all use it.
 *
 * Why our own readers rather than the `image-size` package: image-size reads one size from a
 * buffer. It has no frame count, frame rectangle, delay or loop for GIF, APNG, WebP or MNG (what
 * the limits and the tools need); it refuses JPEGs that libjpeg-turbo decodes (arithmetic-coded,
 * SOF9; a frame header past the buffer), misreads OS/2 BMP headers (64 × 48 read as
 * 3,145,792 × 1,572,865) and gives a HEIC's largest coded size, not its primary image's.
 */

/** An image's format as this module names it (file-type's names; a PNG with acTL is "apng"). */
export type HeaderFormat = Exclude<ImageFormat, "pdf">;

export interface ImageHeader {
  format: HeaderFormat;
  /** The format as a person knows it, for messages: "GIF", "APNG", "WebP", ... */
  label: string;
  /** The size as displayed: the declared canvas, EXIF orientation or HEIF rotation applied. */
  width: number;
  height: number;
  /**
   * The largest picture a decoder allocates: the stored size before rotation, the largest of
   * the canvas and every frame's extent (decoders disagree on which one they honour: gifsicle and
   * ffmpeg allocate the GIF logical screen, libvips grows its canvas to the frames), every coded
   * HEIF image. The input limits are checked against this.
   */
  storedWidth: number;
  storedHeight: number;
  /** Frames for the limits: the larger of what the file declares and what was found; at least 1. */
  frameCount: number;
  /** Each frame's delay as stored, in ms, one per frame found; empty for a still image. */
  frameDelaysMs: number[];
  /** Total plays as stored (0 = forever); null when the file says nothing (a GIF then plays once). */
  plays: number | null;
}

/** What the input limits are checked against (packages/contracts inputLimitViolation). */
export interface ImageGeometry {
  label: string;
  width: number;
  height: number;
  frameCount: number;
  /** GIF only: every frame's delay as stored, in hundredths of a second. */
  delaysCentiseconds?: number[];
}

/** A GIF's structure without decoding pixels: screen, every frame's rectangle and delay, loop. */
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

/**
 * The file is not what its signature says (no frame, no size): refused, never decoded. `reason`
 * is the short why ("it has no frame"), for messages that name the file themselves.
 */
export class UnreadableImageError extends Error {
  readonly label: string;
  readonly reason: string;
  constructor(label: string, reason: string) {
    super(`The ${label} file is damaged or incomplete: ${reason}.`);
    this.label = label;
    this.reason = reason;
  }
}

const labels: Record<HeaderFormat, string> = {
  gif: "GIF",
  png: "PNG",
  apng: "APNG",
  webp: "WebP",
  jpg: "JPEG",
  bmp: "BMP",
  mng: "MNG",
  heic: "HEIC",
  avif: "AVIF",
  jp2: "JPEG 2000",
  jxl: "JPEG XL",
};

type Parser = (reader: ByteReader) => Promise<ImageHeader>;

/**
 * An animation container by its signature, strictly (GIF87a/GIF89a, RIFF....WEBP, the PNG and
 * MNG signatures), from a file's first 12 bytes or more; null for anything else. A PNG is only
 * known to be an APNG once its header is read (readImageHeader gives "apng").
 */
export function detectAnimationContainer(head: Uint8Array): "gif" | "webp" | "png" | "mng" | null {
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return "gif";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") {
    return "webp";
  }
  if (ascii(head, 0, 8) === pngSignature) return "png";
  if (ascii(head, 0, 8) === mngSignature) return "mng";
  return null;
}

/** A file to read: a path, or a stream (a stored upload: local file or S3 body). */
export type HeaderSource = string | Readable;

const openSource = (source: HeaderSource): Readable =>
  typeof source === "string" ? createReadStream(source, { highWaterMark: 256 * 1024 }) : source;

/**
 * The header of an image of `detectedType` (file-type's name, found by content), or null for
 * types without a header reader (PDF is read by pdfinfo; videos by ffprobe). Throws
 * UnreadableImageError when the header is not there or not whole.
 */
export async function readImageHeader(
  source: HeaderSource,
  detectedType: string,
): Promise<ImageHeader | null> {
  const parser = parsers[detectedType as HeaderFormat];
  const stream = openSource(source);
  if (!parser) {
    stream.destroy();
    return null;
  }
  const reader = new ByteReader(stream);
  try {
    return await parser(reader);
  } finally {
    await reader.close();
  }
}

/** The geometry the input limits are checked against (stored sizes), or null as readImageHeader. */
export async function readImageGeometry(
  source: HeaderSource,
  detectedType: string,
): Promise<ImageGeometry | null> {
  if (detectedType === "gif") {
    const structure = await readGifStructure(source);
    return {
      label: "GIF",
      width: structure.maxFrameWidth,
      height: structure.maxFrameHeight,
      frameCount: structure.frameCount,
      delaysCentiseconds: structure.frames.map((frame) => frame.delayCentiseconds),
    };
  }
  const header = await readImageHeader(source, detectedType);
  return header && storedGeometry(header);
}

/** A header's facts for the limits: the stored size (what decoders allocate) and frames. */
export const storedGeometry = (header: ImageHeader): ImageGeometry => ({
  label: header.label,
  width: header.storedWidth,
  height: header.storedHeight,
  frameCount: header.frameCount,
});

/** The media toolkit's probe of an image (ImageProbe) from its header. */
export function toImageProbe(header: ImageHeader): ImageProbe {
  const animated = header.frameDelaysMs.length > 1;
  return {
    format: header.format,
    width: header.width,
    height: header.height,
    storedWidth: header.storedWidth,
    storedHeight: header.storedHeight,
    frameCount: Math.max(1, header.frameDelaysMs.length),
    frameDelaysMs: animated ? header.frameDelaysMs.map(playedDelayMs) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// GIF

/**
 * Walks a GIF's blocks: the logical screen, every image descriptor's rectangle, the graphic
 * control (delay, transparency, disposal) before it and the NETSCAPE loop block; pixel data is
 * skipped. A file cut short gives what was read, with `complete` false.
 */
async function walkGif(reader: ByteReader): Promise<GifStructure> {
  const header = await reader.bytes(13);
  if (!header || !/^GIF8[79]a$/.test(ascii(header, 0, 6))) throw gifError("no GIF header");
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
    throw gifError("it ends inside its color table");
  }
  for (;;) {
    const introducer = reader.tryByte() ?? (await reader.byte());
    if (introducer === null) break;
    if (introducer === 0x3b) {
      complete = true;
      break;
    }
    if (introducer === 0x21) {
      const label = reader.tryByte() ?? (await reader.byte());
      if (label === null) break;
      const firstSize = reader.tryByte() ?? (await reader.byte());
      if (firstSize === null) break;
      const first =
        firstSize > 0 ? (reader.tryBytes(firstSize) ?? (await reader.bytes(firstSize))) : noBytes;
      if (!first) break;
      if (label === 0xf9 && firstSize === 4) {
        pendingDelayMs = u16le(first, 1) * 10; // graphic control: delay in hundredths
        pendingTransparency = ((first[0] as number) & 0x01) !== 0;
        pendingDisposal = ((first[0] as number) >> 2) & 0x07;
      } else if (label === 0xff && firstSize === 11 && ascii(first, 0, 11) === "NETSCAPE2.0") {
        const loopSize = await reader.byte();
        if (loopSize === null) break;
        if (loopSize === 0) continue;
        const loopBlock = await reader.bytes(loopSize);
        if (!loopBlock) break;
        if (loopSize === 3 && loopBlock[0] === 1) loopCount = u16le(loopBlock, 1);
      }
      // The rest of the extension's sub-blocks (none left when the first one was the terminator).
      if (firstSize > 0 && !reader.trySkipSubBlocks() && !(await reader.skipSubBlocks())) break;
    } else if (introducer === 0x2c) {
      const descriptor = reader.tryBytes(9) ?? (await reader.bytes(9));
      if (!descriptor) break;
      if (u16le(descriptor, 4) === 0 || u16le(descriptor, 6) === 0) {
        // Decoders disagree on such a frame (gifsicle and ffmpeg fail, Pillow skips it, libvips
        // fails later); every tool refuses it here, from the one reader, with the same words.
        throw gifError(
          `its frame ${delaysMs.length + 1} is ${u16le(descriptor, 4)} × ${u16le(descriptor, 6)} pixels (an image with no pixels)`,
        );
      }
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
      const minimumCodeSize = reader.tryByte() ?? (await reader.byte());
      if (minimumCodeSize === null) break;
      const firstDataSize = reader.tryByte() ?? (await reader.byte());
      if (firstDataSize === null) break;
      const firstData =
        firstDataSize > 0
          ? (reader.tryBytes(firstDataSize) ?? (await reader.bytes(firstDataSize)))
          : noBytes;
      if (!firstData) break;
      const broken = brokenImageDataReason(minimumCodeSize, firstData);
      if (broken) {
        throw gifError(`its frame ${delaysMs.length} has broken image data (${broken})`);
      }
      if (firstDataSize > 0 && !reader.trySkipSubBlocks() && !(await reader.skipSubBlocks())) {
        break;
      }
    } else {
      break; // bytes after the last frame that are not a trailer: browsers stop here too
    }
  }
  if (delaysMs.length === 0) throw gifError("it has no frame");
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

const noBytes = new Uint8Array(0);

const gifError = (reason: string) => new UnreadableImageError("GIF", reason);

/**
 * Issue 41, observation 9 (one decision for every tool): a frame's LZW data that no browser
 * decodes is refused here, by the one reader, before any tool runs. Two cases are checked, both
 * from the first bytes only (no decode, so the walk stays a walk): a minimum code size past 11
 * (codes would be wider than GIF's 12 bits; Chromium's and Firefox's decoders stop), and a first
 * code that is neither a colour index nor the clear or end code (nothing to build it from). A
 * code stream broken further on is left to the decoders, as browsers draw the part before it.
 */
export function brokenImageDataReason(
  minimumCodeSize: number,
  firstData: Uint8Array,
): string | null {
  if (minimumCodeSize > 11) {
    return `an LZW code size of ${minimumCodeSize}; GIF allows at most 11`;
  }
  const clearCode = 1 << Math.max(minimumCodeSize, 1);
  const codeBits = Math.max(minimumCodeSize, 1) + 1;
  let bitOffset = 0;
  // A stream may start with clear codes; the first code after them must be a colour index.
  while (bitOffset + codeBits <= firstData.length * 8) {
    let code = 0;
    for (let bit = 0; bit < codeBits; bit++) {
      const at = bitOffset + bit;
      code |= (((firstData[at >> 3] as number) >> (at & 7)) & 1) << bit;
    }
    bitOffset += codeBits;
    if (code === clearCode) continue;
    if (code === clearCode + 1 || code < clearCode) return null;
    return `its first LZW code is ${code}, which names no color and no earlier code`;
  }
  return null;
}

/** A GIF's structure from a path or a stream, in one streaming walk. */
export async function readGifStructure(source: HeaderSource): Promise<GifStructure> {
  const reader = new ByteReader(openSource(source));
  try {
    return await walkGif(reader);
  } finally {
    await reader.close();
  }
}

/**
 * True when a GIF is whole: a header, at least one frame, every block complete and the trailer
 * byte reached. A program that cannot write (a full disk) may still exit 0 with a cut-off file;
 * such a file is never stored as a result.
 */
export async function isCompleteGif(source: HeaderSource): Promise<boolean> {
  try {
    return (await readGifStructure(source)).complete;
  } catch {
    return false;
  }
}

async function parseGif(reader: ByteReader): Promise<ImageHeader> {
  const structure = await walkGif(reader);
  const { loopCount } = structure;
  return {
    format: "gif",
    label: "GIF",
    width: structure.width,
    height: structure.height,
    storedWidth: structure.maxFrameWidth,
    storedHeight: structure.maxFrameHeight,
    frameCount: structure.frameCount,
    frameDelaysMs: structure.delaysMs,
    // NETSCAPE holds repetitions after the first play; 0 is forever.
    plays: loopCount === null ? null : loopCount === 0 ? 0 : loopCount + 1,
  };
}

/**
 * Writes the given delay (hundredths of a second, exactly: 0 and 1 included) into every frame's
 * Graphic Control Extension, in frame order; a frame without one gets one inserted (no disposal,
 * no transparency). The engine's encoders write their own frame timing, so this puts the timing
 * that was read (or computed) back exactly. Bytes after the last frame are left alone. Returns the
 * new bytes and the number of frames seen; it throws when `delaysCentiseconds` does not have one
 * delay per frame.
 */
export function setGifDelays(
  bytes: Uint8Array,
  delaysCentiseconds: readonly number[],
): { bytes: Uint8Array; frameCount: number } {
  const output = Uint8Array.from(bytes);
  const view = new DataView(output.buffer);
  let frame = 0;
  let controlAt = -1;
  /** Image descriptors that need a control block inserted before them, with their delay. */
  const insertions: { at: number; delay: number }[] = [];
  const delayOf = (index: number) => {
    const delay = delaysCentiseconds[index];
    if (delay === undefined) throw new Error(`no delay given for frame ${index + 1}`);
    return Math.max(0, Math.min(0xffff, Math.round(delay)));
  };
  for (const block of gifBlocks(output)) {
    if (block.kind === "extension") {
      // A Graphic Control Extension of the standard 4 bytes: the delay is its bytes 2-3.
      if (block.label === 0xf9 && output[block.start + 2] === 4 && block.start + 7 < output.length)
        controlAt = block.start + 2;
    } else if (block.kind === "image") {
      const delay = delayOf(frame);
      if (controlAt >= 0) view.setUint16(controlAt + 2, delay, true);
      else insertions.push({ at: block.start, delay });
      controlAt = -1;
      frame++;
    }
  }
  if (frame !== delaysCentiseconds.length) {
    throw new Error(`the GIF has ${frame} frames, ${delaysCentiseconds.length} delays were given`);
  }
  if (insertions.length === 0) return { bytes: output, frameCount: frame };
  const grown = new Uint8Array(output.length + insertions.length * 8);
  let readFrom = 0;
  let writeAt = 0;
  for (const { at, delay } of insertions) {
    grown.set(output.subarray(readFrom, at), writeAt);
    writeAt += at - readFrom;
    // Graphic Control Extension: no disposal, no transparency, the delay, no transparent index.
    grown.set([0x21, 0xf9, 0x04, 0x00, delay & 0xff, delay >> 8, 0x00, 0x00], writeAt);
    writeAt += 8;
    readFrom = at;
  }
  grown.set(output.subarray(readFrom), writeAt);
  return { bytes: grown, frameCount: frame };
}

/**
 * Whether decoders that fill with the opaque background colour would show a GIF otherwise than
 * browsers (issue 41): ffmpeg (and so the engine, Split and WebP) fills the canvas before a first
 * frame without transparency that leaves part of the screen undrawn, and the rectangle of a
 * frame without transparency that is restored to background, with the logical screen's
 * background colour; browsers leave both transparent.
 */
export function needsTransparentBackground(layout: {
  width: number;
  height: number;
  frames: readonly GifFrameLayout[];
}): boolean {
  const [first] = layout.frames;
  if (!first) return false;
  const firstLeavesScreen =
    !first.hasTransparency &&
    (first.left > 0 || first.top > 0 || first.width < layout.width || first.height < layout.height);
  return (
    firstLeavesScreen ||
    layout.frames.some(
      (frame, index) =>
        !frame.hasTransparency && frame.disposal === 2 && index < layout.frames.length - 1,
    )
  );
}

/**
 * Gives every frame without a transparent index one that none of its pixels can hold: an index
 * at or past 2^(its LZW minimum code size), which its codes cannot reach. Nothing drawn changes,
 * but ffmpeg then fills the canvas and each "restore to background" with transparency, as
 * browsers do (needsTransparentBackground). A frame of 8-bit codes (any index may be used) is
 * left as it is. A frame without a Graphic Control Extension gets one (delay 0, no disposal).
 */
export function giveFramesTransparency(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  /** The Graphic Control waiting for its image (other extensions may come between them). */
  let control: Uint8Array | null = null;
  for (const block of gifBlocks(bytes)) {
    const part = bytes.subarray(block.start, block.end);
    if (block.kind === "extension" && block.label === 0xf9 && part[2] === 4 && part.length >= 8) {
      control = Uint8Array.from(part);
      parts.push(control); // changed in place below, once its image's code size is known
      continue;
    }
    if (block.kind === "image") {
      const framePacked = part[9] as number;
      const tableBytes = framePacked & 0x80 ? 3 * 2 ** ((framePacked & 0x07) + 1) : 0;
      const minimumCodeSize = part[10 + tableBytes] as number;
      if (!control) {
        control = Uint8Array.from([0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00]);
        parts.push(control);
      }
      if (!((control[3] as number) & 0x01) && minimumCodeSize < 8) {
        control[3] = (control[3] as number) | 0x01;
        control[6] = 0xff;
      }
      control = null;
    }
    parts.push(part);
  }
  const output = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    output.set(part, at);
    at += part.length;
  }
  return output;
}

/** One block of a GIF held in memory: `bytes.subarray(start, end)` is the whole block. */
export type GifBlock =
  /** The header, logical screen descriptor and global colour table. */
  | { kind: "header"; start: 0; end: number }
  /** An extension with its sub-blocks (0xf9: Graphic Control). */
  | { kind: "extension"; start: number; end: number; label: number }
  /** An image descriptor, its local colour table and its LZW data. */
  | { kind: "image"; start: number; end: number }
  /** The trailer and anything after it (or a block cut short): the rest of the file. */
  | { kind: "end"; start: number; end: number };

/**
 * The blocks of a GIF held in memory, in file order, for the byte-level rewrites (delays, blank
 * frames). Throws when the bytes are not a GIF; stops at the trailer or where the file ends.
 */
export function* gifBlocks(bytes: Uint8Array): Generator<GifBlock> {
  if (bytes.length < 13 || ascii(bytes, 0, 3) !== "GIF") throw new Error("not a GIF");
  const packed = bytes[10] as number;
  let offset = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  yield { kind: "header", start: 0, end: offset };
  const skipSubBlocks = () => {
    while (offset < bytes.length) {
      const size = bytes[offset] as number;
      offset += 1 + size;
      if (size === 0) return;
    }
  };
  while (offset < bytes.length) {
    const start = offset;
    const introducer = bytes[offset];
    if (introducer === 0x21) {
      const label = bytes[offset + 1] as number;
      offset += 2;
      skipSubBlocks();
      yield { kind: "extension", start, end: offset, label };
    } else if (introducer === 0x2c && offset + 10 <= bytes.length) {
      const framePacked = bytes[offset + 9] as number;
      offset += 10;
      if (framePacked & 0x80) offset += 3 * 2 ** ((framePacked & 0x07) + 1);
      offset += 1; // LZW minimum code size
      skipSubBlocks();
      yield { kind: "image", start, end: offset };
    } else {
      yield { kind: "end", start, end: bytes.length };
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Byte helpers

const u16le = (bytes: Uint8Array, at: number) =>
  (bytes[at] as number) | ((bytes[at + 1] as number) << 8);
const u24le = (bytes: Uint8Array, at: number) =>
  u16le(bytes, at) + (bytes[at + 2] as number) * 65536;
const u16be = (bytes: Uint8Array, at: number) =>
  ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 65536 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u16le(bytes, at + 2) * 65536;
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function unreadable(label: string, reason: string): UnreadableImageError {
  return new UnreadableImageError(label, reason);
}

/** EXIF blocks are read whole only up to this size; a larger one is skipped (orientation 1). */
const maxExifBytes = 64 * 1024;

/** An `ipma` box is read whole only up to this size (one entry per item: a few bytes each). */
const maxAssociationBytes = 256 * 1024;
/** An `stts` box is read whole only up to this size (8 bytes a run of equal delays). */
const maxSampleTimesBytes = 1024 * 1024;
/** Most frame delays a header lists (far above every frame limit: the count says the rest). */
const maxListedFrames = 100_000;

/**
 * The EXIF orientation (1-8) in a TIFF-structured EXIF block ("II*\0" or "MM\0*", optionally
 * after "Exif\0\0"), or 1 when there is none.
 */
function exifOrientation(block: Uint8Array): number {
  const start = ascii(block, 0, 6) === "Exif\0\0" ? 6 : 0;
  const tiff = block.subarray(start);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const little = order === "II";
  const u16 = (at: number) => (little ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u32le(tiff, at) : u32be(tiff, at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return 1;
  const entries = u16(directory);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) return 1;
    // Tag 0x0112 (Orientation), type SHORT, one value, held in the entry itself.
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Orientations 5-8 turn the picture a quarter: the displayed width is the stored height. */
const upright = (width: number, height: number, orientation: number) =>
  orientation >= 5 ? { width: height, height: width } : { width, height };

// ---------------------------------------------------------------------------------------------
// PNG, APNG and MNG (chunks: length, type, data, CRC)

const pngSignature = "\x89PNG\r\n\x1a\n";
const mngSignature = "\x8aMNG\r\n\x1a\n";

/** PNG and APNG: IHDR, acTL's frames and plays, every fcTL's rectangle and delay, eXIf. */
async function parsePng(reader: ByteReader): Promise<ImageHeader> {
  const signature = await reader.bytes(8);
  if (!signature || ascii(signature, 0, 8) !== pngSignature) {
    throw unreadable("PNG", "no PNG header");
  }
  let width = 0;
  let height = 0;
  let storedWidth = 0;
  let storedHeight = 0;
  let declaredFrames = 0;
  let frameControls = 0;
  let plays: number | null = null;
  let animated = false;
  let sawHeader = false;
  let orientation = 1;
  const delaysMs: number[] = [];
  for (;;) {
    const chunk = reader.tryBytes(8) ?? (await reader.bytes(8));
    if (!chunk) break;
    const length = u32be(chunk, 0);
    const type = ascii(chunk, 4, 4);
    let consumed = 0;
    if (type === "IHDR" && length >= 8) {
      const data = await reader.bytes(8);
      if (!data) break;
      width = u32be(data, 0);
      height = u32be(data, 4);
      storedWidth = Math.max(storedWidth, width);
      storedHeight = Math.max(storedHeight, height);
      sawHeader = true;
      consumed = 8;
    } else if (type === "acTL" && length >= 8) {
      const data = await reader.bytes(8);
      if (!data) break;
      animated = true;
      declaredFrames = u32be(data, 0);
      plays = u32be(data, 4);
      consumed = 8;
    } else if (type === "fcTL" && length >= 20) {
      // sequence, width, height, x, y, then (26 bytes in all) the delay as a fraction of seconds.
      consumed = Math.min(length, 26);
      const data = await reader.bytes(consumed);
      if (!data) break;
      frameControls++;
      storedWidth = Math.max(storedWidth, u32be(data, 12) + u32be(data, 4));
      storedHeight = Math.max(storedHeight, u32be(data, 16) + u32be(data, 8));
      if (consumed >= 24) {
        // A denominator of 0 means hundredths (APNG spec).
        delaysMs.push((u16be(data, 20) / (u16be(data, 22) || 100)) * 1000);
      }
    } else if (type === "eXIf" && length <= maxExifBytes) {
      const data = await reader.bytes(length);
      if (!data) break;
      orientation = exifOrientation(data);
      consumed = length;
    } else if (type === "IEND") {
      break;
    }
    // The rest of the data and the CRC.
    if (!reader.trySkip(length - consumed + 4) && !(await reader.skip(length - consumed + 4)))
      break;
  }
  const label = animated ? "APNG" : "PNG";
  if (!sawHeader) throw unreadable(label, "it has no image header");
  // libvips applies a still PNG's EXIF orientation; APNG frames are composited as stored.
  const shown = animated ? { width, height } : upright(width, height, orientation);
  return {
    format: animated ? "apng" : "png",
    label,
    ...shown,
    storedWidth,
    storedHeight,
    frameCount: Math.max(1, declaredFrames, frameControls),
    frameDelaysMs: animated ? delaysMs : [],
    plays,
  };
}

/**
 * MNG: MHDR's frame size and tick rate, every embedded PNG/JNG (IHDR/JHDR: one frame each) and
 * the FRAM chunks that set the delay before them (ImageMagick 6 reads MNG delays wrongly, so
 * they are taken from here).
 */
async function parseMng(reader: ByteReader): Promise<ImageHeader> {
  const signature = await reader.bytes(8);
  if (!signature || ascii(signature, 0, 8) !== mngSignature) {
    throw unreadable("MNG", "no MNG header");
  }
  let width = 0;
  let height = 0;
  let storedWidth = 0;
  let storedHeight = 0;
  let ticksPerSecond = 0;
  // The interframe delay is one tick until a FRAM chunk changes it (MNG 1.0, FRAM).
  let defaultDelayTicks = 1;
  let nextDelayTicks: number | null = null;
  const delayTicks: number[] = [];
  for (;;) {
    const chunk = await reader.bytes(8);
    if (!chunk) break;
    const length = u32be(chunk, 0);
    const type = ascii(chunk, 4, 4);
    let consumed = 0;
    if (type === "MHDR" && length >= 12) {
      const data = await reader.bytes(12);
      if (!data) break;
      width = u32be(data, 0);
      height = u32be(data, 4);
      ticksPerSecond = u32be(data, 8);
      storedWidth = Math.max(storedWidth, width);
      storedHeight = Math.max(storedHeight, height);
      consumed = 12;
    } else if ((type === "IHDR" || type === "JHDR") && length >= 8) {
      const data = await reader.bytes(8);
      if (!data) break;
      storedWidth = Math.max(storedWidth, u32be(data, 0));
      storedHeight = Math.max(storedHeight, u32be(data, 4));
      delayTicks.push(nextDelayTicks ?? defaultDelayTicks);
      nextDelayTicks = null;
      consumed = 8;
    } else if (type === "FRAM" && length > 1) {
      consumed = Math.min(length, 128);
      const data = await reader.bytes(consumed);
      if (!data) break;
      // Framing mode, an optional name ending in a zero byte, four "change" flags, then values.
      const nameEnd = data.indexOf(0, 1);
      const flags = nameEnd + 1;
      if (nameEnd >= 1 && data.length >= flags + 8 && data[flags] !== 0) {
        const delay = u32be(data, flags + 4);
        if (data[flags] === 2) defaultDelayTicks = delay;
        nextDelayTicks = delay;
      }
    } else if (type === "MEND") {
      break;
    }
    if (!(await reader.skip(length - consumed + 4))) break;
  }
  if (storedWidth === 0 || storedHeight === 0) throw unreadable("MNG", "it has no frame size");
  const frames = Math.max(1, delayTicks.length);
  return {
    format: "mng",
    label: "MNG",
    width: width || storedWidth,
    height: height || storedHeight,
    storedWidth,
    storedHeight,
    frameCount: frames,
    frameDelaysMs:
      frames > 1
        ? delayTicks.map((ticks) => (ticksPerSecond > 0 ? (ticks / ticksPerSecond) * 1000 : 0))
        : [],
    plays: null,
  };
}

// ---------------------------------------------------------------------------------------------
// WebP

/**
 * WebP: the VP8X canvas, ANIM's loop count, every ANMF frame's rectangle and duration, a still
 * VP8/VP8L bitstream's size and the EXIF chunk's orientation.
 */
async function parseWebp(reader: ByteReader): Promise<ImageHeader> {
  const header = await reader.bytes(12);
  if (!header || ascii(header, 0, 4) !== "RIFF" || ascii(header, 8, 4) !== "WEBP") {
    throw unreadable("WebP", "no WebP header");
  }
  let canvasWidth = 0;
  let canvasHeight = 0;
  let bitstreamWidth = 0;
  let bitstreamHeight = 0;
  let storedWidth = 0;
  let storedHeight = 0;
  let frameCount = 0;
  let plays: number | null = null;
  let orientation = 1;
  const delaysMs: number[] = [];
  let sawSize = false;
  for (;;) {
    const chunk = await reader.bytes(8);
    if (!chunk) break;
    const type = ascii(chunk, 0, 4);
    const size = u32le(chunk, 4);
    const padded = size + (size % 2); // chunks are padded to an even size
    let need = { VP8X: 10, ANIM: 6, ANMF: 16, "VP8 ": 10, VP8L: 5 }[type] ?? 0;
    if (size < need) throw unreadable("WebP", `its ${type.trim()} chunk is too short`);
    if (type === "EXIF" && size <= maxExifBytes) need = size;
    const data = need > 0 ? await reader.bytes(need) : null;
    if (need > 0 && !data) break;
    if (data && type === "VP8X") {
      canvasWidth = u24le(data, 4) + 1;
      canvasHeight = u24le(data, 7) + 1;
      storedWidth = Math.max(storedWidth, canvasWidth);
      storedHeight = Math.max(storedHeight, canvasHeight);
      sawSize = true;
    } else if (data && type === "ANIM") {
      plays = u16le(data, 4);
    } else if (data && type === "ANMF") {
      frameCount++;
      storedWidth = Math.max(storedWidth, u24le(data, 0) * 2 + u24le(data, 6) + 1);
      storedHeight = Math.max(storedHeight, u24le(data, 3) * 2 + u24le(data, 9) + 1);
      delaysMs.push(u24le(data, 12));
      sawSize = true;
    } else if (data && type === "VP8 ") {
      bitstreamWidth = u16le(data, 6) & 0x3fff;
      bitstreamHeight = u16le(data, 8) & 0x3fff;
      sawSize = true;
    } else if (data && type === "VP8L") {
      const bits = u32le(data, 1);
      bitstreamWidth = (bits & 0x3fff) + 1;
      bitstreamHeight = ((bits >>> 14) & 0x3fff) + 1;
      sawSize = true;
    } else if (data && type === "EXIF") {
      orientation = exifOrientation(data);
    }
    storedWidth = Math.max(storedWidth, bitstreamWidth);
    storedHeight = Math.max(storedHeight, bitstreamHeight);
    if (!(await reader.skip(padded - need))) break;
  }
  if (!sawSize) throw unreadable("WebP", "it has no image");
  const animated = frameCount > 1;
  const width = canvasWidth || bitstreamWidth;
  const height = canvasHeight || bitstreamHeight;
  return {
    format: "webp",
    label: "WebP",
    // libvips applies a still WebP's EXIF orientation, not an animation's.
    ...(animated ? { width, height } : upright(width, height, orientation)),
    storedWidth,
    storedHeight,
    frameCount: Math.max(1, frameCount),
    frameDelaysMs: animated ? delaysMs : [],
    plays,
  };
}

// ---------------------------------------------------------------------------------------------
// JPEG and BMP

/** JPEG: the first start-of-frame segment (SOF0-SOF15 except DHT, JPG and DAC) and EXIF. */
async function parseJpeg(reader: ByteReader): Promise<ImageHeader> {
  const soi = await reader.bytes(2);
  if (soi?.[0] !== 0xff || soi[1] !== 0xd8) throw unreadable("JPEG", "no JPEG header");
  let orientation: number | null = null;
  for (;;) {
    let marker = reader.tryByte() ?? (await reader.byte());
    if (marker !== 0xff) break; // segments start with 0xFF; anything else is not a JPEG header
    while (marker === 0xff) marker = reader.tryByte() ?? (await reader.byte()); // fill bytes
    if (marker === null || marker === 0xd9 || marker === 0xda) break; // end, or data before a frame header
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    const lengthBytes = reader.tryBytes(2) ?? (await reader.bytes(2));
    if (!lengthBytes) break;
    const length = u16be(lengthBytes, 0);
    const isFrameHeader =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader && length >= 7) {
      const data = await reader.bytes(5);
      if (!data) break;
      const height = u16be(data, 1);
      const width = u16be(data, 3);
      // A height of 0 (set later by a DNL marker) is refused by libjpeg-turbo as well.
      if (width === 0 || height === 0) throw unreadable("JPEG", "its frame header has no size");
      return {
        format: "jpg",
        label: "JPEG",
        ...upright(width, height, orientation ?? 1),
        storedWidth: width,
        storedHeight: height,
        frameCount: 1,
        frameDelaysMs: [],
        plays: null,
      };
    }
    let consumed = 0;
    if (marker === 0xe1 && orientation === null && length >= 8) {
      // APP1: the first one that is EXIF gives the orientation (libvips reads the first, too).
      consumed = Math.min(length - 2, maxExifBytes);
      const data = await reader.bytes(consumed);
      if (!data) break;
      if (ascii(data, 0, 6) === "Exif\0\0") orientation = exifOrientation(data);
    }
    if (length < 2) break;
    if (!reader.trySkip(length - 2 - consumed) && !(await reader.skip(length - 2 - consumed)))
      break;
  }
  throw unreadable("JPEG", "it has no frame header");
}

/** BMP: the DIB header (OS/2 12-byte form or the Windows form, whose height may be negative). */
async function parseBmp(reader: ByteReader): Promise<ImageHeader> {
  const header = await reader.bytes(26);
  if (!header || ascii(header, 0, 2) !== "BM") throw unreadable("BMP", "no BMP header");
  const os2 = u32le(header, 14) === 12;
  const width = os2 ? u16le(header, 18) : Math.abs(u32le(header, 18) | 0);
  const height = os2 ? u16le(header, 20) : Math.abs(u32le(header, 22) | 0);
  if (width === 0 || height === 0) throw unreadable("BMP", "it declares no image size");
  return still("bmp", width, height);
}

const still = (format: HeaderFormat, width: number, height: number): ImageHeader => ({
  format,
  label: labels[format],
  width,
  height,
  storedWidth: width,
  storedHeight: height,
  frameCount: 1,
  frameDelaysMs: [],
  plays: null,
});

// ---------------------------------------------------------------------------------------------
// ISO base media boxes: HEIC, AVIF, JPEG 2000

/**
 * HEIC, AVIF and JPEG 2000: walks into the boxes that hold image properties. HEIF: every `ispe`
 * (the stored size is the largest: a grid's tiles or its whole), and the primary item's own
 * `ispe` and `irot` (through `pitm` and `ipma`) for the size as displayed, which libheif rotates.
 * An image sequence (an animated AVIF's `moov`, before its `mdat` as libavif and ffmpeg write it):
 * the first track's frames and delays, from its `mdhd` time scale and `stts` sample times.
 * JPEG 2000: the `ihdr` box.
 */
function parseBoxes(format: "heic" | "avif" | "jp2"): Parser {
  const label = labels[format];
  const containers = new Set([
    "meta",
    "iprp",
    "ipco",
    "jp2h",
    "moov",
    "trak",
    "mdia",
    "minf",
    "stbl",
  ]);
  return async (reader) => {
    /** The sequence's first track (the colour one; an alpha track follows): ticks a second, runs. */
    let tracks = 0;
    let ticksPerSecond = 0;
    const sampleRuns: { count: number; ticks: number }[] = [];
    let storedWidth = 0;
    let storedHeight = 0;
    let primaryItem: number | null = null;
    /** ipco's children by their 1-based index: sizes and rotations. */
    const sizes = new Map<number, { width: number; height: number }>();
    const quarterTurns = new Map<number, number>();
    let propertiesEnd = -1;
    let propertyIndex = 0;
    let primaryProperties: number[] = [];
    for (;;) {
      const boxStart = reader.position;
      const header = await reader.bytes(8);
      if (!header) break;
      let size = u32be(header, 0);
      const type = ascii(header, 4, 4);
      let headerLength = 8;
      if (size === 1) {
        const large = await reader.bytes(8);
        if (!large) break;
        size = u32be(large, 0) * 2 ** 32 + u32be(large, 4);
        headerLength = 16;
      } else if (size === 0) {
        break; // the box runs to the end of the file: the media data, after the properties
      }
      const property = boxStart < propertiesEnd ? ++propertyIndex : 0;
      if (containers.has(type)) {
        if (type === "ipco") propertiesEnd = boxStart + size;
        if (type === "trak") tracks += 1;
        // Descend: the children follow (a `meta` box starts with version and flags).
        if (type === "meta" && !(await reader.skip(4))) break;
        continue;
      }
      let consumed = 0;
      if (type === "ispe" && size >= headerLength + 12) {
        const data = await reader.bytes(12);
        if (!data) break;
        const width = u32be(data, 4);
        const height = u32be(data, 8);
        storedWidth = Math.max(storedWidth, width);
        storedHeight = Math.max(storedHeight, height);
        if (property) sizes.set(property, { width, height });
        consumed = 12;
      } else if (type === "irot" && size >= headerLength + 1) {
        const data = await reader.bytes(1);
        if (!data) break;
        if (property) quarterTurns.set(property, (data[0] as number) & 0x03);
        consumed = 1;
      } else if (type === "pitm" && size >= headerLength + 6) {
        const data = await reader.bytes(6);
        if (!data) break;
        primaryItem = data[0] === 0 ? u16be(data, 4) : null;
        if (data[0] !== 0 && size >= headerLength + 8) {
          const rest = await reader.bytes(2);
          if (!rest) break;
          primaryItem = u32be(Uint8Array.from([...data.subarray(4), ...rest]), 0);
          consumed = 2;
        }
        consumed += 6;
      } else if (type === "ipma" && size - headerLength <= maxAssociationBytes) {
        consumed = size - headerLength;
        const data = await reader.bytes(consumed);
        if (!data) break;
        primaryProperties = associatedProperties(data, primaryItem);
      } else if (type === "ihdr" && size >= headerLength + 8) {
        const data = await reader.bytes(8);
        if (!data) break;
        storedHeight = Math.max(storedHeight, u32be(data, 0));
        storedWidth = Math.max(storedWidth, u32be(data, 4));
        consumed = 8;
      } else if (type === "mdhd" && tracks === 1 && size >= headerLength + 24) {
        const data = await reader.bytes(24);
        if (!data) break;
        // Version 1 has 64-bit creation and modification times before the time scale.
        ticksPerSecond = data[0] === 1 ? u32be(data, 20) : u32be(data, 12);
        consumed = 24;
      } else if (
        type === "stts" &&
        tracks === 1 &&
        size >= headerLength + 8 &&
        size - headerLength <= maxSampleTimesBytes
      ) {
        consumed = size - headerLength;
        const data = await reader.bytes(consumed);
        if (!data) break;
        const entries = Math.min(u32be(data, 4), Math.floor((data.length - 8) / 8));
        for (let entry = 0; entry < entries; entry++) {
          sampleRuns.push({
            count: u32be(data, 8 + entry * 8),
            ticks: u32be(data, 12 + entry * 8),
          });
        }
      } else if (type === "mdat" || type === "jp2c") {
        break; // pixel data: the properties come before it in every file we accept
      }
      if (size < headerLength + consumed || !(await reader.skip(size - headerLength - consumed)))
        break;
    }
    if (storedWidth === 0 || storedHeight === 0) {
      throw unreadable(label, "it declares no image size");
    }
    const primarySize = primaryProperties.map((index) => sizes.get(index)).find(Boolean);
    const turns = primaryProperties.map((index) => quarterTurns.get(index)).find((turn) => turn);
    const shown = primarySize ?? { width: storedWidth, height: storedHeight };
    return {
      ...still(format, storedWidth, storedHeight),
      ...((turns ?? 0) % 2 === 1 ? { width: shown.height, height: shown.width } : shown),
      // Only AVIF's sequence is decoded as frames; a HEIF sequence's first picture is the image.
      ...(format === "avif" ? sequenceTiming(sampleRuns, ticksPerSecond) : {}),
    };
  };
}

/**
 * An image sequence's frames and delays from its sample time runs (each `count` frames of `ticks`);
 * nothing for a still image. Delays are listed up to the frame limit's reach, the count in full.
 */
function sequenceTiming(
  runs: readonly { count: number; ticks: number }[],
  ticksPerSecond: number,
): Partial<Pick<ImageHeader, "frameCount" | "frameDelaysMs">> {
  const frameCount = runs.reduce((sum, run) => sum + run.count, 0);
  if (ticksPerSecond === 0 || frameCount < 2) return {};
  const frameDelaysMs: number[] = [];
  for (const run of runs) {
    const delayMs = (run.ticks * 1000) / ticksPerSecond;
    for (let frame = 0; frame < run.count && frameDelaysMs.length < maxListedFrames; frame++) {
      frameDelaysMs.push(delayMs);
    }
  }
  return { frameCount, frameDelaysMs };
}

/** The property indices (1-based) `ipma` associates with `item` (ISO/IEC 23008-12 §9.3). */
function associatedProperties(data: Uint8Array, item: number | null): number[] {
  if (item === null || data.length < 8) return [];
  const version = data[0] as number;
  const wideIndex = ((data[3] as number) & 1) === 1;
  const entries = u32be(data, 4);
  let at = 8;
  for (let entry = 0; entry < entries && at < data.length; entry++) {
    const id = version < 1 ? u16be(data, at) : u32be(data, at);
    at += version < 1 ? 2 : 4;
    const count = data[at] as number;
    at += 1;
    const indices: number[] = [];
    for (let association = 0; association < count && at < data.length; association++) {
      indices.push(wideIndex ? u16be(data, at) & 0x7fff : (data[at] as number) & 0x7f);
      at += wideIndex ? 2 : 1;
    }
    if (id === item) return indices;
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// JPEG XL

/** JPEG XL: the SizeHeader at the start of the codestream (bare, or in a `jxlc`/`jxlp` box). */
async function parseJxl(reader: ByteReader): Promise<ImageHeader> {
  const start = await reader.bytes(2);
  if (!start) throw unreadable("JPEG XL", "it is empty");
  let codestream: Uint8Array | null = null;
  if (start[0] === 0xff && start[1] === 0x0a) {
    codestream = await reader.bytes(16).then((rest) => rest ?? null);
  } else {
    // The container: a signature box, then boxes until the codestream box.
    if (!(await reader.skip(10))) throw unreadable("JPEG XL", "it ends in its signature");
    for (;;) {
      const header = await reader.bytes(8);
      if (!header) break;
      const size = u32be(header, 0);
      const type = ascii(header, 4, 4);
      if (type === "jxlc" || type === "jxlp") {
        if (type === "jxlp" && !(await reader.skip(4))) break;
        const head = await reader.bytes(18);
        if (head && head[0] === 0xff && head[1] === 0x0a) codestream = head.subarray(2);
        break;
      }
      if (size < 8 || !(await reader.skip(size - 8))) break;
    }
  }
  if (!codestream) throw unreadable("JPEG XL", "it has no codestream");
  const size = readJxlSize(codestream);
  return still("jxl", size.width, size.height);
}

/** Bits of the JPEG XL SizeHeader, least significant bit first (ISO/IEC 18181-1 §D.2). */
function readJxlSize(bytes: Uint8Array): { width: number; height: number } {
  let bit = 0;
  const read = (count: number) => {
    let value = 0;
    for (let index = 0; index < count; index++, bit++) {
      value += (((bytes[bit >> 3] ?? 0) >> (bit & 7)) & 1) * 2 ** index;
    }
    return value;
  };
  const readDimension = () => read([9, 13, 18, 30][read(2)] as number) + 1;
  const small = read(1) === 1;
  const height = small ? (read(5) + 1) * 8 : readDimension();
  const ratio = read(3);
  const ratios = [0, 1, 1.2, 4 / 3, 1.5, 16 / 9, 1.25, 2];
  const width =
    ratio !== 0
      ? Math.floor(height * (ratios[ratio] as number))
      : small
        ? (read(5) + 1) * 8
        : readDimension();
  return { width, height };
}

const parsers: Record<HeaderFormat, Parser> = {
  gif: parseGif,
  png: parsePng,
  apng: parsePng,
  webp: parseWebp,
  jpg: parseJpeg,
  bmp: parseBmp,
  mng: parseMng,
  heic: parseBoxes("heic"),
  avif: parseBoxes("avif"),
  jp2: parseBoxes("jp2"),
  jxl: parseJxl,
};
