import {
  callerKindLimits,
  errorBodySchema,
  isErrorCode,
  taskStartedSchema,
} from "@gifkit/contracts";
import { parseToolTask, type ToolDefinition, type ToolId } from "@gifkit/tools";
import type { ImageGeometry } from "@gifkit/tools/shared/image-header";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { InputRejectedError, uploadedImageInspector } from "../ingest/input-limits.ts";
import {
  type FileFields,
  malformedMultipartMessages,
  multipartBoundaryMissing,
  type ParsedForm,
  parseMultipartIntoStore,
  type UploadedFile,
} from "../ingest/multipart.ts";
import { type BlobStore, isValidKey } from "../storage/blob-store.ts";
import { sourceExpiredMessage, uploadExpiredMessage } from "../tasks/task-record.ts";
import { type Caller, callerLimitKey, callerOf } from "./caller.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";
import type { RequestAllowance } from "./storage-allowance.ts";

/**
 * The form pieces of the calls that take a multipart form and queue a tool's task (a tool's
 * start call, a size estimate; their pipeline is intake.ts): reading the form, the header
 * check's answer, the options' two parses, and their OpenAPI answers.
 */

/** A file field in a form's JSON Schema. */
export const binaryFieldSchema = { type: "string", format: "binary" };

/** The IETF RateLimit fields a start call answers with (http/rate-limit-fields.ts). */
export const rateLimitHeaders = {
  RateLimit: {
    type: "string",
    description:
      'What is left of each quota this call counted against and the seconds until more (draft-ietf-httpapi-ratelimit-headers): `"starts-per-minute";r=29;t=42`, and for a key also `"starts-per-day";r=4990;t=3600`.',
  },
  "RateLimit-Policy": {
    type: "string",
    description:
      'The caller\'s quotas: `"starts-per-minute";q=30;w=60` for an address; a key\'s `"starts-per-minute";q=120;w=60, "starts-per-day";q=5000;w=86400`.',
  },
} as const;

const retryAfterHeader = {
  "Retry-After": { type: "integer", description: "Seconds to wait before trying again." },
} as const;

/** The answers of a call that queues a task, for the OpenAPI document. */
export const taskCallResponses = {
  202: { ...z.toJSONSchema(taskStartedSchema), headers: rateLimitHeaders },
  400: z.toJSONSchema(errorBodySchema),
  // An API key that is not valid or was revoked (`invalid-api-key`, `api-key-revoked`).
  401: z.toJSONSchema(errorBodySchema),
  // The same Idempotency-Key while its first call is still being taken in.
  409: z.toJSONSchema(errorBodySchema),
  413: z.toJSONSchema(errorBodySchema),
  // Limits of the input; an Idempotency-Key used for a different request.
  422: z.toJSONSchema(errorBodySchema),
  // Over the start rate or a key's daily quota, or the address's stored files at
  // MAX_STORED_BYTES_PER_ADDRESS.
  429: {
    ...z.toJSONSchema(errorBodySchema),
    headers: { ...retryAfterHeader, ...rateLimitHeaders },
  },
  503: { ...z.toJSONSchema(errorBodySchema), headers: retryAfterHeader },
};

/** The request headers every start call takes (issue 37), as OpenAPI parameters. */
export const startCallHeaders = {
  type: "object",
  properties: {
    "idempotency-key": {
      type: "string",
      description:
        'A unique value per request (e.g. a UUID, sent as a quoted string: `"8e03978e-…"`). Retrying the call with the same key from the same caller answers the same task_id (header `Idempotent-Replayed: true`) for as long as that task is kept; the same key with a different request is 422, while the first call is still being taken in 409.',
    },
  },
} as const;

/** A tool's options as form fields (JSON Schema properties), for the OpenAPI document. */
export function optionFieldSchemas(tool: ToolDefinition<unknown>): Record<string, unknown> {
  const options = z.toJSONSchema(tool.optionsSchema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, Record<string, unknown>>;
  };
  // A field left out takes a default (Resize: 300 × 300): the document says which, as the
  // options schema gives it for a call that sends nothing (a tool that needs a field has none).
  const parsed = tool.optionsSchema.safeParse({});
  const defaults = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(options.properties ?? {}).map(([name, schema]) => {
      const value = defaults[name];
      const plain = ["number", "string", "boolean"].includes(typeof value);
      return [name, plain && !("default" in schema) ? { ...schema, default: value } : schema];
    }),
  );
}

/**
 * Reads a multipart call's form: refuses a body that is not multipart (`notMultipartMessage`) or
 * names no boundary, and a caller over its task allowance, before any byte is stored; then
 * streams the named file fields into the store, each image's header checked as it goes by (see
 * `file.inspection`). The caller deletes the stored files if it refuses the call later.
 */
export async function readTaskForm(
  request: FastifyRequest,
  services: Services,
  caller: Caller,
  fileFieldNames: FileFields,
  notMultipartMessage: string,
): Promise<ParsedForm> {
  if (!request.isMultipart()) {
    throw new HttpError(400, "bad-request", notMultipartMessage);
  }
  if (multipartBoundaryMissing(request.headers["content-type"])) {
    throw new HttpError(400, "malformed-upload", malformedMultipartMessages.noBoundary);
  }
  await services.assertCanAcceptTask(
    callerLimitKey(caller),
    caller.kind === "key" ? callerKindLimits.key.unfinishedTasks : undefined,
  );
  return readFormWithinAllowance(
    request,
    services,
    (allowance) =>
      parseMultipartIntoStore(
        request,
        services.store,
        fileFieldNames,
        uploadedImageInspector(services.config.limits),
        allowance,
      ),
    caller,
  );
}

/**
 * Reads a form's files within the caller's storage allowance (every chunk counted as it arrives:
 * MAX_STORED_BYTES and the per-caller cap); the files it stored are recorded to the caller.
 */
export async function readFormWithinAllowance(
  request: FastifyRequest,
  services: Services,
  read: (allowance: RequestAllowance | undefined) => Promise<ParsedForm>,
  caller: Caller = callerOf(request),
): Promise<ParsedForm> {
  // Stored bytes are counted by address for every caller (a key buys no storage).
  const allowance = await services.openStorageAllowance?.(caller.address);
  try {
    const form = await read(allowance);
    for (const file of form.files) allowance?.record(file.blob.key, file.blob.metadata.sizeBytes);
    return form;
  } finally {
    allowance?.close();
  }
}

/**
 * An uploaded file's header check (run on the upload stream as it was stored): its geometry, or
 * a 422 that names the limit, after the file's name when `named`.
 */
export async function checkedGeometry(
  file: UploadedFile,
  named: boolean,
): Promise<ImageGeometry | null> {
  try {
    return (await file.inspection) as ImageGeometry | null;
  } catch (error) {
    if (!(error instanceof InputRejectedError)) throw error;
    throw new HttpError(
      422,
      error.code,
      named ? `${file.fileName}: ${error.message}` : error.message,
    );
  }
}

/**
 * The tool's options from the form's fields (400 naming the first problem), and the task as the
 * worker will read them: the worker parses the options again after they crossed the queue as
 * JSON, and whatever that parse would refuse (a number JSON cannot carry, a transform that is not
 * idempotent) is refused here, so no option the call accepted can fail in the worker.
 */
export function parseTaskOptions(
  request: FastifyRequest,
  tool: ToolDefinition<unknown, ToolId>,
  fields: Record<string, unknown>,
) {
  const parsed = tool.optionsSchema.safeParse(fields);
  if (!parsed.success) throw optionsRefusal(parsed.error);
  const workerParse = parseToolTask(tool.id, JSON.parse(JSON.stringify(parsed.data)));
  if (!workerParse.success) {
    request.log.error(
      { tool: tool.id, issues: workerParse.error.issues },
      "options accepted by the start call fail the worker's parse",
    );
    throw new HttpError(
      400,
      "invalid-options",
      workerParse.error.issues[0]?.message ?? "Invalid settings.",
    );
  }
  return { options: parsed.data, task: workerParse.data };
}

/**
 * The 400 for options a tool's schema refused: the first issue's message, and the error code and
 * step its params name when it has them (a chain's refused step: invalid-operation, its number).
 */
export function optionsRefusal(error: z.ZodError): HttpError {
  const [issue] = error.issues;
  const params = (issue as { params?: { errorCode?: unknown; step?: unknown } } | undefined)
    ?.params;
  const code = isErrorCode(params?.errorCode) ? params.errorCode : "invalid-options";
  const step = params && "step" in params ? (params.step as number | "output" | null) : undefined;
  return new HttpError(
    400,
    code,
    issue?.message ?? "Invalid settings.",
    {},
    step === undefined ? {} : { step },
  );
}

/**
 * An upload key from a form or header: a stored input (an upload not yet used by a task).
 * Inputs are deleted when their task ends and otherwise after the result retention time.
 */
export async function storedUploadOrThrow(store: BlobStore, key: unknown): Promise<string> {
  const metadata = typeof key === "string" && isValidKey(key) ? await store.stat(key) : null;
  if (metadata?.role !== "input") {
    throw new HttpError(400, "upload-expired", uploadExpiredMessage);
  }
  return key as string;
}

/**
 * The key of a GIF result that is still kept, named by `source_key`; anything else (unknown,
 * expired, an upload, a video) is refused with the same advice: upload the GIF again.
 */
export async function keptGifResultOrThrow(
  store: BlobStore,
  key: string,
  resultTtlMinutes: number,
) {
  const metadata = isValidKey(key) ? await store.stat(key) : null;
  if (metadata?.role !== "result" || metadata.contentType !== "image/gif") {
    throw new HttpError(400, "source-expired", sourceExpiredMessage(resultTtlMinutes));
  }
  return key;
}
