/// <reference types="@fastify/multipart" />
// (request.isMultipart() and request.parts() are @fastify/multipart's, registered by the API.)
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { errorBodySchema, extensionOf } from "@gifkit/contracts";
import { frameTimeline } from "@gifkit/text-layout";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ToolServerHost } from "../../server-host.ts";
import {
  readGifStructure,
  readImageHeader,
  UnreadableImageError,
} from "../../shared/image-header.ts";
import { readHead } from "../../shared/read-head.ts";

export const gifMetadataSchema = z.object({
  /** Seconds, as the result plays (delays under 20 ms count as 20 ms, DESIGN §2). */
  duration: z.number(),
  frame_count: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GifMetadata = z.infer<typeof gifMetadataSchema>;

const notAGif = (host: ToolServerHost) =>
  host.httpError(
    400,
    "unsupported-file-type",
    "Could not read the GIF's details: the file is not a GIF.",
  );

/**
 * The animations besides GIF whose header alone says every frame's delay (the pure header reader,
 * no decoder): Add Text takes them too, and its timing slider spanned a guessed 10 s for them.
 * An animated AVIF's sample table says its frames' times too. A WebM needs a decoder's count: the
 * editor takes the length its browser plays and never sends one here.
 */
const headerAnimations = ["webp", "apng", "png", "mng", "avif"];
const linkExtensions = ["gif", ...headerAnimations];

/**
 * POST /api/gif-metadata (spec: tools §7): the duration, frame count and size of a GIF (or of an
 * animated WebP, APNG, MNG or AVIF), answered at once. Only the pure block and header readers run here
 * (no decoder in the HTTP process); the file or the fetched URL lives in a private directory for
 * the length of the request.
 */
export function registerGifMetadataRoutes(app: FastifyInstance, host: ToolServerHost): void {
  app.post(
    "/api/gif-metadata",
    {
      schema: {
        summary: "Read a GIF's duration, frame count and size",
        description:
          "Synchronous. Send the GIF (or an animated WebP, APNG, MNG or AVIF) as `file` or a public link as `url` (multipart). Add Text uses the duration for its timing slider.",
        tags: ["tools"],
        consumes: ["multipart/form-data"],
        body: {
          type: "object",
          properties: {
            file: { type: "string", format: "binary" },
            url: { type: "string", format: "uri" },
          },
        },
        response: {
          200: z.toJSONSchema(gifMetadataSchema),
          400: z.toJSONSchema(errorBodySchema),
          413: z.toJSONSchema(errorBodySchema),
        },
      },
      // The body is multipart: it is streamed and checked by the handler.
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "start" },
    },
    async (request): Promise<GifMetadata> => {
      if (!request.isMultipart()) {
        throw host.httpError(400, "bad-request", "Send the file or URL as multipart/form-data.");
      }
      const malformed = host.malformedMultipart(request.headers["content-type"]);
      if (malformed) throw host.httpError(400, "malformed-upload", malformed);
      const directory = join(host.dataDir, "metadata", randomUUID());
      await mkdir(directory, { recursive: true });
      try {
        const path = join(directory, "input");
        let received = false;
        let url = "";
        for await (const part of request.parts()) {
          if (part.type === "file") {
            if (part.fieldname !== "file" || received) {
              part.file.resume();
              continue;
            }
            // A file over the upload limit makes the stream fail: the error handler answers 413.
            await pipeline(part.file, createWriteStream(path));
            received = true;
          } else if (part.fieldname === "url") {
            url = String(part.value).trim();
          }
        }
        if (!received && url !== "") {
          const parsed = host.checkLinkForm(url);
          if (!linkExtensions.includes(extensionOf(parsed.pathname))) throw notAGif(host);
          await host.fetchLinkToFile(url, path, {
            maxBytes: host.maxUploadBytes,
            signal: AbortSignal.timeout(60_000),
          });
          received = true;
        }
        if (!received) throw host.httpError(400, "missing-input", "Choose a file or enter a URL.");
        const detected = await host.detectFileType(await readHead(path));
        if (detected !== null && headerAnimations.includes(detected)) {
          return await animationMetadata(path, detected, host);
        }
        if (detected !== "gif") throw notAGif(host);

        let structure: Awaited<ReturnType<typeof readGifStructure>>;
        try {
          structure = await readGifStructure(path);
        } catch (error) {
          if (error instanceof UnreadableImageError) {
            throw host.httpError(
              400,
              "corrupt-input",
              "Could not read the GIF's details: the file is damaged or incomplete.",
            );
          }
          throw error;
        }
        return {
          duration: Math.round(frameTimeline(structure.delaysMs).durationMs) / 1000,
          frame_count: structure.frameCount,
          width: structure.width,
          height: structure.height,
        };
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  );
}

/** An animated WebP, APNG, MNG or AVIF by its header; a still one is refused as before. */
async function animationMetadata(
  path: string,
  detected: string,
  host: ToolServerHost,
): Promise<GifMetadata> {
  const header = await readImageHeader(path, detected === "png" ? "apng" : detected).catch(
    (error: unknown) => {
      if (!(error instanceof UnreadableImageError)) throw error;
      throw host.httpError(
        400,
        "corrupt-input",
        "Could not read the animation's details: the file is damaged or incomplete.",
      );
    },
  );
  if (!header || header.frameDelaysMs.length < 2) throw notAGif(host);
  return {
    duration: Math.round(frameTimeline(header.frameDelaysMs).durationMs) / 1000,
    frame_count: header.frameDelaysMs.length,
    width: header.width,
    height: header.height,
  };
}
