import { cancelTokenHeader } from "@gifkit/contracts";
import type { EditorFields, EditorSource } from "@gifkit/tools/shared/editor";
import { TaskError } from "./polling.ts";

/** The API is served by the same origin as the site (one process serves both). */
export const apiBase = "";

export interface StartMessages {
  /** The tool's default when the server gives no error text (spec: tools §7). */
  startFailed: string;
}

export const missingTaskIdMessage = "No task_id returned from backend.";
export const networkErrorMessage = "Network error or unexpected issue.";

/**
 * Starts a task: multipart POST with the file (or the link) and the editor's fields, through
 * XMLHttpRequest so large uploads report their progress.
 */
export function startTask(
  apiPath: string,
  source: EditorSource,
  fields: EditorFields,
  messages: StartMessages,
  onUploadProgress: (fraction: number) => void,
  signal: AbortSignal,
  /** The editor's fields hold every input (StartOptions.inputsInFields). */
  inputsInFields = false,
): Promise<string> {
  const form = new FormData();
  const many = source.files.length > 1 || source.urls.length > 1;
  if (inputsInFields) {
    // The inputs come with the fields below, in the editor's order.
  } else if (source.kind === "result" && source.resultKey) {
    // A kept result: the server reads it from storage, no bytes go through the browser.
    form.append("source_key", source.resultKey);
  } else if (source.kind === "file") {
    for (const file of source.files) form.append(many ? "files" : "file", file, file.name);
  } else {
    for (const url of source.urls) form.append(many ? "urls" : "url", url);
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${apiBase}${apiPath}`);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as {
        task_id?: string;
        taskId?: string;
        cancel_token?: string;
        error?: string;
        code?: string;
        values?: unknown;
      } | null;
      if (request.status < 200 || request.status >= 300) {
        const retryAfter = Number(request.getResponseHeader("retry-after"));
        reject(
          new TaskError(
            body?.error || messages.startFailed,
            body?.code,
            request.status === 429 && retryAfter > 0 ? retryAfter : null,
            body?.values,
          ),
        );
        return;
      }
      const taskId = body?.task_id ?? body?.taskId;
      if (!taskId) {
        reject(new TaskError(missingTaskIdMessage));
        return;
      }
      rememberCancelToken(taskId, body?.cancel_token);
      resolve(taskId);
    });
    request.addEventListener("error", () => reject(new TaskError(networkErrorMessage)));
    request.addEventListener("abort", () => reject(new TaskError("Task polling cancelled.")));
    signal.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

export const fetchTaskStatus = (taskId: string, signal: AbortSignal) =>
  fetch(`${apiBase}/api/task-status/${encodeURIComponent(taskId)}`, { signal, cache: "no-store" });

/** The address of a kept result's file, for an image or a link. */
export const resultUrl = (key: string) => `${apiBase}/api/download/${encodeURIComponent(key)}`;

/** The result file as a blob, for the preview and the download (spec: site §7). */
export async function fetchResultBlob(
  key: string,
  failedMessage: string,
  signal: AbortSignal,
): Promise<Blob> {
  try {
    const response = await fetch(`${apiBase}/api/download/${encodeURIComponent(key)}?proxy=1`, {
      signal,
    });
    if (!response.ok) throw new Error(String(response.status));
    return await response.blob();
  } catch {
    throw new TaskError(failedMessage);
  }
}

/**
 * The start answer's cancel secret, kept per task in this tab's session storage: only the
 * starter may cancel (issue 40), and a reload of the task's address in the same tab still can.
 * Another tab or a shared `?task=` link has none, and its Cancel is refused by the server.
 */
const cancelTokenKey = (taskId: string) => `gifkit:cancel-token:${taskId}`;

export function rememberCancelToken(taskId: string, token: unknown): void {
  if (typeof token !== "string" || token === "") return;
  try {
    sessionStorage.setItem(cancelTokenKey(taskId), token);
  } catch {
    // Storage full or disabled: the task runs to its end; nothing else is lost.
  }
}

function recallCancelToken(taskId: string): string | null {
  try {
    return sessionStorage.getItem(cancelTokenKey(taskId));
  } catch {
    return null;
  }
}

/**
 * Asks the server to stop a task and delete its files (DELETE /api/task/{id}), with the task's
 * cancel secret. Best effort: a task that had already finished (409), expired (404) or that
 * this tab did not start (403) needs nothing more from the page.
 */
export async function cancelTask(taskId: string): Promise<void> {
  const token = recallCancelToken(taskId);
  await fetch(`${apiBase}/api/task/${encodeURIComponent(taskId)}`, {
    method: "DELETE",
    keepalive: true,
    headers: token ? { [cancelTokenHeader]: token } : {},
  }).catch(() => undefined);
}

/** A batch's start answer (POST /api/batch, POST /api/destinations-pack). */
export interface StartedBatch {
  batch_id: string;
  cancel_token?: string;
}

/**
 * Starts a destination pack (issue 37): one kept GIF made for several places, one task each,
 * answered as a batch. A refusal's text and code are the server's.
 */
export async function startDestinationsPack(
  sourceKey: string,
  destinationIds: readonly string[],
  startFailed: string,
  signal: AbortSignal,
): Promise<StartedBatch> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/api/destinations-pack`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ input: { source_key: sourceKey }, destinations: destinationIds }),
      signal,
    });
  } catch {
    throw new TaskError(networkErrorMessage);
  }
  const body = (await response.json().catch(() => null)) as
    | (Partial<StartedBatch> & { error?: string; code?: string })
    | null;
  if (!response.ok || !body?.batch_id) {
    const retryAfter = Number(response.headers.get("retry-after"));
    throw new TaskError(
      body?.error || startFailed,
      body?.code,
      response.status === 429 && retryAfter > 0 ? retryAfter : null,
    );
  }
  return {
    batch_id: body.batch_id,
    ...(body.cancel_token ? { cancel_token: body.cancel_token } : {}),
  };
}

/** GET /api/batch/{id}: a batch's progress and each of its tasks. */
export const fetchBatchStatus = (batchId: string, signal: AbortSignal) =>
  fetch(`${apiBase}/api/batch/${encodeURIComponent(batchId)}`, { signal, cache: "no-store" });
