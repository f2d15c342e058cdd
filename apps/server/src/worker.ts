/**
 * Entry point of a worker process in the scaled deployment (REDIS_URL set; docs/scaling.md).
 * It runs processors without the HTTP server: BullMQ workers take tasks from the Redis queues
 * and run each in a forked task process (WORKER_CONCURRENCY of them), so a codec crash kills
 * only that child. On SIGTERM it stops taking tasks, lets running ones finish for
 * WORKER_SHUTDOWN_GRACE_SECONDS, hands the rest back to the queue, and exits 0.
 */
import { utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pino from "pino";
import { ConfigError, loadConfig } from "./config.ts";
import { createBlobStore } from "./storage/create-blob-store.ts";
import { createBullMqProcessor, removeStaleWorkDirectories } from "./tasks/bullmq-runtime.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
if (!config.redisUrl) {
  console.error(
    "npm run worker needs REDIS_URL: without it, the server runs tasks in its own worker processes.",
  );
  process.exit(1);
}

const logger = pino({ level: config.logLevel, base: { role: "worker", pid: process.pid } });
if (!config.s3) {
  logger.warn(
    "S3_BUCKET is not set: files are in DATA_DIR, which this worker must share with every API process (one machine only)",
  );
}
const store = await createBlobStore(config);
await removeStaleWorkDirectories(config.dataDir);
const { processor } = await createBullMqProcessor(config, store, logger);
await processor.start();
logger.info(
  { queues: config.scaleOut.workerQueues, concurrency: config.workerConcurrency },
  "GifKit worker is taking tasks",
);

// The container health check reads this file's age: it is touched while Redis answers.
const heartbeatPath = join(config.dataDir, "worker-heartbeat");
const beat = () =>
  processor
    .ping()
    .then(async () => {
      const now = new Date();
      await utimes(heartbeatPath, now, now).catch(() => writeFile(heartbeatPath, ""));
    })
    .catch(() => {});
await beat();
const heartbeat = setInterval(beat, 10_000);
heartbeat.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(heartbeat);
  logger.info({ signal }, "shutting down: finishing running tasks, then handing the rest back");
  await processor.close(config.scaleOut.shutdownGraceSeconds * 1000);
  logger.info("worker stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
