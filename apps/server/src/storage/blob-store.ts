import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/** What is stored beside each blob. */
export interface BlobMetadata {
  contentType: string;
  /** File name offered on download (Content-Disposition). */
  downloadName: string;
  /** Inputs are deleted when their task ends; results after the TTL. */
  role: "input" | "result";
  taskId: string | null;
  createdAtMs: number;
  sizeBytes: number;
}

export interface StoredBlob {
  key: string;
  metadata: BlobMetadata;
}

/**
 * Files by opaque key. Keys are random (128 bits) and validated before any use, so a download
 * key can never name a path or another user's file by guessing.
 */
export interface BlobStore {
  /** Streams `body` into a new blob. Rejects (leaving nothing behind) if the stream errors. */
  put(
    body: Readable,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob>;
  putFile(
    path: string,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob>;
  stat(key: string): Promise<BlobMetadata | null>;
  read(key: string): Promise<{ body: Readable; metadata: BlobMetadata } | null>;
  /** The first `bytes` bytes, for the content type check. */
  readHead(key: string, bytes: number): Promise<Uint8Array>;
  /** Writes the blob to a local file (a worker's task directory). */
  copyToFile(key: string, path: string): Promise<void>;
  delete(key: string): Promise<void>;
  list(): AsyncIterable<StoredBlob>;
  /** Total bytes stored, for the disk budget. */
  totalBytes(): Promise<number>;
  /** A short-lived direct link to the blob (object storage only; local storage has none). */
  downloadUrl?(key: string, metadata: BlobMetadata, expiresInSeconds: number): Promise<string>;
}

const keyPattern = /^[0-9a-f]{32}$/;

export function newKey(): string {
  return randomBytes(16).toString("hex");
}

export function isValidKey(key: string): boolean {
  return keyPattern.test(key);
}
