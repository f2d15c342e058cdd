import { errorBodySchema, taskStatusSchema } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isValidKey } from "../storage/blob-store.ts";
import { toTaskStatus } from "../tasks/task-record.ts";
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

export function registerTaskRoutes(app: FastifyInstance, services: Services): void {
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
      const record = await services.queue.get(request.params.id);
      if (!record)
        throw new HttpError(404, "task-not-found", "Task not found. It may have expired.");
      reply.header("cache-control", "no-store");
      return toTaskStatus(record);
    },
  );

  app.get<{ Params: { key: string } }>(
    "/api/download/:key",
    {
      schema: {
        summary: "Download a result file",
        description: "Streams the file as an attachment. `?proxy=1` is accepted for compatibility.",
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
      const found = metadata?.role === "result" ? await services.store.read(key) : null;
      if (!found) throw new HttpError(404, "not-found", "File not found. It may have expired.");
      const { body } = found;
      const stored = found.metadata;
      reply.headers({
        "content-type": stored.contentType,
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
