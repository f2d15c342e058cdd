import {
  acceptedExtensions,
  contentMismatchMessage,
  emptyFileMessage,
  errorBodySchema,
  extensionOf,
  retentionRules,
  taskStartedSchema,
  unsupportedFileMessage,
  unsupportedLinkMessage,
} from "@gifkit/contracts";
import { contentSniffBytes } from "@gifkit/tools/shared/content-format";
import { videoMimeType } from "@gifkit/tools/shared/video-input";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { detectFileType, isAcceptedType } from "../ingest/file-type.ts";
import {
  malformedMultipartMessages,
  multipartBoundaryMissing,
  parseMultipartIntoStore,
} from "../ingest/multipart.ts";
import { checkUrlForm, UrlFetchError } from "../ingest/safe-fetch.ts";
import { checkYoutubeLink, isYoutubeLink, YoutubeLinkError } from "../ingest/youtube.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { isValidKey } from "../storage/blob-store.ts";
import { QueueFullError, type TaskPayload, uploadExpiredMessage } from "../tasks/task-record.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";
import { readFormWithinAllowance } from "./task-form.ts";

const videoExtensions = acceptedExtensions.video;
const errorResponse = z.toJSONSchema(errorBodySchema);
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

/** How the upload calls answer, for the OpenAPI document. */
const uploadTaskNote =
  "Answers 202 {task_id}, like the tools' start calls: poll GET /api/task-status/{task_id}. The task runs on the long queue; when it fails, its `error` says why.";

/** Starts an upload task; a full queue is a retryable 503, like the tools' start calls. */
async function submitUploadTask(
  services: Services,
  payload: TaskPayload,
  clientAddress: string,
): Promise<string> {
  try {
    return (await services.queue.submit(payload, clientAddress)).id;
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new HttpError(503, error.code, error.message, { "retry-after": "30" });
    }
    throw error;
  }
}

const oneVideoError = () =>
  new HttpError(400, "too-many-files", "Send one video: a file or an upload_key.");

/**
 * POST /api/upload (a link → the video, stored for the conversion) and POST /api/video-preview
 * (a browser-playable copy for the timeline when the browser cannot play the original). Both
 * check what needs no process (the link's form, names, content by the first bytes) and queue a
 * task (tasks/upload-tasks.ts): the download, the probe and the transcode run in a worker.
 * GET /api/upload/{key} serves a stored upload's bytes to the editor's player.
 */
export function registerUploadRoutes(app: FastifyInstance, services: Services): void {
  const { config, store } = services;
  // How long the stored video stays (the privacy policy's sentence, from the same limits).
  const keptNote =
    retentionRules(config.limits).find((rule) => rule.id === "link-uploads")?.text ?? "";

  app.post<{ Body: { url?: unknown } }>(
    "/api/upload",
    {
      schema: {
        summary: "Fetch a video from a link for the editor",
        description: `The server downloads the video (a direct link to a video file, or a youtube.com / youtu.be link, up to the upload limit; YouTube videos up to the linked-video length limit), checks it and stores it. ${uploadTaskNote} The result's \`upload_key\` names the stored video: GET /api/upload/{upload_key} answers its bytes for the browser's player, and POST /api/video-to-gif takes \`upload_key\` instead of the file. ${keptNote}`,
        tags: ["tools"],
        body: {
          type: "object",
          properties: {
            url: {
              type: "string",
              format: "uri",
              description: "A video file link or a YouTube video link.",
            },
          },
          required: ["url"],
        },
        response: {
          202: z.toJSONSchema(taskStartedSchema),
          400: errorResponse,
          503: errorResponse,
        },
      },
      // The body is checked by the handler, so every problem gets the {error, code} shape.
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "start" },
    },
    async (request, reply) => {
      const rawUrl = typeof request.body?.url === "string" ? request.body.url.trim() : "";
      if (!rawUrl) throw new HttpError(400, "missing-input", "Enter the link of a video.");
      await services.assertCanAcceptTask(request.ip);
      let url: URL;
      try {
        url = checkUrlForm(rawUrl, config.allowLoopbackUrlsForTests);
      } catch (error) {
        if (error instanceof UrlFetchError) throw new HttpError(400, error.code, error.message);
        throw error;
      }
      const youtube = isYoutubeLink(rawUrl);
      if (!youtube && !videoExtensions.includes(extensionOf(url.pathname) as never)) {
        throw new HttpError(
          400,
          "unsupported-file-type",
          unsupportedLinkMessage(rawUrl, videoExtensions),
        );
      }
      if (youtube) {
        try {
          checkYoutubeLink(rawUrl);
        } catch (error) {
          if (error instanceof YoutubeLinkError)
            throw new HttpError(error.statusCode, error.code, error.message);
          throw error;
        }
      }
      const taskId = await submitUploadTask(
        services,
        { tool: "video-link", url: rawUrl, inputKeys: [] },
        request.ip,
      );
      return reply.status(202).send({ task_id: taskId });
    },
  );

  app.get<{ Params: { key: string } }>(
    "/api/upload/:key",
    {
      schema: {
        summary: "The stored video of an upload key, for the editor's player",
        description:
          "Streams a video stored by POST /api/upload or /api/video-preview (the `upload_key` of its task's result) while it is kept, i.e. until a conversion uses it or its time is up.",
        tags: ["tools"],
        params: {
          type: "object",
          properties: { key: { type: "string" } },
          required: ["key"],
        },
        response: {
          200: {
            description: "The video's bytes, with its type.",
            content: {
              "application/octet-stream": { schema: { type: "string", format: "binary" } },
            },
          },
          404: errorResponse,
        },
      },
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const { key } = request.params;
      const metadata = isValidKey(key) ? await store.stat(key) : null;
      // Only uploads: results have GET /api/download.
      const found = metadata?.role === "input" ? await store.read(key) : null;
      if (!found) throw new HttpError(404, "not-found", "File not found. It may have expired.");
      // The type comes from the bytes, never from what the client declared when it uploaded (a
      // declared text/html or image/svg+xml would otherwise be served inline): a video type the
      // player can use, or an opaque download.
      const sniffed = videoMimeType(
        (await detectFileType(await store.readHead(key, contentSniffBytes))) ?? "",
      );
      const isVideo = sniffed.startsWith("video/");
      reply.headers({
        "content-type": sniffed,
        ...(isVideo ? {} : { "content-disposition": 'attachment; filename="upload.bin"' }),
        "content-length": String(found.metadata.sizeBytes),
        "x-content-type-options": "nosniff",
        // Never a document that can run script in our origin (as GET /api/download).
        "content-security-policy": "default-src 'none'; media-src 'self'; sandbox",
        "cache-control": "no-store",
      });
      return reply.send(found.body);
    },
  );

  app.post(
    "/api/video-preview",
    {
      schema: {
        summary: "A browser-playable preview of a video",
        description: `For videos the browser cannot play (AVI, MKV, FLV, WMV, some MOV): makes a small H.264/AAC MP4 (at most 640 × 360, same timeline as the original) for the editor's player. Send the video as \`file\`, or the key of a video already stored by POST /api/upload as \`upload_key\`. ${uploadTaskNote} The result's \`mp4\` is the preview's download key (GET /api/download/{mp4}); its \`upload_key\` names the stored original, which POST /api/video-to-gif converts (the preview is never converted). ${keptNote}`,
        tags: ["tools"],
        consumes: ["multipart/form-data"],
        body: {
          type: "object",
          properties: {
            file: { type: "string", format: "binary" },
            upload_key: { type: "string", description: "An `upload_key` of an earlier upload." },
          },
        },
        response: {
          202: z.toJSONSchema(taskStartedSchema),
          400: errorResponse,
          413: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "start" },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(
          400,
          "bad-request",
          "Send the video as multipart/form-data (file or upload_key).",
        );
      }
      if (multipartBoundaryMissing(request.headers["content-type"])) {
        throw new HttpError(400, "malformed-upload", malformedMultipartMessages.noBoundary);
      }
      await services.assertCanAcceptTask(request.ip);
      const form = await readFormWithinAllowance(request, services, (allowance) =>
        parseMultipartIntoStore(
          request,
          store,
          {
            has: (name) => name === "file",
            refuse: (_name, stored) => (stored.length >= 1 ? oneVideoError() : null),
          },
          undefined,
          allowance,
        ),
      );
      const [file, ...extra] = form.files;
      let videoKey: string;
      if (file) {
        if (extra.length > 0 || form.fields.upload_key !== undefined) {
          await Promise.all(form.files.map((upload) => store.delete(upload.blob.key)));
          throw oneVideoError();
        }
        const detectedType = await detectFileType(file.head);
        if (!videoExtensions.includes(extensionOf(file.fileName) as never)) {
          await store.delete(file.blob.key);
          throw new HttpError(
            400,
            "unsupported-file-type",
            unsupportedFileMessage([file.fileName], videoExtensions),
          );
        }
        if (file.blob.metadata.sizeBytes === 0) {
          await store.delete(file.blob.key);
          throw new HttpError(400, "empty-file", emptyFileMessage([file.fileName]));
        }
        if (!isAcceptedType(detectedType, "video")) {
          await store.delete(file.blob.key);
          throw new HttpError(
            400,
            "unsupported-file-type",
            contentMismatchMessage([file.fileName]),
          );
        }
        videoKey = file.blob.key;
      } else {
        videoKey = await storedUploadOrThrow(store, form.fields.upload_key);
      }
      const taskId = await submitUploadTask(
        services,
        { tool: "video-preview", videoKey, freshUpload: file !== undefined, inputKeys: [] },
        request.ip,
      ).catch(async (error: unknown) => {
        if (file) await store.delete(file.blob.key);
        throw error;
      });
      return reply.status(202).send({ task_id: taskId });
    },
  );
}
