import type { Readable } from "node:stream";
import { ByteReader } from "./byte-reader.ts";
import { GifParseError, readGifStructureFromStream, walkGif } from "./gif-structure.ts";

/**
 * Pure header parsers: the size and frame count an image declares, read before any decoder or
 * command-line tool sees the file (reliability R1.1). Nothing here decodes a pixel; a 200 MB file
 * is walked in constant memory. The size is the larger of the declared canvas and every frame's
 * extent, because decoders disagree on which one they honour (gifsicle and ffmpeg allocate the
 * GIF logical screen, libvips grows its canvas to the frames).
 */
export interface ImageGeometry {
  /** The format as a person knows it, for messages: "GIF", "APNG", "WebP", ... */
  label: string;
  width: number;
  height: number;
  frameCount: number;
  /** GIF only: every frame's delay as stored, in hundredths of a second. */
  delaysCentiseconds?: number[];
}

/** The file is not what its signature says (no frame, no size): refused, not decoded. */
export class UnreadableImageError extends Error {}

type Parser = (reader: ByteReader) => Promise<ImageGeometry>;

const labels: Record<string, string> = {
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

export const labelOf = (detectedType: string): string => labels[detectedType] ?? detectedType;

/**
 * The geometry of an image of `detectedType` (the file-type name found by content), or null for
 * types without a header parser here (PDF; videos are probed by ffprobe instead).
 */
export async function readImageGeometry(
  stream: Readable,
  detectedType: string,
): Promise<ImageGeometry | null> {
  const parser = parsers[detectedType];
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

function unreadable(label: string, why: string): UnreadableImageError {
  return new UnreadableImageError(`The ${label} file is damaged or incomplete: ${why}.`);
}

/** GIF: the logical screen, then every image descriptor's rectangle; extensions are skipped. */
async function parseGif(reader: ByteReader): Promise<ImageGeometry> {
  const structure = await walkGif(reader).catch((error: unknown) => {
    throw error instanceof GifParseError ? unreadable("GIF", error.message) : error;
  });
  return {
    label: "GIF",
    width: structure.maxFrameWidth,
    height: structure.maxFrameHeight,
    frameCount: structure.frameCount,
    delaysCentiseconds: structure.frames.map((frame) => frame.delayCentiseconds),
  };
}

/**
 * True when a GIF is whole: a header, at least one frame, every block complete and the trailer
 * byte reached. A program that cannot write (a full disk) may still exit 0 with a cut-off file;
 * such a file is never stored as a result.
 */
export async function isCompleteGif(stream: Readable): Promise<boolean> {
  try {
    return (await readGifStructureFromStream(stream)).complete;
  } catch {
    return false;
  }
}

const pngSignature = "\x89PNG\r\n\x1a\n";
const mngSignature = "\x8aMNG\r\n\x1a\n";

/** PNG and APNG: IHDR, acTL's frame count and every fcTL rectangle. */
async function parsePng(reader: ByteReader): Promise<ImageGeometry> {
  const signature = await reader.bytes(8);
  if (!signature || ascii(signature, 0, 8) !== pngSignature)
    throw unreadable("PNG", "no PNG header");
  let width = 0;
  let height = 0;
  let declaredFrames = 0;
  let frameControls = 0;
  let animated = false;
  let sawHeader = false;
  for (;;) {
    const chunk = await reader.bytes(8);
    if (!chunk) break;
    const length = u32be(chunk, 0);
    const type = ascii(chunk, 4, 4);
    let consumed = 0;
    if (type === "IHDR" && length >= 8) {
      const data = await reader.bytes(8);
      if (!data) break;
      width = Math.max(width, u32be(data, 0));
      height = Math.max(height, u32be(data, 4));
      sawHeader = true;
      consumed = 8;
    } else if (type === "acTL" && length >= 4) {
      const data = await reader.bytes(4);
      if (!data) break;
      animated = true;
      declaredFrames = u32be(data, 0);
      consumed = 4;
    } else if (type === "fcTL" && length >= 20) {
      const data = await reader.bytes(20);
      if (!data) break;
      frameControls++;
      width = Math.max(width, u32be(data, 12) + u32be(data, 4));
      height = Math.max(height, u32be(data, 16) + u32be(data, 8));
      consumed = 20;
    } else if (type === "IEND") {
      break;
    }
    if (!(await reader.skip(length - consumed + 4))) break; // the rest of the data and the CRC
  }
  const label = animated ? "APNG" : "PNG";
  if (!sawHeader) throw unreadable(label, "it has no image header");
  return { label, width, height, frameCount: Math.max(1, declaredFrames, frameControls) };
}

/** WebP: the VP8X canvas, every ANMF frame rectangle, or a still VP8/VP8L bitstream's size. */
async function parseWebp(reader: ByteReader): Promise<ImageGeometry> {
  const header = await reader.bytes(12);
  if (!header || ascii(header, 0, 4) !== "RIFF" || ascii(header, 8, 4) !== "WEBP") {
    throw unreadable("WebP", "no WebP header");
  }
  let width = 0;
  let height = 0;
  let frameCount = 0;
  let sawSize = false;
  for (;;) {
    const chunk = await reader.bytes(8);
    if (!chunk) break;
    const type = ascii(chunk, 0, 4);
    const size = u32le(chunk, 4);
    const padded = size + (size % 2); // chunks are padded to an even size
    const need = { VP8X: 10, ANMF: 16, "VP8 ": 10, VP8L: 5 }[type] ?? 0;
    if (size < need) throw unreadable("WebP", `its ${type.trim()} chunk is too short`);
    const data = need > 0 ? await reader.bytes(need) : null;
    if (need > 0 && !data) break;
    if (data && type === "VP8X") {
      width = Math.max(width, u24le(data, 4) + 1);
      height = Math.max(height, u24le(data, 7) + 1);
      sawSize = true;
    } else if (data && type === "ANMF") {
      frameCount++;
      width = Math.max(width, u24le(data, 0) * 2 + u24le(data, 6) + 1);
      height = Math.max(height, u24le(data, 3) * 2 + u24le(data, 9) + 1);
      sawSize = true;
    } else if (data && type === "VP8 ") {
      width = Math.max(width, u16le(data, 6) & 0x3fff);
      height = Math.max(height, u16le(data, 8) & 0x3fff);
      sawSize = true;
    } else if (data && type === "VP8L") {
      const bits = u32le(data, 1);
      width = Math.max(width, (bits & 0x3fff) + 1);
      height = Math.max(height, ((bits >>> 14) & 0x3fff) + 1);
      sawSize = true;
    }
    if (!(await reader.skip(padded - need))) break;
  }
  if (!sawSize) throw unreadable("WebP", "it has no image");
  return { label: "WebP", width, height, frameCount: Math.max(1, frameCount) };
}

/** JPEG: the first start-of-frame segment (SOF0-SOF15 except DHT, JPG and DAC). */
async function parseJpeg(reader: ByteReader): Promise<ImageGeometry> {
  const soi = await reader.bytes(2);
  if (soi?.[0] !== 0xff || soi[1] !== 0xd8) throw unreadable("JPEG", "no JPEG header");
  for (;;) {
    let marker = await reader.byte();
    if (marker !== 0xff) break; // segments start with 0xFF; anything else is not a JPEG header
    while (marker === 0xff) marker = await reader.byte(); // fill bytes
    if (marker === null || marker === 0xd9 || marker === 0xda) break; // end, or data before a frame header
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    const lengthBytes = await reader.bytes(2);
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
      return { label: "JPEG", width, height, frameCount: 1 };
    }
    if (length < 2 || !(await reader.skip(length - 2))) break;
  }
  throw unreadable("JPEG", "it has no frame header");
}

/** BMP: the DIB header (OS/2 12-byte form or the Windows form, whose height may be negative). */
async function parseBmp(reader: ByteReader): Promise<ImageGeometry> {
  const header = await reader.bytes(26);
  if (!header || ascii(header, 0, 2) !== "BM") throw unreadable("BMP", "no BMP header");
  const dibSize = u32le(header, 14);
  if (dibSize === 12)
    return { label: "BMP", width: u16le(header, 18), height: u16le(header, 20), frameCount: 1 };
  const width = Math.abs(u32le(header, 18) | 0);
  const height = Math.abs(u32le(header, 22) | 0);
  return { label: "BMP", width, height, frameCount: 1 };
}

/** MNG: the MHDR frame size and every embedded PNG/JNG image (each is a frame or layer). */
async function parseMng(reader: ByteReader): Promise<ImageGeometry> {
  const signature = await reader.bytes(8);
  if (!signature || ascii(signature, 0, 8) !== mngSignature)
    throw unreadable("MNG", "no MNG header");
  let width = 0;
  let height = 0;
  let frameCount = 0;
  for (;;) {
    const chunk = await reader.bytes(8);
    if (!chunk) break;
    const length = u32be(chunk, 0);
    const type = ascii(chunk, 4, 4);
    let consumed = 0;
    if ((type === "MHDR" || type === "IHDR" || type === "JHDR") && length >= 8) {
      const data = await reader.bytes(8);
      if (!data) break;
      width = Math.max(width, u32be(data, 0));
      height = Math.max(height, u32be(data, 4));
      if (type !== "MHDR") frameCount++;
      consumed = 8;
    } else if (type === "MEND") {
      break;
    }
    if (!(await reader.skip(length - consumed + 4))) break;
  }
  if (width === 0 || height === 0) throw unreadable("MNG", "it has no frame size");
  return { label: "MNG", width, height, frameCount: Math.max(1, frameCount) };
}

/**
 * ISO base media boxes (HEIC, AVIF, JPEG 2000): walks into the boxes that hold image properties
 * and takes the largest declared size: `ispe` for HEIF (the grid item's is the full image), `ihdr`
 * for JPEG 2000.
 */
function parseBoxes(label: string): Parser {
  const containers = new Set(["meta", "iprp", "ipco", "jp2h"]);
  return async (reader) => {
    let width = 0;
    let height = 0;
    for (;;) {
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
      if (containers.has(type)) {
        // Descend: the children follow (a `meta` box starts with version and flags).
        if (type === "meta" && !(await reader.skip(4))) break;
        continue;
      }
      let consumed = 0;
      if (type === "ispe" && size >= headerLength + 12) {
        const data = await reader.bytes(12);
        if (!data) break;
        width = Math.max(width, u32be(data, 4));
        height = Math.max(height, u32be(data, 8));
        consumed = 12;
      } else if (type === "ihdr" && size >= headerLength + 8) {
        const data = await reader.bytes(8);
        if (!data) break;
        height = Math.max(height, u32be(data, 0));
        width = Math.max(width, u32be(data, 4));
        consumed = 8;
      } else if (type === "mdat" || type === "jp2c") {
        break; // pixel data: the properties come before it in every file we accept
      }
      if (size < headerLength + consumed || !(await reader.skip(size - headerLength - consumed)))
        break;
    }
    if (width === 0 || height === 0) throw unreadable(label, "it declares no image size");
    return { label, width, height, frameCount: 1 };
  };
}

/** JPEG XL: the SizeHeader at the start of the codestream (bare, or in a `jxlc`/`jxlp` box). */
async function parseJxl(reader: ByteReader): Promise<ImageGeometry> {
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
  return { label: "JPEG XL", width: size.width, height: size.height, frameCount: 1 };
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

const parsers: Record<string, Parser> = {
  gif: parseGif,
  png: parsePng,
  apng: parsePng,
  webp: parseWebp,
  jpg: parseJpeg,
  bmp: parseBmp,
  mng: parseMng,
  heic: parseBoxes("HEIC"),
  avif: parseBoxes("AVIF"),
  jp2: parseBoxes("JPEG 2000"),
  jxl: parseJxl,
};
