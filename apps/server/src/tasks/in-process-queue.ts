import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  pickNextTask,
  processesFor,
  runsInBackground,
  taskLane,
  type WaitingTask,
} from "./fair-share.ts";
import type { FileTaskRepository } from "./file-task-repository.ts";
import { tracePhase } from "./phase-trace.ts";
import { taskKind } from "./task-kinds.ts";
import {
  isFinished,
  type QueueCounts,
  QueueFullError,
  type TaskPayload,
  type TaskQueue,
  type TaskRecord,
  type TaskRunner,
} from "./task-record.ts";
import {
  cancelledFields,
  describeFailure,
  failedFields,
  finished,
  newTaskRecord,
  progressed,
  started,
  succeededFields,
  TaskFinishedEvents,
  type TaskFinishedListener,
  waiting,
} from "./task-state.ts";

/** Where the queue keeps its records: on disk (FileTaskRepository), or in memory in a route test. */
export type TaskRepository = Pick<FileTaskRepository, "get" | "all" | "save" | "remove">;

export interface InProcessQueueOptions {
  repository: TaskRepository;
  runner: TaskRunner;
  concurrency: number;
  maxQueued: number;
  logger: FastifyBaseLogger;
  /** Called once when a task reaches SUCCESS or FAILURE (deletes its inputs). */
  onFinished: (record: TaskRecord) => Promise<void>;
  /**
   * Tasks of one tool allowed to run at once, below `concurrency` (e.g. Prompt to GIF's
   * GENERATION_CONCURRENCY: more would only wait on the GPU while holding a worker).
   */
  concurrencyByTool?: Partial<Record<string, number>>;
  /** The per-address parts of fair queueing (fair-share.ts); default on. */
  perAddressShares?: boolean;
  /**
   * Long work runs in `longTaskSlots(concurrency)` task processes of its own, beside the
   * `concurrency` ones for quick edits (the runner must have that many: processesFor()).
   */
  longLaneOwnProcesses?: boolean;
}

/**
 * The default queue: one process, bounded concurrency, records on disk so that tasks waiting or
 * running when the process stopped are run again after a restart. Tasks start by the fairness
 * policy of fair-share.ts (per-address share, a lane for long work, round robin by address). A task reaches SUCCESS once:
 * the record is written as finished before anything else happens, and finished tasks are never
 * taken again.
 */
export class InProcessTaskQueue implements TaskQueue {
  private readonly options: InProcessQueueOptions;
  private readonly waiting: string[] = [];
  private readonly running = new Map<
    string,
    { controller: AbortController; done: Promise<void> }
  >();
  private readonly runningByAddress = new Map<string, number>();
  private accepting = false;

  constructor(options: InProcessQueueOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    const unfinished = this.options.repository
      .all()
      .filter((record) => !isFinished(record))
      .sort((a, b) => a.createdAtMs - b.createdAtMs);
    for (const record of unfinished) {
      await this.options.repository.save(waiting(record, Date.now()));
      this.waiting.push(record.id);
    }
    if (unfinished.length > 0) {
      this.options.logger.info(
        { count: unfinished.length },
        "re-queued unfinished tasks after restart",
      );
    }
    this.accepting = true;
    this.pump();
  }

  async submit(payload: TaskPayload, clientAddress: string | null): Promise<TaskRecord> {
    if (!this.accepting)
      throw new QueueFullError("The server is shutting down. Please try again in a minute.");
    if (this.waiting.length >= this.options.maxQueued) {
      throw new QueueFullError("The server is busy. Please try again in a minute.");
    }
    // One address's batch runs in the background (fair-share.ts). Not with the per-address share
    // off: then one address stands for everyone.
    const background =
      (this.options.perAddressShares ?? true) &&
      clientAddress !== null &&
      runsInBackground(this.unfinishedFor(clientAddress));
    const record = newTaskRecord(
      randomBytes(16).toString("hex"),
      background ? { ...payload, background: true } : payload,
      clientAddress,
      Date.now(),
    );
    await this.options.repository.save(record);
    this.waiting.push(record.id);
    this.pump();
    return record;
  }

  async get(id: string): Promise<TaskRecord | null> {
    return this.options.repository.get(id);
  }

  async counts(): Promise<QueueCounts> {
    return { waiting: this.waiting.length, running: this.running.size };
  }

  runningFor(clientAddress: string): number {
    return this.runningByAddress.get(clientAddress) ?? 0;
  }

  unfinishedFor(clientAddress: string): number {
    let waiting = 0;
    for (const id of this.waiting) {
      if (this.options.repository.get(id)?.clientAddress === clientAddress) waiting++;
    }
    return waiting + this.runningFor(clientAddress);
  }

  async *listFinished(): AsyncIterable<TaskRecord> {
    for (const record of this.options.repository.all()) if (isFinished(record)) yield record;
  }

  async remove(id: string): Promise<void> {
    await this.options.repository.remove(id);
  }

  async cancel(id: string): Promise<TaskRecord | null> {
    const record = this.options.repository.get(id);
    if (!record || isFinished(record)) return record ?? null;
    const run = this.running.get(id);
    if (run) {
      // execute() sees the mark when the killed run rejects, and writes CANCELLED itself.
      this.cancelling.add(id);
      run.controller.abort();
      await run.done;
      this.cancelling.delete(id);
      return this.options.repository.get(id) ?? null;
    }
    // Waiting (or not taken again yet after a restart): it simply never runs.
    const index = this.waiting.indexOf(id);
    if (index >= 0) this.waiting.splice(index, 1);
    const cancelled = finished(record, cancelledFields(record), Date.now());
    await this.persist(cancelled);
    await this.announceFinished(cancelled);
    await this.options
      .onFinished(cancelled)
      .catch((error) => this.options.logger.warn({ err: error }, "cleanup failed"));
    return cancelled;
  }

  private readonly finishedEvents = new TaskFinishedEvents();

  onTaskFinished(listener: TaskFinishedListener): () => void {
    return this.finishedEvents.subscribe(listener);
  }

  /** The task-finished event, once the final state is written (a listener never fails the task). */
  private async announceFinished(record: TaskRecord): Promise<void> {
    await this.finishedEvents.emit(record, (error, { id }) =>
      this.options.logger.error({ err: error, taskId: id }, "a task-finished listener failed"),
    );
  }

  /** Running tasks being cancelled: their abort means CANCELLED, not a shutdown hand-back. */
  private readonly cancelling = new Set<string>();

  async close(graceMs: number): Promise<void> {
    this.accepting = false;
    this.waiting.length = 0; // still PENDING on disk: taken again after restart
    const runs = [...this.running.values()];
    const allDone = Promise.all(runs.map((run) => run.done));
    const timedOut = await Promise.race([
      allDone.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref()),
    ]);
    if (timedOut) {
      // Hand the rest back: their records stay STARTED/PROGRESS and are re-run after restart.
      this.handingBack = true;
      for (const run of runs) run.controller.abort();
      await allDone;
    }
    await this.options.runner.close();
  }

  private handingBack = false;

  private readonly runningByTool = new Map<string, number>();

  private runningLong = 0;
  /** Grows with each start: the round robin serves the address whose last start is oldest. */
  private startCount = 0;
  private readonly lastStartByAddress = new Map<string, number>();

  /** The next task the fairness policy lets start (fair-share.ts), taken off the waiting list. */
  private takeNext(): { id: string; tool: string | undefined; long: boolean } | undefined {
    const limits = this.options.concurrencyByTool ?? {};
    const candidates: WaitingTask[] = [];
    for (const id of this.waiting) {
      const record = this.options.repository.get(id);
      const tool = record?.payload.tool;
      const limit = tool === undefined ? undefined : limits[tool];
      candidates.push({
        id,
        lane: record ? taskLane(record.payload) : "fast",
        address: record?.clientAddress ?? null,
        toolHasRoom: limit === undefined || (this.runningByTool.get(tool as string) ?? 0) < limit,
      });
    }
    const next = pickNextTask(candidates, {
      workers: this.options.concurrency,
      longLaneOwnProcesses: this.options.longLaneOwnProcesses ?? false,
      perAddress: this.options.perAddressShares ?? true,
      running: this.running.size,
      runningLong: this.runningLong,
      runningByAddress: this.runningByAddress,
      lastStartByAddress: this.lastStartByAddress,
    });
    if (!next) return undefined;
    this.waiting.splice(this.waiting.indexOf(next.id), 1);
    // Counted here, not when the run starts (execute awaits a disk write first), so the next
    // pick in this same loop sees this task's share.
    const key = next.address ?? "";
    // Re-inserted so the map stays ordered by last start; its oldest addresses go beyond 10,000.
    this.lastStartByAddress.delete(key);
    this.lastStartByAddress.set(key, ++this.startCount);
    if (this.lastStartByAddress.size > 10_000) {
      const oldest = this.lastStartByAddress.keys().next().value;
      if (oldest !== undefined) this.lastStartByAddress.delete(oldest);
    }
    if (next.address !== null) {
      this.runningByAddress.set(next.address, (this.runningByAddress.get(next.address) ?? 0) + 1);
    }
    const long = next.lane === "long";
    if (long) this.runningLong++;
    return { id: next.id, tool: this.options.repository.get(next.id)?.payload.tool, long };
  }

  private releaseShares(address: string | null, long: boolean): void {
    if (long) this.runningLong--;
    if (address === null) return;
    const count = (this.runningByAddress.get(address) ?? 1) - 1;
    if (count <= 0) this.runningByAddress.delete(address);
    else this.runningByAddress.set(address, count);
  }

  private pump(): void {
    const processes = processesFor(
      this.options.concurrency,
      this.options.longLaneOwnProcesses ?? false,
    );
    // pickNextTask checks each lane's room; this bounds the total by the runner's processes.
    while (this.accepting && this.running.size < processes) {
      const next = this.takeNext();
      if (!next) break;
      const { id, tool, long } = next;
      const address = this.options.repository.get(id)?.clientAddress ?? null;
      if (tool) this.runningByTool.set(tool, (this.runningByTool.get(tool) ?? 0) + 1);
      const controller = new AbortController();
      const done = this.execute(id, controller)
        .catch((error: unknown) =>
          this.options.logger.error({ err: error, taskId: id }, "task run failed"),
        )
        .finally(() => {
          this.running.delete(id);
          this.releaseShares(address, long);
          if (tool) this.runningByTool.set(tool, (this.runningByTool.get(tool) ?? 1) - 1);
          this.pump();
        });
      this.running.set(id, { controller, done });
    }
  }

  /**
   * Writes a state change. The record is already current in memory (status reads see it); if the
   * disk is full the write is logged and skipped rather than failing the task or the process: a
   * task whose record was not written runs again after a restart.
   */
  private async persist(record: TaskRecord, durable = true): Promise<void> {
    await this.options.repository.save(record, durable).catch((error: unknown) => {
      this.options.logger.error({ err: error, taskId: record.id }, "task state not saved");
    });
  }

  private async execute(id: string, controller: AbortController): Promise<void> {
    const { repository, runner, logger } = this.options;
    const initial = repository.get(id);
    if (!initial || isFinished(initial)) return;
    const kind = taskKind(initial.payload.tool);
    let record = started(initial, Date.now());
    // Written before the run (its attempt count must be on disk before a task that takes the
    // process down runs again) but not fsynced (issue 30, a small edit's fixed cost): the write
    // outlives a crash of the process; only a crash of the machine may lose it, and then the task
    // is QUEUED on disk and runs again all the same.
    await this.persist(record, false);
    tracePhase(id, "started");

    try {
      const result = await runner.run(
        { id, payload: record.payload },
        {
          signal: controller.signal,
          timeoutMs: kind.timeoutSeconds * 1000,
          onProgress: (report) => {
            record = progressed(record, report, Date.now());
            repository
              .save(record, false)
              .catch((error) => logger.warn({ error }, "progress not saved"));
          },
        },
      );
      tracePhase(id, "result-received");
      record = finished(record, succeededFields(result), Date.now());
      await this.persist(record);
      tracePhase(id, "finished");
    } catch (error) {
      if (this.cancelling.has(id) && controller.signal.aborted) {
        logger.info({ taskId: id }, "task cancelled");
        record = finished(record, cancelledFields(record), Date.now());
        await this.persist(record);
      } else if (this.handingBack && controller.signal.aborted) {
        logger.info({ taskId: id }, "task handed back at shutdown");
        return;
      } else {
        const failure = describeFailure(error);
        if (failure.unexpected) logger.error({ err: error, taskId: id }, "task failed");
        record = finished(
          record,
          failedFields(record, failure.message, failure.code, failure.values),
          Date.now(),
        );
        await this.persist(record);
      }
    }
    await this.announceFinished(record);
    await this.options
      .onFinished(record)
      .catch((error) => logger.warn({ err: error }, "cleanup failed"));
  }
}
