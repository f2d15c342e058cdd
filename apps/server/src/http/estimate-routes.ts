import { type Limits, retentionRules, withIndefiniteArticle } from "@gifkit/contracts";
import {
  type SizeEstimateDefinition,
  type ToolDefinition,
  type ToolId,
  type ToolTask,
  toolList,
} from "@gifkit/tools";
import { acceptedContentFormats } from "@gifkit/tools/shared/content-format";
import type { ImageGeometry } from "@gifkit/tools/shared/image-header";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { detectFileType } from "../ingest/file-type.ts";
import type { UploadedFile } from "../ingest/multipart.ts";
import {
  estimateStartedSchema,
  gifSampleMaxStoredBytes,
  keepGifSample,
} from "./estimate-sample.ts";
import { HttpError } from "./http-error.ts";
import { intakeStep, runTaskIntake, type TaskForm, type TaskIntake } from "./intake.ts";
import type { Services } from "./services.ts";
import {
  binaryFieldSchema,
  checkedGeometry,
  keptGifResultOrThrow,
  optionFieldSchemas,
  parseTaskOptions,
  taskCallResponses,
} from "./task-form.ts";

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

/** What a size estimate's steps know so far. */
interface EstimateState {
  readonly request: FastifyRequest;
  readonly services: Services;
  readonly tool: ToolDefinition<unknown, ToolId>;
  readonly estimate: SizeEstimateDefinition;
  readonly form: TaskForm;
  /** A kept GIF result measured instead of a sent sample (`source_key`). */
  sourceKey: string | null;
  /** Each sample file's header geometry (null for a file without one), in order. */
  geometries: (ImageGeometry | null)[];
  task: ToolTask | null;
  sourceBytes: number | undefined;
  sampleRunFrames: number | undefined;
}

/** A kept GIF result named instead of a sample (Optimize's next estimate at other settings). */
const resolveKeptSample = intakeStep<EstimateState>("kept-sample", async (state) => {
  const { estimate, form, services } = state;
  if (estimate.sample === "gif" && form.fields.source_key !== undefined) {
    state.sourceKey = await keptGifResultOrThrow(
      services.store,
      String(form.fields.source_key).trim(),
      services.config.limits.resultTtlMinutes,
    );
  }
});

const checkSampleCount = intakeStep<EstimateState>("sample-count", (state) => {
  const sampleCount = state.form.files.length + (state.sourceKey ? 1 : 0);
  if (sampleCount === 0) {
    throw new HttpError(400, "missing-input", "Send the sample as files.");
  }
  if (sampleCount > state.estimate.maxSampleFiles) {
    throw tooManySamples(state.estimate.maxSampleFiles);
  }
});

/** Each sample file by content, and the same header limits as a start call's inputs. */
const checkSampleFiles = intakeStep<EstimateState>("sample-files", async (state) => {
  const { estimate } = state;
  const accepted = acceptedContentFormats[estimate.sample];
  for (const file of state.form.files) {
    const detected = await detectFileType(file.head);
    if (!detected || !accepted.includes(detected)) {
      throw new HttpError(
        400,
        "unsupported-file-type",
        `${file.fileName} is not ${estimate.sample === "gif" ? "a GIF" : "an image"}: a size estimate's sample must be ${estimate.sample === "gif" ? "the GIF" : "images"}.`,
      );
    }
    // Before any decoder sees them (read from the upload stream as it was stored).
    state.geometries.push(await checkedGeometry(file, true));
  }
});

/** The tool's options as the worker will read them (typed by the tool's schema). */
const parseEstimateOptions = intakeStep<EstimateState>("options", (state) => {
  const optionFields = Object.fromEntries(
    Object.entries(state.form.fields).filter(([name]) => !estimateFields.includes(name)),
  );
  state.task = parseTaskOptions(state.request, state.tool, optionFields).task;
});

const checkSampleSizes = intakeStep<EstimateState>("sample-sizes", (state) => {
  if (state.estimate.sample !== "images" || !state.task) return;
  refuseImagesLargerThanOutput(
    state.form.files,
    state.geometries,
    state.task.options as OutputSize,
    state.services.config.limits,
  );
});

const readEstimateFields = intakeStep<EstimateState>("estimate-fields", (state) => {
  const { form, services, estimate } = state;
  state.sourceBytes = readCount(
    form.fields.source_bytes,
    "source_bytes",
    services.config.limits.maxUploadBytes,
  );
  state.sampleRunFrames = readCount(
    form.fields.sample_run_frames,
    "sample_run_frames",
    estimate.maxSampleFiles,
  );
});

/** A size estimate as an intake (intake.ts's runTaskIntake runs it). */
function estimateIntake(
  request: FastifyRequest,
  services: Services,
  tool: ToolDefinition<unknown, ToolId>,
): TaskIntake<EstimateState> {
  const estimate = tool.sizeEstimate as SizeEstimateDefinition;
  return {
    fileFields: {
      has: (name) => fileFields.has(name),
      refuse: (_name, stored) =>
        stored.length >= estimate.maxSampleFiles ? tooManySamples(estimate.maxSampleFiles) : null,
      // A GIF sample: its header and first frames are stored, never what follows.
      maxStoredBytes: () => (estimate.sample === "gif" ? gifSampleMaxStoredBytes : undefined),
    },
    notMultipartMessage: "Send the sample as multipart/form-data.",
    begin: (form) => ({
      request,
      services,
      tool,
      estimate,
      form,
      sourceKey: null,
      geometries: [],
      task: null,
      sourceBytes: undefined,
      sampleRunFrames: undefined,
    }),
    steps: [
      resolveKeptSample,
      checkSampleCount,
      checkSampleFiles,
      parseEstimateOptions,
      checkSampleSizes,
      readEstimateFields,
    ],
    payload: (state) => {
      if (!state.task) throw new Error("the options step did not run");
      return {
        ...state.task,
        inputKeys: state.form.files.map((file) => file.blob.key),
        ...(state.sourceKey ? { sourceKeys: [state.sourceKey] } : {}),
        inputUrls: [],
        inputNames: state.form.files.map((file) => file.fileName),
        estimate: {
          ...(state.sourceBytes !== undefined ? { sourceBytes: state.sourceBytes } : {}),
          ...(state.sampleRunFrames !== undefined
            ? { sampleRunFrames: state.sampleRunFrames }
            : {}),
        },
      };
    },
    // Optimize's GIF sample is kept, so the next estimate at other settings names it.
    answerFields: async (state, payload) => {
      if (estimate.sample !== "gif") return {};
      const sampleKey = await keepGifSample(
        services,
        state.form.files[0],
        payload,
        state.form.files.map((file) => file.blob.key),
        estimate.maxSampleBytes ?? gifSampleMaxStoredBytes,
      );
      return sampleKey ? { sample_key: sampleKey } : {};
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
          summary: `Estimate ${withIndefiniteArticle(tool.name)} result's size`,
          description: `Measures the size the task would make at these settings by encoding a sample with the tool's own encoder, then extrapolating to the whole output. ${estimate.sampleSummary} Poll GET /api/task-status/{id}: the result's \`estimate.bytes\` is the estimated size.${estimate.sample === "gif" ? ` ${sampleKeptNote}` : ""}`,
          tags: ["tools"],
          consumes: ["multipart/form-data"],
          body: estimateBodySchema(tool),
          response: { ...taskCallResponses, 202: z.toJSONSchema(estimateStartedSchema) },
        },
        validatorCompiler: () => () => true,
        config: { rateLimitClass: "estimate" },
      },
      async (request, reply) =>
        runTaskIntake(request, reply, services, estimateIntake(request, services, tool)),
    );
  }
}
