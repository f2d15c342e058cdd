import type { ToolServerHost } from "@gifkit/tools/server";
import { createGenerationBackend } from "../generation/create-backend.ts";
import { detectFileType } from "../ingest/file-type.ts";
import {
  malformedMultipartMessages,
  multipartBoundaryMissing,
  parseMultipartIntoStore,
} from "../ingest/multipart.ts";
import { checkUrlForm, safeFetchToFile, UrlFetchError } from "../ingest/safe-fetch.ts";
import { checkYoutubeLink, isYoutubeLink, YoutubeLinkError } from "../ingest/youtube.ts";
import { isValidKey } from "../storage/blob-store.ts";
import { QueueFullError, type TaskPayload } from "../tasks/task-record.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";
import { readFormWithinAllowance, storedUploadOrThrow } from "./task-form.ts";

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
  const { config, store } = services;
  /** Queues a payload; a full queue is a retryable 503, as on every start call. */
  const submit = async (payload: TaskPayload, clientAddress: string) => {
    try {
      return (await services.queue.submit(payload, clientAddress)).id;
    } catch (error) {
      if (error instanceof QueueFullError) {
        throw new HttpError(503, error.code, error.message, { "retry-after": "30" });
      }
      throw error;
    }
  };
  return {
    dataDir: config.dataDir,
    maxUploadBytes: config.limits.maxUploadBytes,
    limits: config.limits,
    generationServer: config.generation
      ? createGenerationBackend(config.generation, {
          allowLoopbackOutputs: config.allowLoopbackUrlsForTests,
        })
      : null,
    httpError: (statusCode, code, message, headers) =>
      new HttpError(statusCode, code, message, headers),
    async startTask(task, clientAddress) {
      await services.assertCanAcceptTask(clientAddress);
      return submit({ ...task, inputKeys: [], inputUrls: [] }, clientAddress);
    },
    assertCanAcceptTask: (clientAddress) => services.assertCanAcceptTask(clientAddress),
    queueOwnTask: submit,
    async readUploadForm(request, { fileField, refuse }) {
      const form = await readFormWithinAllowance(request, services, (allowance) =>
        parseMultipartIntoStore(
          request,
          store,
          {
            has: (name) => name === fileField,
            refuse: (_name, stored) => refuse(stored.length),
          },
          undefined,
          allowance,
        ),
      );
      return {
        fields: form.fields,
        files: form.files.map((file) => ({
          key: file.blob.key,
          fileName: file.fileName,
          sizeBytes: file.blob.metadata.sizeBytes,
          head: file.head,
        })),
      };
    },
    storedUploadOrThrow: (key) => storedUploadOrThrow(store, key),
    async readUpload(key, headBytes) {
      const metadata = isValidKey(key) ? await store.stat(key) : null;
      // Only uploads: results have GET /api/download.
      const found = metadata?.role === "input" ? await store.read(key) : null;
      if (!found) return null;
      return {
        body: found.body,
        sizeBytes: found.metadata.sizeBytes,
        head: await store.readHead(key, headBytes),
      };
    },
    deleteUpload: (key) => store.delete(key),
    isYoutubeLink,
    checkYoutubeLink(url) {
      try {
        checkYoutubeLink(url);
      } catch (error) {
        if (error instanceof YoutubeLinkError)
          throw new HttpError(error.statusCode, error.code, error.message);
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
