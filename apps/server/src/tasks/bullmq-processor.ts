import { hostname } from "node:os";
import type { TaskResult } from "@gifkit/contracts";
import { type QueueClass, type ToolId, tools } from "@gifkit/tools";
import { DelayedError, type Job, UnrecoverableError, WaitingError, Worker } from "bullmq";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { BlobStore } from "../storage/blob-store.ts";
import {
  applyToolConcurrency,
  createTaskQueues,
  maxTaskAttempts,
  type TaskJobData,
  type ToolConcurrency,
} from "./bullmq-queue.ts";
import { longTaskSlots, mayTakeProcess, runningLimitPerAddress } from "./fair-share.ts";
import { cancelChannel, RedisTaskStore, redisKeyPrefix } from "./redis-task-store.ts";
import { taskKind } from "./task-kinds.ts";
import {
  isFinished,
  type ProgressReport,
  TaskFailedError,
  TaskInterruptedError,
  type TaskRecord,
  type TaskRunner,
} from "./task-record.ts";
import {
  describeFailure,
  failedFields,
  retryingStatus,
  succeededFields,
  waitingStatus,
} from "./task-state.ts";

export interface BullMqTaskProcessorOptions {
  /** A "worker" connection (waits through a Redis restart); BullMQ duplicates it for blocking reads. */
  redis: Redis;
  /** Runs each task in a forked worker process (WorkerPool), so a codec crash kills only that child. */
  runner: TaskRunner;
  blobStore: BlobStore;
  queueClasses: readonly QueueClass[];
  /** Task processes of this worker (WORKER_CONCURRENCY). */
  concurrency: number;
  resultTtlSeconds: number;
  /** A worker that stops renewing its lock for this long is presumed dead. */
  lockMs: number;
  /** How often this worker looks for tasks whose worker died. */
  stalledIntervalMs: number;
  logger: FastifyBaseLogger;
  /** Tools limited across the deployment (the same keys as the API processes'). */
  concurrencyByTool?: ToolConcurrency;
  /**
   * Tasks one address may run at once across the deployment (fair-share.ts); a task taken
   * beyond it goes back to wait. Unset: half of `concurrency`, at least 1.
   */
  runningLimitPerAddress?: number;
  /** The per-address parts of fair queueing (share and kept process); default on. */
  perAddressShares?: boolean;
  /**
   * Long work runs in task processes of its own (the runner has `concurrency` plus the long
   * queue's slots), so only quick jobs count toward the kept process.
   */
  longLaneOwnProcesses?: boolean;
}

/** A task whose address is at its running limit is offered again after this long. */
export const addressBusyRetryMs = 500;

/**
 * Network-level failures (object storage, a fetched URL, Redis) that can succeed on another try.
 * Everything else is bad input or a bug: retrying it would only burn CPU (research R6.2).
 */
const transientPattern =
  /ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN|ENOTFOUND|socket hang up|ServiceUnavailable|SlowDown|InternalError|RequestTimeout/i;

export function isTransientFailure(error: unknown): boolean {
  if (error instanceof TaskFailedError) return false;
  if (error instanceof TaskInterruptedError) return true;
  return error instanceof Error && transientPattern.test(`${error.name} ${error.message}`);
}

/** Host and pid: unique among the workers of a deployment. */
export function workerName(): string {
  return `${hostname()}-${process.pid}`;
}

interface RunningTask {
  controller: AbortController;
}

/**
 * The worker side of the BullMQ driver: one BullMQ Worker per queue class this process serves,
 * each job run through the TaskRunner (a forked worker process per task). Long tasks may hold at
 * most `concurrency - 1` task processes, so a quick edit always finds one (when concurrency ≥ 2).
 *
 * Failures: bad input (TaskFailedError) fails at once (UnrecoverableError); a transient failure
 * is retried with backoff up to 3 attempts; a worker process that dies is detected by BullMQ's
 * stalled check on another worker, which takes its task over. At shutdown running tasks get
 * `graceMs` to finish, then are handed back to the queue (moved to wait) for another worker.
 */
export class BullMqTaskProcessor {
  private readonly options: BullMqTaskProcessorOptions;
  private readonly store: RedisTaskStore;
  private readonly workers: Worker<TaskJobData, TaskResult | null>[] = [];
  private readonly running = new Map<string, RunningTask>();
  /** Quick jobs this process holds now (every job without a long lane of its own): being checked, sent back to wait, or running. */
  private jobsInHand = 0;
  private handingBack = false;
  /** Hears DELETE /api/task/{id} from any API process (a Redis subscriber connection). */
  private cancelListener: Redis | null = null;

  constructor(options: BullMqTaskProcessorOptions) {
    this.options = options;
    this.store = new RedisTaskStore(options.redis, options.resultTtlSeconds);
  }

  async start(): Promise<void> {
    const { concurrency, queueClasses, logger } = this.options;
    const limited = this.options.concurrencyByTool ?? {};
    const slotsOf = (queueClass: QueueClass) =>
      queueClass === "long" && queueClasses.includes("fast")
        ? longTaskSlots(concurrency)
        : concurrency;
    const plan: { name: string; slots: number }[] = queueClasses.map((queueClass) => ({
      name: queueClass,
      slots: slotsOf(queueClass),
    }));
    // A limited tool's own queue is served by the workers of its class.
    for (const [tool, limit] of Object.entries(limited) as [ToolId, number | undefined][]) {
      const queueClass = tools[tool].queue;
      if (queueClasses.includes(queueClass)) {
        plan.push({ name: tool, slots: Math.min(limit ?? Infinity, slotsOf(queueClass)) });
      }
    }
    for (const { name, slots } of plan) {
      const worker = new Worker<TaskJobData, TaskResult | null>(
        name,
        (job, token) => this.process(job, token),
        {
          connection: this.options.redis,
          prefix: redisKeyPrefix,
          // Recorded on each job as processedBy: which worker process ran it.
          name: workerName(),
          concurrency: slots,
          lockDuration: this.options.lockMs,
          stalledInterval: this.options.stalledIntervalMs,
          // A task survives two deaths of its worker; a third time it fails with a message.
          maxStalledCount: 2,
        },
      );
      worker.on("error", (error) => logger.warn({ err: error, queue: name }, "task worker error"));
      worker.on("stalled", (jobId) =>
        logger.warn({ taskId: jobId, queue: name }, "took over a task whose worker stopped"),
      );
      this.workers.push(worker);
    }
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
    // A cancelled task running here is stopped at once: its process group is killed.
    this.cancelListener = this.options.redis.duplicate();
    this.cancelListener.on("error", (error) =>
      logger.warn({ err: error }, "cancel listener error"),
    );
    this.cancelListener.on("message", (_channel: string, taskId: string) => {
      this.running.get(taskId)?.controller.abort();
    });
    await this.cancelListener.subscribe(cancelChannel);
    const queues = createTaskQueues(this.options.redis, limited);
    await applyToolConcurrency(queues, limited);
    await Promise.all([...queues.values()].map((queue) => queue.close()));
  }

  private async process(
    job: Job<TaskJobData, TaskResult | null>,
    token: string | undefined,
  ): Promise<TaskResult | null> {
    // Counted before the first await: BullMQ hands a worker several jobs at once (one per free
    // slot), and each must see the ones that came before it. Counting only started tasks let two
    // jobs that arrived together both find every process free, so the kept process was given away
    // and the rule's test saw two tasks start at once (it waited for exactly one: the rule was
    // taken out as "holding every job back", cf3ab7d).
    // With a long lane of its own, long jobs (every queue but "fast") leave the quick processes
    // alone and are not held to the kept process.
    const quick = !this.options.longLaneOwnProcesses || job.queueName === "fast";
    if (!quick) return this.processJob(job, token, null);
    const othersInHand = this.jobsInHand;
    this.jobsInHand++;
    try {
      return await this.processJob(job, token, othersInHand);
    } finally {
      this.jobsInHand--;
    }
  }

  private async processJob(
    job: Job<TaskJobData, TaskResult | null>,
    token: string | undefined,
    othersInHand: number | null,
  ): Promise<TaskResult | null> {
    const { store } = this;
    const { logger } = this.options;
    const taskId = job.data.taskId;
    const record = await store.get(taskId);
    if (!record) {
      logger.warn({ taskId }, "task record is gone (expired or removed); dropping its job");
      return null;
    }
    const perAddress = this.options.perAddressShares ?? true;
    if (
      othersInHand !== null &&
      perAddress &&
      record.clientAddress &&
      !isFinished(record) &&
      !mayTakeProcess(
        this.options.concurrency,
        this.options.concurrency - othersInHand,
        await store.unfinishedCount(record.clientAddress),
      )
    ) {
      // This process's last free task process is kept for addresses without a backlog.
      await job.moveToDelayed(Date.now() + addressBusyRetryMs, token);
      throw new DelayedError();
    }
    const started = await store.markStarted(
      record,
      perAddress
        ? (this.options.runningLimitPerAddress ?? runningLimitPerAddress(this.options.concurrency))
        : 0,
    );
    if (started === "missing") return null;
    if (started === "address-busy") {
      // Its address already runs its share: back to wait (delayed a moment, keeping its round-robin
      // priority) so this worker takes another address's task instead. Not counted as an attempt.
      await job.moveToDelayed(Date.now() + addressBusyRetryMs, token);
      throw new DelayedError();
    }
    // Delivered again after it finished (at-least-once): the first result stands.
    if (started === "finished") return (await store.get(taskId))?.result ?? null;

    const controller = new AbortController();
    this.running.set(taskId, { controller });
    // A progress write that finds the task cancelled stops it too (if the announcement was missed).
    const progress = new ProgressWriter(store, taskId, logger, () => controller.abort());
    try {
      const result = await this.options.runner.run(
        { id: taskId, payload: record.payload },
        {
          signal: controller.signal,
          timeoutMs: taskKind(record.payload.tool).timeoutSeconds * 1000,
          onProgress: (report) => progress.write(report),
        },
      );
      await progress.flush();
      const finishedNow = await store.finish(record, succeededFields(result));
      if (!finishedNow) {
        // Another attempt finished first (a lost lock): keep its result, drop this one's files.
        await this.deleteResultFiles(result);
        await this.deleteInputs(record);
        return (await store.get(taskId))?.result ?? null;
      }
      await this.deleteInputs(record);
      return result;
    } catch (error) {
      await progress.flush();
      if ((await store.get(taskId).catch(() => null))?.state === "CANCELLED") {
        // Cancelled (DELETE /api/task/{id} wrote the state): nothing to retry or record.
        logger.info({ taskId }, "task cancelled");
        await this.deleteInputs(record);
        return null;
      }
      if (this.handingBack && controller.signal.aborted && token) {
        await store.markWaiting(record, waitingStatus);
        await job.moveToWait(token);
        logger.info({ taskId }, "task handed back at shutdown");
        throw new WaitingError();
      }
      const attemptsLeft = (job.opts.attempts ?? maxTaskAttempts) - (job.attemptsMade + 1);
      if (isTransientFailure(error) && attemptsLeft > 0) {
        logger.warn({ err: error, taskId, attemptsLeft }, "transient failure; retrying");
        await store.markWaiting(record, retryingStatus);
        throw error instanceof Error ? error : new Error(String(error));
      }
      const failure = describeFailure(error);
      if (failure.unexpected) logger.error({ err: error, taskId }, "task failed");
      await store.finish(
        record,
        failedFields(record, failure.message, failure.code, failure.values),
      );
      await this.deleteInputs(record);
      throw new UnrecoverableError(failure.message);
    } finally {
      this.running.delete(taskId);
    }
  }

  private async deleteInputs(record: TaskRecord): Promise<void> {
    await Promise.all(
      record.payload.inputKeys.map((key) =>
        this.options.blobStore
          .delete(key)
          .catch((error) => this.options.logger.warn({ err: error }, "input not deleted")),
      ),
    );
  }

  private async deleteResultFiles(result: TaskResult): Promise<void> {
    for (const [kind, key] of Object.entries(result)) {
      // upload_key names a video kept for the conversion (a preview's may be another task's).
      if (kind !== "sizes" && kind !== "path" && kind !== "upload_key" && typeof key === "string") {
        await this.options.blobStore.delete(key).catch(() => {});
      }
    }
  }

  /** Resolves when Redis answers (the worker's health check). */
  async ping(): Promise<void> {
    await this.options.redis.ping();
  }

  /** Stops taking tasks; running ones get `graceMs` to finish, then go back to the queue. */
  async close(graceMs: number): Promise<void> {
    this.cancelListener?.disconnect();
    const closing = Promise.all(this.workers.map((worker) => worker.close()));
    const timedOut = await Promise.race([
      closing.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref()),
    ]);
    if (timedOut) {
      this.handingBack = true;
      for (const task of this.running.values()) task.controller.abort();
      await closing;
    }
    await this.options.runner.close();
    this.options.redis.disconnect();
  }
}

/**
 * Progress goes to Redis one write at a time, newest wins: a child that reports very often does
 * not queue up hundreds of writes, and no write overtakes the final state.
 */
class ProgressWriter {
  private readonly store: RedisTaskStore;
  private readonly taskId: string;
  private readonly logger: FastifyBaseLogger;
  private readonly onCancelled: () => void;
  private pending: ProgressReport | null = null;
  private inFlight: Promise<void> | null = null;

  constructor(
    store: RedisTaskStore,
    taskId: string,
    logger: FastifyBaseLogger,
    onCancelled: () => void,
  ) {
    this.store = store;
    this.taskId = taskId;
    this.logger = logger;
    this.onCancelled = onCancelled;
  }

  write(report: ProgressReport): void {
    this.pending = report;
    if (!this.inFlight) this.inFlight = this.drain();
  }

  private async drain(): Promise<void> {
    while (this.pending) {
      const report = this.pending;
      this.pending = null;
      const live = await this.store
        .reportProgress(this.taskId, report.percent, report.status, report.stage)
        .catch((error) => {
          this.logger.warn({ err: error }, "progress not saved");
          return true;
        });
      if (!live) this.onCancelled();
    }
    this.inFlight = null;
  }

  async flush(): Promise<void> {
    this.pending = null;
    await this.inFlight;
  }
}
