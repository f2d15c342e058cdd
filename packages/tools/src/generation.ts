/**
 * What Prompt to GIF asks of a generation server. The server implements it in
 * apps/server/src/generation (ComfyUI and the Cog/Replicate prediction contract); the processor
 * receives it injected, so the tools package never talks HTTP to a GPU machine itself.
 */

/** One text-to-animation job, in the model's own terms (fps is ours: it only sets GIF delays). */
export interface GenerationRequest {
  prompt: string;
  /** null when the person gave none; adapters send an empty text where the model needs one. */
  negativePrompt: string | null;
  frames: number;
  steps: number;
  guidance: number;
  /** Always set: the processor picks one when the person gave none, so a result can be redone. */
  seed: number;
}

/** Where a job is, as the backend reports it. */
export type GenerationProgress =
  | { phase: "queued" /** Jobs ahead of ours, when the backend says. */; jobsAhead?: number }
  | { phase: "running" }
  | { phase: "sampling"; step: number; totalSteps: number }
  | { phase: "downloading" };

export interface GeneratedFrames {
  /** PNG images, in display order, all the same size. */
  frames: Uint8Array[];
  seed: number;
}

/** What a backend can do, so the API can refuse what it cannot before a task starts. */
export interface BackendCapabilities {
  backend: "comfyui" | "prediction";
  /** For logs and operators, e.g. "AnimateDiff mm_sd_v15_v2.ckpt on v1-5-pruned-emaonly.safetensors". */
  model: string;
  ranges: {
    frames: [number, number];
    steps: [number, number];
    guidance: [number, number];
    seed: [number, number];
  };
  frameWidth: number;
  frameHeight: number;
  /** Whether sampling steps are reported as they happen (ComfyUI's /ws; Replicate's logs). */
  reportsSteps: boolean;
}

export type BackendHealth =
  | { state: "ready" }
  /** `detail` names the cause for the operator's log (never shown to visitors). */
  | { state: "unavailable" | "misconfigured"; detail: string };

/** The configured backend as Prompt to GIF's routes see it: what it can do and whether it is up. */
export interface GenerationServer {
  capabilities(): BackendCapabilities;
  health(signal?: AbortSignal): Promise<BackendHealth>;
}

/** A generation backend as processors see it: prompt in, PNG frames out. */
export interface FrameGenerator {
  generate(
    request: GenerationRequest,
    options: { signal: AbortSignal; onProgress: (progress: GenerationProgress) => void },
  ): Promise<GeneratedFrames>;
}
