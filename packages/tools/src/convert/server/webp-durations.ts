/**
 * Reads and rewrites the frame durations of an animated WebP in its bytes (the 24-bit duration of
 * each ANMF chunk, RIFF little-endian). `webpmux -duration` would do the same but recomputes the
 * canvas from the frames it keeps, so a sticker whose first frame does not reach the canvas's edge
 * (a transparent margin) would lose its exact 512 × 512; this changes nothing but the durations.
 */

/** Byte offsets of each ANMF chunk's payload, in frame order. */
function animationFrameOffsets(bytes: Uint8Array): number[] {
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || text(0) !== "RIFF" || text(8) !== "WEBP") {
    throw new Error("Not a WebP file");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offsets: number[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    if (text(at) === "ANMF") offsets.push(at + 8);
    // Chunks are padded to an even size.
    at += 8 + size + (size % 2);
  }
  return offsets;
}

/** Each frame's duration in milliseconds (ANMF payload bytes 12-14). */
export function webpFrameDurationsMs(bytes: Uint8Array): number[] {
  return animationFrameOffsets(bytes).map(
    (payload) =>
      (bytes[payload + 12] ?? 0) |
      ((bytes[payload + 13] ?? 0) << 8) |
      ((bytes[payload + 14] ?? 0) << 16),
  );
}

/** A copy with the frames' durations set (one per frame; each at most 2^24 - 1 ms). */
export function withWebpFrameDurations(
  bytes: Uint8Array,
  durationsMs: readonly number[],
): Uint8Array {
  const offsets = animationFrameOffsets(bytes);
  if (offsets.length !== durationsMs.length) {
    throw new Error(`The WebP has ${offsets.length} frames, not ${durationsMs.length}`);
  }
  const copy = new Uint8Array(bytes);
  offsets.forEach((payload, index) => {
    const duration = Math.min(0xffffff, Math.max(0, Math.round(durationsMs[index] ?? 0)));
    copy[payload + 12] = duration & 0xff;
    copy[payload + 13] = (duration >> 8) & 0xff;
    copy[payload + 14] = (duration >> 16) & 0xff;
  });
  return copy;
}
