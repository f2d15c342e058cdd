import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import {
  acceptedExtensions,
  contentMismatchMessage,
  errorBodySchema,
  extensionOf,
  linkContentMismatchMessage,
  unsupportedFileMessage,
  unsupportedUrlMessage,
} from "@gifkit/contracts";
import { readHead } from "@gifkit/tools/shared/read-head";
import {
  buildBrowserPreviewCommand,
  demuxerForDetectedType,
  videoMimeType,
} from "@gifkit/tools/shared/video-input";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { detectFileType, isAcceptedType } from "../ingest/file-type.ts";
import {
  assertInputWithinLimits,
  InputRejectedError,
  storedInputSource,
} from "../ingest/input-limits.ts";
import {
  malformedMultipartMessages,
  multipartBoundaryMissing,
  parseMultipartIntoStore,
} from "../ingest/multipart.ts";
import { checkUrlForm, safeFetchToFile, UrlFetchError } from "../ingest/safe-fetch.ts";
import {
  checkYoutubeLink,
  downloadYoutubeVideo,
  isYoutubeLink,
  YoutubeLinkError,
} from "../ingest/youtube.ts";
// biome-ignore lint/style/noRestrictedImports: the link-to-video and preview transcodes still run in the request (they become tasks next; docs/architecture.md)
import { UploadCommandsBusyError, uploadCommandRunner } from "../media/upload-commands.ts";
// biome-ignore lint/style/noRestrictedImports: as above
import { ffprobeRunner } from "../media/video-probe.ts";
import type { BlobStore } from "../storage/blob-store.ts";
import { isValidKey } from "../storage/blob-store.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";

const videoExtensions = acceptedExtensions.video;
const errorResponse = z.toJSONSchema(errorBodySchema);
const uploadKeyHeader = {
  "x-upload-key": {
    type: "string",
    description:
      "The stored video's key: send it as `upload_key` to POST /api/video-to-gif instead of the file.",
  },
};

/**
 * An upload key from a form or header: a stored input (an upload not yet used by a task).
 * Inputs are deleted when their task ends and otherwise after the result retention time.
 */
export async function storedUploadOrThrow(store: BlobStore, key: unknown): Promise<string> {
  const metadata = typeof key === "string" && isValidKey(key) ? await store.stat(key) : null;
  if (metadata?.role !== "input") {
    throw new HttpError(
      400,
      "upload-expired",
      "This upload has expired or was already used. Please upload the video again.",
    );
  }
  return key as string;
}

const busy = () =>
  new HttpError(
    503,
    "server-busy",
    "The server is busy preparing other videos. Please try again in a minute.",
    {
      "retry-after": "20",
    },
  );

/**
 * POST /api/upload (a link → the video, stored for the conversion) and POST /api/video-preview
 * (a browser-playable copy for the timeline when the browser cannot play the original).
 */
export function registerUploadRoutes(app: FastifyInstance, services: Services): void {
  const { config, store } = services;
  const commands = uploadCommandRunner(config.binaries);
  const runFfprobe = ffprobeRunner(config.binaries.ffprobe);
  const scratchRoot = join(config.dataDir, "scratch");
  const newScratchDirectory = async () => {
    const directory = join(scratchRoot, `upload-${randomBytes(8).toString("hex")}`);
    await mkdir(directory, { recursive: true });
    return directory;
  };

  /** Refuses an input over the limits (picture size, by ffprobe) and deletes it. */
  async function assertStoredVideoWithinLimits(key: string, detectedType: string) {
    try {
      await assertInputWithinLimits(
        storedInputSource(store, key, detectedType, scratchRoot),
        config.limits,
        runFfprobe,
      );
    } catch (error) {
      await store.delete(key);
      if (error instanceof InputRejectedError) throw new HttpError(422, error.code, error.message);
      throw error;
    }
  }

  app.post<{ Body: { url?: unknown } }>(
    "/api/upload",
    {
      schema: {
        summary: "Fetch a video from a link for the editor",
        description:
          "The server downloads the video (a direct link to a video file, or a youtube.com / youtu.be link, up to the upload limit; YouTube videos up to the linked-video length limit), stores it, and answers its bytes for the browser's player with header X-Upload-Key. POST /api/video-to-gif then takes `upload_key` instead of the file.",
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
          200: {
            description: "The video's bytes, with its type.",
            headers: uploadKeyHeader,
            content: {
              "application/octet-stream": { schema: { type: "string", format: "binary" } },
            },
          },
          400: errorResponse,
          413: errorResponse,
          422: errorResponse,
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
        throw new HttpError(400, "unsupported-file-type", unsupportedUrlMessage(videoExtensions));
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

      const directory = await newScratchDirectory();
      const signal = AbortSignal.any([AbortSignal.timeout(10 * 60_000), abortOnClose(reply)]);
      try {
        const path = join(directory, "download");
        try {
          if (youtube) {
            await downloadYoutubeVideo(rawUrl, path, {
              run: commands.run,
              signal,
              maxBytes: config.limits.maxUploadBytes,
              maxDurationSeconds: config.limits.maxLinkedVideoSeconds,
            });
          } else {
            await safeFetchToFile(rawUrl, path, {
              maxBytes: config.limits.maxUploadBytes,
              signal,
              allowLoopback: config.allowLoopbackUrlsForTests,
            });
          }
        } catch (error) {
          if (error instanceof UploadCommandsBusyError) throw busy();
          if (error instanceof UrlFetchError || error instanceof YoutubeLinkError) {
            throw new HttpError(error.statusCode, error.code, error.message);
          }
          throw error;
        }
        const detectedType = await detectFileType(await readHead(path));
        if (!isAcceptedType(detectedType, "video")) {
          throw new HttpError(
            400,
            "unsupported-file-type",
            linkContentMismatchMessage(youtube ? "" : url.pathname),
          );
        }
        const blob = await store.putFile(path, {
          contentType: videoMimeType(detectedType),
          downloadName: `video.${detectedType}`,
          role: "input",
          taskId: null,
        });
        await assertStoredVideoWithinLimits(blob.key, detectedType);
        const found = await store.read(blob.key);
        if (!found) throw new Error("stored upload vanished");
        reply.headers({
          "content-type": videoMimeType(detectedType),
          "content-length": String(blob.metadata.sizeBytes),
          "x-upload-key": blob.key,
          "access-control-expose-headers": "X-Upload-Key",
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
        });
        return reply.send(found.body);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  );

  app.post(
    "/api/video-preview",
    {
      schema: {
        summary: "A browser-playable preview of a video",
        description:
          "For videos the browser cannot play (AVI, MKV, FLV, WMV, some MOV): answers a small H.264/AAC MP4 (at most 640 × 360, same timeline as the original) for the editor's player. Send the video as `file`, or the key of a video already stored by POST /api/upload as `upload_key`. The answer's X-Upload-Key names the stored original, which POST /api/video-to-gif converts (the preview is never converted).",
        tags: ["tools"],
        consumes: ["multipart/form-data"],
        body: {
          type: "object",
          properties: {
            file: { type: "string", format: "binary" },
            upload_key: { type: "string", description: "A key from X-Upload-Key." },
          },
        },
        response: {
          200: {
            description: "The preview MP4.",
            headers: uploadKeyHeader,
            content: { "video/mp4": { schema: { type: "string", format: "binary" } } },
          },
          400: errorResponse,
          413: errorResponse,
          422: errorResponse,
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
      const form = await parseMultipartIntoStore(request, store, new Set(["file"]));
      const [file, ...extra] = form.files;
      let key: string;
      let detectedType: string | null;
      if (file) {
        if (extra.length > 0 || form.fields.upload_key !== undefined) {
          await Promise.all(form.files.map((upload) => store.delete(upload.blob.key)));
          throw new HttpError(400, "too-many-files", "Send one video: a file or an upload_key.");
        }
        detectedType = await detectFileType(file.head);
        if (!videoExtensions.includes(extensionOf(file.fileName) as never)) {
          await store.delete(file.blob.key);
          throw new HttpError(
            400,
            "unsupported-file-type",
            unsupportedFileMessage([file.fileName], videoExtensions),
          );
        }
        if (!isAcceptedType(detectedType, "video")) {
          await store.delete(file.blob.key);
          throw new HttpError(
            400,
            "unsupported-file-type",
            contentMismatchMessage([file.fileName]),
          );
        }
        await assertStoredVideoWithinLimits(file.blob.key, detectedType);
        key = file.blob.key;
      } else {
        key = await storedUploadOrThrow(store, form.fields.upload_key);
        detectedType = null;
      }

      const directory = await newScratchDirectory();
      let streaming = false;
      try {
        const inputPath = join(directory, "input");
        await store.copyToFile(key, inputPath);
        detectedType ??= await detectFileType(await readHead(inputPath));
        const demuxer = demuxerForDetectedType(detectedType);
        if (!demuxer)
          throw new HttpError(
            400,
            "unsupported-file-type",
            unsupportedFileMessage(["upload"], videoExtensions),
          );
        const previewPath = join(directory, "preview.mp4");
        try {
          await commands.run(buildBrowserPreviewCommand(inputPath, demuxer, previewPath), {
            signal: abortOnClose(reply),
            timeoutMs: 5 * 60_000,
          });
        } catch (error) {
          if (error instanceof UploadCommandsBusyError) throw busy();
          throw new HttpError(
            422,
            "damaged-input",
            "No preview could be made: the video is damaged or uses a codec GifKit cannot read.",
          );
        }
        const { size } = await stat(previewPath);
        reply.headers({
          "content-type": "video/mp4",
          "content-length": String(size),
          "x-upload-key": key,
          "access-control-expose-headers": "X-Upload-Key",
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
        });
        const body = createReadStream(previewPath);
        body.once("close", () => void rm(directory, { recursive: true, force: true }));
        streaming = true;
        return reply.send(body);
      } finally {
        if (!streaming) await rm(directory, { recursive: true, force: true });
      }
    },
  );
}

/** Aborts when the client goes away before the answer is sent (a download or preview stops). */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
