/**
 * How long an animated GIF, WebP or APNG plays once, read from its bytes in the browser: the GIF
 * Maker's thumbnail shows it as the item's default duration (DESIGN §2), the time the server gives
 * an animation whose duration was not set. Frame delays count as browsers play them (and as the
 * server's probe counts them): under 20 ms is 100 ms. Null for a still image or bytes it cannot
 * read.
 */

/**
 * Browsers play a frame delay under 20 ms as 100 ms; GifKit counts it the same way (the server's
 * image probe, the editors' previews). Here, not in image-header.ts, so browser code can import it.
 */
export const playedDelayMs = (delayMs: number): number => (delayMs < 20 ? 100 : delayMs);

export function animationLengthMs(bytes: Uint8Array): number | null {
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  const delays =
    ascii(0, 4) === "GIF8"
      ? gifDelaysMs(bytes)
      : ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP"
        ? webpDelaysMs(bytes, ascii)
        : ascii(1, 3) === "PNG"
          ? apngDelaysMs(bytes, ascii)
          : [];
  if (delays.length < 2) return null;
  return Math.round(delays.reduce((sum, delay) => sum + playedDelayMs(delay), 0));
}

/**
 * Every frame's delay in milliseconds as the file stores it (GIF hundredths × 10, 0 and 1
 * included), read in the browser from an animated GIF, WebP or APNG; one entry for a one-frame
 * GIF, empty for bytes it cannot read (Combine's editor counts the result's frames with them).
 */
export function animationDelaysMs(bytes: Uint8Array): number[] {
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  if (ascii(0, 4) === "GIF8") return gifDelaysMs(bytes);
  if (ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") return webpDelaysMs(bytes, ascii);
  if (ascii(1, 3) === "PNG") return apngDelaysMs(bytes, ascii);
  return [];
}

/** Each image's delay from its Graphic Control Extension (walking the block structure). */
function gifDelaysMs(bytes: Uint8Array): number[] {
  const delays: number[] = [];
  let pendingDelayMs = 0;
  const skipSubBlocks = (from: number) => {
    let at = from;
    while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] as number) + 1;
    return at + 1;
  };
  const flags = bytes[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x21) {
      if (bytes[at + 1] === 0xf9) {
        pendingDelayMs = ((bytes[at + 4] ?? 0) | ((bytes[at + 5] ?? 0) << 8)) * 10;
      }
      at = skipSubBlocks(at + 2);
    } else if (block === 0x2c) {
      const imageFlags = bytes[at + 9] ?? 0;
      at += 10 + (imageFlags & 0x80 ? 3 * 2 ** ((imageFlags & 7) + 1) : 0);
      at = skipSubBlocks(at + 1); // after the LZW minimum code size
      delays.push(pendingDelayMs);
      pendingDelayMs = 0;
    } else {
      break; // trailer or damage
    }
  }
  return delays;
}

/** Each ANMF chunk's duration (24 bits at offset 12 of its payload). */
function webpDelaysMs(bytes: Uint8Array, ascii: (offset: number, length: number) => string) {
  const delays: number[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size =
      (bytes[at + 4] ?? 0) |
      ((bytes[at + 5] ?? 0) << 8) |
      ((bytes[at + 6] ?? 0) << 16) |
      ((bytes[at + 7] ?? 0) << 24);
    if (ascii(at, 4) === "ANMF" && at + 24 <= bytes.length) {
      delays.push(
        (bytes[at + 20] ?? 0) | ((bytes[at + 21] ?? 0) << 8) | ((bytes[at + 22] ?? 0) << 16),
      );
    }
    at += 8 + size + (size % 2); // chunks are padded to an even size
  }
  return delays;
}

/** Each fcTL chunk's delay_num / delay_den (a denominator of 0 means 100). */
function apngDelaysMs(bytes: Uint8Array, ascii: (offset: number, length: number) => string) {
  const delays: number[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(at + 4, 4);
    if (type === "fcTL" && at + 8 + 24 <= bytes.length) {
      const numerator = view.getUint16(at + 8 + 20);
      const denominator = view.getUint16(at + 8 + 22) || 100;
      delays.push((numerator / denominator) * 1000);
    }
    if (type === "IEND") break;
    at += 12 + length;
  }
  return delays;
}
