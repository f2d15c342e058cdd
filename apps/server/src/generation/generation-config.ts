import { z } from "zod";

/** Our request fields, as the prediction adapter's input map names them. */
export const requestFields = [
  "prompt",
  "negativePrompt",
  "frames",
  "steps",
  "guidance",
  "seed",
  "width",
  "height",
] as const;
export type RequestField = (typeof requestFields)[number];

/** Model input name for each of our fields; null = the model has no such input (not sent). */
export type InputMap = Record<RequestField, string | null>;

/** Fits a Cog predictor written for GifKit (and diffusers' AnimateDiffPipeline argument names). */
export const defaultInputMap: InputMap = {
  prompt: "prompt",
  negativePrompt: "negative_prompt",
  frames: "num_frames",
  steps: "num_inference_steps",
  guidance: "guidance_scale",
  seed: "seed",
  width: "width",
  height: "height",
};

export const inputMapSchema = z
  .object(Object.fromEntries(requestFields.map((field) => [field, z.string().min(1).nullable()])))
  .partial()
  .strict();

export interface SharedGenerationConfig {
  /** Generation tasks running at once (GPUs serialise work anyway; Cog answers 409 when busy). */
  concurrency: number;
  /** A generation running longer is interrupted on the backend and the task fails. */
  timeoutSeconds: number;
  /** Size of the generated frames (SD 1.5 models are trained at 512 × 512). */
  width: number;
  height: number;
}

export interface ComfyUiConfig extends SharedGenerationConfig {
  backend: "comfyui";
  url: string;
  /** File name of an SD 1.5 checkpoint in ComfyUI's models/checkpoints. */
  checkpoint: string;
  /** File name of an AnimateDiff motion module in AnimateDiff-Evolved's model folder. */
  motionModule: string;
  sampler: string;
  scheduler: string;
}

export interface PredictionConfig extends SharedGenerationConfig {
  backend: "prediction";
  url: string;
  /** "cog": a Cog container's own HTTP server; "replicate": Replicate's hosted API. */
  api: "cog" | "replicate";
  /** Sent as a bearer token (Replicate's API token). */
  token: string | undefined;
  /** Replicate: "owner/name" (the model's latest version) or "owner/name:version". */
  model: string | undefined;
  inputMap: InputMap;
  /** Fixed inputs sent with every prediction (e.g. a model's own checkpoint choice). */
  extraInput: Record<string, unknown>;
}

export type GenerationConfig = ComfyUiConfig | PredictionConfig;
