/**
 * Prompt to GIF end to end through the HTTP API: the server is configured (as an operator would)
 * with GENERATION_BACKEND=comfyui pointing at the in-process ComfyUI double, and the task runs in
 * the real worker processes, which encode the GIF from the double's PNG frames.
 */

import { writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TaskStatus } from "@gifkit/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ComfyUiDouble,
  startComfyUiDouble,
} from "../../../../../apps/server/test/generation/comfyui-double.ts";
import { syntheticPixel } from "../../../../../apps/server/test/generation/synthetic-frames.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const generationFailed = "Generation failed. Please tweak your prompt or try again later.";
const frameSide = 128;

function comfyEnv(double: { url: string }, extra: Record<string, string> = {}) {
  return {
    GENERATION_BACKEND: "comfyui",
    COMFYUI_URL: double.url,
    COMFYUI_CHECKPOINT: "v1-5-pruned-emaonly.safetensors",
    COMFYUI_MOTION_MODULE: "mm_sd_v15_v2.ckpt",
    GENERATION_WIDTH: String(frameSide),
    GENERATION_HEIGHT: String(frameSide),
    ...extra,
  };
}

async function start(app: FastifyInstance, body: unknown) {
  return app.inject({ method: "POST", url: "/api/ai/prompt-gif", payload: body as object });
}

/** Polls fast and keeps every distinct status text the task showed. */
async function followTask(app: FastifyInstance, taskId: string, timeoutMs = 60_000) {
  const statuses: string[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (
      await app.inject({ method: "GET", url: `/api/task-status/${taskId}` })
    ).json() as TaskStatus;
    if (statuses.at(-1) !== status.status) statuses.push(status.status);
    if (status.state === "SUCCESS" || status.state === "FAILURE")
      return { final: status, statuses };
    if (Date.now() > deadline) throw new Error(`task did not finish: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

describe("Prompt to GIF through the HTTP API (ComfyUI double)", () => {
  let double: ComfyUiDouble;
  let server: TestServer;
  beforeAll(async () => {
    double = await startComfyUiDouble({ stepDelayMs: 25 });
    server = await startTestServer({ env: comfyEnv(double, { GENERATION_TIMEOUT_SECONDS: "3" }) });
  });
  afterAll(async () => {
    await server?.close();
    await double?.close();
  });

  it("generates a looping GIF with the asked frames and fps, showing the sampling steps", async () => {
    double.behaviour = {};
    const response = await start(server.app, {
      prompt: "  a red kite over green hills  ",
      negative_prompt: "text, watermark",
      num_frames: 12,
      num_inference_steps: 16,
      fps: 10,
      guidance_scale: "7.50",
      seed: 42,
    });
    expect(response.statusCode).toBe(202);
    const { final, statuses } = await followTask(server.app, response.json().task_id);
    expect(final.state, final.error ?? "").toBe("SUCCESS");
    expect(final.status).toBe("Task completed!");
    expect(statuses).toContain("Generating frames: step 8 of 16");
    expect(
      statuses.filter((status) => status.startsWith("Generating frames: step")).length,
    ).toBeGreaterThan(3);

    // What ComfyUI was asked for.
    const graph = double.submitted.at(-1) as Record<
      string,
      { class_type: string; inputs: Record<string, unknown> }
    >;
    expect(graph["4"]?.inputs.text).toBe("a red kite over green hills");
    expect(graph["5"]?.inputs.text).toBe("text, watermark");
    expect(graph["6"]?.inputs).toEqual({ width: frameSide, height: frameSide, batch_size: 12 });
    expect(graph["7"]?.inputs).toMatchObject({ seed: 42, steps: 16, cfg: 7.5 });

    const { response: file, body } = await download(server.app, final.result?.gif as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/gif");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="generated.gif"');
    const path = join(tmpdir(), `generated-${Date.now()}.gif`);
    await writeFile(path, body);
    const info = await gifsicleInfo(path);
    expect(info.frameCount).toBe(12);
    expect([info.width, info.height]).toEqual([frameSide, frameSide]);
    expect(info.loop).toBe("forever");
    expect(info.delaysCentiseconds).toEqual(new Array(12).fill(10));

    // The GIF shows the frames the "model" drew: a moving square on a seeded background.
    const frames = await decodeFramesWithFfmpeg(path, frameSide, frameSide);
    expect(frames).toHaveLength(12);
    for (const frameIndex of [0, 6, 11]) {
      const frame = frames[frameIndex] as Buffer;
      let off = 0;
      for (let y = 0; y < frameSide; y += 7) {
        for (let x = 0; x < frameSide; x += 7) {
          const expected = syntheticPixel(42, frameIndex, 12, frameSide, frameSide, x, y);
          const offset = (y * frameSide + x) * 4;
          const distance = Math.max(
            ...expected.map((value, channel) =>
              Math.abs(value - (frame[offset + channel] as number)),
            ),
          );
          if (distance > 24) off++;
        }
      }
      expect(off, `frame ${frameIndex}`).toBeLessThan(4);
    }
  });

  it("fps 8 (the default) alternates 13 and 12 hundredths so 16 frames last exactly 2 s", async () => {
    double.behaviour = {};
    const response = await start(server.app, { prompt: "waves" });
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id, 60_000);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const graph = double.submitted.at(-1) as Record<string, { inputs: Record<string, unknown> }>;
    expect(graph["6"]?.inputs.batch_size).toBe(16);
    expect(graph["7"]?.inputs).toMatchObject({ steps: 24, cfg: 7.5 });
    // No seed given: one was chosen, in the unsigned 32-bit range.
    const seed = graph["7"]?.inputs.seed as number;
    expect(Number.isInteger(seed) && seed >= 0 && seed <= 4_294_967_295).toBe(true);
    expect(graph["5"]?.inputs.text).toBe("");
    const { body } = await download(server.app, status.result?.gif as string);
    const path = join(tmpdir(), `generated-fps8-${Date.now()}.gif`);
    await writeFile(path, body);
    const info = await gifsicleInfo(path);
    expect(info.frameCount).toBe(16);
    expect(new Set(info.delaysCentiseconds)).toEqual(new Set([12, 13]));
    expect(info.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0)).toBe(200);
  });

  it("refuses bad requests with the form's messages, before any task exists", async () => {
    const submittedBefore = double.submitted.length;
    const cases: [unknown, string][] = [
      [{}, "Write a prompt to describe the animation you want to create."],
      [{ prompt: "   " }, "Write a prompt to describe the animation you want to create."],
      [{ prompt: 42 }, "Write a prompt to describe the animation you want to create."],
      [{ prompt: "x".repeat(1001) }, "The prompt is too long: at most 1,000 characters."],
      [
        { prompt: "ok", negative_prompt: "y".repeat(1001) },
        "The negative prompt is too long: at most 1,000 characters.",
      ],
      [{ prompt: "ok", num_frames: 9 }, "Frames must be an even number from 8 to 24."],
      [{ prompt: "ok", num_frames: 26 }, "Frames must be an even number from 8 to 24."],
      [
        { prompt: "ok", num_inference_steps: 11 },
        "Diffusion steps must be an even number from 12 to 40.",
      ],
      [
        { prompt: "ok", num_inference_steps: 42 },
        "Diffusion steps must be an even number from 12 to 40.",
      ],
      [{ prompt: "ok", fps: 3 }, "FPS must be a whole number from 4 to 16."],
      [{ prompt: "ok", fps: 8.5 }, "FPS must be a whole number from 4 to 16."],
      [{ prompt: "ok", guidance_scale: 7.3 }, "Guidance must be from 1 to 15, in steps of 0.5."],
      [{ prompt: "ok", guidance_scale: 15.5 }, "Guidance must be from 1 to 15, in steps of 0.5."],
      [{ prompt: "ok", seed: -1 }, "Seed must be a whole number from 0 to 4,294,967,295."],
      [{ prompt: "ok", seed: 1.5 }, "Seed must be a whole number from 0 to 4,294,967,295."],
      [
        { prompt: "ok", seed: 4_294_967_296 },
        "Seed must be a whole number from 0 to 4,294,967,295.",
      ],
      [{ prompt: "ok", seed: "abc" }, "Seed must be a whole number from 0 to 4,294,967,295."],
    ];
    for (const [body, message] of cases) {
      const response = await start(server.app, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ error: message, code: "invalid-options" });
    }
    const array = await start(server.app, [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().error).toBe("Send the prompt request as a JSON object.");
    expect(double.submitted.length).toBe(submittedBefore);
  });

  it("says it is configured and available", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/ai/prompt-gif/status" });
    expect(response.json()).toEqual({ configured: true, available: true });
  });

  it("a generation past GENERATION_TIMEOUT_SECONDS fails and is interrupted on ComfyUI", async () => {
    double.behaviour = { hang: true };
    const interruptsBefore = double.interrupts.length;
    const response = await start(server.app, { prompt: "a slow one", num_inference_steps: 40 });
    const startedAt = Date.now();
    const { final, statuses } = await followTask(server.app, response.json().task_id);
    double.behaviour = {};
    expect(final.state).toBe("FAILURE");
    expect(final.error).toBe(generationFailed);
    expect(final.result).toBeNull();
    expect(statuses).toContain("Generating frames: step 1 of 40");
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900);
    expect(double.interrupts.length).toBe(interruptsBefore + 1);
    expect(typeof double.interrupts.at(-1)).toBe("string");
  });

  it("a node error and malformed frames fail with the spec's message", async () => {
    for (const behaviour of [{ failAtStep: 2 }, { output: "not-png" as const }]) {
      double.behaviour = behaviour;
      const response = await start(server.app, {
        prompt: "boom",
        num_frames: 8,
        num_inference_steps: 12,
      });
      const status = await waitForTask(server.app, response.json().task_id, 30_000);
      expect(status.state, JSON.stringify(behaviour)).toBe("FAILURE");
      expect(status.error).toBe(generationFailed);
    }
    double.behaviour = {};
  });

  it("GENERATION_CONCURRENCY=1: tasks wait in GifKit's queue, ComfyUI sees one prompt at a time", async () => {
    double.behaviour = {};
    double.maxPromptsAtOnce = 0;
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await start(server.app, {
        prompt: `kite ${index}`,
        num_frames: 8,
        num_inference_steps: 12,
      });
      expect(response.statusCode).toBe(202);
      ids.push(response.json().task_id);
    }
    for (const id of ids) {
      const status = await waitForTask(server.app, id, 60_000);
      expect(status.state, status.error ?? "").toBe("SUCCESS");
    }
    expect(double.maxPromptsAtOnce).toBe(1);
  });
});

describe("Prompt to GIF without a configured backend", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WORKER_CONCURRENCY: "1" } });
  });
  afterAll(() => server?.close());

  it("answers 503 generation-not-configured and says so on the status call", async () => {
    const response = await start(server.app, { prompt: "anything" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: "AI generation is not set up on this server.",
      code: "generation-not-configured",
    });
    const status = await server.app.inject({ method: "GET", url: "/api/ai/prompt-gif/status" });
    expect(status.json()).toEqual({
      configured: false,
      available: false,
      message: "AI generation is not set up on this server.",
    });
  });
});

describe("Prompt to GIF with the generation server down", () => {
  let server: TestServer;
  beforeAll(async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    server = await startTestServer({ env: { ...comfyEnv({ url }), WORKER_CONCURRENCY: "1" } });
  });
  afterAll(() => server?.close());

  it("accepts the task, then fails it with the spec's message; the status call says unavailable", async () => {
    const response = await start(server.app, { prompt: "a kite" });
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id, 30_000);
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(generationFailed);
    const check = await server.app.inject({ method: "GET", url: "/api/ai/prompt-gif/status" });
    expect(check.json()).toEqual({ configured: true, available: false });
  });
});
