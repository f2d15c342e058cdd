/**
 * Entry point of a forked worker process. It runs one task at a time for its parent (the API
 * process, or the worker entry point) and talks over the IPC channel. Native media work happens
 * only here, so a crash in a codec ends this process and fails one task, nothing else.
 */
import { join } from "node:path";
import type { ErrorCode, FailureValues, ProgressStage, TaskResult } from "@gifkit/contracts";
import pino from "pino";
import type { Config } from "../config.ts";
import { configuredFrameGenerator } from "../generation/frame-generator.ts";
import { createMediaToolkit } from "../media/toolkit.ts";
import { createBlobStore } from "../storage/create-blob-store.ts";
import { executeTask } from "./execute-task.ts";
import { tracePhase } from "./phase-trace.ts";
import { TaskFailedError, type TaskPayload } from "./task-record.ts";

export type ParentMessage =
  | {
      type: "run";
      taskId: string;
      payload: TaskPayload;
      /** CPU niceness of this task's work (cpu-priority.ts): 0 for quick edits. */
      niceness: number;
    }
  | { type: "cancel"; taskId: string };

export type WorkerMessage =
  | { type: "ready" }
  | {
      type: "progress";
      taskId: string;
      percent: number;
      status?: string | undefined;
      stage?: ProgressStage | undefined;
    }
  | { type: "done"; taskId: string; result: TaskResult }
  | {
      type: "failed";
      taskId: string;
      message: string;
      code: ErrorCode;
      /** The numbers of the message (TaskFailedError's `values`). */
      values?: FailureValues | null;
      userFacing: boolean;
    };

const config = JSON.parse(process.env.GIFKIT_WORKER_CONFIG ?? "null") as Config | null;
if (!config || !process.send) {
  console.error("worker-process must be forked by the task runner");
  process.exit(1);
}

// After the parent is gone there is no one to tell; the callback keeps a closed channel from throwing.
const send = (message: WorkerMessage) => {
  if (process.connected) process.send?.(message, undefined, {}, () => {});
};
const store = await createBlobStore(config);
/** One toolkit per niceness: its binaries start at that CPU priority (run-command.ts). */
const toolkits = new Map<number, ReturnType<typeof createMediaToolkit>>();
const toolkitAt = (niceness: number) => {
  let toolkit = toolkits.get(niceness);
  if (!toolkit) {
    toolkit = createMediaToolkit(config.binaries, { niceness });
    toolkits.set(niceness, toolkit);
  }
  return toolkit;
};
const generator = configuredFrameGenerator(config, pino({ level: config.logLevel }));
const controllers = new Map<string, AbortController>();

// If the parent goes away, take everything this process started with it.
process.on("disconnect", () => {
  try {
    process.kill(-process.pid, "SIGKILL");
  } catch {
    process.exit(1);
  }
});

process.on("message", (message: ParentMessage) => {
  if (message.type === "cancel") {
    controllers.get(message.taskId)?.abort();
    return;
  }
  tracePhase(message.taskId, "worker-received");
  const controller = new AbortController();
  controllers.set(message.taskId, controller);
  executeTask(
    { id: message.taskId, payload: message.payload },
    {
      store,
      // Its binaries at the task's niceness: long-lane work yields to quick edits among the
      // processes of one scheduling group (a container); across sessions the pool sets this
      // worker's autogroup (cpu-priority.ts).
      media: toolkitAt(message.niceness),
      workRoot: join(config.dataDir, "work"),
      maxUploadBytes: config.limits.maxUploadBytes,
      limits: config.limits,
      allowLoopbackUrls: config.allowLoopbackUrlsForTests,
      generator,
    },
    {
      signal: controller.signal,
      onProgress: (report) => send({ type: "progress", taskId: message.taskId, ...report }),
    },
  )
    .then(
      (result) => {
        tracePhase(message.taskId, "worker-done");
        send({ type: "done", taskId: message.taskId, result });
      },
      (error: unknown) => {
        const userFacing = error instanceof TaskFailedError;
        send({
          type: "failed",
          taskId: message.taskId,
          message: error instanceof Error ? error.message : String(error),
          code: userFacing ? error.code : "processing-failed",
          values: userFacing ? error.values : null,
          userFacing,
        });
      },
    )
    .finally(() => controllers.delete(message.taskId));
});

send({ type: "ready" });
