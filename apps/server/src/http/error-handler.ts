import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { malformedMultipartMessage } from "../ingest/multipart.ts";
import { errorBody, HttpError } from "./http-error.ts";

/**
 * One error handler: every failure leaves as `{error, code}` with the right status. Stack traces
 * and internal messages are logged, never sent.
 */
export function registerErrorHandler(app: FastifyInstance, maxUploadBytes: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...errorBody(error.message, error.code), ...error.details });
    }
    if (error.code === "FST_REQ_FILE_TOO_LARGE" || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply
        .status(413)
        .send(
          errorBody(
            `File too large. The maximum file size is ${Math.round(maxUploadBytes / (1024 * 1024))}MB.`,
            "file-too-large",
          ),
        );
    }
    if (
      error.code === "FST_PARTS_LIMIT" ||
      error.code === "FST_FILES_LIMIT" ||
      error.code === "FST_FIELDS_LIMIT"
    ) {
      return reply.status(413).send(errorBody("Too many parts in the upload.", "too-many-parts"));
    }
    const malformedUpload = malformedMultipartMessage(error);
    if (malformedUpload) {
      return reply.status(400).send(errorBody(malformedUpload, "malformed-upload"));
    }
    if ((error as NodeJS.ErrnoException).code === "ENOSPC") {
      request.log.error({ err: error }, "disk full");
      return reply
        .status(503)
        .header("retry-after", "60")
        .send(
          errorBody(
            "The server has no room for new files right now (the disk is full). Please try again in a few minutes.",
            "storage-full",
          ),
        );
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(error.message, "rate-limited"));
    }
    if (
      error.validation ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      return reply
        .status(error.statusCode ?? 400)
        .send(errorBody(error.message || "Bad request.", "bad-request"));
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send(errorBody("Something went wrong on our side. Please try again.", "internal-error"));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        errorBody(`No such endpoint: ${request.method} ${request.url.split("?")[0]}`, "not-found"),
      ),
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
  reply
    .status(400)
    .send(
      errorBody(
        error.code === "FST_ERR_BAD_URL" ? "This address is not valid." : "Bad request.",
        "bad-request",
      ),
    );
}
