import type { FastifyReply, FastifyRequest } from "fastify";
import type { FileFields, ParsedForm } from "../ingest/multipart.ts";
import { checkUrlForm, isRefusedLiteralAddress, UrlFetchError } from "../ingest/safe-fetch.ts";
import { secondsToUtcMidnight } from "../keys/api-keys.ts";
import { phaseClockMs, tracePhase } from "../tasks/phase-trace.ts";
import { QueueFullError, type ToolTaskPayload } from "../tasks/task-record.ts";
import { type Caller, callerLimitKey, callerOf } from "./caller.ts";
import { HttpError } from "./http-error.ts";
import { readIdempotencyKey, requestFingerprint } from "./idempotency.ts";
import { reportQuotaUse } from "./rate-limit-fields.ts";
import type { Services } from "./services.ts";
import { readTaskForm } from "./task-form.ts";

/**
 * The intake of a call that queues a task, as one named pipeline (issue 36):
 *
 *   identify the caller (an address, or a key: caller.ts) → a key's daily quota → receive
 *   (multipart, a boundary) → admit the caller (its task allowance, the queue, the disk) → read
 *   the form (files streamed into storage, each image's header checked as it goes by, within
 *   the address's storage allowance) → callback_url → Idempotency-Key (a replay answers the
 *   first call's task) → the call's own steps (files, links, kept inputs, options...) → the
 *   payload → queue → 202 {task_id}
 *
 * The caller identity made at the start is the one every limit after it counts (admission,
 * stored bytes, the queue's fair share). If any step after the form was read refuses the call,
 * the files it stored are deleted.
 */

/** What the steps read: a multipart form's files and fields, or a JSON body's fields (JSON values). */
export interface TaskForm {
  files: ParsedForm["files"];
  fields: Record<string, unknown>;
  /** A multipart form's fields sent more than once (ParsedForm's); none in a JSON body. */
  repeatedFields?: readonly string[];
}

/** One step of a call's own checks: its name (in the debug log) and what it checks or adds. */
export interface IntakeStep<State> {
  readonly name: string;
  run(state: State): void | Promise<void>;
}

/** A step from its name and function. */
export const intakeStep = <State>(
  name: string,
  run: (state: State) => void | Promise<void>,
): IntakeStep<State> => ({ name, run });

/** What a call that queues a task says of its own intake. */
export interface TaskIntake<State> {
  /**
   * A start call (POST /api/<tool>): it counts against a key's daily quota and takes
   * `callback_url` and `Idempotency-Key` (issue 37). A size estimate does not.
   */
  startCall?: boolean;
  /** Which form fields are files (stored as they come) and when a file part is refused. */
  fileFields: FileFields;
  /** The 400's message when the body is not multipart. */
  notMultipartMessage: string;
  /**
   * The call also takes a JSON body (`application/json`): its fields, as JSON values, in place of
   * a form's (no files; inputs by link or key). Unset: multipart only.
   */
  jsonFields?(body: unknown): Record<string, unknown>;
  /** The state the steps work on, made once the form is read. */
  begin(form: TaskForm, caller: Caller): State;
  /** The call's own checks, in order; each may refuse the call with an HttpError. */
  steps: readonly IntakeStep<State>[];
  /** The task as the worker will read it, once every step passed. */
  payload(state: State): ToolTaskPayload;
  /** Fields the 202 answer carries besides task_id (made once the payload is built). */
  answerFields?(state: State, payload: ToolTaskPayload): Promise<Record<string, unknown>>;
}

export const callbackNeedsKeyMessage =
  "callback_url needs an API key: send the call with `Authorization: Bearer <key>` (ask for a key on the API page).";
export const invalidCallbackMessage =
  "callback_url must be a public http or https URL (no credentials, no private or loopback address).";

/**
 * `callback_url` (keyed calls only), taken out of the fields before the call's own steps: its
 * form now, its address again at each delivery (the DNS answer may change).
 */
export function takeCallbackUrl(services: Services, caller: Caller, form: TaskForm): string | null {
  const value = form.fields.callback_url;
  if (value === undefined) return null;
  delete form.fields.callback_url;
  const url = typeof value === "string" ? value.trim() : "";
  if (caller.kind !== "key")
    throw new HttpError(400, "callback-needs-key", callbackNeedsKeyMessage);
  const allowLoopback = services.config.allowLoopbackUrlsForTests;
  try {
    if (url.length > 2048) throw new UrlFetchError("too long", "url-not-allowed");
    const parsed = checkUrlForm(url, allowLoopback);
    if (isRefusedLiteralAddress(parsed, allowLoopback)) {
      throw new UrlFetchError("private", "url-not-allowed");
    }
  } catch (error) {
    if (error instanceof UrlFetchError) {
      throw new HttpError(400, "invalid-callback-url", invalidCallbackMessage);
    }
    throw error;
  }
  return url;
}

/** A key's start counts against its day (429 with the seconds to UTC midnight once used up). */
export async function countDailyStart(request: FastifyRequest, services: Services, caller: Caller) {
  if (caller.kind !== "key" || !services.keys) return;
  const perDay = services.config.keyLimits.startsPerDay;
  const nowMs = Date.now();
  const count = await services.keys.countStart(caller.key.id, perDay, nowMs);
  const resetSeconds = secondsToUtcMidnight(nowMs);
  reportQuotaUse(request, {
    policy: "starts-per-day",
    quota: perDay,
    windowSeconds: 86_400,
    remaining: count === null ? 0 : perDay - count,
    resetSeconds,
  });
  if (count === null) {
    throw new HttpError(
      429,
      "daily-quota-exceeded",
      `This API key has started its ${perDay.toLocaleString("en-US")} tasks for today (UTC). The quota starts again at midnight UTC.`,
      { "retry-after": String(resetSeconds) },
    );
  }
}

/** Runs a call's intake from the request to its 202 answer (see the pipeline above). */
export async function runTaskIntake<State>(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  intake: TaskIntake<State>,
) {
  const caller = callerOf(request);
  const idempotencyKey = intake.startCall ? readIdempotencyKey(request) : null;
  if (intake.startCall) await countDailyStart(request, services, caller);
  const form =
    intake.jsonFields && isJsonBody(request.headers["content-type"])
      ? await jsonForm(services, caller, intake.jsonFields(request.body))
      : await readTaskForm(
          request,
          services,
          caller,
          intake.fileFields,
          intake.notMultipartMessage,
        );
  const uploadedKeys = form.files.map((file) => file.blob.key);
  const scope = callerLimitKey(caller);
  const idempotency = idempotencyKey ? services.idempotency : undefined;
  let fingerprint = "";
  let callbackUrl: string | null = null;
  try {
    if (intake.startCall) callbackUrl = takeCallbackUrl(services, caller, form);
    if (idempotency && idempotencyKey) {
      fingerprint = requestFingerprint(request.routeOptions.url ?? request.url, form);
      const replay = await idempotency.begin(scope, idempotencyKey, fingerprint, async (id) =>
        Boolean(await services.queue.get(id)),
      );
      if (replay) {
        // The first call's task: nothing of this one is kept.
        await Promise.all(uploadedKeys.map((key) => services.store.delete(key)));
        return reply
          .status(202)
          .header("idempotent-replayed", "true")
          .send({ task_id: replay.replayOf });
      }
    }
  } catch (error) {
    await Promise.all(uploadedKeys.map((key) => services.store.delete(key)));
    throw error;
  }
  return queueTaskOrCleanUp(
    reply,
    services,
    caller,
    uploadedKeys,
    async () => {
      const state = intake.begin(form, caller);
      await runSteps(request, intake.steps, state);
      const payload: ToolTaskPayload = {
        ...intake.payload(state),
        ...(caller.kind === "key" ? { keyId: caller.key.id } : {}),
        ...(callbackUrl ? { callbackUrl } : {}),
      };
      return { state, payload };
    },
    intake.answerFields
      ? ({ state, payload }) => intake.answerFields?.(state, payload) ?? Promise.resolve({})
      : undefined,
    {
      async queued(taskId) {
        if (idempotency && idempotencyKey) {
          await idempotency.queued(scope, idempotencyKey, fingerprint, taskId);
        }
        if (caller.kind === "key" && services.keys) {
          const bytesIn = form.files.reduce((sum, file) => sum + file.blob.metadata.sizeBytes, 0);
          await services.keys.recordTask(caller.key.id, taskId, bytesIn);
        }
      },
      async refused() {
        if (idempotency && idempotencyKey) await idempotency.release(scope, idempotencyKey);
      },
    },
  );
}

/** A JSON request body (`application/json`, with or without parameters). */
const isJsonBody = (contentType: string | undefined) =>
  /^application\/json\b/i.test(contentType ?? "");

/** A JSON body's fields as the steps read a form: no files, the same admission first. */
async function jsonForm(
  services: Services,
  caller: Caller,
  fields: Record<string, unknown>,
): Promise<TaskForm> {
  await services.assertCanAcceptTask(callerLimitKey(caller));
  return { files: [], fields };
}

/** The steps one after another; the one that refuses the call is named in the debug log. */
export async function runSteps<State>(
  request: FastifyRequest,
  steps: readonly IntakeStep<State>[],
  state: State,
): Promise<void> {
  for (const step of steps) {
    try {
      await step.run(state);
    } catch (error) {
      request.log.debug({ step: step.name }, "intake step refused the call");
      throw error;
    }
  }
}

/**
 * Runs the rest of a call that queues a task (its checks, then building the payload) and queues
 * it for the caller: 202 {task_id}. If anything fails the files this call stored are deleted; a
 * full queue answers 503 with a Retry-After.
 */
export async function queueTaskOrCleanUp<Built extends { payload: ToolTaskPayload }>(
  reply: FastifyReply,
  services: Services,
  caller: Caller,
  uploadedKeys: string[],
  build: () => Promise<Built>,
  moreAnswerFields?: (built: Built) => Promise<Record<string, unknown>>,
  after?: { queued(taskId: string): Promise<void>; refused(): Promise<void> },
) {
  let taskId: string | null = null;
  try {
    const uploadedAtMs = phaseClockMs();
    const built = await build();
    const answerFields = moreAnswerFields ? await moreAnswerFields(built) : {};
    const checkedAtMs = phaseClockMs();
    const record = await services.queue.submit(built.payload, callerLimitKey(caller));
    taskId = record.id;
    tracePhase(record.id, "uploaded", uploadedAtMs);
    tracePhase(record.id, "checked", checkedAtMs);
    tracePhase(record.id, "queued");
    // Bookkeeping of a task that is queued: it never turns the 202 into an error.
    await after?.queued(record.id).catch(() => {});
    return reply.status(202).send({ task_id: record.id, ...answerFields });
  } catch (error) {
    // Queued already (a record write after it failed): the task stands and keeps its files.
    if (taskId !== null) throw error;
    await after?.refused().catch(() => {});
    await Promise.all(uploadedKeys.map((key) => services.store.delete(key)));
    if (error instanceof QueueFullError) {
      throw new HttpError(503, error.code, error.message, { "retry-after": "30" });
    }
    throw error;
  }
}
