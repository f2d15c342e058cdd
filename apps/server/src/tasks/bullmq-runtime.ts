import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { toolConcurrencyLimits } from "@gifkit/tools/server";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { BullMqTaskProcessor } from "./bullmq-processor.ts";
import { BullMqTaskQueue, type ToolConcurrency } from "./bullmq-queue.ts";
import { longLaneHasOwnProcesses, processesFor } from "./fair-share.ts";
import {
  checkEvictionPolicy,
  createRedisConnection,
  runOncePerPeriod,
  waitForRedis,
} from "./redis-connection.ts";
import { sweepOnce } from "./sweeper.ts";
import { longestTaskSeconds } from "./task-kinds.ts";
import { WorkerPool } from "./worker-pool.ts";

/**
 * A tool may limit its running tasks across the deployment (Prompt to GIF: GENERATION_CONCURRENCY,
 * the generation server's capacity), as in the one-process queue. Every process lists the same tools.
 */
function toolConcurrency(config: Config): ToolConcurrency {
  return toolConcurrencyLimits({ generationConcurrency: config.generation?.concurrency });
}

/** How long a process waits for Redis at start before giving up (the orchestrator restarts it). */
const redisStartTimeoutMs = 30_000;

/**
 * A task's work directory can only be older than the longest tool time limit if its process
 * died; only those are removed at start, because with local storage several processes on one
 * machine share DATA_DIR and a younger directory may belong to a task running right now.
 */
export async function removeStaleWorkDirectories(dataDir: string): Promise<void> {
  const workRoot = join(dataDir, "work");
  const maxAgeMs = (longestTaskSeconds + 300) * 1000;
  const names = await readdir(workRoot).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(workRoot, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > maxAgeMs)
      await rm(path, { recursive: true, force: true });
  }
}

/** The task processes and the BullMQ processor of a process that runs tasks. */
export async function createBullMqProcessor(
  config: Config,
  store: BlobStore,
  logger: FastifyBaseLogger,
): Promise<{ processor: BullMqTaskProcessor; pool: WorkerPool }> {
  const redisUrl = config.redisUrl;
  if (!redisUrl) throw new Error("createBullMqProcessor needs REDIS_URL");
  const redis = createRedisConnection(redisUrl, "worker", logger);
  await waitForRedis(redis, redisStartTimeoutMs);
  await checkEvictionPolicy(redis, logger);
  // Long work in processes of its own while it gives way on the CPU (LONG_TASK_NICENESS > 0),
  // when this worker serves both lanes: the long queue's slots come on top of the quick ones.
  const { workerQueues } = config.scaleOut;
  const longLaneOwnProcesses =
    longLaneHasOwnProcesses(config.workerConcurrency, config.longTaskNiceness) &&
    workerQueues.includes("fast") &&
    workerQueues.includes("long");
  const pool = new WorkerPool({
    size: processesFor(config.workerConcurrency, longLaneOwnProcesses),
    prestart: config.prestartTaskProcesses,
    config,
    logger,
  });
  const processor = new BullMqTaskProcessor({
    longLaneOwnProcesses,
    redis,
    runner: pool,
    blobStore: store,
    queueClasses: config.scaleOut.workerQueues,
    concurrency: config.workerConcurrency,
    resultTtlSeconds: config.limits.resultTtlMinutes * 60,
    lockMs: config.scaleOut.taskLockSeconds * 1000,
    stalledIntervalMs: config.scaleOut.stalledCheckSeconds * 1000,
    logger,
    concurrencyByTool: toolConcurrency(config),
    runningLimitPerAddress: config.scaleOut.runningTasksPerAddress,
    perAddressShares: config.fairSharePerAddress,
  });
  return { processor, pool };
}

/**
 * The API side in scaled mode (REDIS_URL set): a BullMQ queue that any API process can submit to
 * and read from; task processes only when RUN_WORKERS_IN_API=true (otherwise `pool` has none).
 * One process in the deployment sweeps per interval (a Redis lock), not every API process.
 */
export async function createBullMqRuntime(
  config: Config,
  store: BlobStore,
  logger: FastifyBaseLogger,
): Promise<{ queue: BullMqTaskQueue; pool: WorkerPool; stopSweeper: () => void }> {
  const redisUrl = config.redisUrl;
  if (!redisUrl) throw new Error("createBullMqRuntime needs REDIS_URL");
  await removeStaleWorkDirectories(config.dataDir);
  const redis = createRedisConnection(redisUrl, "producer", logger);
  await waitForRedis(redis, redisStartTimeoutMs);
  await checkEvictionPolicy(redis, logger);

  let pool = new WorkerPool({ size: 0, config, logger });
  let processor: BullMqTaskProcessor | null = null;
  if (config.scaleOut.runWorkersInApi) {
    ({ processor, pool } = await createBullMqProcessor(config, store, logger));
  }
  const queue = new BullMqTaskQueue({
    redis,
    maxQueued: config.maxQueuedTasks,
    resultTtlSeconds: config.limits.resultTtlMinutes * 60,
    reconcileIntervalMs: config.scaleOut.stalledCheckSeconds * 1000,
    logger,
    processor,
    concurrencyByTool: toolConcurrency(config),
    perAddressShares: config.fairSharePerAddress,
    onFinished: async (record) => {
      await Promise.all(record.payload.inputKeys.map((key) => store.delete(key)));
    },
  });
  await queue.start();

  const ttlMs = config.limits.resultTtlMinutes * 60_000;
  const intervalMs = config.sweepIntervalSeconds * 1000;
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    runOncePerPeriod(redis, "sweep", intervalMs, async () => {
      const report = await sweepOnce(queue, store, ttlMs);
      if (report.tasksRemoved + report.blobsRemoved > 0) logger.info(report, "swept expired files");
    })
      .catch((error) => logger.error({ err: error }, "sweep failed"))
      .finally(() => {
        sweeping = false;
      });
  }, intervalMs);
  timer.unref();
  return { queue, pool, stopSweeper: () => clearInterval(timer) };
}
