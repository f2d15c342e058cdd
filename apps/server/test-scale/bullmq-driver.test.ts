import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TaskResult } from "@gifkit/contracts";
import { tools } from "@gifkit/tools";
import { Queue, Worker } from "bullmq";
import type { Redis } from "ioredis";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LocalBlobStore } from "../src/storage/local-blob-store.ts";
import { RedisRecordStore } from "../src/storage/record-store.ts";
import { BullMqTaskProcessor } from "../src/tasks/bullmq-processor.ts";
import {
  BullMqTaskQueue,
  interruptedTaskMessage,
  lostTaskMessage,
  type ToolConcurrency,
  unavailableMessage,
} from "../src/tasks/bullmq-queue.ts";
import { backgroundAfterUnfinishedTasks } from "../src/tasks/fair-share.ts";
import { createRedisConnection, waitForRedis } from "../src/tasks/redis-connection.ts";
import { redisKeyPrefix } from "../src/tasks/redis-task-store.ts";
import {
  type ProgressReport,
  QueueFullError,
  TaskFailedError,
  TaskInterruptedError,
  type TaskPayload,
  type TaskRecord,
  type TaskRunner,
} from "../src/tasks/task-record.ts";
import { Cluster, type ManagedProcess, sleep } from "./helpers/cluster.ts";

/** A runner the test settles by hand; aborting a run rejects it as the WorkerPool does. */
class ScriptedRunner implements TaskRunner {
  readonly calls: {
    id: string;
    onProgress: (report: ProgressReport) => void;
    resolve: (result: TaskResult) => void;
    reject: (error: Error) => void;
  }[] = [];
  /** Settles each new call at once when set (for tasks the test does not watch). */
  autoSettle: ((callIndex: number) => TaskResult | Error) | null = null;

  run(
    task: { id: string },
    options: { signal: AbortSignal; onProgress: (report: ProgressReport) => void },
  ): Promise<TaskResult> {
    return new Promise<TaskResult>((resolve, reject) => {
      const index = this.calls.length;
      this.calls.push({ id: task.id, onProgress: options.onProgress, resolve, reject });
      options.signal.addEventListener("abort", () => reject(new TaskInterruptedError("aborted")));
      const outcome = this.autoSettle?.(index);
      if (outcome instanceof Error) reject(outcome);
      else if (outcome) resolve(outcome);
    });
  }
  async close() {}
}

const logger = pino({ level: "silent" });
const fastPayload: TaskPayload = {
  tool: "reverse",
  options: tools.reverse.defaults,
  inputKeys: [],
  inputUrls: [],
};
const longPayload: TaskPayload = {
  tool: "prompt-gif",
  options: tools["prompt-gif"].defaults,
  inputKeys: [],
  inputUrls: [],
};

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await sleep(25);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe("BullMQ driver against a real redis-server", () => {
  let cluster: Cluster;
  let redisProcess: ManagedProcess;
  let inspector: Redis;
  let blobDir: string;
  let runner: ScriptedRunner;
  let queue: BullMqTaskQueue;
  let processors: BullMqTaskProcessor[];
  let finished: TaskRecord[];

  beforeAll(async () => {
    cluster = await Cluster.create();
    redisProcess = await cluster.startRedis();
    inspector = createRedisConnection(cluster.redisUrl, "worker", logger);
    await waitForRedis(inspector, 5000);
  });
  afterAll(async () => {
    inspector?.disconnect();
    await cluster?.stopAll();
  });

  const startProcessor = async (
    concurrency = 2,
    lockMs = 4000,
    concurrencyByTool: ToolConcurrency = {},
    longLaneOwnProcesses = false,
  ) => {
    const processor = new BullMqTaskProcessor({
      concurrencyByTool,
      longLaneOwnProcesses,
      redis: createRedisConnection(cluster.redisUrl, "worker", logger),
      runner,
      blobStore: new LocalBlobStore(blobDir),
      queueClasses: ["fast", "long"],
      concurrency,
      resultTtlSeconds: 3600,
      lockMs,
      stalledIntervalMs: 1000,
      logger,
    });
    await processor.start();
    processors.push(processor);
    return processor;
  };

  const startQueue = async (concurrencyByTool: ToolConcurrency = {}) => {
    const producer = createRedisConnection(cluster.redisUrl, "producer", logger);
    await waitForRedis(producer, 5000);
    const started = new BullMqTaskQueue({
      concurrencyByTool,
      redis: producer,
      maxQueued: 100,
      resultTtlSeconds: 3600,
      reconcileIntervalMs: 60_000,
      logger,
      processor: null,
      onFinished: async (record) => {
        finished.push(record);
      },
    });
    await started.start();
    return started;
  };

  beforeEach(async () => {
    await inspector.flushall();
    blobDir = await mkdtemp(join(tmpdir(), "gifkit-bullmq-blobs-"));
    runner = new ScriptedRunner();
    processors = [];
    finished = [];
    queue = await startQueue();
  });
  afterEach(async () => {
    for (const processor of processors) await processor.close(0);
    await queue.close(0);
    await rm(blobDir, { recursive: true, force: true });
  });

  it("tells the task-finished event once per task, in one of two API processes, whichever process finished it", async () => {
    await startProcessor();
    const otherApi = await startQueue();
    try {
      const heard: string[] = [];
      // Each API process has a listener; each event reaches one of them.
      queue.onTaskFinished((record) => {
        heard.push(`${record.id}:${record.state}`);
      });
      otherApi.onTaskFinished((record) => {
        heard.push(`${record.id}:${record.state}`);
      });
      runner.autoSettle = (index) =>
        index === 0
          ? { gif: "a".repeat(32) }
          : index === 1
            ? new TaskFailedError("Bad input.", "damaged-input")
            : (null as unknown as TaskResult);
      const succeeded = await queue.submit(fastPayload, "198.51.100.8");
      await until(() => heard.length === 1);
      const failed = await queue.submit(fastPayload, "198.51.100.8");
      await until(() => heard.length === 2);
      // Cancelled by an API process while a worker runs it.
      const running = await queue.submit(fastPayload, "198.51.100.8");
      await until(() => runner.calls.length === 3);
      await otherApi.cancel(running.id);
      await until(() => heard.length === 3);
      await sleep(500);
      expect(heard).toEqual([
        `${succeeded.id}:SUCCESS`,
        `${failed.id}:FAILURE`,
        `${running.id}:CANCELLED`,
      ]);
      // All acknowledged: nothing is pending in the group.
      const pending = (await inspector.xpending(
        `${redisKeyPrefix}:events:task-finished`,
        "task-finished-listeners",
      )) as [number, ...unknown[]];
      expect(pending[0]).toBe(0);
    } finally {
      await otherApi.close(0);
    }
  });

  it("keeps keys' records in Redis for every API process: a quota two processes cannot both pass", async () => {
    const connections = [1, 2].map(() =>
      createRedisConnection(cluster.redisUrl, "producer", logger),
    );
    for (const connection of connections) await waitForRedis(connection, 5000);
    const [first, second] = connections.map((connection) => new RedisRecordStore(connection)) as [
      RedisRecordStore,
      RedisRecordStore,
    ];
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? first : second).incrementBelow("quota:test", 4, 60_000),
      ),
    );
    expect(counts.filter((count) => count !== null).sort()).toEqual([1, 2, 3, 4]);
    expect(await first.setIfAbsent("once", "a")).toBe(true);
    expect(await second.setIfAbsent("once", "b")).toBe(false);
    expect(await second.get("once")).toBe("a");
    await first.scheduleAdd("due", "x", 10);
    await first.scheduleAdd("due", "y", 5);
    expect(await second.scheduleRange("due", 0, 20, 10)).toEqual(["y", "x"]);
    expect(await second.scheduleLatest("due", 1)).toEqual(["x"]);
    for (const connection of connections) connection.disconnect();
  });

  it("gives tasks 128-bit random hex ids, used as the BullMQ job id (never the counter)", async () => {
    const first = await queue.submit(fastPayload, null);
    const second = await queue.submit(fastPayload, null);
    for (const record of [first, second]) {
      expect(record.id).toMatch(/^[0-9a-f]{32}$/);
      expect(String(Number.parseInt(record.id, 10))).not.toBe(record.id);
    }
    expect(first.id).not.toBe(second.id);
    const fast = new Queue("fast", { connection: inspector, prefix: redisKeyPrefix });
    expect((await fast.getJob(first.id))?.id).toBe(first.id);
    expect(await queue.get("1")).toBeNull();
    await fast.close();
  });

  it("moves a task PENDING → STARTED → PROGRESS → SUCCESS, readable from another API process", async () => {
    await startProcessor();
    const otherApi = await startQueue();
    try {
      const record = await queue.submit(fastPayload, "198.51.100.7");
      expect((await otherApi.get(record.id))?.state).toBe("PENDING");
      await until(() => runner.calls.length === 1);
      expect((await otherApi.get(record.id))?.state).toBe("STARTED");
      expect(await otherApi.runningFor("198.51.100.7")).toBe(1);

      runner.calls[0]?.onProgress({ percent: 40.4, status: "Reversing frames..." });
      await until(async () => (await otherApi.get(record.id))?.state === "PROGRESS");
      expect(await otherApi.get(record.id)).toMatchObject({
        progress: 40,
        status: "Reversing frames...",
      });
      runner.calls[0]?.resolve({ gif: "a".repeat(32) });
      await until(async () => (await otherApi.get(record.id))?.state === "SUCCESS");
      expect(await otherApi.get(record.id)).toMatchObject({
        status: "Task completed!",
        progress: 100,
        result: { gif: "a".repeat(32) },
        attempts: 1,
        error: null,
      });
      expect(await otherApi.runningFor("198.51.100.7")).toBe(0);
      // A late progress report or a second finisher cannot take a finished task back.
      runner.calls[0]?.onProgress({ percent: 60, status: "late" });
      const lateFinish = await otherApi.store.finish(record, {
        state: "FAILURE",
        status: "late",
        progress: 0,
        result: null,
        error: "late",
        errorCode: "processing-failed",
      });
      expect(lateFinish).toBe(false);
      await sleep(200);
      expect(await otherApi.get(record.id)).toMatchObject({
        state: "SUCCESS",
        progress: 100,
        result: { gif: "a".repeat(32) },
      });
    } finally {
      await otherApi.close(0);
    }
  });

  it("fails bad input at once: no retry, the user's message, inputs deleted", async () => {
    await startProcessor();
    const input = await new LocalBlobStore(blobDir).putFile(
      join(import.meta.dirname, "helpers/s3rver.d.ts"),
      { contentType: "image/gif", downloadName: "in.gif", role: "input", taskId: null },
    );
    const record = await queue.submit({ ...fastPayload, inputKeys: [input.key] }, null);
    await until(() => runner.calls.length === 1);
    runner.calls[0]?.reject(new TaskFailedError("The GIF has no frames", "corrupt-input"));
    await until(async () => (await queue.get(record.id))?.state === "FAILURE");
    expect(await queue.get(record.id)).toMatchObject({
      error: "The GIF has no frames",
      errorCode: "corrupt-input",
      attempts: 1,
    });
    const fast = new Queue("fast", { connection: inspector, prefix: redisKeyPrefix });
    await until(async () => (await fast.getJobState(record.id)) === "failed");
    const job = await fast.getJob(record.id);
    expect(job?.attemptsMade).toBe(1);
    await sleep(2500); // longer than the first backoff: still one call
    expect(runner.calls).toHaveLength(1);
    expect(await new LocalBlobStore(blobDir).stat(input.key)).toBeNull();
    await fast.close();
  });

  it("fails an internal error at once with the generic message", async () => {
    await startProcessor();
    const record = await queue.submit(fastPayload, null);
    await until(() => runner.calls.length === 1);
    runner.calls[0]?.reject(new Error("EIO: secret path /var/lib/x"));
    await until(async () => (await queue.get(record.id))?.state === "FAILURE");
    expect((await queue.get(record.id))?.error).toBe("Processing failed. Please try again.");
    await sleep(2500);
    expect(runner.calls).toHaveLength(1);
  });

  it("retries a transient failure with backoff, then succeeds once", async () => {
    await startProcessor();
    const record = await queue.submit(fastPayload, null);
    const callTimes: number[] = [];
    await until(() => runner.calls.length === 1);
    callTimes.push(Date.now());
    runner.calls[0]?.reject(new Error("read ECONNRESET"));
    await until(async () => (await queue.get(record.id))?.status === "Interrupted; retrying...");
    await until(() => runner.calls.length === 2);
    callTimes.push(Date.now());
    runner.calls[1]?.reject(new Error("socket hang up"));
    await until(() => runner.calls.length === 3);
    callTimes.push(Date.now());
    runner.calls[2]?.resolve({ gif: "b".repeat(32) });
    await until(async () => (await queue.get(record.id))?.state === "SUCCESS");
    expect((await queue.get(record.id))?.attempts).toBe(3);
    // Exponential from 2 s with jitter 0.5: at least 1 s, then at least 2 s.
    expect((callTimes[1] as number) - (callTimes[0] as number)).toBeGreaterThanOrEqual(900);
    expect((callTimes[2] as number) - (callTimes[1] as number)).toBeGreaterThanOrEqual(1900);
  });

  it("hands a running task back at shutdown; another worker finishes it", async () => {
    const first = await startProcessor(1);
    const record = await queue.submit(fastPayload, null);
    await until(() => runner.calls.length === 1);
    await first.close(100); // the task never finishes by itself: handed back after 100 ms
    processors.splice(processors.indexOf(first), 1);
    expect((await queue.get(record.id))?.state).toBe("PENDING");

    runner.autoSettle = () => ({ gif: "c".repeat(32) });
    await startProcessor(1);
    await until(async () => (await queue.get(record.id))?.state === "SUCCESS");
    expect(await queue.get(record.id)).toMatchObject({
      attempts: 2,
      result: { gif: "c".repeat(32) },
    });
  });

  /**
   * A worker that takes `taskId`'s job, marks the task started like ours does, and then dies
   * (closed by force: its lock is never renewed nor released, as after SIGKILL).
   */
  async function takeAndDie(taskId: string, maxStalledCount: number): Promise<void> {
    let taken = false;
    const doomed = new Worker(
      "fast",
      async (job) => {
        const record = await queue.get(job.data.taskId);
        if (record) await queue.store.markStarted(record);
        taken = true;
        return new Promise(() => {});
      },
      // Its stalled check runs on the same interval as everyone's (it sets a shared throttle key).
      {
        connection: inspector,
        prefix: redisKeyPrefix,
        lockDuration: 1500,
        stalledInterval: 1000,
        maxStalledCount,
      },
    );
    await until(() => taken);
    expect((await queue.get(taskId))?.state).toBe("STARTED");
    await doomed.close(true);
  }

  it("a task whose worker died is detected as stalled and taken over by another worker", async () => {
    const record = await queue.submit(fastPayload, null);
    await takeAndDie(record.id, 2);
    runner.autoSettle = () => ({ gif: "d".repeat(32) });
    await startProcessor(1, 1500);
    await until(async () => (await queue.get(record.id))?.state === "SUCCESS", 30_000);
    expect(await queue.get(record.id)).toMatchObject({
      attempts: 2,
      result: { gif: "d".repeat(32) },
    });
    expect(runner.calls).toHaveLength(1);
  });

  it("reconciles tasks that can never finish: job gone, or failed by the stalled limit", async () => {
    const lost = await queue.submit(fastPayload, null);
    const stalled = await queue.submit(fastPayload, null);
    const fast = new Queue("fast", { connection: inspector, prefix: redisKeyPrefix });
    await (await fast.getJob(lost.id))?.remove();
    // With maxStalledCount 0, BullMQ fails a stalled task itself (no processor of ours sees it).
    await takeAndDie(stalled.id, 0);
    const checker = new Worker("fast", async () => null, {
      connection: inspector,
      prefix: redisKeyPrefix,
      stalledInterval: 500,
      maxStalledCount: 0,
    });
    await until(async () => (await fast.getJobState(stalled.id)) === "failed", 30_000);
    await checker.close();
    expect((await queue.get(stalled.id))?.state).toBe("STARTED");

    const failedCount = await queue.reconcile(Date.now() + 60_000);
    expect(failedCount).toBe(2);
    expect(await queue.get(lost.id)).toMatchObject({
      state: "FAILURE",
      error: lostTaskMessage,
      errorCode: "task-lost",
    });
    expect(await queue.get(stalled.id)).toMatchObject({
      state: "FAILURE",
      error: interruptedTaskMessage,
      errorCode: "task-interrupted",
    });
    expect(finished.map((record) => record.id).sort()).toEqual([lost.id, stalled.id].sort());
    await fast.close();
  });

  it("keeps a slot for quick edits while long tasks fill the rest", async () => {
    await startProcessor(2);
    const longTasks = [
      await queue.submit(longPayload, null),
      await queue.submit(longPayload, null),
      await queue.submit(longPayload, null),
    ];
    await until(() => runner.calls.length === 1);
    await sleep(500);
    // Long tasks may hold only concurrency − 1 = 1 task process.
    expect(runner.calls.map((call) => call.id)).toEqual([longTasks[0]?.id]);
    const quick = await queue.submit(fastPayload, null);
    await until(() => runner.calls.length === 2);
    expect(runner.calls[1]?.id).toBe(quick.id);
    expect(await queue.counts()).toEqual({ waiting: 2, running: 2 });
    runner.autoSettle = () => ({ gif: "f".repeat(32) });
    for (const call of runner.calls) call.resolve({ gif: "f".repeat(32) });
    await until(async () => {
      const states = await Promise.all(
        longTasks.map(async (task) => (await queue.get(task.id))?.state),
      );
      return states.every((state) => state === "SUCCESS");
    });
  });

  it("runs at most half the workers for one address: its 2nd task waits while another address's runs", async () => {
    await startProcessor(2);
    const first = await queue.submit(fastPayload, "198.51.100.1");
    const second = await queue.submit(fastPayload, "198.51.100.1");
    const other = await queue.submit(fastPayload, "198.51.100.2");
    await until(() => runner.calls.length === 2);
    await sleep(1200);
    expect(runner.calls.map((call) => call.id)).toEqual([first.id, other.id]);
    expect((await queue.get(second.id))?.state).toBe("PENDING");
    expect(await queue.runningFor("198.51.100.1")).toBe(1);
    runner.calls[0]?.resolve({ gif: "1".repeat(32) });
    await until(() => runner.calls.length === 3);
    expect(runner.calls[2]?.id).toBe(second.id);
    // Sent back to wait while its address was busy: not counted as an attempt.
    runner.calls[2]?.resolve({ gif: "2".repeat(32) });
    await until(async () => (await queue.get(second.id))?.state === "SUCCESS");
    expect((await queue.get(second.id))?.attempts).toBe(1);
    runner.calls[1]?.resolve({ gif: "3".repeat(32) });
  });

  it("starts another address's quick edit while one address's two long tasks are queued", async () => {
    await startProcessor(2);
    const longA = await queue.submit(longPayload, "198.51.100.1");
    const longB = await queue.submit(longPayload, "198.51.100.1");
    await until(() => runner.calls.length === 1);
    const edit = await queue.submit(fastPayload, "198.51.100.2");
    await until(() => runner.calls.length === 2);
    await sleep(800);
    expect(runner.calls.map((call) => call.id)).toEqual([longA.id, edit.id]);
    expect((await queue.get(longB.id))?.state).toBe("PENDING");
    runner.autoSettle = () => ({ gif: "4".repeat(32) });
    for (const call of runner.calls) call.resolve({ gif: "4".repeat(32) });
    await until(async () => (await queue.get(longB.id))?.state === "SUCCESS");
  });

  it("keeps a worker's last free task process for an address without a backlog", async () => {
    // Queued before the worker starts, so it is handed two jobs at once (A's 1st and B's 1st,
    // both priority 1): the second must see the first and leave the last process free.
    const heavyA = [
      await queue.submit(fastPayload, "203.0.113.1"),
      await queue.submit(fastPayload, "203.0.113.1"),
    ];
    await queue.submit(fastPayload, "203.0.113.2");
    await queue.submit(fastPayload, "203.0.113.2");
    await startProcessor(2);
    await until(() => runner.calls.length >= 1);
    await sleep(1200);
    expect(runner.calls.map((call) => call.id)).toEqual([heavyA[0]?.id]);
    const visitor = await queue.submit(fastPayload, "198.51.100.9");
    await until(() => runner.calls.length === 2);
    expect(runner.calls[1]?.id).toBe(visitor.id);
    runner.autoSettle = () => ({ gif: "6".repeat(32) });
    for (const call of runner.calls) call.resolve({ gif: "6".repeat(32) });
    await until(async () => (await queue.counts()).waiting === 0 && runner.calls.length === 5);
  });

  it("with a long lane of its own, a long task leaves both quick processes to quick edits", async () => {
    await startProcessor(2, 4000, {}, true);
    const long = await queue.submit(longPayload, "198.51.100.1");
    await until(() => runner.calls.length === 1);
    // An address with a backlog may take one quick process: the long task is not in one.
    const backlog = [
      await queue.submit(fastPayload, "203.0.113.1"),
      await queue.submit(fastPayload, "203.0.113.1"),
    ];
    await until(() => runner.calls.length === 2);
    await sleep(1200);
    expect(runner.calls.map((call) => call.id)).toEqual([long.id, backlog[0]?.id]);
    // The last quick process is kept for an address without a backlog.
    const visitor = await queue.submit(fastPayload, "198.51.100.9");
    await until(() => runner.calls.length === 3);
    expect(runner.calls[2]?.id).toBe(visitor.id);
    runner.autoSettle = () => ({ gif: "7".repeat(32) });
    for (const call of runner.calls) call.resolve({ gif: "7".repeat(32) });
    await until(async () => (await queue.counts()).waiting === 0 && runner.calls.length === 4);
  });

  it("sends a batch to the background: an address's 7th task in flight goes to the long queue, marked as background", async () => {
    const batch: TaskRecord[] = [];
    for (let count = 0; count < backgroundAfterUnfinishedTasks + 1; count++)
      batch.push(await queue.submit(fastPayload, "203.0.113.1"));
    const visitor = await queue.submit(fastPayload, "198.51.100.9");
    const fast = new Queue("fast", { connection: inspector, prefix: redisKeyPrefix });
    const long = new Queue("long", { connection: inspector, prefix: redisKeyPrefix });
    const queueOf = async (id: string) =>
      (await fast.getJob(id)) ? "fast" : (await long.getJob(id)) ? "long" : "none";
    expect(await Promise.all([...batch, visitor].map((record) => queueOf(record.id)))).toEqual([
      ...Array(backgroundAfterUnfinishedTasks).fill("fast"),
      "long",
      "fast",
    ]);
    const last = batch[backgroundAfterUnfinishedTasks] as TaskRecord;
    expect((await queue.get(last.id))?.payload.background).toBe(true);
    expect((await queue.get(visitor.id))?.payload.background).toBeUndefined();
    await Promise.all([fast.close(), long.close()]);
  });

  it("serves addresses in turn (round robin by priority), not in arrival order", async () => {
    await startProcessor(1);
    const a1 = await queue.submit(fastPayload, "198.51.100.1");
    await until(() => runner.calls.length === 1);
    const a2 = await queue.submit(fastPayload, "198.51.100.1");
    const a3 = await queue.submit(fastPayload, "198.51.100.1");
    const b1 = await queue.submit(fastPayload, "198.51.100.2");
    const b2 = await queue.submit(fastPayload, "198.51.100.2");
    const c1 = await queue.submit(fastPayload, "198.51.100.3");
    for (let count = 1; count < 6; count++) {
      runner.calls[count - 1]?.resolve({ gif: "5".repeat(32) });
      await until(() => runner.calls.length === count + 1);
    }
    expect(runner.calls.map((call) => call.id)).toEqual([a1.id, b1.id, c1.id, a2.id, b2.id, a3.id]);
    runner.calls[5]?.resolve({ gif: "5".repeat(32) });
  });

  it("runs a limited tool (Prompt to GIF) at most N at once across all workers", async () => {
    const limits: ToolConcurrency = { "prompt-gif": 1 };
    const settled = new Set<unknown>();
    await queue.close(0);
    queue = await startQueue(limits);
    await startProcessor(3, 4000, limits);
    await startProcessor(3, 4000, limits);
    const generations = [
      await queue.submit(longPayload, null),
      await queue.submit(longPayload, null),
      await queue.submit(longPayload, null),
    ];
    const quick = [await queue.submit(fastPayload, null), await queue.submit(fastPayload, null)];
    await until(() => runner.calls.length === 3);
    await sleep(800);
    // One generation at a time in the whole deployment; the quick edits run beside it.
    const running = runner.calls.map((call) => call.id);
    expect(running.filter((id) => generations.some((task) => task.id === id))).toHaveLength(1);
    expect(running.filter((id) => quick.some((task) => task.id === id))).toHaveLength(2);
    for (let index = 0; index < 2; index++) {
      const before = runner.calls.length;
      const generation = runner.calls.find(
        (call) => generations.some((task) => task.id === call.id) && !settled.has(call),
      );
      settled.add(generation as (typeof runner.calls)[number]);
      generation?.resolve({ gif: "9".repeat(32) });
      await until(() => runner.calls.length === before + 1);
      await sleep(300);
      expect(runner.calls.length).toBe(before + 1);
    }
    runner.autoSettle = () => ({ gif: "9".repeat(32) });
    for (const call of runner.calls) call.resolve({ gif: "9".repeat(32) });
    await until(async () => {
      const states = await Promise.all(
        [...generations, ...quick].map(async (task) => (await queue.get(task.id))?.state),
      );
      return states.every((state) => state === "SUCCESS");
    });
  });
  it("answers 503 quickly while Redis is down, and works again after it is back", async () => {
    await redisProcess.kill("SIGKILL");
    try {
      const startedAt = Date.now();
      const error = await queue.submit(fastPayload, null).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(QueueFullError);
      expect((error as Error).message).toBe(unavailableMessage);
      expect(Date.now() - startedAt).toBeLessThan(2500);
      await expect(queue.get("0".repeat(32))).rejects.toBeInstanceOf(QueueFullError);
    } finally {
      redisProcess = await cluster.startRedis();
    }
    await until(async () => {
      try {
        await queue.submit(fastPayload, null);
        return true;
      } catch {
        return false;
      }
    });
  });
});
