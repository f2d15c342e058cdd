import type { InputKind } from "@gifkit/contracts";
// Pure JavaScript in the browser (the package's "default" export is its core, no Node APIs).
import { fileTypeFromBuffer } from "file-type";

/**
 * A file's format by its first bytes (magic numbers), never by its name: one function for the
 * browser (a chosen file is refused before the editor opens) and the server (the start call), so
 * both judge a file the same way. Names are file-type's extensions ("jpg", "apng", "mov", ...).
 */

/** How many leading bytes the judgement reads (file-type's own sample size). */
export const contentSniffBytes = 4100;

/** Animated AVIF and WebM are decoded with ffmpeg by the GIF tools (shared/gif-input.ts). */
const animationFormats = ["gif", "webp", "apng", "mng", "avif", "webm"];
const videoFormats = ["mp4", "webm", "avi", "mov", "mkv", "flv", "3gp", "3g2", "asf", "m4v"];

/** The formats found by content that each kind of tool takes. */
export const acceptedContentFormats: Record<InputKind, readonly string[]> = {
  gif: animationFormats,
  images: ["jpg", "png", "apng", "gif", "webp", "heic", "avif", "jxl", "jp2", "bmp", "pdf", "mng"],
  // A still WebP is sniffed as "webp" like an animated one: Crop's processor tells them apart.
  "gif-or-still": [...animationFormats, "jpg", "png"],
  video: videoFormats,
  "gif-or-video": [...new Set([...animationFormats, ...videoFormats])],
};

// file-type does not know MNG (a PNG-like signature with "MNG").
const mngSignature = [0x8a, 0x4d, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export async function detectContentFormat(head: Uint8Array): Promise<string | null> {
  if (mngSignature.every((byte, index) => head[index] === byte)) return "mng";
  const detected = await fileTypeFromBuffer(head.subarray(0, contentSniffBytes));
  return detected?.ext ?? null;
}

export function isAcceptedContent(detected: string | null, kind: InputKind): detected is string {
  return detected !== null && acceptedContentFormats[kind].includes(detected);
}
