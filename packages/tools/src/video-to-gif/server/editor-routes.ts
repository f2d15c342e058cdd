/// <reference types="@fastify/multipart" />
// (request.isMultipart() is @fastify/multipart's, registered by the API.)
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
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ToolServerHost } from "../../server-host.ts";
import {
  contentSniffBytes,
  detectContentFormat,
  isAcceptedContent,
} from "../../shared/content-format.ts";
import { videoMimeType } from "../../shared/video-input.ts";

const videoExtensions = acceptedExtensions.video;
const errorResponse = z.toJSONSchema(errorBodySchema);

/** How the upload calls answer, for the OpenAPI document. */
const uploadTaskNote =
  "Answers 202 {task_id}, like the tools' start calls: poll GET /api/task-status/{task_id}. The task runs on the long queue; when it fails, its `error` says why.";

/**
 * POST /api/upload (a link → the video, stored for the conversion) and POST /api/video-preview
 * (a browser-playable copy for the timeline when the browser cannot play the original). Both
 * check what needs no process (the link's form, names, content by the first bytes) and queue a
 * task (editor-tasks.ts): the download, the probe and the transcode run in a worker.
 * GET /api/upload/{key} serves a stored upload's bytes to the editor's player.
 */
export function registerVideoEditorRoutes(app: FastifyInstance, host: ToolServerHost): void {
  // How long the stored video stays (the privacy policy's sentence, from the same limits).
  const keptNote =
    retentionRules(host.limits).find((rule) => rule.id === "link-uploads")?.text ?? "";
  const oneVideoError = () =>
    host.httpError(400, "too-many-files", "Send one video: a file or an upload_key.");

  app.post(
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
      const body = request.body as { url?: unknown } | undefined;
      const rawUrl = typeof body?.url === "string" ? body.url.trim() : "";
      if (!rawUrl) throw host.httpError(400, "missing-input", "Enter the link of a video.");
      await host.assertCanAcceptTask(request.ip);
      const url = host.checkLinkForm(rawUrl);
      const youtube = host.isYoutubeLink(rawUrl);
      if (!youtube && !videoExtensions.includes(extensionOf(url.pathname) as never)) {
        throw host.httpError(
          400,
          "unsupported-file-type",
          unsupportedLinkMessage(rawUrl, videoExtensions),
        );
      }
      if (youtube) host.checkYoutubeLink(rawUrl);
      const taskId = await host.queueOwnTask(
        { tool: "video-link", url: rawUrl, inputKeys: [] },
        request.ip,
      );
      return reply.status(202).send({ task_id: taskId });
    },
  );

  app.get(
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
      // Only uploads: results have GET /api/download.
      const found = await host.readUpload(
        (request.params as { key: string }).key,
        contentSniffBytes,
      );
      if (!found) throw host.httpError(404, "not-found", "File not found. It may have expired.");
      // The type comes from the bytes, never from what the client declared when it uploaded (a
      // declared text/html or image/svg+xml would otherwise be served inline): a video type the
      // player can use, or an opaque download.
      const sniffed = videoMimeType((await detectContentFormat(found.head)) ?? "");
      const isVideo = sniffed.startsWith("video/");
      reply.headers({
        "content-type": sniffed,
        ...(isVideo ? {} : { "content-disposition": 'attachment; filename="upload.bin"' }),
        "content-length": String(found.sizeBytes),
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
        throw host.httpError(
          400,
          "bad-request",
          "Send the video as multipart/form-data (file or upload_key).",
        );
      }
      const malformed = host.malformedMultipart(request.headers["content-type"]);
      if (malformed) throw host.httpError(400, "malformed-upload", malformed);
      await host.assertCanAcceptTask(request.ip);
      const form = await host.readUploadForm(request, {
        fileField: "file",
        refuse: (storedCount) => (storedCount >= 1 ? oneVideoError() : null),
      });
      const [file, ...extra] = form.files;
      let videoKey: string;
      if (file) {
        const refuse = async (error: Error) => {
          await host.deleteUpload(file.key);
          return error;
        };
        if (extra.length > 0 || form.fields.upload_key !== undefined) {
          await Promise.all(form.files.map((upload) => host.deleteUpload(upload.key)));
          throw oneVideoError();
        }
        const detectedType = await detectContentFormat(file.head);
        if (!videoExtensions.includes(extensionOf(file.fileName) as never)) {
          throw await refuse(
            host.httpError(
              400,
              "unsupported-file-type",
              unsupportedFileMessage([file.fileName], videoExtensions),
            ),
          );
        }
        if (file.sizeBytes === 0) {
          throw await refuse(host.httpError(400, "empty-file", emptyFileMessage([file.fileName])));
        }
        if (!isAcceptedContent(detectedType, "video")) {
          throw await refuse(
            host.httpError(400, "unsupported-file-type", contentMismatchMessage([file.fileName])),
          );
        }
        videoKey = file.key;
      } else {
        videoKey = await host.storedUploadOrThrow(form.fields.upload_key);
      }
      const taskId = await host
        .queueOwnTask(
          { tool: "video-preview", videoKey, freshUpload: file !== undefined, inputKeys: [] },
          request.ip,
        )
        .catch(async (error: unknown) => {
          if (file) await host.deleteUpload(file.key);
          throw error;
        });
      return reply.status(202).send({ task_id: taskId });
    },
  );
}
