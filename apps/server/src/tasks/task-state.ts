import {
  type ErrorCode,
  type FailureValues,
  fixedStageTexts,
  type ProgressStage,
  type TaskResult,
  taskCancelledStatus,
  taskCompletedStatus,
} from "@gifkit/contracts";
import {
  type ProgressReport,
  TaskFailedError,
  type TaskPayload,
  type TaskRecord,
} from "./task-record.ts";

/**
 * The task state machine, once for both queue drivers (in-process and BullMQ):
 * PENDING → STARTED → PROGRESS* → SUCCESS | FAILURE | CANCELLED, with the spec's status texts
 * (CANCELLED: stopped by DELETE /api/task/{id}, from any unfinished state). Pure functions
 * of a record and the time; the drivers only decide where the record is stored.
 */

export const waitingStatus = fixedStageTexts["waiting-in-queue"];
export const startedStatus = fixedStageTexts.processing;
export const retryingStatus = fixedStageTexts.retrying;

/** The stage of a waiting task's status text (a retry says so). */
export const waitingStage = (status: string): ProgressStage => ({
  id: status === retryingStatus ? "retrying" : "waiting-in-queue",
});
/** What a person reads when a task failed for a reason that is not theirs to fix (a bug, a crash). */
export const genericFailureMessage = "Processing failed. Please try again.";

/** The fields of a finished record that a store writes in one atomic step. */
export type FinishedFields = Pick<
  TaskRecord,
  "status" | "progress" | "result" | "error" | "errorCode" | "errorValues"
> & {
  /** A finished task names no stage. */
  stage?: null;
  state: "SUCCESS" | "FAILURE" | "CANCELLED";
};

export function newTaskRecord(
  id: string,
  payload: TaskPayload,
  clientAddress: string | null,
  nowMs: number,
): TaskRecord {
  return {
    id,
    payload,
    state: "PENDING",
    status: waitingStatus,
    stage: waitingStage(waitingStatus),
    progress: 0,
    result: null,
    error: null,
    errorCode: null,
    clientAddress,
    attempts: 0,
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
    finishedAtMs: null,
  };
}

/** Back to the queue (after a restart, a shutdown hand-back or a retry). */
export function waiting(record: TaskRecord, nowMs: number, status = waitingStatus): TaskRecord {
  return {
    ...record,
    state: "PENDING",
    status,
    stage: waitingStage(status),
    progress: 0,
    updatedAtMs: nowMs,
  };
}

export function started(record: TaskRecord, nowMs: number): TaskRecord {
  return {
    ...record,
    state: "STARTED",
    status: startedStatus,
    stage: { id: "processing" },
    progress: 1,
    attempts: record.attempts + 1,
    updatedAtMs: nowMs,
  };
}

/** Progress never goes back and stays under 100 until the task has succeeded. */
export function progressed(record: TaskRecord, report: ProgressReport, nowMs: number): TaskRecord {
  return {
    ...record,
    state: "PROGRESS",
    progress: Math.max(record.progress, Math.min(99, Math.round(report.percent))),
    status: report.status ?? record.status,
    stage: report.status === undefined ? (record.stage ?? null) : (report.stage ?? null),
    updatedAtMs: nowMs,
  };
}

export function succeededFields(result: TaskResult): FinishedFields {
  return {
    state: "SUCCESS",
    status: taskCompletedStatus,
    progress: 100,
    result,
    error: null,
    errorCode: null,
  };
}

export function failedFields(
  record: TaskRecord,
  message: string,
  code: ErrorCode,
  values: FailureValues | null = null,
): FinishedFields {
  return {
    state: "FAILURE",
    status: message,
    progress: record.progress,
    result: null,
    error: message,
    errorCode: code,
    errorValues: values,
  };
}

/** Stopped on request: no result and no error (nothing went wrong), progress where it stopped. */
export function cancelledFields(record: TaskRecord): FinishedFields {
  return {
    state: "CANCELLED",
    status: taskCancelledStatus,
    progress: record.progress,
    result: null,
    error: null,
    errorCode: null,
  };
}

export function finished(record: TaskRecord, fields: FinishedFields, nowMs: number): TaskRecord {
  return { ...record, ...fields, stage: null, updatedAtMs: nowMs, finishedAtMs: nowMs };
}

/**
 * How a thrown error reads to a person: a TaskFailedError carries its own message and code;
 * anything else is ours (logged as an error) and reads as the generic failure.
 */
export function describeFailure(error: unknown): {
  message: string;
  code: ErrorCode;
  values: FailureValues | null;
  unexpected: boolean;
} {
  if (error instanceof TaskFailedError) {
    return { message: error.message, code: error.code, values: error.values, unexpected: false };
  }
  return {
    message: genericFailureMessage,
    code: "processing-failed",
    values: null,
    unexpected: true,
  };
}

/**
 * Told once when a task reaches SUCCESS, FAILURE or CANCELLED, with its finished record (the
 * webhooks and a key's usage subscribe to it). Called after the final state is written; a
 * listener's failure is logged and never changes the task.
 */
export type TaskFinishedListener = (record: TaskRecord) => Promise<void> | void;

/**
 * The one task-finished event of both queue drivers: the in-process queue emits it where it
 * writes a final state; the BullMQ driver's final-state script appends the task to a Redis
 * stream in the same atomic step (whichever process finished it), and the API processes read
 * that stream and emit it here (redis-task-store.ts, `taskFinishedStream`).
 */
export class TaskFinishedEvents {
  private readonly listeners = new Set<TaskFinishedListener>();

  /** Adds a listener; the function returned removes it. */
  subscribe(listener: TaskFinishedListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get hasListeners(): boolean {
    return this.listeners.size > 0;
  }

  /** Tells every listener; false if one of them failed (the BullMQ driver then reads it again). */
  async emit(
    record: TaskRecord,
    onError: (error: unknown, record: TaskRecord) => void,
  ): Promise<boolean> {
    let allDone = true;
    for (const listener of this.listeners) {
      try {
        await listener(record);
      } catch (error) {
        allDone = false;
        onError(error, record);
      }
    }
    return allDone;
  }
}
