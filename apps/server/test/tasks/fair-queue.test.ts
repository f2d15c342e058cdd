import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TaskResult } from "@gifkit/contracts";
import { tools } from "@gifkit/tools";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  backgroundAfterUnfinishedTasks,
  longLaneHasOwnProcesses,
  longTaskSlots,
  pickNextTask,
  processesFor,
  runningLimitPerAddress,
  taskLane,
} from "../../src/tasks/fair-share.ts";
import { FileTaskRepository } from "../../src/tasks/file-task-repository.ts";
import { InProcessTaskQueue } from "../../src/tasks/in-process-queue.ts";
import type { TaskPayload, TaskRunner } from "../../src/tasks/task-record.ts";

/** A runner that holds every task until the test finishes it; `started` lists task ids in order. */
class HeldRunner implements TaskRunner {
  readonly started: string[] = [];
  private readonly settle = new Map<string, (result: TaskResult) => void>();
  run(task: { id: string }, options: { signal: AbortSignal }) {
    return new Promise<TaskResult>((resolve, reject) => {
      this.started.push(task.id);
      this.settle.set(task.id, resolve);
      options.signal.addEventListener("abort", () => reject(new Error("aborted")));
    });
  }
  finish(id: string) {
    this.settle.get(id)?.({ gif: "a".repeat(32) });
  }
  async close() {}
}

const quickEdit: TaskPayload = { tool: "reverse", options: {}, inputKeys: [], inputUrls: [] };
// Video to GIF's definition says queue: "long".
const longVideo: TaskPayload = {
  tool: "video-to-gif",
  options: tools["video-to-gif"].defaults,
  inputKeys: [],
  inputUrls: [],
};

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 400 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("fair queueing in the in-process queue", () => {
  let directory: string;
  let runner: HeldRunner;
  let queue: InProcessTaskQueue;

  const makeQueue = async (concurrency: number, longLaneOwnProcesses = false) => {
    const repository = new FileTaskRepository(join(directory, "tasks"));
    await repository.load();
    runner = new HeldRunner();
    queue = new InProcessTaskQueue({
      repository,
      runner,
      concurrency,
      longLaneOwnProcesses,
      maxQueued: 50,
      logger: pino({ level: "silent" }),
      onFinished: async () => {},
    });
    await queue.start();
  };

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-fair-"));
  });
  afterEach(async () => {
    await queue.close(0);
    await rm(directory, { recursive: true, force: true });
  });

  it("runs at most half the workers for one address: its 2nd task waits while another address's runs", async () => {
    await makeQueue(2);
    const first = await queue.submit(quickEdit, "198.51.100.1");
    const second = await queue.submit(quickEdit, "198.51.100.1");
    const other = await queue.submit(quickEdit, "198.51.100.2");
    await until(() => runner.started.length === 2);
    await settle();
    expect(runner.started).toEqual([first.id, other.id]);
    expect((await queue.get(second.id))?.state).toBe("PENDING");
    expect(queue.runningFor("198.51.100.1")).toBe(1);
    runner.finish(first.id);
    await until(() => runner.started.length === 3);
    expect(runner.started[2]).toBe(second.id);
  });

  it("starts a quick edit while two long video tasks wait or run: long work never takes the last worker", async () => {
    await makeQueue(2);
    const longA = await queue.submit(longVideo, "198.51.100.1");
    const longB = await queue.submit(longVideo, "198.51.100.2");
    const edit = await queue.submit(quickEdit, "198.51.100.3");
    await until(() => runner.started.length === 2);
    await settle();
    expect(runner.started).toEqual([longA.id, edit.id]);
    expect((await queue.get(longB.id))?.state).toBe("PENDING");
    runner.finish(longA.id);
    await until(() => runner.started.length === 3);
    expect(runner.started[2]).toBe(longB.id);
  });

  it("with a long lane of its own, quick edits keep both workers while long work runs beside them", async () => {
    await makeQueue(2, true);
    const longA = await queue.submit(longVideo, "198.51.100.1");
    const longB = await queue.submit(longVideo, "198.51.100.2");
    const editC = await queue.submit(quickEdit, "198.51.100.3");
    const editD = await queue.submit(quickEdit, "198.51.100.4");
    const editE = await queue.submit(quickEdit, "198.51.100.5");
    await until(() => runner.started.length === 3);
    await settle();
    // One long task (its lane has 1 process for 2 workers) and two quick edits at once.
    expect(runner.started).toEqual([longA.id, editC.id, editD.id]);
    expect((await queue.get(longB.id))?.state).toBe("PENDING");
    expect((await queue.get(editE.id))?.state).toBe("PENDING");
    runner.finish(editC.id);
    await until(() => runner.started.length === 4);
    expect(runner.started[3]).toBe(editE.id);
    runner.finish(longA.id);
    await until(() => runner.started.length === 5);
    expect(runner.started[4]).toBe(longB.id);
  });

  it("keeps the last free worker for an address without a backlog: two heavy addresses cannot take both", async () => {
    await makeQueue(2);
    const heavyA = await queue.submit(quickEdit, "203.0.113.1");
    const heavyANext = await queue.submit(quickEdit, "203.0.113.1");
    const heavyB = await queue.submit(quickEdit, "203.0.113.2");
    await queue.submit(quickEdit, "203.0.113.2");
    await queue.submit(quickEdit, "203.0.113.2");
    await until(() => runner.started.length === 2);
    expect(runner.started).toEqual([heavyA.id, heavyB.id]);
    // A worker frees: both addresses have a backlog, so it stays free for someone without one.
    runner.finish(heavyB.id);
    await settle();
    expect(runner.started).toHaveLength(2);
    const visitor = await queue.submit(quickEdit, "198.51.100.9");
    await until(() => runner.started.length === 3);
    expect(runner.started[2]).toBe(visitor.id);
    // Both free again: the backlogs share one worker, A first (served longest ago); the other
    // worker stays for the next person without a backlog.
    runner.finish(visitor.id);
    runner.finish(heavyA.id);
    await until(() => runner.started.length === 4);
    await settle();
    expect(runner.started.slice(3)).toEqual([heavyANext.id]);
  });

  it("runs a batch in the background: an address with 6 tasks in flight sends its 7th to the long lane, quick edits keep both workers", async () => {
    await makeQueue(2, true);
    const batch: string[] = [];
    for (let count = 0; count < backgroundAfterUnfinishedTasks + 2; count++)
      batch.push((await queue.submit(quickEdit, "203.0.113.1")).id);
    // The first six are quick edits; from the 7th on, background work (long lane, long work's
    // CPU priority).
    const background = await Promise.all(batch.map(async (id) => (await queue.get(id))?.payload));
    expect(background.map((payload) => payload?.background ?? false)).toEqual([
      ...Array(backgroundAfterUnfinishedTasks).fill(false),
      true,
      true,
    ]);
    expect(taskLane(background[6] as TaskPayload)).toBe("long");
    // The address runs one task at a time (its share): the six quick ones in quick workers.
    for (const [index, id] of batch.slice(0, backgroundAfterUnfinishedTasks).entries()) {
      await until(() => runner.started.length === index + 1);
      expect(runner.started[index]).toBe(id);
      runner.finish(id);
    }
    // Then its background work, in the long lane's process: both quick workers stay free, and
    // two visitors' edits start at once beside it.
    await until(() => runner.started.length === backgroundAfterUnfinishedTasks + 1);
    expect(runner.started.at(-1)).toBe(batch[backgroundAfterUnfinishedTasks]);
    const visitorA = await queue.submit(quickEdit, "198.51.100.1");
    const visitorB = await queue.submit(quickEdit, "198.51.100.2");
    await until(() => runner.started.length === backgroundAfterUnfinishedTasks + 3);
    expect(runner.started.slice(-2)).toEqual([visitorA.id, visitorB.id]);
  });

  it("serves addresses in turn (round robin), not in arrival order", async () => {
    await makeQueue(1);
    const a1 = await queue.submit(quickEdit, "198.51.100.1");
    await until(() => runner.started.length === 1);
    const a2 = await queue.submit(quickEdit, "198.51.100.1");
    const a3 = await queue.submit(quickEdit, "198.51.100.1");
    const b1 = await queue.submit(quickEdit, "198.51.100.2");
    const b2 = await queue.submit(quickEdit, "198.51.100.2");
    const c1 = await queue.submit(quickEdit, "198.51.100.3");
    // The start call's per-address cap counts waiting tasks too, not only running ones.
    expect(queue.unfinishedFor("198.51.100.1")).toBe(3);
    expect(queue.runningFor("198.51.100.1")).toBe(1);
    for (let count = 1; count < 6; count++) {
      runner.finish(runner.started[count - 1] as string);
      await until(() => runner.started.length === count + 1);
    }
    expect(runner.started).toEqual([a1.id, b1.id, c1.id, a2.id, b2.id, a3.id]);
  });
});

describe("the fairness policy", () => {
  it("gives one address half the workers (at least 1) and long work all workers but one", () => {
    expect([1, 2, 3, 4, 8].map(runningLimitPerAddress)).toEqual([1, 1, 1, 2, 4]);
    expect([1, 2, 3, 4, 8].map(longTaskSlots)).toEqual([1, 1, 2, 3, 7]);
  });

  it("lets a quick task pass a long one that waited longer when the long lane is full", () => {
    const next = pickNextTask(
      [
        { id: "long", lane: "long", address: "b", toolHasRoom: true },
        { id: "quick", lane: "fast", address: "a", toolHasRoom: true },
      ],
      {
        workers: 4,
        running: 3,
        runningLong: 3,
        runningByAddress: new Map(),
        lastStartByAddress: new Map(),
      },
    );
    expect(next?.id).toBe("quick");
  });

  it("counts only quick work against the quick processes when long work has its own", () => {
    const shares = {
      workers: 2,
      longLaneOwnProcesses: true,
      running: 2,
      runningLong: 1,
      runningByAddress: new Map([["video", 1]]),
      lastStartByAddress: new Map(),
    };
    const quick = { id: "quick", lane: "fast", address: "a", toolHasRoom: true } as const;
    const long = { id: "long", lane: "long", address: "b", toolHasRoom: true } as const;
    // One quick process is free (the long task runs in its own), the long lane is full.
    expect(pickNextTask([long, quick], shares)?.id).toBe("quick");
    expect(pickNextTask([long], shares)).toBeUndefined();
    // Both quick processes busy: no quick edit, but the long lane's process is free.
    const busy = { ...shares, running: 2, runningLong: 0 };
    expect(pickNextTask([quick], busy)).toBeUndefined();
    expect(pickNextTask([quick, long], busy)?.id).toBe("long");
    expect(processesFor(2, true)).toBe(3);
    expect(processesFor(4, true)).toBe(7);
    expect(processesFor(2, false)).toBe(2);
    // Only while long work gives way on the CPU, and not with a single worker (they share it).
    expect(longLaneHasOwnProcesses(2, 10)).toBe(true);
    expect(longLaneHasOwnProcesses(2, 0)).toBe(false);
    expect(longLaneHasOwnProcesses(1, 10)).toBe(false);
  });

  it("keeps the last free process for an address without a backlog", () => {
    const shares = {
      workers: 2,
      running: 1,
      runningLong: 1,
      runningByAddress: new Map([["heavy", 1]]),
      lastStartByAddress: new Map([["light", 5]]),
    };
    const heavy = { id: "heavy-2", lane: "fast", address: "heavy", toolHasRoom: true } as const;
    const light = { id: "light-1", lane: "fast", address: "light", toolHasRoom: true } as const;
    expect(pickNextTask([heavy], shares)).toBeUndefined();
    expect(pickNextTask([heavy, light], shares)?.id).toBe("light-1");
    // With two processes free, the backlog may start.
    expect(pickNextTask([heavy], { ...shares, running: 0, runningByAddress: new Map() })?.id).toBe(
      "heavy-2",
    );
  });
});
