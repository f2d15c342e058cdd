import { createWriteStream, openAsBlob } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { downloadName as downloadNameOf, type GifKitClient, type TaskInput } from "./client.ts";

/**
 * Node's side of the client: a file on disk as an input (read as it is sent, never whole into
 * memory) and a result saved to a file.
 */

/** Content types of the files a tool takes, by extension (the server checks the content anyway). */
const contentTypes: Record<string, string> = {
  gif: "image/gif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  apng: "image/apng",
  avif: "image/avif",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  mkv: "video/x-matroska",
  ttf: "font/ttf",
  otf: "font/otf",
  woff: "font/woff",
  woff2: "font/woff2",
};

/** A file path as a task input. */
export async function fileInput(path: string): Promise<TaskInput> {
  const extension = path.split(".").pop()?.toLowerCase() ?? "";
  const type = contentTypes[extension];
  const file = await openAsBlob(path, type ? { type } : {});
  return { file, fileName: basename(path) };
}

/**
 * Downloads a result to `path` (written to a temporary name first, so a broken download never
 * leaves a partial file under the real one); the bytes written.
 */
export async function saveResult(
  client: GifKitClient,
  key: string,
  /** The file, or how to name it from the download's own name (Content-Disposition). */
  to: string | ((downloadName: string | null) => string),
): Promise<{ path: string; bytes: number; downloadName: string | null }> {
  return saveResponse(await client.download(key), to);
}

/** A finished batch's results as one ZIP file (GET /api/batch/{id}/zip), saved as saveResult does. */
export async function saveBatchZip(
  client: GifKitClient,
  batchId: string,
  to: string | ((downloadName: string | null) => string),
): Promise<{ path: string; bytes: number; downloadName: string | null }> {
  return saveResponse(await client.downloadBatchZip(batchId), to);
}

async function saveResponse(
  response: Response,
  to: string | ((downloadName: string | null) => string),
): Promise<{ path: string; bytes: number; downloadName: string | null }> {
  const downloadName = downloadNameOf(response);
  const path = typeof to === "string" ? to : to(downloadName);
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.part`;
  let bytes = 0;
  try {
    const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
    body.on("data", (chunk: Buffer) => {
      bytes += chunk.byteLength;
    });
    await pipeline(body, createWriteStream(partial));
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { path, bytes, downloadName };
}
