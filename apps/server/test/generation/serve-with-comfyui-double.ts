/**
 * Development and browser tests only: starts the in-process ComfyUI double and a GifKit server
 * (web site included, when built) whose COMFYUI_URL points at it, and prints the address. The
 * double exists in test code only; production configuration cannot reach it.
 *
 *   npx node apps/server/test/generation/serve-with-comfyui-double.ts
 */
import { startTestServer } from "../helpers/test-server.ts";
import { startComfyUiDouble } from "./comfyui-double.ts";

const double = await startComfyUiDouble({ stepDelayMs: 120 });
const server = await startTestServer({
  listen: true,
  serveWebSite: true,
  env: {
    WORKER_CONCURRENCY: "1",
    GENERATION_BACKEND: "comfyui",
    COMFYUI_URL: double.url,
    COMFYUI_CHECKPOINT: "v1-5-pruned-emaonly.safetensors",
    COMFYUI_MOTION_MODULE: "mm_sd_v15_v2.ckpt",
    GENERATION_WIDTH: "256",
    GENERATION_HEIGHT: "256",
    WEB_ROOT: "apps/web/build/client",
  },
});
console.log(
  `GifKit with the ComfyUI double: ${server.baseUrl}/prompt-gif (double at ${double.url})`,
);

const stop = async () => {
  await server?.close();
  await double?.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
