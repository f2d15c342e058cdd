import type { ToolServerHost } from "@gifkit/tools/server";
import { createGenerationBackend } from "../generation/create-backend.ts";
import { detectFileType } from "../ingest/file-type.ts";
import { malformedMultipartMessages, multipartBoundaryMissing } from "../ingest/multipart.ts";
import { checkUrlForm, safeFetchToFile, UrlFetchError } from "../ingest/safe-fetch.ts";
import { QueueFullError } from "../tasks/task-record.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";

/** A refused or failed link as the generic routes answer it. */
function asHttpError(error: unknown): unknown {
  return error instanceof UrlFetchError
    ? new HttpError(error.statusCode, error.code, error.message)
    : error;
}

/**
 * What a tool's own calls get from the API (ServerTool.routes in the tool's server/index.ts):
 * this server's settings, its admission checks and queue, its content sniffing and safe fetcher,
 * and its errors, so the tool folder reaches nothing of apps/server.
 */
export function createToolHost(services: Services): ToolServerHost {
  const { config } = services;
  return {
    dataDir: config.dataDir,
    maxUploadBytes: config.limits.maxUploadBytes,
    generationServer: config.generation
      ? createGenerationBackend(config.generation, {
          allowLoopbackOutputs: config.allowLoopbackUrlsForTests,
        })
      : null,
    httpError: (statusCode, code, message, headers) =>
      new HttpError(statusCode, code, message, headers),
    async startTask(task, clientAddress) {
      await services.assertCanAcceptTask(clientAddress);
      try {
        const record = await services.queue.submit(
          { ...task, inputKeys: [], inputUrls: [] },
          clientAddress,
        );
        return record.id;
      } catch (error) {
        if (error instanceof QueueFullError) {
          throw new HttpError(503, error.code, error.message, { "retry-after": "30" });
        }
        throw error;
      }
    },
    detectFileType,
    malformedMultipart: (contentType) =>
      multipartBoundaryMissing(contentType) ? malformedMultipartMessages.noBoundary : null,
    checkLinkForm(url) {
      try {
        return checkUrlForm(url, config.allowLoopbackUrlsForTests);
      } catch (error) {
        throw asHttpError(error);
      }
    },
    async fetchLinkToFile(url, path, { maxBytes, signal }) {
      try {
        await safeFetchToFile(url, path, {
          maxBytes,
          signal,
          allowLoopback: config.allowLoopbackUrlsForTests,
        });
      } catch (error) {
        throw asHttpError(error);
      }
    },
  };
}
