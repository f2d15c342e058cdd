import type { FastifyReply, FastifyRequest } from "fastify";
import type { FileFields, ParsedForm } from "../ingest/multipart.ts";
import { phaseClockMs, tracePhase } from "../tasks/phase-trace.ts";
import { QueueFullError, type ToolTaskPayload } from "../tasks/task-record.ts";
import { type Caller, callerLimitKey, callerOf } from "./caller.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";
import { readTaskForm } from "./task-form.ts";

/**
 * The intake of a call that queues a task, as one named pipeline (issue 36):
 *
 *   receive (multipart, a boundary) → identify the caller → admit the caller (its task
 *   allowance, the queue, the disk) → read the form (files streamed into storage, each image's
 *   header checked as it goes by, within the caller's storage allowance) → the call's own steps
 *   (files, links, kept inputs, options...) → the payload → queue → 202 {task_id}
 *
 * The caller identity made at the start is the one every limit after it counts (admission,
 * stored bytes, the queue's fair share). If any step after the form was read refuses the call,
 * the files it stored are deleted.
 */

/** What the steps read: a multipart form's files and fields, or a JSON body's fields (JSON values). */
export interface TaskForm {
  files: ParsedForm["files"];
  fields: Record<string, unknown>;
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

/** Runs a call's intake from the request to its 202 answer (see the pipeline above). */
export async function runTaskIntake<State>(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  intake: TaskIntake<State>,
) {
  const caller = callerOf(request);
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
  return queueTaskOrCleanUp(
    reply,
    services,
    caller,
    uploadedKeys,
    async () => {
      const state = intake.begin(form, caller);
      await runSteps(request, intake.steps, state);
      return { state, payload: intake.payload(state) };
    },
    intake.answerFields
      ? ({ state, payload }) => intake.answerFields?.(state, payload) ?? Promise.resolve({})
      : undefined,
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
) {
  try {
    const uploadedAtMs = phaseClockMs();
    const built = await build();
    const answerFields = moreAnswerFields ? await moreAnswerFields(built) : {};
    const checkedAtMs = phaseClockMs();
    const record = await services.queue.submit(built.payload, callerLimitKey(caller));
    tracePhase(record.id, "uploaded", uploadedAtMs);
    tracePhase(record.id, "checked", checkedAtMs);
    tracePhase(record.id, "queued");
    return reply.status(202).send({ task_id: record.id, ...answerFields });
  } catch (error) {
    await Promise.all(uploadedKeys.map((key) => services.store.delete(key)));
    if (error instanceof QueueFullError) {
      throw new HttpError(503, error.code, error.message, { "retry-after": "30" });
    }
    throw error;
  }
}
