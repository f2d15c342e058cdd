import type { GenerationBackend } from "./backend.ts";
import { createComfyUiBackend } from "./comfyui-backend.ts";
import type { GenerationConfig } from "./generation-config.ts";
import { createPredictionBackend } from "./prediction-backend.ts";

/** The backend GENERATION_BACKEND names; there is no fallback to anything else. */
export function createGenerationBackend(
  config: GenerationConfig,
  { allowLoopbackOutputs = false }: { allowLoopbackOutputs?: boolean } = {},
): GenerationBackend {
  return config.backend === "comfyui"
    ? createComfyUiBackend(config)
    : createPredictionBackend({ ...config, allowLoopbackOutputs });
}
