import type { QueueClass } from "@gifkit/tools";
import { taskKind } from "./task-kinds.ts";
import type { TaskPayload } from "./task-record.ts";

/**
 * The fairness policy both queue drivers apply (docs/scaling.md, "Fair queueing"):
 * - one address runs at most half the task processes (at least 1), so two addresses always share;
 * - long work (a tool whose definition says `queue: "long"`: video, generation; the upload calls'
 *   video tasks) holds at most all processes but one, so a quick edit always finds one; while it
 *   runs at a lower CPU priority (LONG_TASK_NICENESS) those processes are its own, beside the
 *   quick ones (`processesFor`), so quick edits keep every worker;
 * - the last free process is kept for an address with no backlog (this task is its only one
 *   waiting or running), so people sending one edit at a time never wait behind those who queue
 *   many: however many such addresses there are, together they share the other processes;
 * - an address that already has `backgroundAfterUnfinishedTasks` tasks waiting or running sends
 *   background work: its next tasks run in the long lane whatever their tool (`runsInBackground`);
 * - among waiting tasks that may start, the address served longest ago goes first (round robin by
 *   address), in arrival order within one address;
 * - long work gives way on the CPU while quick edits run (cpu-priority.ts, applied by the worker
 *   pool, so under both drivers).
 * On BullMQ the share and the kept process are applied by each worker process when a job reaches
 * it (bullmq-processor.ts: a job it may not start goes back as delayed).
 */

/** Running tasks one address may have at once: half the task processes, at least 1. */
export function runningLimitPerAddress(workers: number): number {
  return Math.max(1, Math.floor(workers / 2));
}

/** Task processes long work may hold: all but one when there are at least 2. */
export function longTaskSlots(workers: number): number {
  return workers > 1 ? workers - 1 : workers;
}

/**
 * Whether long work gets task processes of its own: while it gives way on the CPU
 * (LONG_TASK_NICENESS above 0), with 2 or more workers (with 1, quick and long work share it).
 */
export function longLaneHasOwnProcesses(workers: number, longTaskNiceness: number): boolean {
  return longTaskNiceness > 0 && workers > 1;
}

/**
 * Task processes a runner needs for `workers` quick ones: with a long lane of its own, long work
 * gets `longTaskSlots(workers)` more, so quick edits keep every one of theirs.
 */
export function processesFor(workers: number, longLaneOwnProcesses: boolean): number {
  return workers + (longLaneOwnProcesses ? longTaskSlots(workers) : 0);
}

/**
 * Whether a task may take a process when `free` are free: the last one (of 2 or more) only goes
 * to an address whose unfinished tasks (waiting or running, this one included) are just this one.
 */
export function mayTakeProcess(
  workers: number,
  free: number,
  unfinishedOfAddress: number,
): boolean {
  return workers < 2 || free > 1 || unfinishedOfAddress <= 1;
}

/**
 * Tasks an address may have waiting or running before its next one is background work. One
 * person at an editor has at most about six: a conversion, its size estimate, and "Compare
 * formats" (four Convert tasks); a script sending as fast as it is accepted has up to 30.
 */
export const backgroundAfterUnfinishedTasks = 6;

/**
 * Whether a new task of an address with `unfinishedOfAddress` tasks waiting or running is
 * background work (`TaskScheduling.background`): it then runs in the long lane, so a batch never
 * holds the task processes that quick edits wait for, however quick each of its tasks is.
 */
export function runsInBackground(unfinishedOfAddress: number): boolean {
  return unfinishedOfAddress >= backgroundAfterUnfinishedTasks;
}

/**
 * A task's lane: background work (`runsInBackground`) is long; otherwise its tool's queue class,
 * a size estimate (a few frames) always quick.
 */
export function taskLane(payload: TaskPayload): QueueClass {
  if (payload.background) return "long";
  if ("estimate" in payload && payload.estimate !== undefined) return "fast";
  return taskKind(payload.tool).queue;
}

/** What the in-process queue knows of one waiting task when it picks the next one to run. */
export interface WaitingTask {
  id: string;
  lane: QueueClass;
  /** null: a task started by the server itself (no address to be fair to); never capped. */
  address: string | null;
  /** False when the task's tool is at its own concurrency limit (Prompt to GIF). */
  toolHasRoom: boolean;
}

export interface RunningShares {
  /** Task processes for quick work (WORKER_CONCURRENCY). */
  workers: number;
  /**
   * True: long work runs in processes of its own (`longTaskSlots(workers)` of them, at a lower CPU
   * priority), so quick edits keep all `workers`. False: long work takes from the same processes.
   */
  longLaneOwnProcesses?: boolean;
  /** False: no per-address share and no kept process (config FAIR_SHARE_PER_ADDRESS). */
  perAddress?: boolean;
  /** Tasks running now (of every lane). */
  running: number;
  runningLong: number;
  runningByAddress: ReadonlyMap<string, number>;
  /** A number that grows with each start; the address's last start (absent: never served). */
  lastStartByAddress: ReadonlyMap<string, number>;
}

/**
 * The next task to start, or undefined if none may start now. `waiting` is in arrival order.
 * Pure, so the policy is tested on its own and the queue only keeps the counts.
 */
export function pickNextTask(
  waiting: readonly WaitingTask[],
  shares: RunningShares,
): WaitingTask | undefined {
  const perAddress = shares.perAddress ?? true;
  const addressLimit = perAddress
    ? runningLimitPerAddress(shares.workers)
    : Number.POSITIVE_INFINITY;
  const longRoom = shares.runningLong < longTaskSlots(shares.workers);
  const ownLongLane = shares.longLaneOwnProcesses ?? false;
  // Processes free for quick work (and, without a long lane of its own, for long work too).
  const free =
    shares.workers - (ownLongLane ? shares.running - shares.runningLong : shares.running);
  // Unfinished tasks of each address: its running ones and every waiting one.
  const unfinished = new Map(shares.runningByAddress);
  for (const task of waiting) {
    if (task.address !== null)
      unfinished.set(task.address, (unfinished.get(task.address) ?? 0) + 1);
  }
  // The first startable task of each address, in arrival order of those firsts.
  const firstByAddress = new Map<string, WaitingTask>();
  for (const task of waiting) {
    const key = task.address ?? "";
    if (firstByAddress.has(key)) continue;
    const inOwnLane = ownLongLane && task.lane === "long";
    if (!inOwnLane && free <= 0) continue;
    if (
      !inOwnLane &&
      perAddress &&
      task.address !== null &&
      !mayTakeProcess(shares.workers, free, unfinished.get(key) ?? 1)
    )
      continue;
    if (!task.toolHasRoom) continue;
    if (task.lane === "long" && !longRoom) continue;
    if (task.address !== null && (shares.runningByAddress.get(key) ?? 0) >= addressLimit) continue;
    firstByAddress.set(key, task);
  }
  let best: WaitingTask | undefined;
  let bestLastStart = Number.POSITIVE_INFINITY;
  for (const [key, task] of firstByAddress) {
    const lastStart = shares.lastStartByAddress.get(key) ?? -1;
    if (lastStart < bestLastStart) {
      best = task;
      bestLastStart = lastStart;
    }
  }
  return best;
}
