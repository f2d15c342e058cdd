import { join } from "node:path";
import type { Config } from "../config.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalBlobStore } from "./local-blob-store.ts";

/** The configured store: a local directory by default, an S3 bucket when S3_BUCKET is set. */
export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (config.s3) {
    // Loaded only when configured: the AWS SDK is large, and every worker process starts this.
    const { S3BlobStore } = await import("./s3-blob-store.ts");
    const bucket = new S3BlobStore(config.s3);
    await bucket.init();
    return bucket;
  }
  const store = new LocalBlobStore(join(config.dataDir, "blobs"));
  await store.init();
  return store;
}
