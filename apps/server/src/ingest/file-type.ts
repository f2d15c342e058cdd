import { open } from "node:fs/promises";
import {
  contentSniffBytes,
  detectContentFormat,
  isAcceptedContent,
} from "@gifkit/tools/shared/content-format";

/**
 * The type of a file by its first bytes (never by its name or Content-Type): the same function
 * the browser runs when a file is chosen (packages/tools/src/shared/content-format.ts).
 */
export const detectFileType = detectContentFormat;
export const isAcceptedType = isAcceptedContent;

export async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(contentSniffBytes);
    const { bytesRead } = await handle.read(buffer, 0, contentSniffBytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
