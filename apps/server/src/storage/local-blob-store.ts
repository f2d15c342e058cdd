import { createReadStream, createWriteStream } from "node:fs";
import {
  copyFile,
  lstat,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { readHead as readFileHead } from "@gifkit/tools/shared/read-head";
import {
  type BlobMetadata,
  type BlobStore,
  isValidKey,
  newKey,
  type StoredBlob,
} from "./blob-store.ts";

/** Longer than any write can take (a 200 MB upload is cut off after 10 minutes). */
const stalePartialAgeMs = 60 * 60_000;

/**
 * Blobs in a local directory: `<dir>/<key>` holds the bytes and `<dir>/<key>.json` the metadata.
 * A blob is written to a temporary name and renamed when complete, so a reader never sees a
 * partial file and a failed write leaves nothing behind.
 */
export class LocalBlobStore implements BlobStore {
  readonly directory: string;

  constructor(directory: string) {
    this.directory = directory;
  }

  async init(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    // Partial writes of a process that died mid-write. Every process opens the store (the API and
    // each worker, also when a worker is replaced), so only files too old to belong to a live
    // write go: an upload in flight is never pulled from under its request.
    const now = Date.now();
    for (const name of await readdir(this.directory)) {
      if (!name.endsWith(".partial")) continue;
      const path = join(this.directory, name);
      const modified = await stat(path).then(
        (info) => info.mtimeMs,
        () => now,
      );
      if (now - modified > stalePartialAgeMs) await rm(path, { force: true });
    }
  }

  private pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return join(this.directory, key);
  }

  async put(
    body: Readable,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob> {
    const key = newKey();
    const finalPath = this.pathOf(key);
    const partialPath = `${finalPath}.partial`;
    try {
      await pipeline(body, createWriteStream(partialPath, { flags: "wx" }));
      return await this.commit(key, partialPath, metadata);
    } catch (error) {
      await this.removeUncommitted(key, partialPath);
      throw error;
    }
  }

  async putFile(
    path: string,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob> {
    const key = newKey();
    const partialPath = `${this.pathOf(key)}.partial`;
    try {
      await copyFile(path, partialPath);
      // A copy that came out short (a full disk) is never committed.
      const [source, copy] = await Promise.all([stat(path), stat(partialPath)]);
      if (copy.size !== source.size) {
        throw Object.assign(new Error(`short copy of ${path}`), { code: "ENOSPC" });
      }
      return await this.commit(key, partialPath, metadata);
    } catch (error) {
      await this.removeUncommitted(key, partialPath);
      throw error;
    }
  }

  /** A failed write (a full disk, a client gone) leaves neither bytes nor metadata. */
  private async removeUncommitted(key: string, partialPath: string): Promise<void> {
    await rm(partialPath, { force: true });
    await rm(`${this.pathOf(key)}.json`, { force: true });
  }

  private async commit(
    key: string,
    partialPath: string,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob> {
    const { size } = await stat(partialPath);
    const full: BlobMetadata = { ...metadata, createdAtMs: Date.now(), sizeBytes: size };
    await writeFile(`${this.pathOf(key)}.json`, JSON.stringify(full));
    await rename(partialPath, this.pathOf(key));
    return { key, metadata: full };
  }

  async stat(key: string): Promise<BlobMetadata | null> {
    if (!isValidKey(key)) return null;
    try {
      const [metadataText, file] = await Promise.all([
        readFile(`${this.pathOf(key)}.json`, "utf8"),
        lstat(this.pathOf(key)),
      ]);
      // Only a plain file we wrote is served: never a symbolic link, wherever it points.
      if (!file.isFile()) return null;
      return JSON.parse(metadataText) as BlobMetadata;
    } catch {
      return null;
    }
  }

  async read(key: string): Promise<{ body: Readable; metadata: BlobMetadata } | null> {
    const metadata = await this.stat(key);
    if (!metadata) return null;
    return { body: createReadStream(this.pathOf(key)), metadata };
  }

  readHead(key: string, bytes: number): Promise<Uint8Array> {
    return readFileHead(this.pathOf(key), bytes);
  }

  /** The blob's own file, for readers that need to seek (ffprobe). */
  localPath(key: string): string | null {
    return isValidKey(key) ? this.pathOf(key) : null;
  }

  async copyToFile(key: string, path: string): Promise<void> {
    await copyFile(this.pathOf(key), path);
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    await rm(this.pathOf(key), { force: true });
    await rm(`${this.pathOf(key)}.json`, { force: true });
  }

  async *list(): AsyncIterable<StoredBlob> {
    for (const name of await readdir(this.directory)) {
      if (!isValidKey(name)) continue;
      const metadata = await this.stat(name);
      if (metadata) yield { key: name, metadata };
    }
  }

  async totalBytes(): Promise<number> {
    let total = 0;
    for await (const blob of this.list()) total += blob.metadata.sizeBytes;
    return total;
  }
}
