import type { Readable } from "node:stream";
import type { ErrorCode, Limits, TaskResult } from "@gifkit/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ProgressUpdate } from "./define-tool.ts";
import type { GenerationServer } from "./generation.ts";
import type { ToolTask } from "./index.ts";
import type { MediaToolkit } from "./media-toolkit.ts";
import type { OwnTaskPayload } from "./server-tools.ts";
import type { VideoProbe } from "./shared/video-input.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Which rate-limit bucket a route belongs to. */
    rateLimitClass?:
      | "start"
      | "status"
      | "contact"
      | "check"
      | "estimate"
      | "analyze"
      | "key-request";
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
  /** This server's input and retention limits (contracts' defaults unless configured). */
  limits: Limits;
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
  /**
   * The admission checks of a start call alone, for a call that checks them before it reads its
   * body (then queues with `queueOwnTask`).
   */
  assertCanAcceptTask(clientAddress: string): Promise<void>;
  /**
   * Queues a task of the tool's own kinds (ToolDefinition.taskKinds) after `assertCanAcceptTask`;
   * returns its id. A full queue is a 503 with a Retry-After.
   */
  queueOwnTask(payload: OwnTaskPayload, clientAddress: string): Promise<string>;
  /**
   * Reads a multipart form whose files are stored as uploads as they arrive (within the upload
   * limit and the address's storage allowance). `fileField` names the one file field taken;
   * `refuse` may end the call before a file is stored (nothing more is read, what was stored is
   * deleted). The caller deletes the uploads it does not use.
   */
  readUploadForm(
    request: FastifyRequest,
    files: { fileField: string; refuse(storedCount: number): Error | null },
  ): Promise<{ files: StoredUpload[]; fields: Record<string, string | string[]> }>;
  /** An `upload_key` that names a kept upload, or a 400 `upload-expired`. */
  storedUploadOrThrow(key: unknown): Promise<string>;
  /** A kept upload's bytes, size and first bytes; null when the key names no upload. */
  readUpload(
    key: string,
    headBytes: number,
  ): Promise<{ body: Readable; sizeBytes: number; head: Uint8Array } | null>;
  deleteUpload(key: string): Promise<void>;
  /** A YouTube page link (youtube.com, youtu.be), which the worker fetches through yt-dlp. */
  isYoutubeLink(url: string): boolean;
  /** Refuses a YouTube link the server will not fetch (a playlist, a channel) with its 400. */
  checkYoutubeLink(url: string): void;
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

/** A file of a form read by `readUploadForm`, stored as an upload. */
export interface StoredUpload {
  key: string;
  fileName: string;
  sizeBytes: number;
  /** The first bytes, for the content check. */
  head: Uint8Array;
}

/**
 * What a worker gives a task of a tool's own kinds (ServerTool.taskRunners): this server's media,
 * limits, storage, link fetching and video probe, so the tool folder reaches nothing of apps/server
 * (apps/server/src/tasks/tool-task-host.ts makes one per task). Refusals throw ToolError with
 * their message and code, which fail the task.
 */
export interface ToolTaskHost {
  media: MediaToolkit;
  limits: Limits;
  /** The one probe of a video, within the input limits; a refused video throws ToolError. */
  probeVideo(path: string, detectedType: string, signal: AbortSignal): Promise<VideoProbe>;
  isYoutubeLink(url: string): boolean;
  /**
   * Downloads a link into `path`: a YouTube page through yt-dlp (within the linked-video length
   * limit), anything else with the safe fetcher (within the upload limit).
   */
  fetchLinkToFile(url: string, path: string, signal: AbortSignal): Promise<void>;
  /** Copies a kept upload into `path`; ToolError `upload-expired` when it is no longer kept. */
  copyUploadToFile(key: string, path: string): Promise<void>;
  /** Stores a file as an upload, kept until a task uses it or its time is up: its key. */
  storeUpload(path: string, naming: { contentType: string; downloadName: string }): Promise<string>;
  /** Stores a result of this task (deleted if the task fails): its key and size. */
  storeResult(
    path: string,
    naming: { contentType: string; downloadName: string },
  ): Promise<{ key: string; sizeBytes: number }>;
  deleteUpload(key: string): Promise<void>;
}

/** Where a task of a tool's own kinds runs: its private directory, its signal and progress. */
export interface OwnTaskContext {
  workDir: string;
  signal: AbortSignal;
  reportProgress(update: ProgressUpdate): void;
}

/** Runs one task of a tool's own kind in a worker; its result is the task's. */
export type OwnTaskRunner<Payload> = (
  payload: Payload,
  host: ToolTaskHost,
  context: OwnTaskContext,
) => Promise<TaskResult>;
