import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TaskResult, TaskState } from "@gifkit/contracts";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileTaskRepository } from "../../src/tasks/file-task-repository.ts";
import { InProcessTaskQueue } from "../../src/tasks/in-process-queue.ts";
import {
  type ProgressReport,
  QueueFullError,
  TaskFailedError,
  type TaskPayload,
  type TaskRecord,
  type TaskRunner,
} from "../../src/tasks/task-record.ts";

/** A runner the test drives by hand, to observe every state the queue writes. */
class ScriptedRunner implements TaskRunner {
  readonly calls: {
    id: string;
    onProgress: (report: ProgressReport) => void;
    signal: AbortSignal;
    settle: { resolve: (result: TaskResult) => void; reject: (error: Error) => void };
  }[] = [];
  run(
    task: { id: string },
    options: { signal: AbortSignal; onProgress: (report: ProgressReport) => void },
  ) {
    return new Promise<TaskResult>((resolve, reject) => {
      this.calls.push({
        id: task.id,
        onProgress: options.onProgress,
        signal: options.signal,
        settle: { resolve, reject },
      });
      options.signal.addEventListener("abort", () => reject(new Error("aborted")));
    });
  }
  async close() {}
}

const payload: TaskPayload = { tool: "reverse", options: {}, inputKeys: [], inputUrls: [] };
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

describe("InProcessTaskQueue", () => {
  let directory: string;
  let repository: FileTaskRepository;
  let runner: ScriptedRunner;
  let finished: TaskRecord[];
  let queue: InProcessTaskQueue;

  const makeQueue = async (concurrency = 1, maxQueued = 10) => {
    repository = new FileTaskRepository(join(directory, "tasks"));
    await repository.load();
    runner = new ScriptedRunner();
    finished = [];
    queue = new InProcessTaskQueue({
      repository,
      runner,
      concurrency,
      maxQueued,
      logger: pino({ level: "silent" }),
      onFinished: async (record) => {
        finished.push(record);
      },
    });
    await queue.start();
  };

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-queue-"));
  });
  afterEach(async () => {
    await queue.close(0);
    await rm(directory, { recursive: true, force: true });
  });

  it("moves a task PENDING → STARTED → PROGRESS → SUCCESS with progress and the completed status", async () => {
    await makeQueue(1);
    const first = await queue.submit(payload, "198.51.100.7");
    const second = await queue.submit(payload, null);
    const seen: TaskState[] = [];
    const state = async (id: string) => (await queue.get(id))?.state;

    await until(() => runner.calls.length === 1);
    seen.push((await state(first.id)) as TaskState);
    expect(await state(second.id)).toBe("PENDING");
    expect(queue.runningFor("198.51.100.7")).toBe(1);

    runner.calls[0]?.onProgress({ percent: 40.4, status: "Reversing frames..." });
    const progressed = await queue.get(first.id);
    expect(progressed).toMatchObject({
      state: "PROGRESS",
      progress: 40,
      status: "Reversing frames...",
    });
    seen.push("PROGRESS");

    runner.calls[0]?.settle.resolve({ gif: "a".repeat(32) });
    await until(() => finished.length === 1);
    const done = await queue.get(first.id);
    expect(done).toMatchObject({
      state: "SUCCESS",
      status: "Task completed!",
      progress: 100,
      result: { gif: "a".repeat(32) },
      error: null,
    });
    seen.push("SUCCESS");
    expect(seen).toEqual(["STARTED", "PROGRESS", "SUCCESS"]);
    expect(queue.runningFor("198.51.100.7")).toBe(0);

    // The next one starts only now (concurrency 1).
    await until(() => runner.calls.length === 2);
    expect(await state(second.id)).toBe("STARTED");
  });

  it("moves a task to FAILURE with the user-facing message, or a generic one for internal errors", async () => {
    await makeQueue(2);
    const bad = await queue.submit(payload, null);
    const broken = await queue.submit(payload, null);
    await until(() => runner.calls.length === 2);
    runner.calls[0]?.settle.reject(new TaskFailedError("The GIF has no frames", "corrupt-input"));
    runner.calls[1]?.settle.reject(new Error("EIO: secret path /var/lib/x"));
    await until(() => finished.length === 2);
    expect(await queue.get(bad.id)).toMatchObject({
      state: "FAILURE",
      error: "The GIF has no frames",
      errorCode: "corrupt-input",
      result: null,
    });
    expect(await queue.get(broken.id)).toMatchObject({
      state: "FAILURE",
      error: "Processing failed. Please try again.",
    });
  });

  it("refuses tasks beyond the queue bound", async () => {
    await makeQueue(1, 2);
    await queue.submit(payload, null); // running
    await until(() => runner.calls.length === 1);
    await queue.submit(payload, null);
    await queue.submit(payload, null);
    await expect(queue.submit(payload, null)).rejects.toBeInstanceOf(QueueFullError);
  });

  it("re-queues waiting and running tasks after a restart, and never re-runs finished ones", async () => {
    await makeQueue(1);
    const done = await queue.submit(payload, null);
    await until(() => runner.calls.length === 1);
    runner.calls[0]?.settle.resolve({ gif: "b".repeat(32) });
    await until(() => finished.length === 1);
    const running = await queue.submit(payload, null);
    const waiting = await queue.submit(payload, null);
    await until(() => runner.calls.length === 2);
    // Simulate the process dying: drop the queue without closing it, load the records again.
    await makeQueue(2);
    await until(() => runner.calls.length === 2);
    expect(runner.calls.map((call) => call.id).sort()).toEqual([running.id, waiting.id].sort());
    for (const call of runner.calls) call.settle.resolve({ gif: "c".repeat(32) });
    await until(() => finished.length === 2);
    expect((await queue.get(done.id))?.result).toEqual({ gif: "b".repeat(32) });
    expect((await queue.get(running.id))?.attempts).toBe(2);
    expect((await queue.get(waiting.id))?.state).toBe("SUCCESS");
  });
});
