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
  if (bytes.length < 13 || String.fromCharCode(...bytes.subarray(0, 3)) !== "GIF") {
    throw new Error("not a GIF");
  }
  const output = Uint8Array.from(bytes);
  const view = new DataView(output.buffer);
  let offset = 13;
  const packed = output[10] as number;
  if (packed & 0x80) offset += 3 * 2 ** ((packed & 0x07) + 1);
  let frame = 0;
  let controlAt = -1;
  /** Image descriptors that need a control block inserted before them, with their delay. */
  const insertions: { at: number; delay: number }[] = [];
  const skipSubBlocks = () => {
    while (offset < output.length) {
      const size = output[offset] as number;
      offset += 1 + size;
      if (size === 0) return;
    }
  };
  const delayOf = (index: number) => {
    const delay = delaysCentiseconds[index];
    if (delay === undefined) throw new Error(`no delay given for frame ${index + 1}`);
    return Math.max(0, Math.min(0xffff, Math.round(delay)));
  };
  while (offset < output.length) {
    const introducer = output[offset];
    if (introducer === 0x21) {
      const label = output[offset + 1];
      offset += 2;
      if (label === 0xf9 && output[offset] === 4 && offset + 5 < output.length) controlAt = offset;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      if (offset + 10 > output.length) break;
      const delay = delayOf(frame);
      if (controlAt >= 0) view.setUint16(controlAt + 2, delay, true);
      else insertions.push({ at: offset, delay });
      controlAt = -1;
      frame++;
      const framePacked = output[offset + 9] as number;
      offset += 10;
      if (framePacked & 0x80) offset += 3 * 2 ** ((framePacked & 0x07) + 1);
      offset += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // trailer or trailing bytes
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
