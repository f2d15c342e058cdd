import { open } from "node:fs/promises";
import type { InputKind } from "@gifkit/contracts";
import { fileTypeFromBuffer } from "file-type";

/** Container types found by content that each kind of tool takes. */
const acceptedDetectedTypes: Record<InputKind, readonly string[]> = {
  gif: ["gif", "webp", "apng", "mng"],
  images: ["jpg", "png", "apng", "gif", "webp", "heic", "avif", "jxl", "jp2", "bmp", "pdf", "mng"],
  video: ["mp4", "webm", "avi", "mov", "mkv", "flv", "3gp", "3g2", "asf", "m4v"],
};

const sniffBytes = 4100;
const mngSignature = [0x8a, 0x4d, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type of a file by its first bytes (never by its name or Content-Type). */
export async function detectFileType(head: Uint8Array): Promise<string | null> {
  if (mngSignature.every((byte, index) => head[index] === byte)) return "mng";
  const detected = await fileTypeFromBuffer(head);
  return detected?.ext ?? null;
}

export async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(sniffBytes);
    const { bytesRead } = await handle.read(buffer, 0, sniffBytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function isAcceptedType(detected: string | null, kind: InputKind): detected is string {
  return detected !== null && acceptedDetectedTypes[kind].includes(detected);
}
