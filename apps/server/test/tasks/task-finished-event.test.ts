import type { TaskResult } from "@gifkit/contracts";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { InProcessTaskQueue } from "../../src/tasks/in-process-queue.ts";
import {
  TaskFailedError,
  type TaskPayload,
  type TaskRecord,
  type TaskRunner,
} from "../../src/tasks/task-record.ts";
import { MemoryTaskRepository } from "../helpers/memory-stores.ts";

/** A runner whose tasks end as the test says: the task's id picks the outcome by its order. */
class OutcomeRunner implements TaskRunner {
  readonly outcomes: ("succeed" | "fail" | "hang")[] = [];
  run(_task: { id: string }, options: { signal: AbortSignal }) {
    const outcome = this.outcomes.shift();
    return new Promise<TaskResult>((resolve, reject) => {
      if (outcome === "succeed") resolve({ gif: "a".repeat(32) });
      else if (outcome === "fail") reject(new TaskFailedError("Bad input.", "damaged-input"));
      options.signal.addEventListener("abort", () => reject(new Error("aborted")));
    });
  }
  async close() {}
}

const payload: TaskPayload = { tool: "reverse", options: {}, inputKeys: [], inputUrls: [] };
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 400 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

describe("the task-finished event (in-process driver)", () => {
  let queue: InProcessTaskQueue;
  afterEach(() => queue.close(0));

  it("is emitted once per task that reaches SUCCESS, FAILURE or CANCELLED, after the state is written", async () => {
    const runner = new OutcomeRunner();
    const repository = new MemoryTaskRepository();
    queue = new InProcessTaskQueue({
      repository,
      runner,
      concurrency: 1,
      maxQueued: 10,
      logger: pino({ level: "silent" }),
      onFinished: async () => {},
    });
    await queue.start();
    const heard: { id: string; state: string; stored: string | undefined }[] = [];
    const unsubscribe = queue.onTaskFinished((record: TaskRecord) => {
      heard.push({ id: record.id, state: record.state, stored: repository.get(record.id)?.state });
    });
    // A failing listener changes nothing for the task or for the other listeners.
    queue.onTaskFinished(() => {
      throw new Error("listener bug");
    });
    runner.outcomes.push("succeed", "fail", "hang");
    const succeeded = await queue.submit(payload, "198.51.100.1");
    const failed = await queue.submit(payload, "198.51.100.1");
    const running = await queue.submit(payload, "198.51.100.1");
    const waitingThenCancelled = await queue.submit(payload, "198.51.100.1");
    await until(() => heard.length === 2);
    // A waiting task cancelled, then a running one.
    expect((await queue.cancel(waitingThenCancelled.id))?.state).toBe("CANCELLED");
    await until(() => repository.get(running.id)?.state === "STARTED");
    expect((await queue.cancel(running.id))?.state).toBe("CANCELLED");
    await until(() => heard.length === 4);
    expect(heard).toEqual([
      { id: succeeded.id, state: "SUCCESS", stored: "SUCCESS" },
      { id: failed.id, state: "FAILURE", stored: "FAILURE" },
      { id: waitingThenCancelled.id, state: "CANCELLED", stored: "CANCELLED" },
      { id: running.id, state: "CANCELLED", stored: "CANCELLED" },
    ]);
    // Cancelling a finished task again is no second event.
    await queue.cancel(succeeded.id);
    unsubscribe();
    runner.outcomes.push("succeed");
    await queue.submit(payload, "198.51.100.1");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveLength(4);
  });
});
