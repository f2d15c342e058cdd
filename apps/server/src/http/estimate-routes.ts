import { type Limits, retentionRules } from "@gifkit/contracts";
import { type ToolDefinition, toolList } from "@gifkit/tools";
import { acceptedContentFormats } from "@gifkit/tools/shared/content-format";
import type { ImageGeometry } from "@gifkit/tools/shared/image-header";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { detectFileType } from "../ingest/file-type.ts";
import type { UploadedFile } from "../ingest/multipart.ts";
import {
  estimateStartedSchema,
  gifSampleMaxStoredBytes,
  keepGifSample,
} from "./estimate-sample.ts";
import { HttpError } from "./http-error.ts";
import type { Services } from "./services.ts";
import {
  binaryFieldSchema,
  checkedGeometry,
  optionFieldSchemas,
  parseTaskOptions,
  queueTaskOrCleanUp,
  readTaskForm,
  taskCallResponses,
} from "./task-form.ts";
import { keptGifResultOrThrow } from "./tool-routes.ts";

const fileFields = new Set(["file", "files"]);

const tooManySamples = (maxSampleFiles: number) =>
  new HttpError(
    400,
    "too-many-files",
    `Too many sample files: this estimate takes at most ${maxSampleFiles}.`,
  );
/** Fields of the estimate itself, besides the tool's options. */
const estimateFields = ["source_bytes", "sample_run_frames", "source_key"];

/** The output size a tool's options name (Video to GIF's; GIF Maker's when set). */
type OutputSize = { width?: number; height?: number };

/**
 * An images sample is made by the browser at the output size (Video to GIF's frames) or scaled to
 * fit it (GIF Maker's images): an image larger than the output is not such a sample, and is
 * refused at once with a 422 that names the limit (issue 28: 60 PNG frames of 7000 × 7000 ran
 * 64 s in the estimate, then failed with the generic message). Without a size in the options, the
 * largest output any tool makes is the bound.
 */
function refuseImagesLargerThanOutput(
  files: readonly UploadedFile[],
  geometries: readonly (ImageGeometry | null)[],
  output: OutputSize,
  limits: Limits,
): void {
  const largestSide = Math.max(
    limits.maxGifOutputSide,
    limits.maxVideoOutputWidth,
    limits.maxVideoOutputHeight,
  );
  const maxWidth = output.width ?? largestSide;
  const maxHeight = output.height ?? largestSide;
  files.forEach((file, index) => {
    const geometry = geometries[index];
    if (!geometry || (geometry.width <= maxWidth && geometry.height <= maxHeight)) return;
    const n = (value: number) => value.toLocaleString("en-US");
    throw new HttpError(
      422,
      "input-too-large",
      `${file.fileName} is ${n(geometry.width)} × ${n(geometry.height)} pixels: a size estimate's sample images may be at most the output size, ${n(maxWidth)} × ${n(maxHeight)} pixels.`,
    );
  });
}

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
  return {
    type: "object",
    properties: {
      files: {
        type: "array",
        items: binaryFieldSchema,
        description: tool.sizeEstimate?.sampleSummary,
      },
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
      ...(tool.sizeEstimate?.sampleRuns
        ? {
            sample_run_frames: {
              type: "integer",
              description: "Frames in each run of consecutive frames of the sample.",
            },
          }
        : {}),
      ...optionFieldSchemas(tool),
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
  // A GIF sample is kept as a result (estimate-sample.ts): the privacy policy's sentence.
  const sampleKeptNote =
    retentionRules(services.config.limits).find((rule) => rule.id === "estimate-samples")?.text ??
    "";
  for (const tool of toolList) {
    const estimate = tool.sizeEstimate;
    if (!estimate) continue;
    app.post(
      `/api/estimate/${tool.id}`,
      {
        schema: {
          summary: `Estimate a ${tool.name} result's size`,
          description: `Measures the size the task would make at these settings by encoding a sample with the tool's own encoder, then extrapolating to the whole output. ${estimate.sampleSummary} Poll GET /api/task-status/{id}: the result's \`estimate.bytes\` is the estimated size.${estimate.sample === "gif" ? ` ${sampleKeptNote}` : ""}`,
          tags: ["tools"],
          consumes: ["multipart/form-data"],
          body: estimateBodySchema(tool),
          response: { ...taskCallResponses, 202: z.toJSONSchema(estimateStartedSchema) },
        },
        validatorCompiler: () => () => true,
        config: { rateLimitClass: "estimate" },
      },
      async (request, reply) => {
        const form = await readTaskForm(
          request,
          services,
          {
            has: (name) => fileFields.has(name),
            refuse: (_name, stored) =>
              stored.length >= estimate.maxSampleFiles
                ? tooManySamples(estimate.maxSampleFiles)
                : null,
            // A GIF sample: its header and first frames are stored, never what follows.
            maxStoredBytes: () => (estimate.sample === "gif" ? gifSampleMaxStoredBytes : undefined),
          },
          "Send the sample as multipart/form-data.",
        );
        const uploadedKeys = form.files.map((file) => file.blob.key);
        return queueTaskOrCleanUp(
          request,
          reply,
          services,
          uploadedKeys,
          async () => {
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
              throw tooManySamples(estimate.maxSampleFiles);
            }
            const accepted = acceptedContentFormats[estimate.sample];
            const geometries: (ImageGeometry | null)[] = [];
            for (const file of form.files) {
              const detected = await detectFileType(file.head);
              if (!detected || !accepted.includes(detected)) {
                throw new HttpError(
                  400,
                  "unsupported-file-type",
                  `${file.fileName} is not ${estimate.sample === "gif" ? "a GIF" : "an image"}: a size estimate's sample must be ${estimate.sample === "gif" ? "the GIF" : "images"}.`,
                );
              }
              // The same header limits as a start call's inputs, before any decoder sees them (read
              // from the upload stream as it was stored).
              geometries.push(await checkedGeometry(file, true));
            }
            const optionFields = Object.fromEntries(
              Object.entries(form.fields).filter(([name]) => !estimateFields.includes(name)),
            );
            // The tool and its options as the worker will read them (typed by the tool's schema).
            const { task } = parseTaskOptions(request, tool, optionFields);
            if (estimate.sample === "images") {
              refuseImagesLargerThanOutput(
                form.files,
                geometries,
                task.options as OutputSize,
                services.config.limits,
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
            return {
              ...task,
              inputKeys: uploadedKeys,
              ...(sourceKey ? { sourceKeys: [sourceKey] } : {}),
              inputUrls: [],
              inputNames: form.files.map((file) => file.fileName),
              estimate: {
                ...(sourceBytes !== undefined ? { sourceBytes } : {}),
                ...(sampleRunFrames !== undefined ? { sampleRunFrames } : {}),
              },
            };
          },
          async (payload) => {
            // Optimize's GIF sample is kept, so the next estimate at other settings names it.
            const sampleKey =
              estimate.sample === "gif"
                ? await keepGifSample(
                    services,
                    form.files[0],
                    payload,
                    uploadedKeys,
                    estimate.maxSampleBytes ?? gifSampleMaxStoredBytes,
                  )
                : undefined;
            return sampleKey ? { sample_key: sampleKey } : {};
          },
        );
      },
    );
  }
}
