import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  callerKindLimits,
  errorBodySchema,
  outputContentTypes,
  primaryOutput,
} from "@gifkit/contracts";
import { type ToolDefinition, type ToolId, tools } from "@gifkit/tools";
import { frameStreamOfHeader, parseChain, planChain } from "@gifkit/tools/chain";
import type { ImageGeometry } from "@gifkit/tools/shared/image-header";
import { readHead } from "@gifkit/tools/shared/read-head";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { detectFileType } from "../ingest/file-type.ts";
import { assertInputWithinLimits, localFileSource } from "../ingest/input-limits.ts";
import type { UploadedFile } from "../ingest/multipart.ts";
import { safeFetchToFile, UrlFetchError } from "../ingest/safe-fetch.ts";
import type { ApiKeyRecord } from "../keys/api-keys.ts";
import type { RecordStore } from "../storage/record-store.ts";
import { isFinished, type TaskQueue, type TaskRecord } from "../tasks/task-record.ts";
import { type Caller, callerLimitKey, revokedKeyMessage } from "./caller.ts";
import { HttpError } from "./http-error.ts";
import { countDailyStart, runSteps } from "./intake.ts";
import type { Services } from "./services.ts";
import { startIntake } from "./start-steps.ts";
import {
  aspectBox,
  parseTransformPath,
  signatureMatches,
  type TransformStep,
} from "./transform-path.ts";

/**
 * URL transformations (issue 37): GET /t/<signature>/<operations>/<url-encoded source> answers
 * the source with the operations applied, as an image URL a page can use directly. The path is
 * signed as imgproxy signs its own (transform-path.ts), with the signing secret of an API key
 * (`<key id>.<signature>`), so only a key's holder can mint new transformations; `/t/_/...` is
 * served only where URL_TRANSFORMS_ALLOW_UNSIGNED is set. A path seen before is answered from
 * its cached result (same ETag, no new task) for as long as that result is kept; a new one
 * fetches the source with the safe fetcher, runs POST /api/edit's intake steps on it and queues
 * one Edit task, waits a few seconds for it, and answers the result, or 202 with the task's
 * polling address if it is not done yet (the same URL answers the result once it is).
 */

const editTool = tools.edit as ToolDefinition<unknown, ToolId>;

export const signatureRequiredMessage =
  "This transformation is not signed. Sign the path after /t/<signature> with your API key's signing secret (HMAC-SHA256, base64url), as the API page shows.";
export const invalidSignatureMessage =
  "The signature does not match this path. Sign everything after the signature segment (from its /) with the key's signing secret; any change to the path needs a new signature.";

interface CacheEntry {
  taskId: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The signature segment: `<key id>.<base64url HMAC>`, or `_` (unsigned). */
async function checkSignature(
  services: Services,
  signature: string,
  signedPath: string,
): Promise<ApiKeyRecord | null> {
  if (signature === "_" || signature === "insecure") {
    if (services.config.urlTransforms?.allowUnsigned) return null;
    throw new HttpError(403, "signature-required", signatureRequiredMessage);
  }
  const [keyId = "", presented = ""] = signature.split(".");
  const record = /^[0-9a-f]{16}$/.test(keyId) ? await services.keys?.get(keyId) : null;
  if (!record || !presented || !signatureMatches(record.webhookSecret, signedPath, presented)) {
    throw new HttpError(403, "invalid-signature", invalidSignatureMessage);
  }
  if (record.revokedAtMs !== null) throw new HttpError(403, "api-key-revoked", revokedKeyMessage);
  return record;
}

/** Resolves when the task has ended or `waitMs` has passed: its record then. */
function waitForTask(queue: TaskQueue, id: string, waitMs: number): Promise<TaskRecord | null> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (record: TaskRecord | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stopListening();
      resolve(record);
    };
    const stopListening = queue.onTaskFinished((record) => {
      if (record.id === id) finish(record);
    });
    const timer = setTimeout(() => {
      queue.get(id).then(finish, () => finish(null));
    }, waitMs);
    // It may have ended already (a cached entry's task, or a very quick one).
    queue.get(id).then(
      (record) => {
        if (record && isFinished(record)) finish(record);
      },
      () => {},
    );
  });
}

/** The fetched source as the edit's intake reads an upload (its head, its header's check). */
async function fetchSource(
  services: Services,
  source: string,
): Promise<{ file: UploadedFile; geometry: ImageGeometry | null }> {
  const directory = await mkdtemp(join(tmpdir(), "gifkit-transform-"));
  try {
    const path = join(directory, "source");
    try {
      await safeFetchToFile(source, path, {
        maxBytes: services.config.limits.maxUploadBytes,
        signal: AbortSignal.timeout(60_000),
        allowLoopback: services.config.allowLoopbackUrlsForTests,
      });
    } catch (error) {
      if (error instanceof UrlFetchError) {
        throw new HttpError(error.statusCode, error.code, error.message);
      }
      throw error;
    }
    const head = await readHead(path, 4100);
    const detected = await detectFileType(head);
    // The header's limits, as an upload's are checked while it is stored.
    const inspection = assertInputWithinLimits(
      localFileSource(path, detected ?? "unknown"),
      services.config.limits,
    );
    const geometry = (await inspection.catch(() => null)) as ImageGeometry | null;
    const fileName = `source.${detected ?? "bin"}`;
    const blob = await services.store.putFile(path, {
      contentType: "application/octet-stream",
      downloadName: fileName,
      role: "input",
      taskId: null,
    });
    return {
      file: {
        blob,
        fieldName: "file",
        fileName,
        head,
        inspection,
        receivedBytes: blob.metadata.sizeBytes,
      },
      geometry,
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** `crop:W:H` steps as boxes of the stream each receives (the steps before it planned). */
function resolveAspectCrops(
  operations: TransformStep[],
  output: Record<string, unknown>,
  aspectCrops: ReturnType<typeof parseTransformPath>["aspectCrops"],
  geometry: ImageGeometry | null,
): TransformStep[] {
  const steps = operations.map((step) => ({ ...step }));
  for (const crop of aspectCrops) {
    if (!geometry) {
      throw new HttpError(
        400,
        "invalid-operation",
        `Step ${crop.index + 1}: crop:${crop.width}:${crop.height} needs a picture or GIF source; for a video give the box (crop:x:y:width:height).`,
        {},
        { step: crop.index + 1 },
      );
    }
    const before = parseChain(steps.slice(0, crop.index), output);
    const plan = before.ok
      ? planChain(
          frameStreamOfHeader({
            width: geometry.width,
            height: geometry.height,
            delaysCentiseconds: geometry.delaysCentiseconds ?? [10],
          }),
          before.chain,
        )
      : null;
    // A step before it that is refused is named by the edit's own checks below.
    const size = plan?.ok ? plan.facts : geometry;
    steps[crop.index] = {
      op: "crop",
      ...aspectBox(size as { width: number; height: number }, crop),
    };
  }
  return steps;
}

/** The transformations' route: the signature, then the operations and the source link. */
export const transformRoutePath = "/t/:signature/*";

export function registerTransformRoutes(app: FastifyInstance, services: Services): void {
  const records: RecordStore | undefined = services.records;
  if (!records) return;
  const { queue, store } = services;
  const ttlMs = services.config.limits.resultTtlMinutes * 60_000;
  const waitMs = (services.config.urlTransforms?.waitSeconds ?? 5) * 1000;

  /**
   * The result of a finished task, served with its ETag (304 when the client has it); false when
   * it is no longer kept. (A reply is a thenable: these answer booleans, the handler the reply.)
   */
  async function serveResult(
    request: FastifyRequest,
    reply: FastifyReply,
    signedPath: string,
    record: TaskRecord,
    cache: "hit" | "miss",
  ) {
    const output = record.result ? primaryOutput(record.result) : null;
    const found = output ? await store.read(output.key) : null;
    if (!output || !found) return false;
    const etag = `"${sha256(`${signedPath}\n${output.key}`).slice(0, 32)}"`;
    const ageSeconds = Math.floor((Date.now() - found.metadata.createdAtMs) / 1000);
    const maxAge = Math.max(0, Math.floor(ttlMs / 1000) - ageSeconds);
    reply.headers({
      etag,
      "cache-control": `public, max-age=${maxAge}`,
      "x-gifkit-cache": cache,
      "x-gifkit-task": record.id,
    });
    if (request.headers["if-none-match"] === etag) {
      found.body.destroy();
      reply.status(304).send();
      return true;
    }
    const { metadata } = found;
    reply.headers({
      "content-type": outputContentTypes.includes(metadata.contentType)
        ? metadata.contentType
        : "application/octet-stream",
      "content-length": String(metadata.sizeBytes),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      "cross-origin-resource-policy": "cross-origin",
    });
    reply.send(found.body);
    return true;
  }

  /** What a task's record says to the caller: the result, a failure, or 202 while it runs. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    signedPath: string,
    cacheKey: string,
    taskId: string,
    cache: "hit" | "miss",
  ) {
    const record = await waitForTask(queue, taskId, waitMs);
    if (record?.state === "SUCCESS") {
      if (await serveResult(request, reply, signedPath, record, cache)) return true;
    }
    if (record && !isFinished(record)) {
      reply
        .status(202)
        .headers({
          "cache-control": "no-store",
          "retry-after": "2",
          location: `/api/task-status/${taskId}`,
        })
        .send({
          task_id: taskId,
          status_url: `/api/task-status/${taskId}`,
          message:
            "The transformation is being made: poll status_url, or ask for this URL again once it says SUCCESS.",
        });
      return true;
    }
    // Failed, cancelled or gone: the next request makes it anew.
    await records?.delete(cacheKey);
    if (record?.state === "FAILURE") {
      throw new HttpError(422, record.errorCode ?? "processing-failed", record.error ?? "Failed.");
    }
    return false;
  }

  app.get(
    transformRoutePath,
    {
      schema: {
        summary: "A URL transformation: the source with operations applied",
        description:
          "`/t/<key id>.<signature>/<operations>/<url-encoded source link>`, e.g. `/t/<sig>/crop:1:1/resize:w=320/speed:2/format:webp/https%3A%2F%2Fexample.com%2Fcat.gif`. The signature is the base64url (unpadded) HMAC-SHA256 of the path after the signature segment (starting with its `/`), keyed by the base64-decoded part of the key's signing secret (`webhook_secret` on the key's page, after `whsec_`). Operations are POST /api/edit's, written `name:key=value,...` (`w`/`h` for width/height), `speed:N`, `rotate:N`, `crop:W:H` (a centred box of that shape) or `crop:x:y:width:height`; `format:X` sets the output. A path made before answers its result from the cache (ETag, Cache-Control; If-None-Match: 304) for as long as results are kept; a new one makes one Edit task (counted to the key) and answers its result, or 202 with the task's polling address when it takes longer than a few seconds. Unsigned paths (`/t/_/...`): 403 unless URL_TRANSFORMS_ALLOW_UNSIGNED.",
        tags: ["transformations"],
        // The route's `*` is the operations and the source link (app.ts names it `path` there).
        params: {
          type: "object",
          properties: {
            signature: {
              type: "string",
              description: "`<key id>.<signature>`, or `_` for an unsigned path.",
            },
            path: {
              type: "string",
              description:
                "The operations, then the url-encoded source link: `crop:1:1/resize:w=320/format:webp/https%3A%2F%2Fexample.com%2Fcat.gif`.",
            },
          },
        },
        response: {
          200: {
            description:
              "The result file, typed by its format (image/gif, image/webp, image/apng, image/avif, video/mp4, video/webm).",
            content: { "*/*": { schema: { type: "string", format: "binary" } } },
          },
          304: { description: "Not modified: the ETag of If-None-Match is still the result's." },
          202: {
            type: "object",
            properties: {
              task_id: { type: "string" },
              status_url: { type: "string" },
              message: { type: "string" },
            },
          },
          400: z.toJSONSchema(errorBodySchema),
          403: z.toJSONSchema(errorBodySchema),
          422: z.toJSONSchema(errorBodySchema),
        },
      },
      config: { rateLimitClass: "status" },
    },
    async (request, reply) => {
      const rawPath = request.url.split("?")[0] ?? "";
      const rest = rawPath.slice("/t/".length);
      const slash = rest.indexOf("/");
      if (slash <= 0) {
        throw new HttpError(
          400,
          "bad-request",
          "Write /t/<signature>/<operations>/<url-encoded source link>.",
        );
      }
      const signedPath = rest.slice(slash);
      const key = await checkSignature(services, rest.slice(0, slash), signedPath);
      const parsed = parseTransformPath(signedPath);
      // Cached by the operations and the source (the signed path), whoever signed it.
      const cacheKey = `transform:${sha256(signedPath)}`;
      const cached = await records.get(cacheKey);
      if (cached) {
        const entry = JSON.parse(cached) as CacheEntry;
        if (await answer(request, reply, signedPath, cacheKey, entry.taskId, "hit")) return reply;
      }

      const caller: Caller = key
        ? { kind: "key", address: request.ip, key }
        : { kind: "address", address: request.ip };
      await countDailyStart(request, services, caller);
      await services.assertCanAcceptTask(
        callerLimitKey(caller),
        caller.kind === "key" ? callerKindLimits.key.unfinishedTasks : undefined,
      );
      const { file, geometry } = await fetchSource(services, parsed.source);
      let taskId: string;
      try {
        const operations = resolveAspectCrops(
          parsed.operations,
          parsed.output,
          parsed.aspectCrops,
          geometry,
        );
        const intake = startIntake(request, services, editTool);
        const state = intake.begin(
          { files: [file], fields: { operations, output: parsed.output } },
          caller,
        );
        await runSteps(request, intake.steps, state);
        const record = await queue.submit(
          { ...intake.payload(state), ...(key ? { keyId: key.id } : {}) },
          callerLimitKey(caller),
        );
        taskId = record.id;
      } catch (error) {
        await store.delete(file.blob.key);
        throw error;
      }
      const entry: CacheEntry = { taskId };
      // Two first requests at once: the one that recorded its task first is the cached one.
      if (!(await records.setIfAbsent(cacheKey, JSON.stringify(entry), ttlMs))) {
        const winner = JSON.parse((await records.get(cacheKey)) ?? JSON.stringify(entry));
        if (winner.taskId !== taskId) await queue.cancel(taskId).catch(() => null);
        taskId = winner.taskId;
      }
      if (key && services.keys) {
        await services.keys
          .recordTask(key.id, taskId, file.blob.metadata.sizeBytes)
          .catch(() => {});
      }
      if (await answer(request, reply, signedPath, cacheKey, taskId, "miss")) return reply;
      throw new HttpError(
        503,
        "queue-unavailable",
        "The transformation's task ended without a result. Please try again.",
        { "retry-after": "5" },
      );
    },
  );
}
