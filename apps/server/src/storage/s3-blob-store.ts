import { createReadStream, createWriteStream } from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config } from "../config.ts";
import {
  type BlobMetadata,
  type BlobStore,
  isValidKey,
  newKey,
  type StoredBlob,
} from "./blob-store.ts";

export type S3Settings = NonNullable<Config["s3"]>;

/** Objects live under this prefix, so the bucket can hold other things (and a lifecycle rule can target it). */
export const s3ObjectPrefix = "blobs/";

/** Multipart part size: the most a single upload holds in memory is about partSize × queueSize. */
const partSizeBytes = 8 * 1024 * 1024;
const uploadQueueSize = 2;

// Our metadata travels as x-amz-meta-* headers (ASCII only, so the file name is URI-encoded).
const metaRole = "gifkit-role";
const metaTaskId = "gifkit-task-id";
const metaDownloadName = "gifkit-download-name";
const metaCreatedAt = "gifkit-created-at-ms";

function clientFor(settings: S3Settings, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined, // the SDK's default chain (environment, instance role, ...)
    // Newer SDKs add CRC checksums with aws-chunked bodies by default; MinIO and other
    // S3-compatible servers do not all accept them, and S3 does not require them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    candidate?.name === "NotFound" ||
    candidate?.name === "NoSuchKey" ||
    candidate?.name === "NoSuchBucket" ||
    candidate?.$metadata?.httpStatusCode === 404
  );
}

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, ...), shared by every API and worker process.
 * Uploads and downloads are streamed (lib-storage's multipart Upload; GetObject bodies are piped),
 * never buffered whole. Metadata is stored as object metadata. Expiry is the sweeper's job, as with
 * local storage; a bucket lifecycle rule on `blobs/` is the documented backstop (docs/scaling.md).
 */
export class S3BlobStore implements BlobStore {
  private readonly settings: S3Settings;
  private readonly client: S3Client;
  /** Signs download links for browsers (S3_PUBLIC_ENDPOINT may differ from the internal one). */
  private readonly presignClient: S3Client;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.client = clientFor(settings, settings.endpoint);
    this.presignClient = clientFor(settings, settings.publicEndpoint ?? settings.endpoint);
  }

  /** Checks the bucket; creates it when it does not exist (MinIO on first start). */
  async init(): Promise<void> {
    const Bucket = this.settings.bucket;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      try {
        await this.client.send(new CreateBucketCommand({ Bucket }));
      } catch (createError) {
        // Another process starting at the same moment may have created it first.
        const created = await this.client.send(new HeadBucketCommand({ Bucket })).then(
          () => true,
          () => false,
        );
        if (created) return;
        throw new Error(
          `S3 bucket "${Bucket}" does not exist and could not be created: ${(createError as Error).message}`,
        );
      }
    }
  }

  private objectKey(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return `${s3ObjectPrefix}${key}`;
  }

  async put(
    body: Readable,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob> {
    const key = newKey();
    const createdAtMs = Date.now();
    let sizeBytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        sizeBytes += chunk.length;
        callback(null, chunk);
      },
    });
    const upload = new Upload({
      client: this.client,
      partSize: partSizeBytes,
      queueSize: uploadQueueSize,
      leavePartsOnError: false, // a failed multipart upload is aborted: no parts left billed
      params: {
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: counter,
        ContentType: metadata.contentType,
        Metadata: {
          [metaRole]: metadata.role,
          [metaTaskId]: metadata.taskId ?? "",
          [metaDownloadName]: encodeURIComponent(metadata.downloadName),
          [metaCreatedAt]: String(createdAtMs),
        },
      },
    });
    try {
      await Promise.all([pipeline(body, counter), upload.done()]);
    } catch (error) {
      await upload.abort().catch(() => {});
      await this.delete(key).catch(() => {});
      throw error;
    }
    return { key, metadata: { ...metadata, createdAtMs, sizeBytes } };
  }

  putFile(
    path: string,
    metadata: Omit<BlobMetadata, "createdAtMs" | "sizeBytes">,
  ): Promise<StoredBlob> {
    return this.put(createReadStream(path), metadata);
  }

  private metadataOf(output: HeadObjectCommandOutput | GetObjectCommandOutput): BlobMetadata {
    const meta = output.Metadata ?? {};
    const role = meta[metaRole] === "input" ? "input" : "result";
    return {
      contentType: output.ContentType ?? "application/octet-stream",
      downloadName: decodeURIComponent(meta[metaDownloadName] ?? "download"),
      role,
      taskId: meta[metaTaskId] || null,
      createdAtMs: Number(meta[metaCreatedAt]) || (output.LastModified?.getTime() ?? 0),
      sizeBytes: output.ContentLength ?? 0,
    };
  }

  async stat(key: string): Promise<BlobMetadata | null> {
    if (!isValidKey(key)) return null;
    try {
      const output = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return this.metadataOf(output);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<{ body: Readable; metadata: BlobMetadata } | null> {
    if (!isValidKey(key)) return null;
    try {
      const output = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return { body: toReadable(output.Body), metadata: this.metadataOf(output) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** A Range GET: only the first bytes cross the network. */
  async readHead(key: string, bytes: number): Promise<Uint8Array> {
    try {
      const output = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Range: `bytes=0-${bytes - 1}`,
        }),
      );
      const head = (await output.Body?.transformToByteArray()) ?? new Uint8Array();
      return head.subarray(0, bytes);
    } catch (error) {
      // An empty object has no byte 0: S3 answers 416 InvalidRange.
      if ((error as { name?: string }).name === "InvalidRange") return new Uint8Array();
      throw error;
    }
  }

  async copyToFile(key: string, path: string): Promise<void> {
    const output = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
    await pipeline(toReadable(output.Body), createWriteStream(path));
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    // S3 answers 204 for a key that does not exist, so deleting twice is fine.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  /** Keys, sizes and dates of every blob, a page (up to 1000) at a time. */
  private async *listObjects(): AsyncIterable<{ key: string; sizeBytes: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: s3ObjectPrefix,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(s3ObjectPrefix.length) ?? "";
        if (isValidKey(key)) yield { key, sizeBytes: object.Size ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async *list(): AsyncIterable<StoredBlob> {
    // The listing has no user metadata: read it with a HEAD, eight at a time.
    const keys: string[] = [];
    for await (const object of this.listObjects()) keys.push(object.key);
    for (let start = 0; start < keys.length; start += 8) {
      const batch = keys.slice(start, start + 8);
      const metadata = await Promise.all(batch.map((key) => this.stat(key)));
      for (const [index, found] of metadata.entries()) {
        if (found) yield { key: batch[index] as string, metadata: found };
      }
    }
  }

  async totalBytes(): Promise<number> {
    let total = 0;
    for await (const object of this.listObjects()) total += object.sizeBytes;
    return total;
  }

  /**
   * A short-lived link straight to the bucket, with the download name and type forced by the
   * signature (used when S3_DOWNLOAD_REDIRECT=true and the client did not ask for ?proxy=1).
   */
  async downloadUrl(
    key: string,
    metadata: BlobMetadata,
    expiresInSeconds: number,
  ): Promise<string> {
    const safeName = metadata.downloadName.replace(/[^\w.-]/g, "_");
    return getSignedUrl(
      this.presignClient,
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        ResponseContentDisposition: `attachment; filename="${safeName}"`,
        ResponseContentType: metadata.contentType,
      }),
      { expiresIn: expiresInSeconds },
    );
  }
}

function toReadable(body: GetObjectCommandOutput["Body"]): Readable {
  if (body instanceof Readable) return body;
  if (!body) return Readable.from([]);
  // In Node the SDK returns an IncomingMessage (a Readable); this covers a web stream too.
  return Readable.fromWeb(body.transformToWebStream() as never);
}
