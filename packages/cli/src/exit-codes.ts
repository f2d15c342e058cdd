import type { FailureKind } from "@gifkit/client";

/**
 * The command's exit codes, one per kind of failure, so a script can tell a bad option from a
 * server that is down (README.md lists them; keep the two the same).
 */
export const exitCodes = {
  ok: 0,
  /** A bug or anything not listed here. */
  unexpected: 1,
  /** The command line: an unknown tool or option, a value of the wrong type, no input. */
  usage: 2,
  /** The server refused the call: an option's value, the input or its size (400, 409, 413, 422). */
  refused: 3,
  /** The API key is not valid or was revoked (401, 403). */
  auth: 4,
  /** Over a rate or a quota (429): try again after the time it names. */
  rateLimited: 5,
  /** The task ran and failed (the server's message and error code are printed). */
  taskFailed: 6,
  /** The server could not be reached or could not take the call (network errors, 5xx). */
  unavailable: 7,
  /** The task or its file is gone (404: it expired). */
  notFound: 8,
  /** The task did not finish within --timeout. */
  timeout: 9,
  /** The task was cancelled (Ctrl-C cancels it on the server before exiting). */
  cancelled: 130,
} as const;

export const exitCodeOfKind: Record<FailureKind, number> = {
  refused: exitCodes.refused,
  auth: exitCodes.auth,
  "not-found": exitCodes.notFound,
  "rate-limited": exitCodes.rateLimited,
  server: exitCodes.unavailable,
  network: exitCodes.unavailable,
  "task-failed": exitCodes.taskFailed,
  cancelled: exitCodes.cancelled,
  timeout: exitCodes.timeout,
};
