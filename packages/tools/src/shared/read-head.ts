import { open } from "node:fs/promises";

/**
 * The first `length` bytes of a file (fewer when it is shorter): what content checks and header
 * parsers read, without loading the file.
 */
export async function readHead(path: string, length: number): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
