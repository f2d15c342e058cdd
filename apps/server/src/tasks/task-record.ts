import type {
  ErrorCode,
  FailureValues,
  ProgressStage,
  TaskResult,
  TaskState,
  TaskStatus,
} from "@gifkit/contracts";
import { type ChainSpec, type ToolId, type ToolTask, tools } from "@gifkit/tools";
import { chainSpecOf, parseChain } from "@gifkit/tools/chain";
import type { OwnTaskPayload } from "@gifkit/tools/server";
import type { TaskFinishedListener } from "./task-state.ts";

/**
 * Everything a worker needs to run a task: plain JSON, inputs named by storage key or URL. A
 * tool's task, or a task of a tool's own kinds (Video to GIF's link and preview calls), whose
 * `tool` names the kind.
 */
export type TaskPayload = (ToolTaskPayload | OwnTaskPayload) & TaskScheduling & TaskDelivery;

/**
 * Who asked with a key, and where to tell when the task ends (issue 37): read by the API
 * processes (the task-finished event's subscribers), never by the worker.
 */
export interface TaskDelivery {
  /** The API key the task was started with (its usage page lists the task). */
  keyId?: string;
  /** `callback_url`: the finished task's status is POSTed there, signed (webhooks/). */
  callbackUrl?: string;
  /**
   * SHA-256 (hex) of the task's cancel secret, the start answer's `cancel_token`: a cancel must
   * present it (http/cancel-tokens.ts). The secret itself is never stored.
   */
  cancelTokenSha256?: string;
}

/** How the queue treats a task, set when it is submitted (fair-share.ts). */
export interface TaskScheduling {
  /**
   * Background work: its address already had many tasks waiting or running when this one came
   * (`runsInBackground`), so it runs in the long lane, at long work's CPU priority, whatever its
   * tool: a batch never takes the quick edits' task processes (issue 28).
   */
  background?: true;
}

/** What every payload names: the stored blobs deleted when its task ends. */
interface PayloadInputs {
  /** Uploaded inputs, in order; deleted when the task ends. */
  inputKeys: string[];
}

/**
 * A tool's task (POST /api/<tool>), a union over the tools: `options` is the options type of
 * `tool` (parsed by the intake with the tool's schema; the worker parses them once more, see
 * runToolTask).
 */
export type ToolTaskPayload<Id extends ToolId = ToolId> = ToolTask<Id> & TaskInputs;

/** What a tool's task names besides its tool and options. */
export interface TaskInputs extends PayloadInputs {
  /**
   * Results of earlier tasks used as inputs (`source_key`), after the uploaded ones: read, never
   * deleted by this task (they are kept until their own time is up).
   */
  sourceKeys?: string[];
  /** Inputs the worker fetches with the safe fetcher, after the uploaded ones. */
  inputUrls: string[];
  /** The uploaded files' names, parallel to `inputKeys` (for messages that name an input). */
  inputNames?: string[];
  /**
   * Uploaded attachments by form field (Add Text's font_0...). Their keys are in `inputKeys` too,
   * so they are deleted with the inputs; they are not inputs of the processor.
   */
  attachments?: { field: string; key: string }[];
  /**
   * Set for a size estimate (POST /api/estimate/<tool>): the inputs are a sample, the tool's
   * estimator measures it and the task stores no file. Estimates run on the "fast" queue.
   */
  estimate?: {
    sourceBytes?: number;
    sampleRunFrames?: number;
    /** The GIF sample this call kept as a result (its `sample_key`): deleted if the estimate fails. */
    keptSampleKey?: string;
  };
}

export const isToolTask = (payload: TaskPayload): payload is ToolTaskPayload =>
  Object.hasOwn(tools, payload.tool);

/** An `upload_key` that names no stored upload (expired, swept, or already used by a task). */
export const uploadExpiredMessage =
  "This upload has expired or was already used. Please upload the video again.";

/** A `source_key` that names no kept GIF result (expired, swept, or never one). */
export const sourceExpiredMessage = (resultTtlMinutes: number) =>
  `That result is no longer kept (results are deleted ${resultTtlMinutes} minutes after they are made). Please upload the GIF again.`;

export interface TaskRecord {
  id: string;
  payload: TaskPayload;
  state: TaskState;
  status: string;
  /** The stage `status` names (contracts' progress stages); absent or null: none. */
  stage?: ProgressStage | null;
  progress: number;
  result: TaskResult | null;
  error: string | null;
  errorCode: ErrorCode | null;
  /** The numbers of `error` by name (a failure's `values`); absent or null: none. */
  errorValues?: FailureValues | null;
  /** Who started it, for per-address limits. */
  clientAddress: string | null;
  attempts: number;
  createdAtMs: number;
  updatedAtMs: number;
  finishedAtMs: number | null;
}

export const finishedStates: readonly TaskState[] = ["SUCCESS", "FAILURE", "CANCELLED"];
export const isFinished = (record: Pick<TaskRecord, "state">): boolean =>
  finishedStates.includes(record.state);

export function toTaskStatus(record: TaskRecord): TaskStatus {
  const chain = chainOfPayload(record.payload);
  return {
    task_id: record.id,
    state: record.state,
    status: record.status,
    // A page in another language writes the stage in its words; finished tasks name none.
    ...(record.stage && !isFinished(record)
      ? {
          stage: record.stage.id,
          ...(record.stage.values ? { stage_values: { ...record.stage.values } } : {}),
        }
      : {}),
    progress: record.progress,
    result: record.result,
    error: record.error,
    error_code: record.errorCode,
    ...(record.errorValues ? { error_values: { ...record.errorValues } } : {}),
    ...(chain ? { chain } : {}),
  };
}

/**
 * A tool task as a chain of operations (the tool's `chainOf`), so its address can be reopened as
 * a chain; an estimate's sample is no chain. A payload an older version queued may not map: none.
 */
function chainOfPayload(payload: TaskPayload): TaskStatus["chain"] {
  if (!isToolTask(payload) || payload.estimate) return undefined;
  const chainOf = tools[payload.tool].chainOf as ((options: unknown) => ChainSpec) | undefined;
  if (!chainOf) return undefined;
  try {
    const spec = chainOf(payload.options);
    const parsed = parseChain(spec.operations, spec.output ?? {});
    if (!parsed.ok) return undefined;
    const chain = JSON.parse(JSON.stringify(chainSpecOf(parsed.chain))) as NonNullable<
      TaskStatus["chain"]
    >;
    // A chain run on one kept result (no upload, no link) names it: that input is still kept, so
    // keep editing sends it again with these steps and one more instead of the re-encoded result.
    const [sourceKey, ...others] = payload.sourceKeys ?? [];
    const onKeptResult =
      sourceKey !== undefined &&
      others.length === 0 &&
      payload.inputKeys.length === 0 &&
      payload.inputUrls.length === 0;
    return onKeptResult ? { ...chain, input: { source_key: sourceKey } } : chain;
  } catch {
    return undefined;
  }
}

export interface ProgressReport {
  percent: number;
  status?: string | undefined;
  /** The stage `status` names; a status without one clears the stage shown before. */
  stage?: ProgressStage | undefined;
}

/** Runs one task somewhere (a forked worker process, or a BullMQ worker) and returns its result. */
export interface TaskRunner {
  run(
    task: { id: string; payload: TaskPayload },
    options: {
      signal: AbortSignal;
      timeoutMs: number;
      onProgress: (report: ProgressReport) => void;
    },
  ): Promise<TaskResult>;
  close(): Promise<void>;
}

/** A failure that can succeed on another try (the worker died), as opposed to bad input. */
export class TaskInterruptedError extends Error {
  readonly code = "worker-crashed" satisfies ErrorCode;
}

export class TaskFailedError extends Error {
  readonly code: ErrorCode;
  /** The numbers the message names (the task status's `error_values`); null: none. */
  readonly values: FailureValues | null;
  constructor(message: string, code: ErrorCode, values: FailureValues | null = null) {
    super(message);
    this.code = code;
    this.values = values;
  }
}

export interface QueueCounts {
  waiting: number;
  running: number;
}

export interface TaskQueue {
  /** Re-queues tasks that were waiting or running when the process stopped. */
  start(): Promise<void>;
  submit(payload: TaskPayload, clientAddress: string | null): Promise<TaskRecord>;
  get(id: string): Promise<TaskRecord | null>;
  counts(): Promise<QueueCounts>;
  /** Running tasks started by this address (per-address limit; a Redis lookup in the BullMQ driver). */
  runningFor(clientAddress: string): number | Promise<number>;
  /** Tasks of this address not finished yet (waiting or running): the start call's per-address cap. */
  unfinishedFor(clientAddress: string): number | Promise<number>;
  /** Finished tasks, for the sweeper. */
  listFinished(): AsyncIterable<TaskRecord>;
  remove(id: string): Promise<void>;
  /**
   * Stops a task: a waiting one leaves the queue, a running one has its process group killed
   * (its worker's task directory goes with it), and its record becomes CANCELLED. Resolves once
   * the task no longer runs, with its record: CANCELLED, or SUCCESS/FAILURE if it had already
   * finished (nothing is changed then); null if there is no such task.
   */
  cancel(id: string): Promise<TaskRecord | null>;
  /** Stops taking tasks; waits up to `graceMs` for running ones, then hands the rest back. */
  close(graceMs: number): Promise<void>;
  /**
   * The task-finished event (task-state.ts): `listener` is told once per task that reaches
   * SUCCESS, FAILURE or CANCELLED, in this process, whichever process finished it. Returns the
   * function that removes it.
   */
  onTaskFinished(listener: TaskFinishedListener): () => void;
}

export class QueueFullError extends Error {
  readonly code = "queue-full" satisfies ErrorCode;
}
