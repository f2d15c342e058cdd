import { createReadStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import {
  type BlobMetadata,
  type BlobStore,
  isValidKey,
  newKey,
  type StoredBlob,
} from "../../src/storage/blob-store.ts";
import type { TaskRepository } from "../../src/tasks/in-process-queue.ts";
import type { TaskRecord } from "../../src/tasks/task-record.ts";

/**
 * Blobs in memory, for route tests (fake-server.ts): the BlobStore contract of LocalBlobStore
 * (random keys, a failed write leaves nothing, invalid keys refused) without a directory.
 */
export class MemoryBlobStore implements BlobStore {
  readonly blobs = new Map<string, { bytes: Buffer; metadata: BlobMetadata }>();

  async put(
    body: Readable,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob> {
    const bytes = await buffer(body); // rejects on a stream error: nothing is stored
    return this.commit(bytes, metadata);
  }

  async putFile(
    path: string,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob> {
    return this.commit(await buffer(createReadStream(path)), metadata);
  }

  private commit(bytes: Buffer, metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">) {
    const key = newKey();
    const stored = { ...metadata, createdAtMs: Date.now(), sizeBytes: bytes.length };
    this.blobs.set(key, { bytes, metadata: stored });
    return { key, metadata: stored };
  }

  private get(key: string) {
    if (!isValidKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return this.blobs.get(key) ?? null;
  }

  async stat(key: string): Promise<BlobMetadata | null> {
    return this.get(key)?.metadata ?? null;
  }

  async read(key: string): Promise<{ body: Readable; metadata: BlobMetadata } | null> {
    const blob = this.get(key);
    return blob ? { body: Readable.from([blob.bytes]), metadata: blob.metadata } : null;
  }

  async readHead(key: string, bytes: number): Promise<Uint8Array> {
    return new Uint8Array(this.get(key)?.bytes.subarray(0, bytes) ?? []);
  }

  async copyToFile(key: string, path: string): Promise<void> {
    const blob = this.get(key);
    if (!blob) throw Object.assign(new Error(`no blob ${key}`), { code: "ENOENT" });
    await writeFile(path, blob.bytes);
  }

  async delete(key: string): Promise<void> {
    if (isValidKey(key)) this.blobs.delete(key);
  }

  async *list(): AsyncIterable<StoredBlob> {
    for (const [key, { metadata }] of this.blobs) yield { key, metadata };
  }

  async totalBytes(): Promise<number> {
    let total = 0;
    for (const { bytes } of this.blobs.values()) total += bytes.length;
    return total;
  }
}

/** Task records in memory (the in-process queue's repository without its JSON files). */
export class MemoryTaskRepository implements TaskRepository {
  private readonly records = new Map<string, TaskRecord>();

  get(id: string): TaskRecord | null {
    const record = this.records.get(id);
    return record ? { ...record } : null;
  }

  all(): TaskRecord[] {
    return [...this.records.values()];
  }

  async save(record: TaskRecord): Promise<void> {
    this.records.set(record.id, { ...record });
  }

  async remove(id: string): Promise<void> {
    this.records.delete(id);
  }
}
