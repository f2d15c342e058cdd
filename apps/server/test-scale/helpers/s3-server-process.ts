/**
 * A real S3-compatible server (s3rver: the S3 REST API in Node, objects on disk) run as its own
 * process by the scale-out tests and the throughput benchmark. Prints "s3-ready" when listening.
 * Credentials are s3rver's fixed pair: S3RVER / S3RVER.
 */
import { createRequire } from "node:module";

const port = Number(process.env.S3_PORT);
const directory = process.env.S3_DIRECTORY;
if (!port || !directory) {
  console.error("S3_PORT and S3_DIRECTORY are required");
  process.exit(1);
}

// s3rver signs a bucket-level request ("/bucket/", as AWS SDK v3 sends it in path style) as
// "/bucket", while AWS and MinIO sign the path as sent: every ListObjectsV2 / HeadBucket /
// CreateBucket would fail with SignatureDoesNotMatch. Its authentication middleware is wrapped
// (before s3rver loads it) so the canonical URI keeps that trailing slash; the signature is still
// checked, now the way S3 checks it. Both patches make the double behave like S3, not looser.
type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;
interface KoaContext {
  path: string;
  params: { bucket?: string; key?: string };
}
const require = createRequire(import.meta.url);
const authenticationPath = require.resolve("@20minutes/s3rver/lib/middleware/authentication.js");
const createAuthentication = require(authenticationPath) as () => Middleware;
const cached = require.cache[authenticationPath];
if (!cached) throw new Error("s3rver's authentication middleware did not load");
cached.exports = () => {
  const authenticate = createAuthentication();
  return async (context: KoaContext, next: () => Promise<void>) => {
    const bucket = context.params.bucket;
    if (!bucket || context.params.key || !context.path.endsWith(`/${bucket}/`)) {
      return authenticate(context, next);
    }
    context.params.bucket = `${bucket}/`;
    return authenticate(context, () => {
      context.params.bucket = bucket;
      return next();
    });
  };
};

// s3rver also answers a Range GET on an empty object with "206, 1 byte" and then sends none (the
// client hangs until the socket closes); S3 answers 416 InvalidRange, which GifKit handles.
interface StoredObject {
  size: number;
  range?: unknown;
  content: { destroy(): void } | null;
}
interface FilesystemStore {
  prototype: { getObject(...args: unknown[]): Promise<StoredObject | null> };
}
const storePath = require.resolve("@20minutes/s3rver/lib/stores/filesystem.js");
const filesystemStore = require(storePath) as FilesystemStore;
const getObject = filesystemStore.prototype.getObject;
filesystemStore.prototype.getObject = async function (this: unknown, ...args: unknown[]) {
  const object = await getObject.apply(this, args);
  if (object?.range && object.size === 0) {
    object.content?.destroy();
    object.content = null;
  }
  return object;
};

const { default: S3rver } = await import("@20minutes/s3rver");
const server = new S3rver({ address: "127.0.0.1", port, directory, silent: true });
await server.run();
console.log("s3-ready");
process.on("SIGTERM", () => {
  server.close().finally(() => process.exit(0));
});
