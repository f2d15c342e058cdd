export {
  type BatchState,
  type BatchStatus,
  type ClientOptions,
  downloadName,
  GifKitClient,
  isFinal,
  type Operation,
  type StartedBatch,
  type StartedTask,
  type StartOptions,
  type TaskInput,
  type TaskResult,
  type TaskState,
  type TaskStatus,
  type ToolId,
  toolDescription,
  type UploadProgress,
  type WaitOptions,
} from "./client.ts";
export {
  apiDescription,
  type JsonSchema,
  type OperationDescription,
  type ToolDescription,
} from "./description.ts";
export { type FailureKind, GifKitError, retryAfterSeconds } from "./errors.ts";
export type { OperationParams, OutputParams, ToolOptions } from "./generated/api-types.ts";
export {
  OperationTextError,
  parseOperations,
  valueFor as valueForOption,
} from "./operation-text.ts";
