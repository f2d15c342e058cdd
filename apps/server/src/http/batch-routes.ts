import {
  callerKindLimits,
  cancelTokenHeader,
  errorBodySchema,
  outputKinds,
  primaryOutput,
  taskStatusSchema,
} from "@gifkit/contracts";
import { type ToolDefinition, type ToolId, tools } from "@gifkit/tools";
import { destinationReadmeLine, packDestinations } from "@gifkit/tools/shared/destination-pack";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { UploadedFile } from "../ingest/multipart.ts";
import type { BatchRecord, BatchRecords, BatchTaskEntry } from "../tasks/batch-records.ts";
import { QueueFullError, type TaskRecord, toTaskStatus } from "../tasks/task-record.ts";
import { type Caller, callerLimitKey, callerOf } from "./caller.ts";
import { newCancelToken, secretMatches } from "./cancel-tokens.ts";
import { HttpError } from "./http-error.ts";
import { readIdempotencyKey, requestFingerprint } from "./idempotency.ts";
import { countDailyStart, runSteps, type TaskForm, takeCallbackUrl } from "./intake.ts";
import type { Services } from "./services.ts";
import { type StartState, startIntake } from "./start-steps.ts";
import { readTaskForm, startCallHeaders, taskCallResponses } from "./task-form.ts";
import { uniqueEntryNames, type ZipEntry, zipStream } from "./zip-stream.ts";

/**
 * Batches (issue 37): POST /api/batch takes up to `maxBatchInputs` inputs (files, links, kept
 * results) and one operation list (POST /api/edit's), and starts one Edit task per input, each
 * through the same intake steps as POST /api/edit; POST /api/destinations-pack takes one input
 * and a list of destinations and starts one Edit task per place, its output fitted to that
 * place's limits by the chain's own destination step (shared/fit-result.ts). Both answer a
 * batch: its progress and each task (GET /api/batch/{id}), the results as one ZIP streamed from
 * storage (GET /api/batch/{id}/zip; a pack's holds a README with a line per place), cancelled as
 * a whole (DELETE /api/batch/{id}).
 */

const editTool = tools.edit as ToolDefinition<unknown, ToolId>;

export const tooManyBatchInputsMessage = (max: number) =>
  `Too many inputs: a batch takes at most ${max} (files, links and kept results together).`;

const batchNotFound = () =>
  new HttpError(404, "batch-not-found", "Batch not found. It may have expired.");

/** One input of a batch, as the edit's intake reads it: a file, a link or a kept result. */
type BatchInput =
  | { kind: "file"; file: UploadedFile; name: string }
  | { kind: "url"; url: string; name: string }
  | { kind: "source"; key: string; name: string };

function listField(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((each) => String(each).trim());
}

/** A link's name in a ZIP: its path's last segment (decoded), or its host. */
function linkName(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split("/").filter(Boolean).pop();
    return last ? decodeURIComponent(last) : parsed.hostname;
  } catch {
    return "link";
  }
}

/** A multipart form's input fields: a JSON body gives its inputs in `inputs` instead. */
const formInputFields = ["files", "file", "urls", "url", "source_keys", "source_key"];
/** What a batch's JSON body takes besides `inputs`. */
const jsonBatchFields = ["operations", "output", "callback_url"];

/**
 * A batch's JSON body as form fields: its inputs only as `inputs` (`[{url} | {source_key}]`),
 * as POST /api/edit's JSON body gives its one input as `input`; a form's input fields in it are
 * refused, never read beside them or dropped.
 */
function batchJsonFields({ inputs, ...rest }: Record<string, unknown>): Record<string, unknown> {
  const misplaced = Object.keys(rest).filter((name) => formInputFields.includes(name));
  if (!Array.isArray(inputs)) {
    throw new HttpError(
      400,
      "missing-input",
      misplaced.length > 0
        ? `Give the inputs as {"inputs": [{"url": ...}, {"source_key": ...}]}: ${misplaced.join(", ")} ${misplaced.length === 1 ? "is a multipart form's field" : "are a multipart form's fields"}, not a JSON body's (files need a multipart form).`
        : 'Give the inputs as {"inputs": [{"url": ...}, {"source_key": ...}]}; files need a multipart form.',
    );
  }
  if (misplaced.length > 0) {
    throw new HttpError(
      400,
      "bad-request",
      `A JSON body gives every input in "inputs" ([{"url": ...}, {"source_key": ...}]), not in ${misplaced.join(", ")} (a multipart form's fields).`,
    );
  }
  const unknown = Object.keys(rest).filter((name) => !jsonBatchFields.includes(name));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      "bad-request",
      `A batch's JSON body takes inputs, operations, output and callback_url, not ${unknown.join(", ")}.`,
    );
  }
  return { ...rest, ...jsonInputFields(inputs) };
}

/** A JSON body's inputs (`[{url} | {source_key}]`) as form fields. */
function jsonInputFields(inputs: unknown[]): Record<string, string[]> {
  const urls: string[] = [];
  const sourceKeys: string[] = [];
  for (const [index, input] of inputs.entries()) {
    const { url, source_key, ...rest } = (input ?? {}) as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || (url === undefined) === (source_key === undefined)) {
      throw new HttpError(
        400,
        "bad-request",
        `inputs[${index}] must be {"url": ...} or {"source_key": ...}.`,
      );
    }
    if (typeof url === "string") urls.push(url);
    else if (typeof source_key === "string") sourceKeys.push(source_key);
    else throw new HttpError(400, "bad-request", `inputs[${index}]'s value must be a string.`);
  }
  return { urls, source_keys: sourceKeys };
}

/** A request's form: multipart (files as they come, within the caller's storage) or JSON. */
async function readBatchForm(
  request: FastifyRequest,
  services: Services,
  caller: Caller,
  fileFieldNames: ReadonlySet<string>,
  maxFiles: number,
  tooManyMessage: string,
  jsonFields: (body: Record<string, unknown>) => Record<string, unknown>,
): Promise<TaskForm> {
  if (/^application\/json\b/i.test(request.headers["content-type"] ?? "")) {
    const body = request.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new HttpError(400, "bad-request", "The body must be a JSON object.");
    }
    await services.assertCanAcceptTask(
      callerLimitKey(caller),
      caller.kind === "key" ? callerKindLimits.key.unfinishedTasks : undefined,
    );
    return { files: [], fields: jsonFields(body as Record<string, unknown>) };
  }
  return readTaskForm(
    request,
    services,
    caller,
    {
      has: (name) => fileFieldNames.has(name),
      refuse: (_name, stored) =>
        stored.length >= maxFiles ? new HttpError(400, "too-many-inputs", tooManyMessage) : null,
    },
    "Send the inputs as multipart/form-data (files, urls, source_keys) or as JSON.",
  );
}

/**
 * Room for `count` more tasks of this caller at once (a batch starts them all now): the same cap
 * of unfinished tasks a single start call meets, counted for the whole batch.
 */
async function assertRoomForTasks(services: Services, caller: Caller, count: number) {
  if (!services.config.fairSharePerAddress) return;
  const cap =
    caller.kind === "key"
      ? callerKindLimits.key.unfinishedTasks
      : callerKindLimits.address.unfinishedTasks;
  const unfinished = await services.queue.unfinishedFor(callerLimitKey(caller));
  if (unfinished + count > cap) {
    throw new HttpError(
      429,
      "too-many-running-tasks",
      `This batch would make ${unfinished + count} tasks waiting or running; at most ${cap} may be at once. Wait for some to finish, or send fewer inputs.`,
      { "retry-after": "10" },
    );
  }
}

/** A step's refusal, naming the input it was about. */
function namedRefusal(error: unknown, label: string): unknown {
  if (!(error instanceof HttpError)) return error;
  return new HttpError(
    error.statusCode,
    error.code,
    `${label}: ${error.message}`,
    error.headers,
    error.details,
  );
}

/** One task the batch will start: the edit's checked state, its input and its batch entry. */
interface PlannedTask {
  state: StartState;
  entry: Omit<BatchTaskEntry, "taskId">;
}

/** Runs the edit's intake steps for one input of a batch (or one place of a pack). */
async function checkedEditState(
  request: FastifyRequest,
  services: Services,
  caller: Caller,
  form: TaskForm,
  label: string,
): Promise<StartState> {
  const intake = startIntake(request, services, editTool);
  const state = intake.begin(form, caller);
  try {
    await runSteps(request, intake.steps, state);
  } catch (error) {
    throw namedRefusal(error, label);
  }
  return state;
}

/**
 * Queues the planned tasks (payload per task, `inputKeyOf` naming each one's stored input) and
 * records the batch; if any submit fails the tasks already queued are cancelled and every file
 * of the call is deleted.
 */
async function startBatch(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  batches: BatchRecords,
  caller: Caller,
  kind: BatchRecord["kind"],
  planned: PlannedTask[],
  callbackUrl: string | null,
  storedKeys: string[],
  inputKeysOf: (index: number, state: StartState) => Promise<string[]>,
  extra: Pick<BatchRecord, "inputBytes"> = {},
) {
  const scope = callerLimitKey(caller);
  const intake = startIntake(request, services, editTool);
  const queued: TaskRecord[] = [];
  const entries: BatchTaskEntry[] = [];
  try {
    for (const [index, task] of planned.entries()) {
      const payload = {
        ...intake.payload(task.state),
        inputKeys: await inputKeysOf(index, task.state),
        ...(caller.kind === "key" ? { keyId: caller.key.id } : {}),
        ...(callbackUrl ? { callbackUrl } : {}),
      };
      for (const key of payload.inputKeys) if (!storedKeys.includes(key)) storedKeys.push(key);
      const record = await services.queue.submit(payload, scope);
      queued.push(record);
      entries.push({ taskId: record.id, ...task.entry });
    }
  } catch (error) {
    await Promise.all(queued.map((record) => services.queue.cancel(record.id).catch(() => null)));
    await Promise.all(storedKeys.map((key) => services.store.delete(key).catch(() => {})));
    await deleteFilesOfTasks(services, queued).catch(() => {});
    if (error instanceof QueueFullError) {
      throw new HttpError(503, error.code, error.message, { "retry-after": "30" });
    }
    throw error;
  }
  // Only the starter cancels a batch, as a task (issue 40): the secret is answered once.
  const cancelSecret = newCancelToken();
  const batch = await batches.create({
    kind,
    scope,
    tasks: entries,
    cancelTokenSha256: cancelSecret.sha256,
    ...extra,
  });
  if (caller.kind === "key" && services.keys) {
    for (const [index, record] of queued.entries()) {
      const bytesIn = planned[index]?.state.inputFiles.reduce(
        (sum, file) => sum + file.blob.metadata.sizeBytes,
        0,
      );
      await services.keys.recordTask(caller.key.id, record.id, bytesIn ?? 0).catch(() => {});
    }
  }
  reply.status(202).send({ ...startedBody(batch), cancel_token: cancelSecret.token });
  return batch;
}

/** The 202 of a batch's start (and of its Idempotency-Key replay). */
const startedBody = (batch: BatchRecord) => ({
  batch_id: batch.id,
  task_ids: batch.tasks.map((entry) => entry.taskId),
  status_url: `/api/batch/${batch.id}`,
  zip_url: `/api/batch/${batch.id}/zip`,
});

/**
 * Deletes the inputs of cancelled tasks and whatever they stored (as deleteTaskFiles does for
 * one task, with the store listed once for all of them).
 */
async function deleteFilesOfTasks(services: Services, records: readonly TaskRecord[]) {
  if (records.length === 0) return;
  const ids = new Set(records.map((record) => record.id));
  const keys = new Set(records.flatMap((record) => record.payload.inputKeys));
  for await (const blob of services.store.list()) {
    if (blob.metadata.taskId !== null && ids.has(blob.metadata.taskId)) keys.add(blob.key);
  }
  await Promise.all([...keys].map((key) => services.store.delete(key).catch(() => {})));
}

/**
 * The rest of a batch's intake around `run` (its checks and queueing, which sends the 202):
 * an `Idempotency-Key` as the start calls take it (a replay answers the first call's batch, and
 * nothing of this one is kept), and every stored file of the call deleted if it is refused.
 * (A reply is a thenable, awaiting one waits for the response to end: `run` answers the batch.)
 */
async function takeInBatch(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  batches: BatchRecords,
  caller: Caller,
  form: TaskForm,
  run: () => Promise<BatchRecord>,
): Promise<void> {
  const scope = callerLimitKey(caller);
  const deleteUploads = () =>
    Promise.all(form.files.map((file) => services.store.delete(file.blob.key).catch(() => {})));
  let idempotencyKey: string | null = null;
  let began = false;
  let fingerprint = "";
  try {
    idempotencyKey = readIdempotencyKey(request);
    const idempotency = idempotencyKey ? services.idempotency : undefined;
    if (idempotency && idempotencyKey) {
      fingerprint = requestFingerprint(request.routeOptions.url ?? request.url, form);
      const replay = await idempotency.begin(scope, idempotencyKey, fingerprint, async (id) =>
        Boolean(await batches.get(id)),
      );
      const first = replay ? await batches.get(replay.replayOf) : null;
      if (first) {
        await deleteUploads();
        reply.status(202).header("idempotent-replayed", "true").send(startedBody(first));
        return;
      }
      began = true;
    }
    const batch = await run();
    if (idempotency && idempotencyKey) {
      await idempotency.queued(scope, idempotencyKey, fingerprint, batch.id).catch(() => {});
    }
  } catch (error) {
    if (began && idempotencyKey) {
      await services.idempotency?.release(scope, idempotencyKey).catch(() => {});
    }
    await deleteUploads();
    throw error;
  }
}

type BatchState = "RUNNING" | "FINISHED" | "CANCELLED";

/** A batch's status document: its state, progress, counts and each task's status. */
async function batchStatus(services: Services, batch: BatchRecord) {
  const records = await Promise.all(batch.tasks.map((entry) => services.queue.get(entry.taskId)));
  const tasks = batch.tasks.map((entry, index) => {
    const record = records[index];
    const status = record
      ? toTaskStatus(record)
      : {
          task_id: entry.taskId,
          state: "FAILURE" as const,
          status: "Expired.",
          progress: 0,
          result: null,
          error: "This task's record has expired.",
          error_code: "task-not-found" as const,
        };
    const output = status.result ? primaryOutput(status.result) : null;
    return {
      ...status,
      input: entry.inputName,
      ...(entry.destination ? { destination: entry.destination } : {}),
      download_url: output ? `/api/download/${output.key}` : null,
    };
  });
  const count = (state: string) => tasks.filter((task) => task.state === state).length;
  const counts = {
    total: tasks.length,
    waiting: count("PENDING"),
    running: count("STARTED") + count("PROGRESS"),
    succeeded: count("SUCCESS"),
    failed: count("FAILURE"),
    cancelled: count("CANCELLED"),
  };
  const unfinished = counts.waiting + counts.running;
  const state: BatchState = batch.cancelledAtMs
    ? "CANCELLED"
    : unfinished === 0
      ? "FINISHED"
      : "RUNNING";
  const progress =
    tasks.reduce(
      (sum, task) =>
        sum + (["PENDING", "STARTED", "PROGRESS"].includes(task.state) ? task.progress : 100),
      0,
    ) / Math.max(1, tasks.length);
  return {
    batch_id: batch.id,
    kind: batch.kind,
    state,
    progress: Math.round(progress),
    counts,
    tasks,
    zip_url: `/api/batch/${batch.id}/zip`,
  };
}

type BatchStatus = Awaited<ReturnType<typeof batchStatus>>;

/** The ZIP's entries: each result under its input's (or place's) name, and a pack's README. */
async function zipEntries(
  services: Services,
  batch: BatchRecord,
  status: BatchStatus,
): Promise<ZipEntry[]> {
  const made = status.tasks.map((task) => {
    const output = task.result ? primaryOutput(task.result) : null;
    if (task.state !== "SUCCESS" || !output) return null;
    const extension = outputKinds[output.kind].extension;
    const stem =
      batch.kind === "destinations"
        ? String(task.destination)
        : task.input.replace(/\.[^.]*$/, "") || "result";
    return { key: output.key, name: `${stem}.${extension}` };
  });
  const names = uniqueEntryNames(made.map((entry) => entry?.name ?? ""));
  const entries: ZipEntry[] = [];
  for (const [index, entry] of made.entries()) {
    if (!entry) continue;
    // Checked before the first byte is sent: a swept result is a 404, not a cut archive.
    const metadata = await services.store.stat(entry.key);
    if (metadata?.role !== "result") {
      throw new HttpError(
        404,
        "not-found",
        `The result of ${status.tasks[index]?.input ?? "a task"} is no longer kept.`,
      );
    }
    entries.push({
      name: names[index] as string,
      open: async () => {
        const found = await services.store.read(entry.key);
        if (!found) throw new Error(`result ${entry.key} disappeared while the ZIP was written`);
        return found.body;
      },
    });
  }
  const failed = status.tasks.filter((task) => task.state !== "SUCCESS");
  if (batch.kind === "destinations") {
    const lines = status.tasks.map((task, index) =>
      destinationReadmeLine(task, made[index] ? (names[index] as string) : null, batch.inputBytes),
    );
    const text = `GifKit destination pack: ${status.tasks[0]?.input ?? "one input"}, made for ${status.tasks.length} places.\n\n${lines.join("\n\n")}\n`;
    entries.push({ name: "README.txt", open: async () => [text] });
  } else if (failed.length > 0) {
    const text = `${failed.map((task) => `${task.input}: ${task.state === "CANCELLED" ? "cancelled" : (task.error ?? task.status)}`).join("\n")}\n`;
    entries.push({ name: "not-made.txt", open: async () => [text] });
  }
  return entries;
}

const idParams = {
  type: "object",
  properties: { id: { type: "string" } },
  required: ["id"],
} as const;

const batchStartedSchema = {
  type: "object",
  properties: {
    batch_id: { type: "string" },
    task_ids: { type: "array", items: { type: "string" } },
    status_url: { type: "string" },
    zip_url: { type: "string" },
    cancel_token: {
      type: "string",
      description:
        "The batch's cancel secret, answered once (not on an Idempotency-Key replay): DELETE /api/batch/{id} needs it as the X-Cancel-Token header.",
    },
  },
  required: ["batch_id", "task_ids"],
};

const batchStatusSchema = {
  type: "object",
  properties: {
    batch_id: { type: "string" },
    kind: { type: "string", enum: ["batch", "destinations"] },
    state: {
      type: "string",
      enum: ["RUNNING", "FINISHED", "CANCELLED"],
      description:
        "RUNNING while any task waits or runs; FINISHED once every task ended (each task's own state says how); CANCELLED after DELETE.",
    },
    progress: { type: "number", minimum: 0, maximum: 100 },
    counts: {
      type: "object",
      properties: Object.fromEntries(
        ["total", "waiting", "running", "succeeded", "failed", "cancelled"].map((name) => [
          name,
          { type: "integer" },
        ]),
      ),
    },
    tasks: {
      type: "array",
      items: {
        ...z.toJSONSchema(taskStatusSchema),
        properties: {
          ...(z.toJSONSchema(taskStatusSchema) as { properties: object }).properties,
          input: { type: "string", description: "The input's name (file, link or kept result)." },
          destination: { type: "string", description: "A destination pack's place (its id)." },
          download_url: {
            type: ["string", "null"],
            description: "The task's result, one by one (GET /api/download/{key}).",
          },
        },
      },
    },
    zip_url: { type: "string" },
  },
};

/** What both bodies of POST /api/batch take besides their inputs. */
const batchEditFields = {
  operations: {
    type: "array",
    description:
      "POST /api/edit's operation list, applied to every input (a form sends it as JSON text).",
  },
  output: { type: "object", description: "POST /api/edit's output step (absent: a GIF)." },
  callback_url: {
    type: "string",
    format: "uri",
    description: "With an API key only: each task's status is POSTed there when it ends.",
  },
};

/** POST /api/batch as a multipart form: files, links and kept results as fields. */
const batchFormSchema = {
  type: "object",
  properties: {
    files: { type: "array", items: { type: "string", format: "binary" } },
    urls: { type: "array", items: { type: "string", format: "uri" } },
    source_keys: {
      type: "array",
      items: { type: "string" },
      description: "Download keys of GIF results that are still kept.",
    },
    ...batchEditFields,
  },
};

/**
 * POST /api/batch as a JSON body: its inputs only as `inputs`, each one POST /api/edit's JSON
 * `input` (a link or a kept result; files need a form).
 */
const batchJsonSchema = {
  type: "object",
  required: ["inputs"],
  additionalProperties: false,
  properties: {
    inputs: {
      type: "array",
      description:
        "The inputs, each a link or a kept result (files need a multipart form; files, urls and source_keys are the form's fields, refused in a JSON body).",
      items: {
        oneOf: [
          {
            type: "object",
            properties: { url: { type: "string", format: "uri" } },
            required: ["url"],
            additionalProperties: false,
          },
          {
            type: "object",
            properties: { source_key: { type: "string" } },
            required: ["source_key"],
            additionalProperties: false,
          },
        ],
      },
    },
    ...batchEditFields,
  },
};

export function registerBatchRoutes(app: FastifyInstance, services: Services): void {
  const { batches } = services;
  if (!batches) return;
  const maxInputs = services.config.limits.maxBatchInputs;

  app.post(
    "/api/batch",
    {
      schema: {
        summary: "Start a batch: one operation list over many inputs",
        description: `Up to ${maxInputs} inputs (\`files\`, \`urls\`, \`source_keys\` in a multipart form; a JSON body gives them only as \`inputs\`, \`[{"url": …} | {"source_key": …}]\`, as POST /api/edit's JSON body gives its one \`input\`) and one operation list (POST /api/edit's \`operations\` and \`output\`). Each input becomes its own Edit task through the same checks as POST /api/edit (a refusal names the input); nothing is queued unless every input passes. Answers 202 with the batch id and its task ids. An address's batch counts each task towards its unfinished-task cap; a key's daily quota counts each task.`,
        tags: ["batches"],
        consumes: ["multipart/form-data", "application/json"],
        body: {
          content: {
            "multipart/form-data": { schema: batchFormSchema },
            "application/json": { schema: batchJsonSchema },
          },
        },
        headers: startCallHeaders,
        security: [{}, { apiKey: [] }],
        response: { ...taskCallResponses, 202: batchStartedSchema },
      },
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "start" },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const tooMany = tooManyBatchInputsMessage(maxInputs);
      const form = await readBatchForm(
        request,
        services,
        caller,
        new Set(["files", "file"]),
        maxInputs,
        tooMany,
        batchJsonFields,
      );
      await takeInBatch(request, reply, services, batches, caller, form, async () => {
        const callbackUrl = takeCallbackUrl(services, caller, form);
        const { urls, source_keys, url, source_key, operations, output, ...unknown } = form.fields;
        const unknownFields = Object.keys(unknown);
        if (unknownFields.length > 0) {
          throw new HttpError(
            400,
            "bad-request",
            `A batch takes files, urls, source_keys, operations, output and callback_url, not ${unknownFields.join(", ")}.`,
          );
        }
        const inputs: BatchInput[] = [
          ...form.files.map((file) => ({ kind: "file" as const, file, name: file.fileName })),
          ...[...listField(urls), ...listField(url)].map((link) => ({
            kind: "url" as const,
            url: link,
            name: linkName(link),
          })),
          ...[...listField(source_keys), ...listField(source_key)].map((key) => ({
            kind: "source" as const,
            key,
            name: `${key}.gif`,
          })),
        ];
        if (inputs.length === 0) {
          throw new HttpError(400, "missing-input", "Give at least one file, link or kept result.");
        }
        if (inputs.length > maxInputs) throw new HttpError(400, "too-many-inputs", tooMany);
        await assertRoomForTasks(services, caller, inputs.length);
        const planned: PlannedTask[] = [];
        for (const [index, input] of inputs.entries()) {
          const fields: Record<string, unknown> = {
            operations,
            ...(output === undefined ? {} : { output }),
            ...(input.kind === "url" ? { url: input.url } : {}),
            ...(input.kind === "source" ? { source_key: input.key } : {}),
          };
          const taskForm: TaskForm = {
            files: input.kind === "file" ? [{ ...input.file, fieldName: "file" }] : [],
            fields,
          };
          const state = await checkedEditState(
            request,
            services,
            caller,
            taskForm,
            `Input ${index + 1} (${input.name})`,
          );
          planned.push({ state, entry: { inputName: input.name } });
        }
        // Each task is a start: a key's day counts every one (refused once the quota is used).
        for (const _ of planned) await countDailyStart(request, services, caller);
        return startBatch(
          request,
          reply,
          services,
          batches,
          caller,
          "batch",
          planned,
          callbackUrl,
          form.files.map((file) => file.blob.key),
          async (_index, state) => state.form.files.map((file) => file.blob.key),
        );
      });
      return reply;
    },
  );

  app.post(
    "/api/destinations-pack",
    {
      schema: {
        summary: "Make one input for several places at once (a destination pack)",
        description: `One input (\`file\`, \`url\` or \`source_key\`; JSON: \`{"input": {...}, "destinations": [...]}\`) and a list of destination ids (GET /api/destinations: ${packDestinations.map((destination) => destination.id).join(", ")}). Each place gets its own Edit task whose output meets that place's limits (size, sides, length, frames, format). Answers a batch (202): follow it with GET /api/batch/{id}; GET /api/batch/{id}/zip gives one ZIP with a file per place and a README.txt with a line per place saying which limits it meets and what was changed.`,
        tags: ["batches"],
        consumes: ["multipart/form-data", "application/json"],
        body: {
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  file: { type: "string", format: "binary" },
                  url: { type: "string", format: "uri" },
                  source_key: { type: "string" },
                  destinations: {
                    type: "string",
                    description:
                      "Destination ids: a JSON array, comma-separated, or the field repeated.",
                  },
                },
              },
            },
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  input: { type: "object", description: "{url} or {source_key}." },
                  destinations: { type: "array", items: { type: "string" } },
                },
              },
            },
          },
        },
        headers: startCallHeaders,
        security: [{}, { apiKey: [] }],
        response: { ...taskCallResponses, 202: batchStartedSchema },
      },
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "start" },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const form = await readBatchForm(
        request,
        services,
        caller,
        new Set(["file"]),
        1,
        "A destination pack takes one file.",
        ({ input, ...rest }) => {
          const { url, source_key } = (input ?? {}) as Record<string, unknown>;
          return {
            ...rest,
            ...(url === undefined ? {} : { url }),
            ...(source_key === undefined ? {} : { source_key }),
          };
        },
      );
      await takeInBatch(request, reply, services, batches, caller, form, async () => {
        const callbackUrl = takeCallbackUrl(services, caller, form);
        const { destinations: asked, url, source_key, ...unknown } = form.fields;
        const unknownFields = Object.keys(unknown);
        if (unknownFields.length > 0) {
          throw new HttpError(
            400,
            "bad-request",
            `A destination pack takes file, url, source_key, destinations and callback_url, not ${unknownFields.join(", ")}.`,
          );
        }
        const ids = destinationIdsOf(asked);
        const places = ids.map((id) => {
          const place = packDestinations.find((destination) => destination.id === id);
          if (!place) {
            throw new HttpError(
              400,
              "unknown-destination",
              `${id} is not a destination a pack can make: choose from ${packDestinations.map((destination) => destination.id).join(", ")}.`,
            );
          }
          return place;
        });
        const file = form.files[0];
        const name = file
          ? file.fileName
          : typeof url === "string"
            ? linkName(url)
            : `${String(source_key)}.gif`;
        await assertRoomForTasks(services, caller, places.length);
        const planned: PlannedTask[] = [];
        for (const place of places) {
          const fields: Record<string, unknown> = {
            operations: [],
            output: { format: place.format ?? "gif", destination: place.id },
            ...(url === undefined ? {} : { url }),
            ...(source_key === undefined ? {} : { source_key }),
          };
          const state = await checkedEditState(
            request,
            services,
            caller,
            { files: form.files, fields },
            place.name,
          );
          planned.push({ state, entry: { inputName: name, destination: place.id } });
        }
        for (const _ of planned) await countDailyStart(request, services, caller);
        const storedKeys = form.files.map((each) => each.blob.key);
        return startBatch(
          request,
          reply,
          services,
          batches,
          caller,
          "destinations",
          planned,
          callbackUrl,
          storedKeys,
          // Each task deletes its inputs when it ends: the first place takes the upload, every
          // other one its own copy (an input blob too, deleted with its task or by the sweeper).
          async (index) => {
            if (!file) return [];
            if (index === 0) return [file.blob.key];
            const found = await services.store.read(file.blob.key);
            if (!found) throw new Error("the pack's upload disappeared before it was queued");
            const copy = await services.store.put(found.body, {
              contentType: found.metadata.contentType,
              downloadName: found.metadata.downloadName,
              role: "input",
              taskId: null,
            });
            return [copy.key];
          },
          file ? { inputBytes: file.blob.metadata.sizeBytes } : {},
        );
      });
      return reply;
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/batch/:id",
    {
      schema: {
        summary: "Read a batch's progress and each of its tasks",
        tags: ["batches"],
        params: idParams,
        response: { 200: batchStatusSchema, 404: z.toJSONSchema(errorBodySchema) },
      },
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const batch = await batches.get(request.params.id);
      if (!batch) throw batchNotFound();
      reply.header("cache-control", "no-store");
      return batchStatus(services, batch);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/batch/:id/zip",
    {
      schema: {
        summary: "Download a batch's results as one ZIP (streamed)",
        description:
          "Once every task has ended: each result under its input's name (a pack: the place's id) and its own extension; a destination pack adds README.txt (a line per place: the limits met, the size, what was changed); a batch with tasks that failed or were cancelled adds not-made.txt naming them. 409 `batch-unfinished` while tasks still wait or run.",
        tags: ["batches"],
        params: idParams,
        response: {
          404: z.toJSONSchema(errorBodySchema),
          409: z.toJSONSchema(errorBodySchema),
        },
      },
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const batch = await batches.get(request.params.id);
      if (!batch) throw batchNotFound();
      const status = await batchStatus(services, batch);
      const unfinished = status.counts.waiting + status.counts.running;
      if (unfinished > 0) {
        throw new HttpError(
          409,
          "batch-unfinished",
          `${unfinished} of ${status.counts.total} tasks are still waiting or running: ask again once GET /api/batch/${batch.id} says FINISHED.`,
          { "retry-after": "5" },
        );
      }
      const entries = await zipEntries(services, batch, status);
      reply.headers({
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="gifkit-${batch.kind === "destinations" ? "destinations" : "batch"}-${batch.id.slice(0, 8)}.zip"`,
        "cache-control": "private, max-age=3600",
        "x-content-type-options": "nosniff",
      });
      return reply.send(zipStream(entries));
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/api/batch/:id",
    {
      schema: {
        summary: "Cancel a batch",
        description:
          "Cancels every task of the batch that still waits or runs (as DELETE /api/task/{id} does: processes killed, files deleted); finished tasks keep their results. Answers the batch's status, state CANCELLED. Only the starter cancels: the `X-Cancel-Token` header is required, holding the `cancel_token` of the batch's start answer (the 202 of POST /api/batch or POST /api/destinations-pack); without it, or with another, the answer is 403 `cancel-not-allowed` and nothing is cancelled.",
        tags: ["batches"],
        params: idParams,
        headers: {
          type: "object",
          properties: {
            [cancelTokenHeader]: {
              type: "string",
              description:
                "The `cancel_token` of the 202 answer that started the batch (answered once: an Idempotency-Key replay does not carry it).",
            },
          },
          required: [cancelTokenHeader],
        },
        response: {
          200: batchStatusSchema,
          403: z.toJSONSchema(errorBodySchema),
          404: z.toJSONSchema(errorBodySchema),
        },
      },
      // The header is required in the document, but a call without it is the handler's 403
      // `cancel-not-allowed` (which says what to send), not a schema validation 400.
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const batch = await batches.get(request.params.id);
      if (!batch) throw batchNotFound();
      const presented = request.headers[cancelTokenHeader];
      if (
        !secretMatches(
          batch.cancelTokenSha256,
          typeof presented === "string" ? presented : undefined,
        )
      ) {
        throw new HttpError(
          403,
          "cancel-not-allowed",
          presented === undefined
            ? "Only the one who started this batch can cancel it: send the cancel_token of its start answer as the X-Cancel-Token header."
            : "This X-Cancel-Token is not the one this batch was started with, so it was not cancelled.",
        );
      }
      const cancelled = await Promise.all(
        batch.tasks.map((entry) => services.queue.cancel(entry.taskId).catch(() => null)),
      );
      await deleteFilesOfTasks(
        services,
        cancelled.filter((record): record is TaskRecord => record?.state === "CANCELLED"),
      );
      const marked = await batches.markCancelled(batch);
      return batchStatus(services, marked);
    },
  );
}

/** `destinations` as a JSON array, a comma-separated list or repeated fields; at least one. */
function destinationIdsOf(value: unknown): string[] {
  const raw = Array.isArray(value)
    ? value.map(String)
    : typeof value === "string"
      ? value.trim().startsWith("[")
        ? (() => {
            try {
              return (JSON.parse(value) as unknown[]).map(String);
            } catch {
              throw new HttpError(400, "bad-request", "destinations is not valid JSON.");
            }
          })()
        : value.split(",")
      : [];
  const ids = [...new Set(raw.map((id) => id.trim()).filter((id) => id.length > 0))];
  if (ids.length === 0) {
    throw new HttpError(
      400,
      "missing-fields",
      `Name at least one destination: ${packDestinations.map((destination) => destination.id).join(", ")}.`,
    );
  }
  return ids;
}
