import { errorBodySchema } from "@gifkit/contracts";
import { parseToolTask, type ToolDefinition, toolList } from "@gifkit/tools";
import { acceptedContentFormats } from "@gifkit/tools/shared/content-format";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { detectFileType } from "../ingest/file-type.ts";
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
import type { ToolTaskPayload } from "../tasks/task-record.ts";
import { QueueFullError } from "../tasks/task-record.ts";
import { estimateStartedSchema, keepGifSample } from "./estimate-sample.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";
import { keptGifResultOrThrow } from "./tool-routes.ts";

const fileFields = new Set(["file", "files"]);
/** Fields of the estimate itself, besides the tool's options. */
const estimateFields = ["source_bytes", "sample_run_frames", "source_key"];

/** A whole number field of the estimate, or the message naming it. */
function readCount(value: unknown, name: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (typeof value !== "string" || !Number.isInteger(number) || number < 1 || number > max) {
    throw new HttpError(
      400,
      "invalid-options",
      `${name} must be a whole number from 1 to ${max.toLocaleString("en-US")}.`,
    );
  }
  return number;
}

function estimateBodySchema(tool: ToolDefinition<unknown>) {
  const options = z.toJSONSchema(tool.optionsSchema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
  };
  const binary = { type: "string", format: "binary" };
  return {
    type: "object",
    properties: {
      files: { type: "array", items: binary, description: tool.sizeEstimate?.sampleSummary },
      ...(tool.sizeEstimate?.sample === "gif"
        ? {
            source_bytes: {
              type: "integer",
              description:
                "The whole GIF's size when `file` holds only its first frames: the measured ratio is applied to it.",
            },
            source_key: {
              type: "string",
              description:
                "Instead of a file: the download key of a GIF result that is still kept.",
            },
          }
        : {}),
      ...(tool.id === "video-to-gif"
        ? {
            sample_run_frames: {
              type: "integer",
              description: "Frames in each run of consecutive frames of the sample.",
            },
          }
        : {}),
      ...options.properties,
    },
  };
}

/**
 * POST /api/estimate/<tool>: the size a task would make at these settings, measured on a sample
 * the browser made (frames grabbed from the video, images scaled to the output size, the GIF or
 * its first frames). Queued like a task on the "fast" queue: the answer is 202 {task_id}, and the
 * finished task's result has `estimate: {bytes, sampleFrames}` and no file. Nothing runs here.
 */
export function registerEstimateRoutes(app: FastifyInstance, services: Services): void {
  for (const tool of toolList) {
    const estimate = tool.sizeEstimate;
    if (!estimate) continue;
    app.post(
      `/api/estimate/${tool.id}`,
      {
        schema: {
          summary: `Estimate a ${tool.name} result's size`,
          description: `Measures the size the task would make at these settings by encoding a sample with the tool's own encoder, then extrapolating to the whole output. ${estimate.sampleSummary} Poll GET /api/task-status/{id}: the result's \`estimate.bytes\` is the estimated size.`,
          tags: ["tools"],
          consumes: ["multipart/form-data"],
          body: estimateBodySchema(tool),
          response: {
            202: z.toJSONSchema(estimateStartedSchema),
            400: z.toJSONSchema(errorBodySchema),
            413: z.toJSONSchema(errorBodySchema),
            422: z.toJSONSchema(errorBodySchema),
            503: z.toJSONSchema(errorBodySchema),
          },
        },
        validatorCompiler: () => () => true,
        config: { rateLimitClass: "estimate" },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new HttpError(400, "bad-request", "Send the sample as multipart/form-data.");
        }
        if (multipartBoundaryMissing(request.headers["content-type"])) {
          throw new HttpError(400, "malformed-upload", malformedMultipartMessages.noBoundary);
        }
        await services.assertCanAcceptTask(request.ip);
        const form = await parseMultipartIntoStore(request, services.store, fileFields);
        const uploadedKeys = form.files.map((file) => file.blob.key);
        try {
          const sourceKey =
            estimate.sample === "gif" && form.fields.source_key !== undefined
              ? await keptGifResultOrThrow(
                  services.store,
                  String(form.fields.source_key).trim(),
                  services.config.limits.resultTtlMinutes,
                )
              : null;
          const sampleCount = form.files.length + (sourceKey ? 1 : 0);
          if (sampleCount === 0) {
            throw new HttpError(400, "missing-input", "Send the sample as files.");
          }
          if (sampleCount > estimate.maxSampleFiles) {
            throw new HttpError(
              400,
              "too-many-files",
              `Too many sample files: this estimate takes at most ${estimate.maxSampleFiles}.`,
            );
          }
          const accepted = acceptedContentFormats[estimate.sample];
          for (const file of form.files) {
            const detected = await detectFileType(file.head);
            if (!detected || !accepted.includes(detected)) {
              throw new HttpError(
                400,
                "unsupported-file-type",
                `${file.fileName} is not ${estimate.sample === "gif" ? "a GIF" : "an image"}: a size estimate's sample must be ${estimate.sample === "gif" ? "the GIF" : "images"}.`,
              );
            }
            // The same header limits as a start call's inputs, before any decoder sees them.
            try {
              await assertInputWithinLimits(
                storedInputSource(services.store, file.blob.key, detected),
                services.config.limits,
              );
            } catch (error) {
              if (!(error instanceof InputRejectedError)) throw error;
              throw new HttpError(422, error.code, `${file.fileName}: ${error.message}`);
            }
          }
          const optionFields = Object.fromEntries(
            Object.entries(form.fields).filter(([name]) => !estimateFields.includes(name)),
          );
          const parsed = tool.optionsSchema.safeParse(optionFields);
          if (!parsed.success) {
            throw new HttpError(
              400,
              "invalid-options",
              parsed.error.issues[0]?.message ?? "Invalid settings.",
            );
          }
          const sourceBytes = readCount(
            form.fields.source_bytes,
            "source_bytes",
            services.config.limits.maxUploadBytes,
          );
          const sampleRunFrames = readCount(
            form.fields.sample_run_frames,
            "sample_run_frames",
            estimate.maxSampleFiles,
          );
          // The tool and its options as the worker will read them (typed by the tool's schema).
          const workerParse = parseToolTask(tool.id, JSON.parse(JSON.stringify(parsed.data)));
          if (!workerParse.success) {
            throw new HttpError(
              400,
              "invalid-options",
              workerParse.error.issues[0]?.message ?? "Invalid settings.",
            );
          }
          const payload: ToolTaskPayload = {
            ...workerParse.data,
            inputKeys: uploadedKeys,
            ...(sourceKey ? { sourceKeys: [sourceKey] } : {}),
            inputUrls: [],
            inputNames: form.files.map((file) => file.fileName),
            estimate: {
              ...(sourceBytes !== undefined ? { sourceBytes } : {}),
              ...(sampleRunFrames !== undefined ? { sampleRunFrames } : {}),
            },
          };
          const sampleKey =
            estimate.sample === "gif"
              ? await keepGifSample(services, form.files[0], payload)
              : null;
          const record = await services.queue.submit(payload, request.ip);
          return reply.status(202).send({ task_id: record.id, sample_key: sampleKey ?? undefined });
        } catch (error) {
          await Promise.all(uploadedKeys.map((key) => services.store.delete(key)));
          if (error instanceof QueueFullError) {
            throw new HttpError(503, error.code, error.message, { "retry-after": "30" });
          }
          throw error;
        }
      },
    );
  }
}
