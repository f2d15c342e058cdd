/**
 * Every `code` GifKit gives a failure: the `code` of an error body (`{error, code}`) and the
 * `error_code` of a failed task. One list, so a code written anywhere else (ToolError, HttpError,
 * a task's failure, the page's checks) is checked by the compiler: a typo does not build. The
 * strings are the API's; changing one is a breaking change for API clients.
 */
export const errorCodes = [
  // Requests (the start calls and the other routes)
  "bad-request",
  "invalid-options",
  "duplicate-field",
  "missing-input",
  "too-many-files",
  "too-many-parts",
  "malformed-upload",
  "file-too-large",
  "unsupported-file-type",
  "empty-file",
  "not-found",
  "task-not-found",
  "task-finished",
  "cancel-not-allowed",
  "source-expired",
  "upload-expired",
  "rate-limited",
  "too-many-running-tasks",
  "expected-time-too-long",
  "too-many-connections",
  "queue-full",
  "queue-unavailable",
  "storage-full",
  "address-storage-full",
  "internal-error",
  // API keys, idempotency and webhooks (issue 37)
  "invalid-api-key",
  "api-key-revoked",
  "daily-quota-exceeded",
  "email-unavailable",
  "confirmation-expired",
  "callback-needs-key",
  "invalid-callback-url",
  "invalid-idempotency-key",
  "idempotency-key-in-use",
  "idempotency-key-reused",
  // Batches, destination packs and URL transformations (issue 37)
  "too-many-inputs",
  "unknown-destination",
  "batch-not-found",
  "batch-unfinished",
  "signature-required",
  "invalid-signature",
  // Chains of operations (POST /api/edit): the 400's `step` names the step
  "invalid-operation",
  "unknown-operation",
  "too-many-operations",
  // Contact form
  "missing-fields",
  "invalid-email",
  "field-too-long",
  // Links (safe fetch, YouTube)
  "url-not-allowed",
  "url-fetch-failed",
  "youtube-playlist",
  "youtube-too-long",
  "youtube-live",
  "youtube-unavailable",
  // Inputs
  "input-too-large",
  "damaged-input",
  "corrupt-input",
  "unreadable-image",
  "no-video-stream",
  "invalid-font",
  "missing-font",
  "no-audio-stream",
  "invalid-subtitles",
  // A tool's processing
  "processing-failed",
  "output-too-large",
  "crop-too-small",
  "invalid-range",
  "invalid-frames",
  "segment-exceeds-video",
  "selection-too-large",
  "conversion-failed",
  "target-size-unreachable",
  "generation-not-configured",
  "generation-failed",
  "generation-malformed-output",
  // The worker
  "empty-output",
  "incomplete-output",
  "task-timeout",
  "task-memory-limit",
  "worker-crashed",
  "task-interrupted",
  "task-lost",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

/** True for a code of the list (a status or error body read from the network). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && knownCodes.has(value);
}
