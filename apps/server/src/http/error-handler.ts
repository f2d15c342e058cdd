import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { malformedMultipartMessage } from "../ingest/multipart.ts";
import { HttpError } from "./http-error.ts";

/**
 * One error handler: every failure leaves as `{error, code}` with the right status. Stack traces
 * and internal messages are logged, never sent.
 */
export function registerErrorHandler(app: FastifyInstance, maxUploadBytes: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({ error: error.message, code: error.code });
    }
    if (error.code === "FST_REQ_FILE_TOO_LARGE" || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({
        error: `File too large. The maximum file size is ${Math.round(maxUploadBytes / (1024 * 1024))}MB.`,
        code: "file-too-large",
      });
    }
    if (
      error.code === "FST_PARTS_LIMIT" ||
      error.code === "FST_FILES_LIMIT" ||
      error.code === "FST_FIELDS_LIMIT"
    ) {
      return reply
        .status(413)
        .send({ error: "Too many parts in the upload.", code: "too-many-parts" });
    }
    const malformedUpload = malformedMultipartMessage(error);
    if (malformedUpload) {
      return reply.status(400).send({ error: malformedUpload, code: "malformed-upload" });
    }
    if ((error as NodeJS.ErrnoException).code === "ENOSPC") {
      request.log.error({ err: error }, "disk full");
      return reply.status(503).header("retry-after", "60").send({
        error:
          "The server has no room for new files right now (the disk is full). Please try again in a few minutes.",
        code: "storage-full",
      });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: error.message, code: "rate-limited" });
    }
    if (
      error.validation ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      return reply
        .status(error.statusCode ?? 400)
        .send({ error: error.message || "Bad request.", code: "bad-request" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({
      error: "Something went wrong on our side. Please try again.",
      code: "internal-error",
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
      code: "not-found",
    }),
  );
}

/**
 * Errors Fastify raises before routing (a malformed URL such as `/api/download/%`) get the same
 * `{error, code}` body as every other error, instead of Fastify's own shape.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.status(400).send({
    error: error.code === "FST_ERR_BAD_URL" ? "This address is not valid." : "Bad request.",
    code: "bad-request",
  });
}
