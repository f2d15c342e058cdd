import { randomBytes } from "node:crypto";
import type { QueueClass, ToolId } from "@gifkit/tools";
import { type JobsOptions, Queue } from "bullmq";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { runsInBackground, taskLane } from "./fair-share.ts";
import { runOncePerPeriod } from "./redis-connection.ts";
import { cancelChannel, RedisTaskStore, redisKeyPrefix } from "./redis-task-store.ts";
import { TaskFinishedStreamReader } from "./task-finished-stream.ts";
import {
  isFinished,
  type QueueCounts,
  QueueFullError,
  type TaskPayload,
  type TaskQueue,
  type TaskRecord,
} from "./task-record.ts";
import {
  cancelledFields,
  failedFields,
  newTaskRecord,
  TaskFinishedEvents,
  type TaskFinishedListener,
} from "./task-state.ts";

/** One BullMQ queue per kind of work, so a long video task never waits in front of a quick edit. */
export const queueClasses: readonly QueueClass[] = ["fast", "long"];

/**
 * Tools whose tasks may run only so many at once across the whole deployment (Prompt to GIF:
 * the generation server's capacity). Each listed tool gets its own queue with that BullMQ global
 * concurrency (no limit when the value is undefined); the keys must be the same in every process.
 */
export type ToolConcurrency = Partial<Record<ToolId, number | undefined>>;

/**
 * The BullMQ queue a task goes to: its tool's own if it is listed, else its lane (`taskLane`):
 * background work to "long", size estimates (a few frames each) to "fast", else its kind's class.
 */
export function queueNameFor(payload: TaskPayload, limited: ToolConcurrency): string {
  const estimate = "estimate" in payload && payload.estimate !== undefined;
  // A limited tool keeps its own queue even as background work: its limit is the point.
  if (!estimate && payload.tool in limited) return payload.tool;
  return taskLane(payload);
}

/** What a BullMQ job carries: only the task id; the task record holds the payload. */
export interface TaskJobData {
  taskId: string;
}

/** Attempts of one task when its failure can succeed on another try (research R6.2). */
export const maxTaskAttempts = 3;

/**
 * Retries (only for transient failures: the processor turns bad input into UnrecoverableError)
 * back off exponentially from 2 s, with jitter so retries after an outage do not arrive together.
 * Finished jobs leave Redis after the result TTL; status polling does not depend on them (the
 * task record has its own lifetime), and BullMQ's removal is lazy anyway (R4.5, R6.5).
 */
export function taskJobOptions(taskId: string, resultTtlSeconds: number): JobsOptions {
  return {
    jobId: taskId,
    attempts: maxTaskAttempts,
    backoff: { type: "exponential", delay: 2000, jitter: 0.5 },
    removeOnComplete: { age: resultTtlSeconds, count: 10_000 },
    removeOnFail: { age: resultTtlSeconds },
  };
}

export function createTaskQueues(
  connection: Redis,
  limited: ToolConcurrency,
): Map<string, Queue<TaskJobData>> {
  const names = [...queueClasses, ...Object.keys(limited)];
  return new Map(
    names.map((name) => [
      name,
      new Queue<TaskJobData>(name, { connection, prefix: redisKeyPrefix }),
    ]),
  );
}

/**
 * Sets the deployment-wide limit of each listed tool's queue. An unknown limit (a process without
 * that tool's backend configured) leaves whatever the others set.
 */
export async function applyToolConcurrency(
  queues: Map<string, Queue<TaskJobData>>,
  limited: ToolConcurrency,
): Promise<void> {
  for (const [tool, limit] of Object.entries(limited)) {
    const queue = queues.get(tool);
    if (queue && limit !== undefined) await queue.setGlobalConcurrency(limit);
  }
}

/**
 * Round robin by address in a shared queue: BullMQ takes lower priorities first (arrival order
 * within one priority), so a task goes behind every other address's tasks that have fewer tasks
 * of their own ahead of them: an address's 3rd waiting task runs after everyone's 1st and 2nd.
 */
export function roundRobinPriority(unfinishedOfAddress: number): number {
  // BullMQ's highest priority value is 2^21.
  return Math.min(1 + unfinishedOfAddress, 2 ** 21);
}

/** 128 random bits as hex, like the in-process driver; never BullMQ's counter (research R4.4). */
function newTaskId(): string {
  for (;;) {
    const id = randomBytes(16).toString("hex");
    // BullMQ refuses custom ids that read as integers (a 1-in-3-million chance for 32 hex digits).
    if (!/^\d+$/.test(id)) return id;
  }
}

export const unavailableMessage = "The task queue is unavailable. Please try again in a minute.";
export const lostTaskMessage =
  "The server restarted before your task could finish. Please try again.";
export const interruptedTaskMessage = "Processing was interrupted. Please try again.";

/** What the queue needs of this process's worker (bullmq-processor.ts), without importing it. */
export interface TaskProcessorHandle {
  start(): Promise<void>;
  close(graceMs: number): Promise<void>;
}

export interface BullMqTaskQueueOptions {
  /** A "producer" connection: fails fast while Redis is down. */
  redis: Redis;
  maxQueued: number;
  resultTtlSeconds: number;
  /** How often one process in the deployment reconciles records with their jobs. */
  reconcileIntervalMs: number;
  logger: FastifyBaseLogger;
  /** Runs tasks in this process as well (RUN_WORKERS_IN_API=true); null in a pure API process. */
  processor: TaskProcessorHandle | null;
  /** Tools limited across the deployment (same keys in every process). */
  concurrencyByTool?: ToolConcurrency;
  /** False: no per-address background work (config FAIR_SHARE_PER_ADDRESS), as in the processor. */
  perAddressShares?: boolean;
  /** Called when the reconciler fails a task whose job is gone (deletes its inputs). */
  onFinished: (record: TaskRecord) => Promise<void>;
}

/**
 * The scaled-out queue: task records in Redis (readable from any API process), work in BullMQ
 * queues that separate worker processes (`npm run worker`) take from. Same guarantees as the
 * in-process driver: a task reaches SUCCESS once (the record's transitions are atomic and never
 * leave a finished state), unfinished work survives any process dying (BullMQ's stalled check
 * hands a dead worker's task to another), and nothing waits forever: a task whose job vanished
 * or failed without its worker (stalled too often) is failed by the reconciler with a message.
 */
export class BullMqTaskQueue implements TaskQueue {
  private readonly options: BullMqTaskQueueOptions;
  readonly store: RedisTaskStore;
  private readonly queues: Map<string, Queue<TaskJobData>>;
  private accepting = false;
  private reconcileTimer: NodeJS.Timeout | null = null;
  private readonly finishedEvents = new TaskFinishedEvents();
  /** Reads the task-finished stream once this process has a listener. */
  private finishedReader: TaskFinishedStreamReader | null = null;

  constructor(options: BullMqTaskQueueOptions) {
    this.options = options;
    this.store = new RedisTaskStore(options.redis, options.resultTtlSeconds);
    this.queues = createTaskQueues(options.redis, options.concurrencyByTool ?? {});
    for (const queue of this.queues.values()) {
      queue.on("error", (error) => options.logger.warn({ err: error }, "task queue error"));
    }
  }

  async start(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.waitUntilReady()));
    await applyToolConcurrency(this.queues, this.options.concurrencyByTool ?? {});
    await this.options.processor?.start();
    this.accepting = true;
    if (this.finishedEvents.hasListeners) this.readFinishedEvents();
    this.reconcileTimer = setInterval(() => {
      runOncePerPeriod(
        this.options.redis,
        "reconcile",
        this.options.reconcileIntervalMs,
        async () => {
          await this.reconcile();
        },
      ).catch((error) => this.options.logger.warn({ err: error }, "reconcile failed"));
    }, this.options.reconcileIntervalMs);
    this.reconcileTimer.unref();
  }

  async submit(payload: TaskPayload, clientAddress: string | null): Promise<TaskRecord> {
    if (!this.accepting)
      throw new QueueFullError("The server is shutting down. Please try again in a minute.");
    let record = newTaskRecord(newTaskId(), payload, clientAddress, Date.now());
    let created = false;
    try {
      await withDeadline(2000, async () => {
        const counts = await this.countJobs();
        if (counts.waiting >= this.options.maxQueued) {
          throw new QueueFullError("The server is busy. Please try again in a minute.");
        }
        // One address's batch runs in the background (fair-share.ts); not with the per-address
        // share off, where one address stands for everyone. Two starts at the same moment may
        // both miss the other: the threshold is a policy, not a limit.
        if (
          (this.options.perAddressShares ?? true) &&
          clientAddress !== null &&
          runsInBackground(await this.store.unfinishedCount(clientAddress))
        ) {
          record = { ...record, payload: { ...record.payload, background: true } };
        }
        const queue = this.queueOf(record.payload);
        const ahead = await this.store.create(record);
        created = true;
        await queue.add(
          payload.tool,
          { taskId: record.id },
          {
            ...taskJobOptions(record.id, this.options.resultTtlSeconds),
            priority: roundRobinPriority(ahead),
          },
        );
      });
    } catch (error) {
      if (created) await this.store.remove(record.id).catch(() => {});
      if (error instanceof QueueFullError) throw error;
      this.options.logger.error({ err: error }, "could not enqueue a task");
      throw new QueueFullError(unavailableMessage);
    }
    return record;
  }

  get(id: string): Promise<TaskRecord | null> {
    return this.unavailableOnError(() => this.store.get(id));
  }

  async counts(): Promise<QueueCounts> {
    return this.unavailableOnError(() => this.countJobs());
  }

  private async countJobs(): Promise<QueueCounts> {
    let waiting = 0;
    let running = 0;
    for (const queue of this.queues.values()) {
      const counts = await queue.getJobCounts("waiting", "prioritized", "delayed", "active");
      waiting += (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0);
      running += counts.active ?? 0;
    }
    return { waiting, running };
  }

  private queueOf(payload: TaskPayload): Queue<TaskJobData> {
    const queue = this.queues.get(queueNameFor(payload, this.options.concurrencyByTool ?? {}));
    if (!queue) throw new Error(`no queue for ${payload.tool}`);
    return queue;
  }

  runningFor(clientAddress: string): Promise<number> {
    return this.unavailableOnError(() => this.store.runningCount(clientAddress));
  }

  unfinishedFor(clientAddress: string): Promise<number> {
    return this.unavailableOnError(() => this.store.unfinishedCount(clientAddress));
  }

  /** A Redis failure becomes "try again in a minute" (503), never an internal error. */
  private async unavailableOnError<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      this.options.logger.warn({ err: error }, "Redis is unavailable");
      throw new QueueFullError(unavailableMessage);
    }
  }

  listFinished(): AsyncIterable<TaskRecord> {
    return this.store.listFinished();
  }

  async remove(id: string): Promise<void> {
    await this.store.remove(id);
  }

  /**
   * Cancels across the deployment: the record becomes CANCELLED first (atomically, so a worker
   * taking the job now sees a finished task and drops it), a waiting job is removed, and a job
   * being run is announced on the cancel channel to every worker process; the one running it
   * kills its task process group. Resolves once no worker runs the job any more (or after
   * `stopWaitMs`: the worker also notices at its next progress report).
   */
  async cancel(id: string, stopWaitMs = 15_000): Promise<TaskRecord | null> {
    const record = await this.get(id);
    if (!record || isFinished(record)) return record;
    const cancelledNow = await this.unavailableOnError(() =>
      this.store.finish(record, cancelledFields(record)),
    );
    // Finished in the meantime: that outcome stands.
    if (!cancelledNow) return this.get(id);
    const queue = this.queueOf(record.payload);
    const removed = await queue.remove(id).catch(() => 0);
    if (removed !== 1) {
      await this.options.redis.publish(cancelChannel, id);
      const deadline = Date.now() + stopWaitMs;
      while (Date.now() < deadline && (await queue.getJobState(id)) === "active") {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await this.options.onFinished(record).catch(() => {});
    return this.get(id);
  }

  /**
   * Fails tasks that can no longer finish: their job is gone (Redis lost it, or the enqueue
   * half-failed) or BullMQ failed it without our processor (stalled more than allowed).
   * Records younger than a few seconds are left alone: their job may be being added.
   */
  async reconcile(nowMs: number = Date.now()): Promise<number> {
    let failed = 0;
    for (const id of await this.store.unfinishedIds(nowMs - 10_000)) {
      const record = await this.store.get(id);
      if (!record || isFinished(record)) {
        await this.store.forgetUnfinished(id);
        continue;
      }
      const jobState = await this.queueOf(record.payload).getJobState(id);
      if (jobState !== "unknown" && jobState !== "failed") continue;
      const message = jobState === "unknown" ? lostTaskMessage : interruptedTaskMessage;
      const finished = await this.store.finish(
        record,
        failedFields(record, message, jobState === "unknown" ? "task-lost" : "task-interrupted"),
      );
      if (finished) {
        failed++;
        this.options.logger.warn({ taskId: id, jobState }, "reconciled a task that cannot finish");
        await this.options.onFinished(record).catch(() => {});
      }
    }
    return failed;
  }

  /**
   * The task-finished event, from the stream the final-state script writes (whichever process
   * finished the task): each event reaches one API process's listeners.
   */
  onTaskFinished(listener: TaskFinishedListener): () => void {
    const unsubscribe = this.finishedEvents.subscribe(listener);
    if (this.accepting) this.readFinishedEvents();
    return unsubscribe;
  }

  private readFinishedEvents(): void {
    this.finishedReader ??= new TaskFinishedStreamReader({
      redis: this.options.redis,
      store: this.store,
      events: this.finishedEvents,
      logger: this.options.logger,
    });
    this.finishedReader.start();
  }

  async close(graceMs: number): Promise<void> {
    this.accepting = false;
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    await this.finishedReader?.stop();
    await this.options.processor?.close(graceMs);
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.options.redis.disconnect();
  }
}

async function withDeadline<T>(deadlineMs: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error("Redis did not answer in time")), deadlineMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
