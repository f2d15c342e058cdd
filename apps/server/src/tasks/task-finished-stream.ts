import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { type RedisTaskStore, taskFinishedStream } from "./redis-task-store.ts";
import type { TaskFinishedEvents } from "./task-state.ts";

/** The API processes' consumer group on the task-finished stream: each event goes to one of them. */
export const taskFinishedGroup = "task-finished-listeners";

type StreamEntry = [id: string, fields: string[]];

export interface TaskFinishedStreamOptions {
  redis: Redis;
  store: RedisTaskStore;
  events: TaskFinishedEvents;
  logger: FastifyBaseLogger;
  /** An event read but not acknowledged for this long is claimed again (default 60 s). */
  claimIdleMs?: number;
  blockMs?: number;
}

/**
 * Reads the BullMQ driver's task-finished stream (redis-task-store.ts) and emits each event to
 * this process's listeners, then acknowledges it. An event whose listener failed, or that a
 * process read and then died holding, is claimed again after `claimIdleMs` by whichever API
 * process looks first: at least once, like the task's own delivery.
 */
export class TaskFinishedStreamReader {
  private readonly reader: Redis;
  private readonly consumer = `${hostname()}-${process.pid}`;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private lastClaimMs = 0;

  private readonly options: TaskFinishedStreamOptions;

  constructor(options: TaskFinishedStreamOptions) {
    this.options = options;
    // Its own connection: a blocking read holds the connection it runs on.
    this.reader = options.redis.duplicate();
    this.reader.on("error", () => {});
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reader.disconnect();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { logger } = this.options;
    const claimIdleMs = this.options.claimIdleMs ?? 60_000;
    while (!this.stopped) {
      try {
        await this.ensureGroup();
        if (Date.now() - this.lastClaimMs >= Math.min(claimIdleMs, 30_000)) {
          this.lastClaimMs = Date.now();
          const claimed = (await this.reader.xautoclaim(
            taskFinishedStream,
            taskFinishedGroup,
            this.consumer,
            claimIdleMs,
            "0-0",
            "COUNT",
            100,
          )) as [string, StreamEntry[], string[]];
          await this.handle(claimed[1]);
        }
        const reply = (await this.reader.xreadgroup(
          "GROUP",
          taskFinishedGroup,
          this.consumer,
          "COUNT",
          100,
          "BLOCK",
          this.options.blockMs ?? 2000,
          "STREAMS",
          taskFinishedStream,
          ">",
        )) as [string, StreamEntry[]][] | null;
        for (const [, entries] of reply ?? []) await this.handle(entries);
      } catch (error) {
        if (this.stopped) break;
        logger.warn({ err: error }, "task-finished stream not read; retrying");
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  private groupReady = false;

  /** From the stream's start: events written before any API process listened are not lost. */
  private async ensureGroup(): Promise<void> {
    if (this.groupReady) return;
    try {
      await this.reader.xgroup("CREATE", taskFinishedStream, taskFinishedGroup, "0", "MKSTREAM");
    } catch (error) {
      if (!String((error as Error).message).includes("BUSYGROUP")) throw error;
    }
    this.groupReady = true;
  }

  private async handle(entries: StreamEntry[]): Promise<void> {
    for (const [entryId, fields] of entries) {
      // A deleted entry (trimmed while pending) comes back with no fields: nothing to tell.
      const taskId = fields?.[fields.indexOf("task") + 1];
      const record = taskId ? await this.options.store.get(taskId) : null;
      const done = record
        ? await this.options.events.emit(record, (error, { id }) =>
            this.options.logger.error(
              { err: error, taskId: id },
              "a task-finished listener failed",
            ),
          )
        : true;
      if (done) await this.reader.xack(taskFinishedStream, taskFinishedGroup, entryId);
    }
  }
}
