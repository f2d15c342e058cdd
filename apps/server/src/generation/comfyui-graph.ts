import type { GenerationRequest } from "./backend.ts";

/** One node of ComfyUI's API-format graph; a link is [sourceNodeId, outputIndex]. */
export interface GraphNode {
  class_type: string;
  inputs: Record<string, string | number | boolean | [string, number]>;
}
export type ApiGraph = Record<string, GraphNode>;

export interface AnimateDiffGraphSettings {
  checkpoint: string;
  motionModule: string;
  sampler: string;
  scheduler: string;
  width: number;
  height: number;
  /** SaveImage's prefix: a subfolder plus a name unique to the job. */
  filenamePrefix: string;
}

/** Ids of the nodes the adapter reads back: sampling progress and the saved frames. */
export const samplerNodeId = "7";
export const saveNodeId = "9";

/**
 * The node classes the graph needs, and where each comes from (for the start-up check's
 * message). AnimateDiff-Evolved (Apache-2.0) is the only custom node; the frames end in core
 * SaveImage so the GIF is encoded by GifKit, not by a GPL video node.
 */
export const requiredNodeClasses: Record<string, "core" | "ComfyUI-AnimateDiff-Evolved"> = {
  CheckpointLoaderSimple: "core",
  ADE_LoopedUniformContextOptions: "ComfyUI-AnimateDiff-Evolved",
  ADE_AnimateDiffLoaderGen1: "ComfyUI-AnimateDiff-Evolved",
  CLIPTextEncode: "core",
  EmptyLatentImage: "core",
  KSampler: "core",
  VAEDecode: "core",
  SaveImage: "core",
};

/** Motion modules are trained on 16-frame windows; longer clips are sampled in looped windows. */
const contextLength = 16;

/**
 * Text → frames with AnimateDiff on an SD 1.5 checkpoint (research/ai-backend.md §2a). The
 * frame count is the latent batch size; the looped context options make a clip longer than one
 * window join up at its ends, which is what a looping GIF wants.
 */
export function buildAnimateDiffGraph(
  request: GenerationRequest,
  settings: AnimateDiffGraphSettings,
): ApiGraph {
  return {
    "1": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: settings.checkpoint } },
    "2": {
      class_type: "ADE_LoopedUniformContextOptions",
      inputs: {
        context_length: contextLength,
        context_stride: 1,
        context_overlap: 4,
        closed_loop: true,
      },
    },
    "3": {
      class_type: "ADE_AnimateDiffLoaderGen1",
      inputs: {
        model: ["1", 0],
        model_name: settings.motionModule,
        beta_schedule: "autoselect",
        context_options: ["2", 0],
      },
    },
    "4": { class_type: "CLIPTextEncode", inputs: { text: request.prompt, clip: ["1", 1] } },
    "5": {
      class_type: "CLIPTextEncode",
      inputs: { text: request.negativePrompt ?? "", clip: ["1", 1] },
    },
    "6": {
      class_type: "EmptyLatentImage",
      inputs: { width: settings.width, height: settings.height, batch_size: request.frames },
    },
    [samplerNodeId]: {
      class_type: "KSampler",
      inputs: {
        model: ["3", 0],
        positive: ["4", 0],
        negative: ["5", 0],
        latent_image: ["6", 0],
        seed: request.seed,
        steps: request.steps,
        cfg: request.guidance,
        sampler_name: settings.sampler,
        scheduler: settings.scheduler,
        denoise: 1,
      },
    },
    "8": { class_type: "VAEDecode", inputs: { samples: [samplerNodeId, 0], vae: ["1", 2] } },
    [saveNodeId]: {
      class_type: "SaveImage",
      inputs: { images: ["8", 0], filename_prefix: settings.filenamePrefix },
    },
  };
}
