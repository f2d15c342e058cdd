import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TaskResult } from "@gifkit/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { sessionNicenessPlan, setSchedulingGroupNiceness, taskNiceness } from "./cpu-priority.ts";
import { tracePhase } from "./phase-trace.ts";
import { processGroupRssBytes } from "./process-memory.ts";
import {
  type ProgressReport,
  TaskFailedError,
  TaskInterruptedError,
  type TaskPayload,
  type TaskRunner,
} from "./task-record.ts";
import type { ParentMessage, WorkerMessage } from "./worker-process.ts";

const workerEntry = fileURLToPath(new URL("./worker-process.ts", import.meta.url));

/** How often a running task's memory (its whole process group) is measured. */
const memoryCheckIntervalMs = 500;

interface Assignment {
  taskId: string;
  resolve: (result: TaskResult) => void;
  reject: (error: Error) => void;
  onProgress: (report: ProgressReport) => void;
  cleanup: () => void;
}

interface Worker {
  child: ChildProcess;
  ready: Promise<void>;
  /** It has said "ready" (before that it is starting). */
  started: boolean;
  assignment: Assignment | null;
  /** Niceness of the task it runs (0: a quick edit, or none). */
  taskNiceness: number;
  /** Niceness its session should have now, and what was last written (balancePriorities). */
  sessionNiceness: number;
  writtenSessionNiceness: number;
  /** Session niceness writes, one after another; a task starts once they are done. */
  priorityWrites: Promise<void>;
}

/** Whether this kernel schedules sessions as groups (Linux autogroup), whose niceness we set. */
const autogroupAvailable = existsSync("/proc/self/autogroup");

export interface WorkerPoolOptions {
  size: number;
  /**
   * False: no process at construction; one starts when a task finds none idle (up to `size`),
   * and one that exits is replaced only when a task waits (config PRESTART_TASK_PROCESSES).
   */
  prestart?: boolean;
  config: Config;
  logger: FastifyBaseLogger;
  /** Heap limit of each worker's JavaScript; native memory is watched by RSS. */
  maxOldSpaceMegabytes?: number;
}

/**
 * Runs tasks in forked worker processes, one task per process at a time. Each worker leads its
 * own process group, so a timeout or cancel kills it together with the ffmpeg or gifsicle it
 * started. A worker that dies mid-task fails that task and is replaced; the pool keeps going.
 */
export class WorkerPool implements TaskRunner {
  private readonly options: WorkerPoolOptions;
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly waitingForWorker: ((worker: Worker) => void)[] = [];
  private closed = false;

  constructor(options: WorkerPoolOptions) {
    this.options = options;
    if (options.prestart ?? true)
      for (let index = 0; index < options.size; index++) this.spawnWorker();
  }

  private spawnWorker(): void {
    const child = fork(workerEntry, [], {
      detached: true, // its own process group: killing -pid takes its children too
      env: { ...process.env, GIFKIT_WORKER_CONFIG: JSON.stringify(this.options.config) },
      execArgv: [`--max-old-space-size=${this.options.maxOldSpaceMegabytes ?? 1024}`],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let markReady: () => void = () => {};
    const worker: Worker = {
      child,
      ready: new Promise((resolve) => (markReady = resolve)),
      started: false,
      assignment: null,
      taskNiceness: 0,
      sessionNiceness: 0,
      writtenSessionNiceness: 0,
      priorityWrites: Promise.resolve(),
    };
    this.workers.push(worker);

    child.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") {
        worker.started = true;
        markReady();
        this.release(worker);
        return;
      }
      const assignment = worker.assignment;
      if (!assignment || assignment.taskId !== message.taskId) return;
      if (message.type === "progress") {
        assignment.onProgress({
          percent: message.percent,
          status: message.status,
          stage: message.stage,
        });
      } else if (message.type === "done") {
        this.finish(worker, () => assignment.resolve(message.result));
      } else if (message.type === "failed") {
        const error = message.userFacing
          ? new TaskFailedError(message.message, message.code, message.values ?? null)
          : new Error(message.message);
        this.finish(worker, () => assignment.reject(error));
      }
    });

    child.on("exit", (code, signal) => {
      this.workers.splice(this.workers.indexOf(worker), 1);
      worker.taskNiceness = 0;
      this.balancePriorities();
      const idleIndex = this.idle.indexOf(worker);
      if (idleIndex >= 0) this.idle.splice(idleIndex, 1);
      const assignment = worker.assignment;
      worker.assignment = null;
      if (assignment) {
        assignment.cleanup();
        this.options.logger.warn(
          { taskId: assignment.taskId, code, signal },
          "worker exited during a task",
        );
        // The worker could not clean up after itself: its task directory goes here, before the
        // task is settled (a cancelled task leaves no file behind once DELETE has answered).
        rm(join(this.options.config.dataDir, "work", assignment.taskId), {
          recursive: true,
          force: true,
        })
          .catch(() => {})
          .finally(() =>
            assignment.reject(new TaskInterruptedError(`worker exited with ${code ?? signal}`)),
          );
      }
      if (!this.closed && ((this.options.prestart ?? true) || this.waitingForWorker.length > 0))
        this.spawnWorker();
    });
  }

  private finish(worker: Worker, settle: () => void): void {
    worker.assignment?.cleanup();
    worker.assignment = null;
    worker.taskNiceness = 0;
    this.balancePriorities();
    settle();
    this.release(worker);
  }

  /** Sets each worker's session niceness to follow what runs (cpu-priority.ts). */
  private balancePriorities(): void {
    if (!autogroupAvailable) return;
    const plan = sessionNicenessPlan(
      this.workers.map((worker) => (worker.assignment ? worker.taskNiceness : null)),
    );
    for (const [index, worker] of this.workers.entries()) {
      const wanted = plan[index] ?? 0;
      const pid = worker.child.pid;
      if (wanted === worker.sessionNiceness || pid === undefined) continue;
      worker.sessionNiceness = wanted;
      worker.priorityWrites = worker.priorityWrites.then(async () => {
        // Queued behind another write: write only what is wanted by now.
        const target = worker.sessionNiceness;
        if (target === worker.writtenSessionNiceness) return;
        if (await setSchedulingGroupNiceness(target, pid)) worker.writtenSessionNiceness = target;
      });
    }
  }

  private release(worker: Worker): void {
    if (this.closed) return;
    const next = this.waitingForWorker.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }

  /** The next idle worker; a run aborted (cancelled) while it waits gives up its place. */
  private acquire(signal: AbortSignal): Promise<Worker> {
    if (signal.aborted) return Promise.reject(new TaskInterruptedError("aborted"));
    const worker = this.idle.shift();
    if (worker) return Promise.resolve(worker);
    // On demand: a process of its own if the pool has room (it is handed over when ready). Every
    // process not yet ready is already promised to a task waiting before this one.
    const starting = this.workers.filter((candidate) => !candidate.started).length;
    if (this.workers.length < this.options.size && starting <= this.waitingForWorker.length)
      this.spawnWorker();
    return new Promise((resolve, reject) => {
      const take = (taken: Worker) => {
        signal.removeEventListener("abort", giveUp);
        resolve(taken);
      };
      const giveUp = () => {
        const index = this.waitingForWorker.indexOf(take);
        if (index >= 0) this.waitingForWorker.splice(index, 1);
        reject(new TaskInterruptedError("aborted"));
      };
      signal.addEventListener("abort", giveUp, { once: true });
      this.waitingForWorker.push(take);
    });
  }

  async run(
    task: { id: string; payload: TaskPayload },
    options: {
      signal: AbortSignal;
      timeoutMs: number;
      onProgress: (report: ProgressReport) => void;
    },
  ): Promise<TaskResult> {
    const worker = await this.acquire(options.signal);
    return new Promise<TaskResult>((resolve, reject) => {
      const killGroup = () => {
        if (worker.child.pid !== undefined) {
          try {
            process.kill(-worker.child.pid, "SIGKILL");
          } catch {
            // already gone
          }
        }
      };
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup();
      }, options.timeoutMs);
      // Native decoders allocate outside the JavaScript heap: the whole group's resident memory is
      // watched, and the group is killed when it passes the limit (reliability R1.2).
      const memoryLimitBytes = this.options.config.taskMemoryLimitMegabytes * 1024 * 1024;
      let overMemory = false;
      let measuring = false;
      const watchdog = setInterval(() => {
        const pid = worker.child.pid;
        if (measuring || pid === undefined) return;
        measuring = true;
        processGroupRssBytes(pid)
          .then((bytes) => {
            if (
              bytes !== null &&
              bytes > memoryLimitBytes &&
              worker.assignment?.taskId === task.id
            ) {
              overMemory = true;
              this.options.logger.warn(
                { taskId: task.id, rssMegabytes: Math.round(bytes / 1024 / 1024) },
                "task passed its memory limit",
              );
              killGroup();
            }
          })
          .finally(() => {
            measuring = false;
          });
      }, memoryCheckIntervalMs);
      const onAbort = () => killGroup();
      options.signal.addEventListener("abort", onAbort, { once: true });
      // Aborted between taking the worker and now: the listener above will not hear it.
      if (options.signal.aborted) queueMicrotask(killGroup);
      worker.assignment = {
        taskId: task.id,
        resolve,
        reject: (error) => {
          if (overMemory) {
            reject(
              new TaskFailedError(
                `Processing needed more than the ${this.options.config.taskMemoryLimitMegabytes.toLocaleString("en-US")} MB memory limit and was stopped. Try a smaller input or smaller settings.`,
                "task-memory-limit",
                { limit_megabytes: this.options.config.taskMemoryLimitMegabytes },
              ),
            );
          } else if (timedOut) {
            reject(
              new TaskFailedError(
                `Processing took longer than the ${Math.round(options.timeoutMs / 1000)} s limit and was stopped. Try a shorter or smaller input.`,
                "task-timeout",
                { limit_seconds: Math.round(options.timeoutMs / 1000) },
              ),
            );
          } else if (error instanceof TaskInterruptedError && !options.signal.aborted) {
            reject(
              new TaskFailedError(
                "Processing stopped unexpectedly (the file may be damaged or too complex). Please try again with another file.",
                "worker-crashed",
              ),
            );
          } else reject(error);
        },
        onProgress: options.onProgress,
        cleanup: () => {
          clearTimeout(timer);
          clearInterval(watchdog);
          options.signal.removeEventListener("abort", onAbort);
        },
      };
      const message: ParentMessage = {
        type: "run",
        taskId: task.id,
        payload: task.payload,
        niceness: taskNiceness(task.payload, this.options.config),
      };
      worker.taskNiceness = message.niceness;
      this.balancePriorities();
      // A quick edit on a worker whose session was lowered for its last (long) task starts once
      // the session is back at 0; usually nothing is pending and this is a microtask.
      void worker.priorityWrites.then(() => {
        tracePhase(task.id, "handed-to-worker");
        // Gone meanwhile: its exit handler fails the task.
        if (worker.child.connected && worker.assignment?.taskId === task.id)
          worker.child.send(message);
      });
    });
  }

  /** Pids of the worker processes (health and tests). */
  pids(): number[] {
    return this.workers
      .map((worker) => worker.child.pid)
      .filter((pid): pid is number => pid !== undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.child.exitCode !== null || worker.child.signalCode !== null)
              return resolve();
            worker.child.once("exit", () => resolve());
            if (worker.child.pid !== undefined) {
              try {
                process.kill(-worker.child.pid, "SIGKILL");
              } catch {
                resolve();
              }
            }
          }),
      ),
    );
  }
}
