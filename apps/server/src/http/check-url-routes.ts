import {
  acceptedExtensions,
  errorBodySchema,
  extensionOf,
  linkContentMismatchMessage,
  unsupportedLinkMessage,
} from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import { contentSniffBytes } from "@gifkit/tools/shared/content-format";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { detectFileType, isAcceptedType } from "../ingest/file-type.ts";
import { checkUrlForm, safeFetchHead, UrlFetchError } from "../ingest/safe-fetch.ts";
import { checkYoutubeLink, isYoutubeLink, YoutubeLinkError } from "../ingest/youtube.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";

/** The answer for a link the start call would take. */
export const urlCheckSchema = z.object({
  ok: z.literal(true),
  /** The file's size from the server's Content-Length, when it sent one. */
  size_bytes: z.number().int().nonnegative().optional(),
  content_type: z.string().optional(),
  /** The format found in the first bytes ("gif", "mp4", ...), or "youtube" for a YouTube link. */
  format: z.string().optional(),
});
export type UrlCheck = z.infer<typeof urlCheckSchema>;

/** Tools that take a file or a link, by id. */
const linkTools = new Map<string, (typeof toolList)[number]>(
  toolList.filter((tool) => tool.input !== "none").map((tool) => [tool.id, tool]),
);

/**
 * POST /api/check-url: the link check the upload screen runs before the editor opens, so a link
 * the start call would refuse stays on the upload screen with the same reason. The link is
 * fetched by the safe fetcher (public addresses only, redirects checked) but only its first bytes
 * are read, for the content sniff; the size comes from Content-Length.
 */
export function registerCheckUrlRoutes(app: FastifyInstance, services: Services): void {
  const { config } = services;
  app.post<{ Body: { url?: unknown; tool?: unknown } }>(
    "/api/check-url",
    {
      schema: {
        summary: "Check a link before a tool uses it",
        description:
          "Answers whether the tool's start call would take this link: its form (public http or https), its extension (or a YouTube video link for video tools), that the server answers it, its size (up to the upload limit) and that its first bytes are a format the tool takes. Only the first bytes are read. A 4xx answer carries the same message and code the start call would give.",
        tags: ["tools"],
        body: {
          type: "object",
          properties: {
            url: { type: "string", format: "uri", description: "The link to check." },
            tool: {
              type: "string",
              enum: [...linkTools.keys()],
              description: "The tool that will use the link (its id, e.g. reverse).",
            },
          },
          required: ["url", "tool"],
        },
        response: {
          200: z.toJSONSchema(urlCheckSchema),
          400: z.toJSONSchema(errorBodySchema),
          413: z.toJSONSchema(errorBodySchema),
          429: z.toJSONSchema(errorBodySchema),
        },
      },
      // Checked by the handler, so every problem gets the {error, code} shape.
      validatorCompiler: () => () => true,
      config: { rateLimitClass: "check" },
    },
    async (request, reply): Promise<UrlCheck> => {
      const body = request.body;
      if (typeof body !== "object" || body === null) {
        throw new HttpError(400, "bad-request", "Send the link as JSON: {url, tool}.");
      }
      const toolId = typeof body.tool === "string" ? body.tool : "";
      const tool = linkTools.get(toolId);
      if (!tool) {
        throw new HttpError(
          400,
          "invalid-options",
          `tool must be one of: ${[...linkTools.keys()].join(", ")}.`,
        );
      }
      const kind = tool.input as keyof typeof acceptedExtensions;
      const rawUrl = typeof body.url === "string" ? body.url.trim() : "";
      if (!rawUrl) throw new HttpError(400, "missing-input", "Enter a link to a file.");

      let url: URL;
      try {
        url = checkUrlForm(rawUrl, config.allowLoopbackUrlsForTests);
      } catch (error) {
        if (error instanceof UrlFetchError) throw new HttpError(400, error.code, error.message);
        throw error;
      }
      // Video tools take YouTube video links (spec §5): their form is checked here; the video's
      // length is checked when it is fetched (in the POST /api/upload task or the tool's task).
      if (kind === "video" && isYoutubeLink(rawUrl)) {
        try {
          checkYoutubeLink(rawUrl);
        } catch (error) {
          if (error instanceof YoutubeLinkError)
            throw new HttpError(error.statusCode, error.code, error.message);
          throw error;
        }
        return { ok: true, format: "youtube" };
      }
      const allowed = acceptedExtensions[kind];
      if (!allowed.includes(extensionOf(url.pathname) as never)) {
        throw new HttpError(400, "unsupported-file-type", unsupportedLinkMessage(rawUrl, allowed));
      }

      let fetched: Awaited<ReturnType<typeof safeFetchHead>>;
      try {
        fetched = await safeFetchHead(rawUrl, contentSniffBytes, {
          maxBytes: config.limits.maxUploadBytes,
          signal: abortOnClose(reply),
          allowLoopback: config.allowLoopbackUrlsForTests,
          // A check waits less than a download: the person is looking at the upload screen.
          totalTimeoutMs: 20_000,
          idleTimeoutMs: 10_000,
        });
      } catch (error) {
        if (error instanceof UrlFetchError)
          throw new HttpError(error.statusCode, error.code, error.message);
        throw error;
      }
      const format = await detectFileType(fetched.head);
      if (!isAcceptedType(format, kind)) {
        throw new HttpError(400, "unsupported-file-type", linkContentMismatchMessage(url.pathname));
      }
      return {
        ok: true,
        format,
        ...(fetched.declaredBytes !== null ? { size_bytes: fetched.declaredBytes } : {}),
        ...(fetched.contentType ? { content_type: fetched.contentType } : {}),
      };
    },
  );
}

/** Stops the fetch when the browser gives up on the check. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
