import { join } from "node:path";
import type { Config } from "../config.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalBlobStore } from "./local-blob-store.ts";

/** The configured store: a local directory by default, an S3 bucket when S3_BUCKET is set. */
export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.s3) throw new Error("S3 storage is not available in this build yet");
  const store = new LocalBlobStore(join(config.dataDir, "blobs"));
  await store.init();
  return store;
}
