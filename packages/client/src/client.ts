import { apiDescription, type ToolDescription } from "./description.ts";
import { errorOfResponse, GifKitError } from "./errors.ts";
import type { OperationParams, OutputParams, ToolOptions } from "./generated/api-types.ts";
import { type FormPart, streamedForm } from "./multipart.ts";

/** A tool's id: every tool with a start call (the generated description's). */
export type ToolId = keyof ToolOptions;
/** One step of a chain: `{op, ...params}`. */
export type Operation = {
  [Name in keyof OperationParams]: { op: Name } & OperationParams[Name];
}[keyof OperationParams];

/** A task's state, as GET /api/task-status/{id} answers it (contracts' TaskStatus). */
export type TaskState = "PENDING" | "STARTED" | "PROGRESS" | "SUCCESS" | "FAILURE" | "CANCELLED";
export interface TaskStatus {
  task_id: string;
  state: TaskState;
  status: string;
  progress: number;
  result: TaskResult | null;
  error: string | null;
  error_code?: string | null | undefined;
  chain?: { operations: Record<string, unknown>[]; output?: Record<string, unknown> } | undefined;
}
/** A result's download keys by output kind, `path` its main file. */
export interface TaskResult {
  path?: string | undefined;
  gif?: string | undefined;
  sizes?: Record<string, number> | undefined;
  upload_key?: string | undefined;
  [field: string]: unknown;
}

/**
 * A task's input: a file (a Blob or File; in Node `fileInput(path)` from `@gifkit/client/node`),
 * a public link the server fetches, a kept GIF result (`sourceKey`: its download key) or a
 * stored video (`uploadKey`).
 */
export type TaskInput =
  | { file: Blob; fileName?: string }
  | { url: string }
  | { sourceKey: string }
  | { uploadKey: string };

export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

export interface StartOptions {
  /** Called as the body is sent (Node: every chunk; browsers: at the start and the end). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Retrying with the same key answers the same task (the Idempotency-Key header). */
  idempotencyKey?: string;
  /** With an API key: the server POSTs the final status here, signed (Standard Webhooks). */
  callbackUrl?: string;
  signal?: AbortSignal;
}

export interface WaitOptions {
  /** Every status the wait reads (progress, status text). */
  onStatus?: (status: TaskStatus) => void;
  signal?: AbortSignal;
  /** Give up after this long (default 15 minutes): a GifKitError of kind "timeout". */
  timeoutMs?: number;
  /** The first wait between two status calls (default 500 ms), 1.5 times longer each time... */
  firstDelayMs?: number;
  /** ...up to this (default 5 s). A 429 or 503's Retry-After is waited in full instead. */
  maxDelayMs?: number;
}

export interface ClientOptions {
  /** The server's origin, e.g. https://gifkit.example or http://localhost:3000. */
  server: string;
  /** An API key (gk_…): sent as Authorization: Bearer, for the key's limits and webhooks. */
  apiKey?: string | undefined;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
}

const finalStates: readonly TaskState[] = ["SUCCESS", "FAILURE", "CANCELLED"];
export const isFinal = (status: TaskStatus) => finalStates.includes(status.state);

/** Node streams a request body and so can count it; browsers' fetch cannot report upload progress. */
const streamsRequestBodies = () =>
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node ===
  "string";

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The form fields of an option value: numbers and booleans as text, lists and objects as JSON. */
function fieldText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** A start call's answer: the task's id and its cancel secret (answered once). */
export interface StartedTask {
  task_id: string;
  /** Send as X-Cancel-Token to cancel (absent on an Idempotency-Key replay). */
  cancel_token?: string;
}

/** A batch's start answer (POST /api/batch): one task per input. */
export interface StartedBatch {
  batch_id: string;
  task_ids: string[];
  /** Send as X-Cancel-Token to cancel the batch (absent on an Idempotency-Key replay). */
  cancel_token?: string;
}
export type BatchState = "RUNNING" | "FINISHED" | "CANCELLED";
/** GET /api/batch/{id}: the batch's progress and each task, by input. */
export interface BatchStatus {
  batch_id: string;
  kind: "batch" | "destinations";
  state: BatchState;
  progress: number;
  counts: Record<"total" | "waiting" | "running" | "succeeded" | "failed" | "cancelled", number>;
  tasks: (TaskStatus & { input?: string; destination?: string; download_url?: string | null })[];
}

/** The GifKit API from a program: start, follow, cancel, download. */
export class GifKitClient {
  readonly server: string;
  readonly #apiKey: string | undefined;
  readonly #fetch: typeof fetch;

  constructor(options: ClientOptions) {
    this.server = options.server.replace(/\/+$/, "");
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  /** A call to the API; an answer that is not 2xx becomes a GifKitError of its kind. */
  async request(path: string, init: RequestInit & { duplex?: "half" } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#apiKey) headers.set("authorization", `Bearer ${this.#apiKey}`);
    let response: Response;
    try {
      response = await this.#fetch(`${this.server}${path}`, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw new GifKitError("cancelled", "The call was aborted.");
      const reason = error instanceof Error ? (error.cause ?? error) : error;
      const text = reason instanceof Error ? reason.message : String(reason);
      throw new GifKitError("network", `Could not reach ${this.server}: ${text}`, {
        cause: error,
      });
    }
    if (!response.ok) throw await errorOfResponse(response);
    return response;
  }

  /** Starts a tool's task with one input (or several, for GIF Maker and Combine). */
  async startTool<Id extends ToolId>(
    tool: Id,
    input: TaskInput | readonly TaskInput[],
    options: ToolOptions[Id] = {} as ToolOptions[Id],
    start: StartOptions = {},
  ): Promise<StartedTask> {
    const inputs = Array.isArray(input) ? input : [input as TaskInput];
    const many = toolDescription(tool).maxInputFiles > 1;
    const parts: FormPart[] = [];
    for (const each of inputs) {
      if ("file" in each) {
        const fileName = each.fileName ?? (each.file as Blob & { name?: string }).name ?? "input";
        parts.push({ name: many ? "files" : "file", file: each.file, fileName });
      } else if ("url" in each) parts.push({ name: many ? "urls" : "url", value: each.url });
      else if ("sourceKey" in each) parts.push({ name: "source_key", value: each.sourceKey });
      else parts.push({ name: "upload_key", value: each.uploadKey });
    }
    for (const [name, value] of Object.entries(options as Record<string, unknown>)) {
      if (value !== undefined && value !== null) parts.push({ name, value: fieldText(value) });
    }
    if (start.callbackUrl) parts.push({ name: "callback_url", value: start.callbackUrl });
    return this.#startForm(toolDescription(tool).apiPath, parts, start);
  }

  /**
   * Starts POST /api/edit: the operations in order, then the output step (absent: a GIF). A file
   * goes as a multipart form, a link or a kept result as a JSON body.
   */
  async edit(
    input: TaskInput,
    operations: readonly Operation[] | readonly Record<string, unknown>[],
    output?: OutputParams,
    start: StartOptions = {},
  ): Promise<StartedTask> {
    if ("file" in input) {
      const fileName = input.fileName ?? (input.file as Blob & { name?: string }).name ?? "input";
      const parts: FormPart[] = [
        { name: "file", file: input.file, fileName },
        { name: "operations", value: JSON.stringify(operations) },
      ];
      if (output) parts.push({ name: "output", value: JSON.stringify(output) });
      if (start.callbackUrl) parts.push({ name: "callback_url", value: start.callbackUrl });
      return this.#startForm("/api/edit", parts, start);
    }
    const body = {
      input:
        "url" in input
          ? { url: input.url }
          : "sourceKey" in input
            ? { source_key: input.sourceKey }
            : { upload_key: input.uploadKey },
      operations,
      ...(output ? { output } : {}),
      ...(start.callbackUrl ? { callback_url: start.callbackUrl } : {}),
    };
    const text = JSON.stringify(body);
    start.onUploadProgress?.({ sentBytes: 0, totalBytes: text.length });
    const response = await this.request("/api/edit", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...idempotencyHeader(start.idempotencyKey),
      },
      body: text,
      ...(start.signal ? { signal: start.signal } : {}),
    });
    start.onUploadProgress?.({ sentBytes: text.length, totalBytes: text.length });
    return (await response.json()) as StartedTask;
  }

  async #startForm(path: string, parts: FormPart[], start: StartOptions): Promise<StartedTask> {
    const { onUploadProgress } = start;
    const headers: Record<string, string> = idempotencyHeader(start.idempotencyKey);
    let init: RequestInit & { duplex?: "half" };
    if (onUploadProgress && streamsRequestBodies()) {
      const form = streamedForm(parts, (sentBytes, totalBytes) =>
        onUploadProgress({ sentBytes, totalBytes }),
      );
      headers["content-type"] = form.contentType;
      headers["content-length"] = String(form.lengthBytes);
      init = { method: "POST", headers, body: form.body, duplex: "half" };
    } else {
      const form = new FormData();
      let totalBytes = 0;
      for (const part of parts) {
        if ("file" in part) {
          form.append(part.name, part.file, part.fileName);
          totalBytes += part.file.size;
        } else form.append(part.name, part.value);
      }
      onUploadProgress?.({ sentBytes: 0, totalBytes });
      init = { method: "POST", headers, body: form };
    }
    if (start.signal) init.signal = start.signal;
    const response = await this.request(path, init);
    if (onUploadProgress && !streamsRequestBodies()) {
      const totalBytes = parts.reduce(
        (sum, part) => sum + ("file" in part ? part.file.size : 0),
        0,
      );
      onUploadProgress({ sentBytes: totalBytes, totalBytes });
    }
    return (await response.json()) as StartedTask;
  }

  /** A task's status now. */
  async status(taskId: string, signal?: AbortSignal): Promise<TaskStatus> {
    const response = await this.request(
      `/api/task-status/${encodeURIComponent(taskId)}`,
      signal ? { signal } : {},
    );
    return (await response.json()) as TaskStatus;
  }

  /**
   * Polls a task until it is SUCCESS, FAILURE or CANCELLED and returns that status (it does not
   * throw for FAILURE: `run` does). Waits grow from `firstDelayMs` by half each time up to
   * `maxDelayMs`; a 429 or 503 is retried after its Retry-After.
   */
  async waitForTask(taskId: string, wait: WaitOptions = {}): Promise<TaskStatus> {
    return this.#poll((signal) => this.status(taskId, signal), isFinal, `Task ${taskId}`, wait);
  }

  /** The one polling loop (tasks and batches): read until done, waits growing, 429/503 honoured. */
  async #poll<Status>(
    read: (signal: AbortSignal | undefined) => Promise<Status>,
    done: (status: Status) => boolean,
    label: string,
    wait: Omit<WaitOptions, "onStatus"> & { onStatus?: (status: Status) => void },
  ): Promise<Status> {
    const deadline = Date.now() + (wait.timeoutMs ?? 15 * 60_000);
    let delayMs = wait.firstDelayMs ?? 500;
    const maxDelayMs = wait.maxDelayMs ?? 5000;
    for (;;) {
      let pauseMs = delayMs;
      try {
        const status = await read(wait.signal);
        wait.onStatus?.(status);
        if (done(status)) return status;
      } catch (error) {
        const retryable =
          error instanceof GifKitError &&
          (error.kind === "rate-limited" || error.status === 503) &&
          error.retryAfterSeconds !== undefined;
        if (!retryable) throw error;
        pauseMs = (error.retryAfterSeconds as number) * 1000;
      }
      if (Date.now() + pauseMs > deadline) {
        throw new GifKitError("timeout", `${label} did not finish in time.`);
      }
      try {
        await sleep(pauseMs, wait.signal);
      } catch {
        throw new GifKitError("cancelled", "The wait was aborted.");
      }
      delayMs = Math.min(maxDelayMs, Math.round(delayMs * 1.5));
    }
  }

  /**
   * Waits for a started task and returns its SUCCESS status; FAILURE and CANCELLED become a
   * GifKitError ("task-failed" with the task's message and error_code, "cancelled").
   */
  async finish(taskId: string, wait: WaitOptions = {}): Promise<TaskStatus> {
    const status = await this.waitForTask(taskId, wait);
    if (status.state === "FAILURE") {
      throw new GifKitError("task-failed", status.error ?? "The task failed.", {
        ...(status.error_code ? { code: status.error_code } : {}),
        task: status,
      });
    }
    if (status.state === "CANCELLED") {
      throw new GifKitError("cancelled", "The task was cancelled.", { task: status });
    }
    return status;
  }

  /**
   * Cancels a waiting or running task (DELETE /api/task/{id}); its CANCELLED status. Only the
   * starter cancels: pass the start answer's `cancel_token` (or the started task itself).
   */
  async cancel(task: string | StartedTask, cancelToken?: string): Promise<TaskStatus> {
    const taskId = typeof task === "string" ? task : task.task_id;
    const token = cancelToken ?? (typeof task === "string" ? undefined : task.cancel_token);
    const response = await this.request(`/api/task/${encodeURIComponent(taskId)}`, {
      method: "DELETE",
      ...(token ? { headers: { "x-cancel-token": token } } : {}),
    });
    return (await response.json()) as TaskStatus;
  }

  /**
   * Starts POST /api/batch: one operation list over many inputs (files, links, kept results;
   * at most the server's maxBatchInputs), one Edit task each. Files go as one multipart form,
   * links and kept results alone as a JSON body.
   */
  async startBatch(
    inputs: readonly TaskInput[],
    operations: readonly Operation[] | readonly Record<string, unknown>[],
    output?: OutputParams,
    start: StartOptions = {},
  ): Promise<StartedBatch> {
    if (inputs.some((input) => "uploadKey" in input)) {
      throw new GifKitError(
        "refused",
        "A batch takes files, links and kept results, not uploadKey.",
      );
    }
    if (inputs.some((input) => "file" in input)) {
      const parts: FormPart[] = [];
      for (const input of inputs) {
        if ("file" in input) {
          const fileName =
            input.fileName ?? (input.file as Blob & { name?: string }).name ?? "input";
          parts.push({ name: "files", file: input.file, fileName });
        } else if ("url" in input) parts.push({ name: "urls", value: input.url });
        else if ("sourceKey" in input) parts.push({ name: "source_keys", value: input.sourceKey });
      }
      parts.push({ name: "operations", value: JSON.stringify(operations) });
      if (output) parts.push({ name: "output", value: JSON.stringify(output) });
      if (start.callbackUrl) parts.push({ name: "callback_url", value: start.callbackUrl });
      return (await this.#startForm("/api/batch", parts, start)) as unknown as StartedBatch;
    }
    const body = JSON.stringify({
      inputs: inputs.map((input) =>
        "url" in input
          ? { url: input.url }
          : { source_key: (input as { sourceKey: string }).sourceKey },
      ),
      operations,
      ...(output ? { output } : {}),
      ...(start.callbackUrl ? { callback_url: start.callbackUrl } : {}),
    });
    const response = await this.request("/api/batch", {
      method: "POST",
      headers: { "content-type": "application/json", ...idempotencyHeader(start.idempotencyKey) },
      body,
      ...(start.signal ? { signal: start.signal } : {}),
    });
    return (await response.json()) as StartedBatch;
  }

  /** A batch's progress and tasks now. */
  async batchStatus(batchId: string, signal?: AbortSignal): Promise<BatchStatus> {
    const response = await this.request(
      `/api/batch/${encodeURIComponent(batchId)}`,
      signal ? { signal } : {},
    );
    return (await response.json()) as BatchStatus;
  }

  /** Polls a batch (the same loop as a task's) until it is FINISHED or CANCELLED. */
  waitForBatch(
    batchId: string,
    wait: Omit<WaitOptions, "onStatus"> & { onStatus?: (status: BatchStatus) => void } = {},
  ): Promise<BatchStatus> {
    return this.#poll(
      (signal) => this.batchStatus(batchId, signal),
      (status) => status.state !== "RUNNING",
      `Batch ${batchId}`,
      wait,
    );
  }

  /** Cancels every task of a batch that still waits or runs; the batch's CANCELLED status. */
  async cancelBatch(batch: string | StartedBatch, cancelToken?: string): Promise<BatchStatus> {
    const batchId = typeof batch === "string" ? batch : batch.batch_id;
    const token = cancelToken ?? (typeof batch === "string" ? undefined : batch.cancel_token);
    const response = await this.request(`/api/batch/${encodeURIComponent(batchId)}`, {
      method: "DELETE",
      ...(token ? { headers: { "x-cancel-token": token } } : {}),
    });
    return (await response.json()) as BatchStatus;
  }

  /** The answer of GET /api/batch/{id}/zip: every result in one streamed ZIP (once finished). */
  downloadBatchZip(batchId: string, signal?: AbortSignal): Promise<Response> {
    return this.request(`/api/batch/${encodeURIComponent(batchId)}/zip`, signal ? { signal } : {});
  }

  /** The answer of GET /api/download/{key} (its body streams the file). */
  download(key: string, signal?: AbortSignal): Promise<Response> {
    return this.request(
      `/api/download/${encodeURIComponent(key)}?proxy=1`,
      signal ? { signal } : {},
    );
  }
}

/** A tool's entry in the generated description; an unknown id is refused before any call. */
export function toolDescription(tool: string): ToolDescription {
  const found = apiDescription.tools.find((each) => each.id === tool);
  if (!found) throw new GifKitError("refused", `Unknown tool ${tool}.`);
  return found;
}

const idempotencyHeader = (key: string | undefined): Record<string, string> =>
  key ? { "idempotency-key": JSON.stringify(key) } : {};

/** The file name of a download (Content-Disposition's filename), or null. */
export function downloadName(response: Response): string | null {
  const disposition = response.headers.get("content-disposition") ?? "";
  const match = /filename="([^"]+)"/.exec(disposition);
  return match?.[1] ?? null;
}
