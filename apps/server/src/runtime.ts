import { rm } from "node:fs/promises";
import { join } from "node:path";
import { callerKindLimits } from "@gifkit/contracts";
import { toolConcurrencyLimits } from "@gifkit/tools/server";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import type { Config } from "./config.ts";
import { DiskBudget } from "./http/disk-budget.ts";
import { HttpError } from "./http/http-error.ts";
import { createMailer } from "./http/mailer.ts";
import type { Services } from "./http/services.ts";
import { StorageAllowances } from "./http/storage-allowance.ts";
import { createKeyServices } from "./keys/key-services.ts";
import { readBinaryVersions } from "./media/versions.ts";
import type { BlobStore } from "./storage/blob-store.ts";
import { createBlobStore } from "./storage/create-blob-store.ts";
import { FileRecordStore, RedisRecordStore } from "./storage/record-store.ts";
import { BatchRecords } from "./tasks/batch-records.ts";
import { createBullMqRuntime } from "./tasks/bullmq-runtime.ts";
import { longLaneHasOwnProcesses, processesFor } from "./tasks/fair-share.ts";
import { FileTaskRepository } from "./tasks/file-task-repository.ts";
import { InProcessTaskQueue } from "./tasks/in-process-queue.ts";
import { createRedisConnection, waitForRedis } from "./tasks/redis-connection.ts";
import { startSweeper, sweepOnce } from "./tasks/sweeper.ts";
import { QueueFullError, type TaskQueue } from "./tasks/task-record.ts";
import { WorkerPool } from "./tasks/worker-pool.ts";

export interface Runtime {
  services: Services;
  pool: WorkerPool;
  logger: FastifyBaseLogger;
  /** Stops taking tasks, lets running ones finish for `graceMs`, hands the rest back. */
  close(graceMs?: number): Promise<void>;
}

/**
 * Tasks one address may have waiting or running at once (a minute of starts at the default rate
 * limit). How many of them run is the queue's fairness policy (tasks/fair-share.ts: half the
 * workers); this cap keeps one address, whose tasks pile up behind everyone else's, from filling
 * alone the shared bound (MAX_QUEUED_TASKS, 200) that every other address needs too.
 */
const maxUnfinishedTasksPerAddress: number = callerKindLimits.address.unfinishedTasks;

/** Wires storage, the queue and the worker processes from the configuration. */
export async function createRuntime(
  config: Config,
  logger: FastifyBaseLogger = pino({ level: config.logLevel }),
): Promise<Runtime> {
  const store = await createBlobStore(config);
  // REDIS_URL set: the BullMQ driver (scaled out; see docs/scaling.md). Otherwise one process.
  const { queue, pool, stopSweeper } = config.redisUrl
    ? await createBullMqRuntime(config, store, logger)
    : await createInProcessRuntime(config, store, logger);
  const binaryVersions = await readBinaryVersions(config.binaries);
  const diskBudget = new DiskBudget({
    store,
    maxStoredBytes: config.maxStoredBytes,
    minFreeDiskBytes: config.minFreeDiskBytes,
    dataDirectory: config.dataDir,
    sweep: () => sweepOnce(queue, store, config.limits.resultTtlMinutes * 60_000),
  });
  const storageAllowances = new StorageAllowances({
    store,
    diskBudget,
    maxStoredBytes: config.maxStoredBytes,
    maxStoredBytesPerAddress: config.limits.maxStoredBytesPerAddress,
    resultTtlMinutes: config.limits.resultTtlMinutes,
  });
  /** Per-address task limit, queue bound, disk budget. */
  async function assertQueueHasRoom(
    clientAddress: string,
    maxUnfinished = maxUnfinishedTasksPerAddress,
  ): Promise<void> {
    // Off with the per-address share: then one address stands for everyone (a proxy without
    // TRUST_PROXY), and a cap on it would be a cap on the whole site.
    if (config.fairSharePerAddress && (await queue.unfinishedFor(clientAddress)) >= maxUnfinished) {
      throw new HttpError(
        429,
        "too-many-running-tasks",
        `You already have ${maxUnfinished} tasks waiting or running. Wait for one to finish.`,
        { "retry-after": "10" },
      );
    }
    const counts = await queue.counts();
    if (counts.waiting >= config.maxQueuedTasks) {
      throw new HttpError(503, "queue-full", "The server is busy. Please try again in a minute.", {
        "retry-after": "30",
      });
    }
    await diskBudget.assertRoom();
  }
  // Keys, idempotency and webhooks beside the task records: a file under DATA_DIR, or Redis.
  const recordRedis = config.redisUrl
    ? createRedisConnection(config.redisUrl, "producer", logger)
    : null;
  if (recordRedis) await waitForRedis(recordRedis, 30_000);
  const records = recordRedis
    ? new RedisRecordStore(recordRedis)
    : await FileRecordStore.open(join(config.dataDir, "records"));
  const keyServices = await createKeyServices({ config, queue, records, logger });
  const services: Services = {
    config,
    store,
    queue,
    binaryVersions,
    keys: keyServices.keys,
    idempotency: keyServices.idempotency,
    deliveries: keyServices.deliveries,
    // A batch is kept as long as its tasks' records (finished ones: the result TTL, and an hour).
    batches: new BatchRecords(records, (config.limits.resultTtlMinutes * 2 + 60) * 60_000),
    records,
    mailer: createMailer(config),
    async assertCanAcceptTask(clientAddress, maxUnfinishedTasks) {
      try {
        await assertQueueHasRoom(clientAddress, maxUnfinishedTasks);
      } catch (error) {
        // The BullMQ driver while Redis is down: retryable, and said so.
        if (error instanceof QueueFullError)
          throw new HttpError(503, "queue-unavailable", error.message, { "retry-after": "10" });
        throw error;
      }
    },
    openStorageAllowance: (clientAddress) => storageAllowances.open(clientAddress),
  };
  return {
    services,
    pool,
    logger,
    async close(graceMs = 20_000) {
      stopSweeper();
      await keyServices.close();
      await queue.close(graceMs);
      recordRedis?.disconnect();
    },
  };
}

async function createInProcessRuntime(
  config: Config,
  store: BlobStore,
  logger: FastifyBaseLogger,
): Promise<{ queue: TaskQueue; pool: WorkerPool; stopSweeper: () => void }> {
  // Task directories of a process that died are stale: their tasks are re-run from the start.
  await rm(join(config.dataDir, "work"), { recursive: true, force: true });
  const repository = new FileTaskRepository(join(config.dataDir, "tasks"));
  for (const { name, reason } of await repository.load()) {
    logger.error(
      { record: name, reason },
      "A task record could not be read: moved to tasks-unreadable/",
    );
  }
  // Long work in processes of its own while it gives way on the CPU (LONG_TASK_NICENESS > 0).
  const longLaneOwnProcesses = longLaneHasOwnProcesses(
    config.workerConcurrency,
    config.longTaskNiceness,
  );
  const pool = new WorkerPool({
    size: processesFor(config.workerConcurrency, longLaneOwnProcesses),
    prestart: config.prestartTaskProcesses,
    config,
    logger,
  });
  const queue = new InProcessTaskQueue({
    repository,
    runner: pool,
    concurrency: config.workerConcurrency,
    longLaneOwnProcesses,
    maxQueued: config.maxQueuedTasks,
    logger,
    concurrencyByTool: toolConcurrencyLimits({
      generationConcurrency: config.generation?.concurrency,
    }),
    perAddressShares: config.fairSharePerAddress,
    onFinished: async (record) => {
      await Promise.all(record.payload.inputKeys.map((key) => store.delete(key)));
    },
  });
  await queue.start();
  const stopSweeper = startSweeper(
    queue,
    store,
    config.limits.resultTtlMinutes * 60_000,
    config.sweepIntervalSeconds * 1000,
    logger,
  );
  return { queue, pool, stopSweeper };
}
