import {
  cancelTokenHeader,
  errorBodySchema,
  outputContentTypes,
  outputKindList,
  outputKinds,
  taskStatusSchema,
} from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isValidKey } from "../storage/blob-store.ts";
import { deleteTaskFiles } from "../tasks/task-files.ts";
import { QueueFullError, type TaskRecord, toTaskStatus } from "../tasks/task-record.ts";
import { cancelTokenMatches } from "./cancel-tokens.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";

const idParams = {
  type: "object",
  properties: { id: { type: "string" } },
  required: ["id"],
} as const;
const keyParams = {
  type: "object",
  properties: { key: { type: "string" } },
  required: ["key"],
} as const;

/** Lifetime of a presigned download link: long enough to start the download, too short to share. */
const presignedUrlSeconds = 300;

/** The BullMQ driver cannot reach Redis: a retryable 503, not a 500. */
function unavailableAs503(error: unknown): never {
  if (error instanceof QueueFullError)
    throw new HttpError(503, "queue-unavailable", error.message, { "retry-after": "5" });
  throw error;
}

/** A cancel's 409 `task-finished`: the error body with the finished task's status. */
const taskFinishedBodySchema = errorBodySchema.extend({
  task: taskStatusSchema.describe(
    "The task's status, left as it was (SUCCESS or FAILURE): as GET /api/task-status/{id} answers it.",
  ),
});

const taskNotFound = () =>
  new HttpError(404, "task-not-found", "Task not found. It may have expired.");

export function registerTaskRoutes(app: FastifyInstance, services: Services): void {
  app.delete<{ Params: { id: string } }>(
    "/api/task/:id",
    {
      schema: {
        summary: "Cancel a task",
        description:
          "Stops a waiting or running task (its processes are killed) and deletes its files: the uploaded inputs and anything it had stored (an estimate's kept sample too). Its state becomes `CANCELLED` (status `Cancelled.`), kept like a finished task's. Answers once the task no longer runs. A task that had already finished (SUCCESS or FAILURE) is left as it is: 409 `task-finished`, the body's `task` its status. Cancelling a task already cancelled answers 200 with its status again (DELETE is idempotent: a retried cancel whose first answer was lost still succeeds, and changes nothing). Only the starter cancels: the `X-Cancel-Token` header is required, holding the start answer's `cancel_token`; without it (or with another) the answer is 403 `cancel-not-allowed` and the task goes on.",
        tags: ["tasks"],
        params: idParams,
        headers: {
          type: "object",
          properties: {
            [cancelTokenHeader]: {
              type: "string",
              description: "The `cancel_token` of the 202 answer that started the task.",
            },
          },
          required: [cancelTokenHeader],
        },
        response: {
          200: z.toJSONSchema(taskStatusSchema),
          403: z.toJSONSchema(errorBodySchema),
          404: z.toJSONSchema(errorBodySchema),
          409: z.toJSONSchema(taskFinishedBodySchema),
        },
      },
      // The header is required in the document, but a call without it is the handler's 403
      // `cancel-not-allowed` (which says what to send), not a schema validation 400.
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const found = await services.queue.get(request.params.id).catch(unavailableAs503);
      if (!found) throw taskNotFound();
      const presented = request.headers[cancelTokenHeader];
      if (
        !cancelTokenMatches(found.payload, typeof presented === "string" ? presented : undefined)
      ) {
        throw new HttpError(
          403,
          "cancel-not-allowed",
          presented === undefined
            ? "Only the one who started this task can cancel it: send the cancel_token of its start answer as the X-Cancel-Token header."
            : "This X-Cancel-Token is not the one this task was started with, so it was not cancelled.",
        );
      }
      const record: TaskRecord | null = await services.queue
        .cancel(request.params.id)
        .catch(unavailableAs503);
      if (!record) throw taskNotFound();
      if (record.state !== "CANCELLED") {
        const message =
          record.state === "SUCCESS"
            ? "This task has already finished; its result is ready."
            : "This task has already finished.";
        throw new HttpError(409, "task-finished", message, {}, { task: toTaskStatus(record) });
      }
      await deleteTaskFiles(services.store, record);
      return toTaskStatus(record);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/task-status/:id",
    {
      schema: {
        summary: "Read a task's state, progress and result",
        tags: ["tasks"],
        params: idParams,
        response: { 200: z.toJSONSchema(taskStatusSchema), 404: z.toJSONSchema(errorBodySchema) },
      },
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const record = await services.queue.get(request.params.id).catch(unavailableAs503);
      if (!record) throw taskNotFound();
      reply.header("cache-control", "no-store");
      return toTaskStatus(record);
    },
  );

  app.get<{ Params: { key: string }; Querystring: { proxy?: string } }>(
    "/api/download/:key",
    {
      schema: {
        summary: "Download a result file",
        description: `Streams the file as an attachment, with the content type of its kind (${outputKindList.map((kind) => `${kind}: ${outputKinds[kind].contentType}`).join(", ")}). With object storage and S3_DOWNLOAD_REDIRECT=true, a request without \`?proxy=1\` is answered with a 302 to a short-lived presigned URL instead.`,
        tags: ["tasks"],
        params: keyParams,
        querystring: { type: "object", properties: { proxy: { type: "string" } } },
        response: { 404: z.toJSONSchema(errorBodySchema) },
      },
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const { key } = request.params;
      // Keys are 32 hex characters; anything else (paths, dots, encodings) is simply unknown.
      const metadata = isValidKey(key) ? await services.store.stat(key) : null;
      // Inputs are never downloadable, only results.
      const redirect =
        services.config.s3?.downloadRedirect &&
        request.query.proxy !== "1" &&
        services.store.downloadUrl;
      if (metadata?.role === "result" && redirect) {
        const url = await redirect.call(services.store, key, metadata, presignedUrlSeconds);
        reply.header("cache-control", "no-store");
        return reply.redirect(url, 302);
      }
      const found = metadata?.role === "result" ? await services.store.read(key) : null;
      if (!found) throw new HttpError(404, "not-found", "File not found. It may have expired.");
      const { body } = found;
      const stored = found.metadata;
      reply.headers({
        // Only the output kinds' own types are ever served (a record of any other is opaque bytes).
        "content-type": outputContentTypes.includes(stored.contentType)
          ? stored.contentType
          : "application/octet-stream",
        "content-length": String(stored.sizeBytes),
        "content-disposition": `attachment; filename="${stored.downloadName.replace(/[^\w.-]/g, "_")}"`,
        "x-content-type-options": "nosniff",
        // A downloaded file is never a document that can run script in our origin.
        "content-security-policy": "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
        "cache-control": "private, max-age=3600",
        "cross-origin-resource-policy": "cross-origin",
      });
      return reply.send(body);
    },
  );
}
