/**
 * Frame UI that several tools' editors need lives in shared/web/ (browser code; tools never import
 * each other). This is the one sniffer of the MIME type WebCodecs' ImageDecoder is given: a file's
 * own type may be empty or wrong, so the type comes from its first bytes, never from its name.
 */

/** The MIME type of an animation by its first bytes; null for MNG and every other format. */
export function animationMimeType(head: Uint8Array): string | null {
  const ascii = (from: number, length: number) =>
    String.fromCharCode(...head.subarray(from, from + length));
  if (ascii(0, 4) === "GIF8") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") return "image/webp";
  // PNG and APNG: \x89PNG (MNG's \x8aMNG and JNG's \x8bJNG are not taken).
  if (head[0] === 0x89 && ascii(1, 3) === "PNG") return "image/png";
  return null;
}

/** The same, for a whole file's bytes. */
export const animationMimeTypeOf = (bytes: ArrayBuffer): string | null =>
  animationMimeType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
