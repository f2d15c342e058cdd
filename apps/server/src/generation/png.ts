const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. Cheap enough
 * to check every frame a backend returns before anything decodes it.
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
  if (buffer.length < 33 || !buffer.subarray(0, 8).equals(signature)) return null;
  if (buffer.toString("latin1", 12, 16) !== "IHDR") return null;
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}
