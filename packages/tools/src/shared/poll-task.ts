// The one polling loop of the site: the tool page's, shared with the editors (Video to GIF polls
// its link and preview tasks, POST /api/upload and /api/video-preview, with it) and the size
// estimate (shared/ui/size-estimate.tsx).
import {
  type ErrorCode,
  isErrorCode,
  type TaskResult,
  type TaskStatus,
  taskCompletedStatus,
} from "@gifkit/contracts";
import type { PollingPlan } from "../define-tool.ts";

/** Spec (site §4, tools §4): the first wait is 1.5 s and each next one 250 ms longer, up to the tool's cap. */
export const firstPollDelayMs = 1500;
export const pollDelayStepMs = 250;
export const pollingCancelledMessage = "Task polling cancelled.";

export function pollDelayMs(
  attempt: number,
  capMs: number,
  firstMs = firstPollDelayMs,
  stepMs = pollDelayStepMs,
): number {
  return Math.min(firstMs + stepMs * attempt, capMs);
}

/** The wait before a plan's status call number `attempt` (from 0). */
export function planDelayMs(
  plan: Pick<PollingPlan, "delayCapMs" | "firstDelayMs" | "delayStepMs">,
  attempt: number,
): number {
  return pollDelayMs(attempt, plan.delayCapMs, plan.firstDelayMs, plan.delayStepMs);
}

/** The status call of a task on this site's API (same origin). */
export const fetchTaskStatus = (taskId: string, signal: AbortSignal) =>
  fetch(`/api/task-status/${encodeURIComponent(taskId)}`, { signal, cache: "no-store" });

/**
 * A failure the page shows as it is: its message, and the server's code when the server gave one
 * (a failed task's `error_code`, an error body's `code`), so a page decides on the code, never
 * on the message's wording.
 */
export class TaskError extends Error {
  readonly code: ErrorCode | null;
  /** A refusal to try again later (429 `rate-limited`): its Retry-After, in seconds. */
  readonly retryAfterSeconds: number | null;
  /** The numbers of the message the server sent with it (an error body's `values`), by name. */
  readonly values: Readonly<Record<string, number>> | null;
  constructor(
    message: string,
    code?: unknown,
    retryAfterSeconds: number | null = null,
    values: unknown = null,
  ) {
    super(message);
    this.code = isErrorCode(code) ? code : null;
    this.retryAfterSeconds = retryAfterSeconds;
    this.values = numbersOf(values);
  }
}
/** The numeric entries of a `values` object read from the network; null when there are none. */
function numbersOf(values: unknown): Readonly<Record<string, number>> | null {
  if (typeof values !== "object" || values === null) return null;
  const numbers = Object.entries(values).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]),
  );
  return numbers.length > 0 ? Object.fromEntries(numbers) : null;
}
/** The task was cancelled (DELETE /api/task/{id}): not a failure, nothing to show in red. */
export class TaskCancelledError extends TaskError {}
export const taskCancelledMessage = "Cancelled.";

export interface PollCallbacks {
  /** The status call; unset: this site's (`fetchTaskStatus`). */
  fetchStatus?(taskId: string, signal: AbortSignal): Promise<Response>;
  onUpdate(status: TaskStatus): void;
  /** Waits; tests pass a fake clock. */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new TaskError(pollingCancelledMessage));
      },
      { once: true },
    );
  });

/**
 * Polls a task until SUCCESS (or 'Task completed!') with a result, or FAILURE or CANCELLED, or the tool's
 * attempt limit; every status answer is passed on (progress bar and status text).
 */
export async function pollTask(
  taskId: string,
  plan: PollingPlan,
  failureMessage: string,
  signal: AbortSignal,
  callbacks: PollCallbacks,
): Promise<TaskResult> {
  const sleep = callbacks.sleep ?? defaultSleep;
  const fetchStatus = callbacks.fetchStatus ?? fetchTaskStatus;
  for (let attempt = 0; attempt < plan.maxAttempts; attempt++) {
    if (signal.aborted) throw new TaskError(pollingCancelledMessage);
    await sleep(planDelayMs(plan, attempt), signal);
    let response: Response;
    try {
      response = await fetchStatus(taskId, signal);
    } catch {
      if (signal.aborted) throw new TaskError(pollingCancelledMessage);
      throw new TaskError(plan.statusErrorMessage);
    }
    if (!response.ok) throw new TaskError(plan.statusErrorMessage);
    const status = (await response.json()) as TaskStatus;
    callbacks.onUpdate(status);
    if ((status.state === "SUCCESS" || status.status === taskCompletedStatus) && status.result) {
      return status.result;
    }
    if (status.state === "FAILURE") {
      throw new TaskError(
        status.error || failureMessage,
        status.error_code,
        null,
        status.error_values,
      );
    }
    if (status.state === "CANCELLED") throw new TaskCancelledError(taskCancelledMessage);
  }
  throw new TaskError(plan.timeoutMessage);
}
