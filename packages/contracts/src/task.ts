import { z } from "zod";
import type { ErrorCode } from "./error-codes.ts";
import { type OutputKind, outputKindList } from "./output-kinds.ts";
import type { ProgressStageId } from "./progress-stages.ts";

/**
 * The task states of the spec, in the order a task goes through them; CANCELLED ends a task
 * stopped by DELETE /api/task/{id} (issue 24), like SUCCESS and FAILURE it is final.
 */
export const taskStates = [
  "PENDING",
  "STARTED",
  "PROGRESS",
  "SUCCESS",
  "FAILURE",
  "CANCELLED",
] as const;
export type TaskState = (typeof taskStates)[number];

export const taskCompletedStatus = "Task completed!";
/** The status text of a cancelled task: neutral, the person asked for it. */
export const taskCancelledStatus = "Cancelled.";

/**
 * What "fit under a size" chose (`target_size_bytes`): the output's dimensions, frame rate,
 * colours per palette and lossy level (gifsicle's --lossy, 0 = none).
 */
export const fitSettingsSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  fps: z
    .number()
    .optional()
    .describe("Frames per second; absent when the GIF's own timing was kept."),
  colors: z.number().int(),
  lossy: z.number().int(),
  /** The destination preset whose limits the result meets, when one was sent (issue 27). */
  destination: z.string().optional(),
  /**
   * What meeting the destination's limits changed, one sentence each ("Cut to the first 5 s:
   * a Discord sticker is at most 5 seconds long."); absent when nothing had to change.
   */
  changes: z
    .array(z.string())
    .optional()
    .describe(
      'What meeting the destination\'s limits changed, one English sentence each (e.g. "Cut to the first 4.96 s of 5.76 s (Discord sticker: at most 5 seconds)."); absent when nothing had to change. `change_details` carries the same changes as ids and values.',
    ),
  /**
   * The same changes as `changes`, in its order, each a stable id and its values (issue 38), so
   * a page in another language writes them in its own words; `changes` is unchanged by it.
   */
  change_details: z
    .array(
      z.object({
        id: z.string(),
        values: z.record(z.string(), z.union([z.string(), z.number()])),
      }),
    )
    .optional()
    .describe(
      "The changes of `changes`, in its order, for a client that writes them in its own words: each a stable id (cut-to-seconds, kept-frames, kept-frames-per-second, centered-on-canvas, made-smaller-within, made-smaller-exact, enlarged-exact, made-smaller-one-side, enlarged-one-side) and its values by name, numbers in the unit the name ends with (kept_seconds, total_seconds, limit_seconds; kept_frames, total_frames, limit_frames, limit_frames_per_second; width_px, height_px, box_width_px, box_height_px, side_px) and `destination`, the destination's id. Absent with `changes`.",
    ),
});
/**
 * Change ids stay plain strings here, as a stored or sent result may name one this build does
 * not know (destination-changes.ts isDestinationChangeId tells them apart).
 */
export type FitSettings = z.infer<typeof fitSettingsSchema>;

/** One download key per output kind (output-kinds.ts), in the list's order. */
const outputKeysShape = Object.fromEntries(
  outputKindList.map((kind) => [kind, z.string().optional()]),
) as { [Kind in OutputKind]: z.ZodOptional<z.ZodString> };

/** A result names stored files by download key; Video to GIF has several. */
export const taskResultSchema = z.object({
  ...outputKeysShape,
  /** The result's main file: its GIF, or its only output (`primaryOutput` reads it). */
  path: z.string().optional(),
  /** Byte sizes of the stored outputs, keyed like the outputs. */
  sizes: z.record(z.string(), z.number()).optional(),
  /** Set when an output could not be made smaller and the input is returned unchanged. */
  unchanged: z.boolean().optional(),
  /**
   * What the person should know of how the result was made, one sentence each (a fast trim cut
   * at key frames; the audio dropped by a speed change): shown on the result screen.
   */
  notes: z.array(z.string()).optional(),
  /** Set by Video to GIF when the source had no audio stream. */
  hasAudio: z.boolean().optional(),
  /** Set when the task was asked to fit under `target_size_bytes`: the settings it chose. */
  settings: fitSettingsSchema.optional(),
  /**
   * The upload tasks (POST /api/upload, /api/video-preview): the stored video's key, sent as
   * `upload_key` to POST /api/video-to-gif instead of the file (its bytes: GET /api/upload/{key}).
   */
  upload_key: z.string().optional(),
  /** A size estimate's answer (POST /api/estimate/<tool>): no file, the measured estimate. */
  estimate: z
    .object({
      bytes: z.number().int().describe("The whole output's estimated size in bytes."),
      sampleFrames: z.number().int().describe("Frames encoded from the sample to measure it."),
    })
    .optional(),
});
export type TaskResult = z.infer<typeof taskResultSchema>;

export const taskStatusSchema = z.object({
  task_id: z.string(),
  state: z.enum(taskStates),
  status: z.string().describe("Human-readable status text."),
  stage: z
    .string()
    .optional()
    .describe(
      "While the task waits or runs: the stable id of the stage `status` describes (e.g. waiting-in-queue, saving, fitting-under-attempt), for a client that shows it in its own words. Absent once the task has finished, or when the status names no listed stage; `status` is unchanged by it.",
    ),
  stage_values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe(
      "The numbers and names `status` contains for its stage, by name (e.g. {target_bytes, attempt}); absent when the stage has none.",
    ),
  progress: z.number().min(0).max(100),
  result: taskResultSchema.nullable(),
  error: z.string().nullable(),
  error_code: z
    .string()
    .nullable()
    .optional()
    .describe(
      "The failure's stable kebab-case code (e.g. target-size-unreachable); null unless FAILURE.",
    ),
  error_values: z
    .record(z.string(), z.number())
    .optional()
    .describe(
      "The numbers the failure's `error` names, by name, for a client that writes it in its own words: `max_seconds` (youtube-too-long), `limit_seconds` (task-timeout), `limit_megabytes` (task-memory-limit). Absent when it names none of these; `error` and `error_code` are unchanged by it.",
    ),
  chain: z
    .object({
      operations: z.array(z.record(z.string(), z.unknown())),
      output: z.record(z.string(), z.unknown()).optional(),
      input: z
        .object({ source_key: z.string() })
        .optional()
        .describe(
          "The chain's input when it is a kept result (the start call's source_key): the same input, these operations and more steps make the next edit in one pass (keep editing).",
        ),
    })
    .optional()
    .describe(
      "The task as a chain of operations (POST /api/edit's operations and output, their defaults filled in): an edit tool's task is one step. Send it again, or with more steps, to keep editing.",
    ),
});
/** The schemas keep codes plain strings (the OpenAPI document lists none); the types name the list. */
export type TaskStatus = Omit<z.infer<typeof taskStatusSchema>, "error_code" | "stage"> & {
  error_code?: ErrorCode | null | undefined;
  stage?: ProgressStageId | undefined;
};

/**
 * A failure's numbers by name (`max_seconds`, `limit_seconds`...): an error body's `values`, a
 * failed task's `error_values`, so a page writes the failure in its own language (issue 38).
 * A name ending in `_seconds` is a duration, `_bytes` a size, `_megabytes` megabytes.
 */
export type FailureValues = Readonly<Record<string, number>>;

/** The header a cancel (DELETE /api/task/{id}) carries the start answer's `cancel_token` in. */
export const cancelTokenHeader = "x-cancel-token";

export const taskStartedSchema = z.object({
  task_id: z.string(),
  cancel_token: z
    .string()
    .optional()
    .describe(
      "The secret that lets this caller cancel the task: send it as the X-Cancel-Token header of DELETE /api/task/{task_id}. Only the starter gets it (the task's address can be shared; a cancel without it is 403 cancel-not-allowed). Given once: an idempotent replay of the start call does not carry it again.",
    ),
});
export type TaskStarted = z.infer<typeof taskStartedSchema>;

export const errorBodySchema = z.object({
  error: z.string().describe("A message for a person."),
  code: z.string().describe("A stable kebab-case code."),
  step: z
    .union([z.number().int(), z.literal("output")])
    .nullable()
    .optional()
    .describe(
      "POST /api/edit: the refused step of the chain (1-based), `output` for the output step, null for the list itself.",
    ),
  values: z
    .record(z.string(), z.number())
    .optional()
    .describe(
      "The numbers the message names, by name, for a client that writes the failure in its own words: `max_files` (too-many-files) and `limit_seconds` (expected-time-too-long). `error` and `code` are unchanged by it; absent when the message names none of these.",
    ),
  tools: z
    .array(z.object({ name: z.string(), path: z.string() }))
    .optional()
    .describe(
      "unsupported-file-type from a GIF tool given only videos or only pictures: the calls that take them, the same edit on a video first (POST /api/resize for an MP4: Resize Video, then Video to GIF; pictures: GIF Maker).",
    ),
});
export type ErrorBody = Omit<z.infer<typeof errorBodySchema>, "code"> & { code: ErrorCode };
