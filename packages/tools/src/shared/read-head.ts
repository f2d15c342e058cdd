import { open } from "node:fs/promises";
import { contentSniffBytes } from "./content-format.ts";

/**
 * The first `length` bytes of a file (fewer when it is shorter; by default as many as the content
 * check reads): what content checks and header parsers read, without loading the file. The one
 * way GifKit reads a file's head (stored blobs have BlobStore.readHead, a ranged read by key).
 */
export async function readHead(path: string, length = contentSniffBytes): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
