/**
 * Pure readers of the few header facts GifKit needs from animated images before any decoder runs:
 * the container type by magic bytes, and for APNG and animated WebP the canvas size, frame count
 * and loop count (so limits are checked without decoding a pixel).
 */

export type AnimationFormat = "gif" | "webp" | "apng" | "png" | "mng";

export interface AnimationHeader {
  width: number;
  height: number;
  frameCount: number;
  /** Plays as stored: 0 = forever; null when the container has no loop information. */
  plays: number | null;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const mngSignature = [0x8a, 0x4d, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The container by its first bytes; a PNG is "apng" only when an acTL chunk precedes the image data. */
export function detectAnimationFormat(bytes: Uint8Array): AnimationFormat | null {
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    return "webp";
  }
  if (startsWith(bytes, mngSignature)) return "mng";
  if (startsWith(bytes, pngSignature)) return readApngHeader(bytes) ? "apng" : "png";
  return null;
}

/** APNG facts from IHDR and acTL; null when the PNG is not animated (no acTL before IDAT). */
export function readApngHeader(bytes: Uint8Array): AnimationHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    const data = offset + 8;
    if (type === "IHDR" && data + 8 <= bytes.length) {
      width = view.getUint32(data);
      height = view.getUint32(data + 4);
    } else if (type === "acTL" && data + 8 <= bytes.length) {
      return { width, height, frameCount: view.getUint32(data), plays: view.getUint32(data + 4) };
    } else if (type === "IDAT" || type === "IEND") {
      return null;
    }
    offset = data + length + 4; // data and CRC
  }
  return null;
}

/** Animated WebP facts from VP8X, ANIM and the ANMF chunks; a still WebP counts one frame. */
export function readWebpHeader(bytes: Uint8Array): AnimationHeader | null {
  if (detectAnimationFormat(bytes) !== "webp") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const uint24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] as number) << 16);
  let offset = 12;
  let width = 0;
  let height = 0;
  let frameCount = 0;
  let plays: number | null = null;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const data = offset + 8;
    if (type === "VP8X" && data + 10 <= bytes.length) {
      width = uint24(data + 4) + 1;
      height = uint24(data + 7) + 1;
    } else if (type === "ANIM" && data + 6 <= bytes.length) {
      plays = view.getUint16(data + 4, true);
    } else if (type === "ANMF") {
      frameCount++;
    } else if ((type === "VP8 " || type === "VP8L") && frameCount === 0 && width === 0) {
      // A simple (still) WebP: the size is in the bitstream header.
      if (type === "VP8L" && data + 5 <= bytes.length) {
        const bits = view.getUint32(data + 1, true);
        width = (bits & 0x3fff) + 1;
        height = ((bits >> 14) & 0x3fff) + 1;
      } else if (data + 10 <= bytes.length) {
        width = view.getUint16(data + 6, true) & 0x3fff;
        height = view.getUint16(data + 8, true) & 0x3fff;
      }
      frameCount = 1;
    }
    offset = data + size + (size % 2); // chunks are padded to an even size
  }
  return { width, height, frameCount: Math.max(frameCount, 1), plays };
}
