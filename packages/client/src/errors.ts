/**
 * What went wrong, as a kind a program can branch on (the `gifkit` command's exit codes follow
 * it): the server refused the call, the key, the rate; the task failed; nothing answered.
 */
export type FailureKind =
  /** 400, 409, 413, 422: the call itself (an option, the input, its size) was refused. */
  | "refused"
  /** 401, 403: the API key is not valid or was revoked. */
  | "auth"
  /** 404: no such task or file (it may have expired). */
  | "not-found"
  /** 429: over a rate or a quota; `retryAfterSeconds` says when to try again. */
  | "rate-limited"
  /** 5xx: the server could not take the call (503 with `retryAfterSeconds` when it will). */
  | "server"
  /** No answer: the server could not be reached, or the answer was not the API's. */
  | "network"
  /** The task ran and ended in FAILURE (`task` is its status). */
  | "task-failed"
  /** The task ended in CANCELLED, or the wait was aborted. */
  | "cancelled"
  /** The task did not finish within the wait's time. */
  | "timeout";

export class GifKitError extends Error {
  readonly kind: FailureKind;
  /** The HTTP status of the answer, when there was one. */
  readonly status: number | undefined;
  /** The API's stable kebab-case code (`{error, code}` bodies, a failed task's `error_code`). */
  readonly code: string | undefined;
  /** POST /api/edit: the refused step (1-based), "output", or null for the list itself. */
  readonly step: number | "output" | null | undefined;
  /** Seconds the server asked to wait (Retry-After), on 429 and 503. */
  readonly retryAfterSeconds: number | undefined;
  /** The task's last status, for task-failed, cancelled and timeout. */
  readonly task: unknown;

  constructor(
    kind: FailureKind,
    message: string,
    details: {
      status?: number;
      code?: string;
      step?: number | "output" | null;
      retryAfterSeconds?: number;
      task?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "GifKitError";
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.step = details.step;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.task = details.task;
  }
}

/** The failure kind of an HTTP error status. */
export function kindOfStatus(status: number): FailureKind {
  if (status === 401 || status === 403) return "auth";
  if (status === 404) return "not-found";
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server";
  return "refused";
}

/** Retry-After as seconds (a number of seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

/** A GifKitError from an answer that is not a success: its `{error, code, step}` when JSON. */
export async function errorOfResponse(response: Response): Promise<GifKitError> {
  let body: { error?: unknown; code?: unknown; step?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not the API's JSON (a proxy's page): the status alone says what happened.
  }
  const message =
    typeof body.error === "string" ? body.error : `HTTP ${response.status} ${response.statusText}`;
  const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
  const step = body.step;
  return new GifKitError(kindOfStatus(response.status), message, {
    status: response.status,
    ...(typeof body.code === "string" ? { code: body.code } : {}),
    ...(typeof step === "number" || step === "output" || step === null ? { step } : {}),
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
  });
}
