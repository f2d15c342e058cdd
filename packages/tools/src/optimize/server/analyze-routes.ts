/// <reference types="@fastify/multipart" />
// (request.isMultipart() and request.parts() are @fastify/multipart's, registered by the API.)
import { errorBodySchema } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ToolServerHost } from "../../server-host.ts";
import {
  type GifXray,
  gifXraySchema,
  xrayMaxFileBytes,
  xrayMaxScreenPixels,
} from "../../shared/xray-report.ts";
import { analyzeGif, XrayRefusal } from "./gif-xray.ts";

const megabytes = Math.round(xrayMaxFileBytes / (1024 * 1024));

/**
 * POST /api/analyze (issue 39): the byte X-ray of a GIF, answered at once. The GIF is read into
 * memory (at most xrayMaxFileBytes: the rest of the stream is not read) and analysed by pure code:
 * the one block walker and an LZW decoder, no binary spawned, bounded by xrayMaxScreenPixels.
 */
export function registerAnalyzeRoutes(app: FastifyInstance, host: ToolServerHost): void {
  app.post(
    "/api/analyze",
    {
      schema: {
        summary: "Show where a GIF's bytes go and what could be saved",
        description: `Synchronous. Send the GIF as \`file\` (multipart), at most ${megabytes} MB and ${xrayMaxScreenPixels.toLocaleString("en-US")} screen pixels times frames. The answer counts every byte in one part (\`parts\` sum to \`file_bytes\`), gives each frame's bytes, and lists findings with predicted savings: frames that repeat the picture before them, pixels redrawn unchanged, palette entries no pixel uses, comments and metadata.`,
        tags: ["tools"],
        consumes: ["multipart/form-data"],
        body: {
          type: "object",
          properties: { file: { type: "string", format: "binary" } },
        },
        response: {
          200: z.toJSONSchema(gifXraySchema),
          400: z.toJSONSchema(errorBodySchema),
          413: z.toJSONSchema(errorBodySchema),
          429: z.toJSONSchema(errorBodySchema),
        },
      },
      // The body is multipart: it is streamed and checked by the handler.
      validatorCompiler: () => () => true,
      // Its own bucket (http/rate-limits.ts): an X-ray is not a task start.
      config: { rateLimitClass: "analyze" },
    },
    async (request): Promise<GifXray> => {
      if (!request.isMultipart()) {
        throw host.httpError(400, "bad-request", "Send the GIF as multipart/form-data.");
      }
      const malformed = host.malformedMultipart(request.headers["content-type"]);
      if (malformed) throw host.httpError(400, "malformed-upload", malformed);
      let bytes: Uint8Array | null = null;
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        if (part.fieldname !== "file" || bytes) {
          part.file.resume();
          continue;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > xrayMaxFileBytes) {
            part.file.destroy();
            throw host.httpError(
              413,
              "file-too-large",
              `The GIF is too large to analyse: at most ${megabytes} MB.`,
            );
          }
          chunks.push(chunk);
        }
        bytes = new Uint8Array(Buffer.concat(chunks));
      }
      if (!bytes) throw host.httpError(400, "missing-input", "Choose a GIF to analyse.");
      if ((await host.detectFileType(bytes.subarray(0, 4100))) !== "gif") {
        throw host.httpError(400, "unsupported-file-type", "Only a GIF can be analysed.");
      }
      try {
        return analyzeGif(bytes);
      } catch (error) {
        if (error instanceof XrayRefusal) {
          throw host.httpError(
            error.code === "input-too-large" ? 413 : 400,
            error.code,
            error.message,
          );
        }
        throw error;
      }
    },
  );
}
