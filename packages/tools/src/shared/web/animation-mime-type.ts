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

/** An MNG's picture size from its MHDR chunk (no browser shows MNG), or null for anything else. */
export function mngPictureSize(bytes: ArrayBuffer): { width: number; height: number } | null {
  const view = new DataView(bytes);
  if (
    bytes.byteLength < 24 ||
    view.getUint32(0) !== 0x8a4d4e47 ||
    view.getUint32(12) !== 0x4d484452
  )
    return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Whether the first bytes are EBML's (WebM, Matroska): browsers play it as video, never as an image. */
export const isEbmlFile = (head: Uint8Array): boolean =>
  head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
