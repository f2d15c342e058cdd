import type { ErrorCode } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import type { GenerationServer } from "./generation.ts";
import type { ToolTask } from "./index.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Which rate-limit bucket a route belongs to. */
    rateLimitClass?: "start" | "status" | "contact" | "check" | "estimate";
  }
}

/**
 * What the API gives a tool's own calls (`ServerTool.routes`): the server's settings and checks,
 * so a tool folder owns its routes without reaching into apps/server (packages never import apps).
 * apps/server/src/http/tool-host.ts makes it.
 */
export interface ToolServerHost {
  /** Where a request may keep files for its own length (a private directory is made under it). */
  dataDir: string;
  /** The upload limit in bytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /**
   * The configured generation server (Prompt to GIF), created once for the process; null when
   * GENERATION_BACKEND is unset. The tasks themselves get theirs as `context.generator`.
   */
  generationServer: GenerationServer | null;
  /** An error the API answers with this status and `{error, code}` (and these headers). */
  httpError(
    statusCode: number,
    code: ErrorCode,
    message: string,
    headers?: Record<string, string>,
  ): Error;
  /**
   * Queues a task after the server's admission checks (per-address limit, queue bound, disk
   * budget) and returns its id; a full queue is a 503 with a Retry-After, as on every start call.
   */
  startTask(task: ToolTask, clientAddress: string): Promise<string>;
  /** The file's type from its first bytes (file-type's name: "gif", "png", ...), or null. */
  detectFileType(head: Uint8Array): Promise<string | null>;
  /** A multipart request the parser cannot read (no boundary): the message for it, else null. */
  malformedMultipart(contentType: string | undefined): string | null;
  /**
   * Checks a link's form (scheme, host) before anything is fetched; a refused link throws the
   * same HTTP error as the generic routes.
   */
  checkLinkForm(url: string): URL;
  /**
   * Fetches a public link into `path` with the server's safe fetcher (no private addresses, at
   * most `maxBytes`); a refused or failed fetch throws the same HTTP error as the generic routes.
   */
  fetchLinkToFile(
    url: string,
    path: string,
    options: { maxBytes: number; signal: AbortSignal },
  ): Promise<void>;
}

/** Registers a tool's own calls on the API (beside the generic start route every tool gets). */
export type ToolRoutes = (app: FastifyInstance, host: ToolServerHost) => void;

/** The server's settings a tool's concurrency may follow (ServerTool.maxRunningTasks). */
export interface ToolServerSettings {
  /** GENERATION_CONCURRENCY when a generation server is configured, else undefined. */
  generationConcurrency: number | undefined;
}
