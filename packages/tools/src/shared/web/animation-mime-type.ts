/**
 * The MIME type the browser's ImageDecoder is given for an animation, by its first bytes (never
 * by name); null for MNG and others. Pure (no DOM), shared by the editors that decode frames in
 * the browser (Cut's range preview, Edit frames' thumbnails).
 */
export function animationMimeType(head: Uint8Array): string | null {
  const ascii = (from: number, length: number) =>
    String.fromCharCode(...head.subarray(from, from + length));
  if (ascii(0, 4) === "GIF8") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") return "image/webp";
  if (head[0] === 0x89 && ascii(1, 3) === "PNG") return "image/png";
  return null;
}
