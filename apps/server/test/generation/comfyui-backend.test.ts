/**
 * Contract tests of the ComfyUI adapter. With COMFYUI_URL (plus COMFYUI_CHECKPOINT and
 * COMFYUI_MOTION_MODULE) set, the tests that a real server can answer run against it (a GPU
 * machine with AnimateDiff-Evolved); otherwise against the in-process double, and the suite says
 * so. Faults a real server cannot be made to produce on demand (an out-of-memory exception, a
 * garbage answer, a dropped socket) always run against the double.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GenerationError, type GenerationProgress } from "../../src/generation/backend.ts";
import {
  type ComfyUiBackendOptions,
  comboOptions,
  createComfyUiBackend,
} from "../../src/generation/comfyui-backend.ts";
import { buildAnimateDiffGraph } from "../../src/generation/comfyui-graph.ts";
import { backendRequest } from "../../src/generation/http-client.ts";
import { pngSize } from "../../src/generation/png.ts";
import { type ComfyUiDouble, startComfyUiDouble } from "./comfyui-double.ts";

const realUrl = process.env.COMFYUI_URL;
const realTarget = realUrl
  ? {
      url: realUrl,
      checkpoint: process.env.COMFYUI_CHECKPOINT ?? "",
      motionModule: process.env.COMFYUI_MOTION_MODULE ?? "",
    }
  : null;
/** A real GPU takes seconds per step; the double milliseconds. */
const realTimeoutMs = 15 * 60_000;

const request = {
  prompt: "a paper boat drifting on a pond, soft light",
  negativePrompt: "blurry",
  frames: 8,
  steps: 12,
  guidance: 7.5,
  seed: 1234,
};

async function expectFailure(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

describe("ComfyUI adapter: pure parts", () => {
  it("builds the AnimateDiff-Evolved API graph from the request", () => {
    const graph = buildAnimateDiffGraph(
      { ...request, frames: 20, negativePrompt: null },
      {
        checkpoint: "sd15.safetensors",
        motionModule: "mm.ckpt",
        sampler: "euler_ancestral",
        scheduler: "normal",
        width: 512,
        height: 384,
        filenamePrefix: "gifkit/abc",
      },
    );
    expect(graph["1"]).toEqual({
      class_type: "CheckpointLoaderSimple",
      inputs: { ckpt_name: "sd15.safetensors" },
    });
    expect(graph["3"]?.inputs).toMatchObject({
      model: ["1", 0],
      model_name: "mm.ckpt",
      context_options: ["2", 0],
    });
    expect(graph["5"]?.inputs.text).toBe("");
    expect(graph["6"]?.inputs).toEqual({ width: 512, height: 384, batch_size: 20 });
    expect(graph["7"]?.inputs).toMatchObject({
      seed: 1234,
      steps: 12,
      cfg: 7.5,
      positive: ["4", 0],
      negative: ["5", 0],
    });
    expect(graph["9"]).toEqual({
      class_type: "SaveImage",
      inputs: { images: ["8", 0], filename_prefix: "gifkit/abc" },
    });
  });

  it("reads combo inputs in both /object_info forms", () => {
    expect(comboOptions([["a.ckpt", "b.ckpt"], { tooltip: "x" }])).toEqual(["a.ckpt", "b.ckpt"]);
    expect(comboOptions(["COMBO", { options: ["euler", "ddim"] }])).toEqual(["euler", "ddim"]);
    expect(comboOptions(["INT", { min: 0 }])).toBeNull();
  });
});

describe("ComfyUI adapter contract", () => {
  let double: ComfyUiDouble | null = null;
  let target: { url: string; checkpoint: string; motionModule: string };
  const backendFor = (overrides: Partial<ComfyUiBackendOptions> = {}) =>
    createComfyUiBackend({
      ...target,
      sampler: "euler_ancestral",
      scheduler: "normal",
      width: realTarget ? 512 : 64,
      height: realTarget ? 512 : 64,
      pollIntervalMs: 100,
      ...overrides,
    });

  beforeAll(async () => {
    if (realTarget) {
      target = realTarget;
      console.log(`ComfyUI contract suite: running against the real server at ${realTarget.url}.`);
    } else {
      double = await startComfyUiDouble();
      target = {
        url: double.url,
        checkpoint: "v1-5-pruned-emaonly.safetensors",
        motionModule: "mm_sd_v15_v2.ckpt",
      };
      console.log(
        "ComfyUI contract suite: running against the in-process ComfyUI double (no real server: set COMFYUI_URL, COMFYUI_CHECKPOINT and COMFYUI_MOTION_MODULE to run it against one).",
      );
    }
  });
  afterAll(async () => {
    await double?.close();
  });

  it("start-up check: ready when the nodes, checkpoint and motion module exist", async () => {
    expect(await backendFor().health()).toEqual({ state: "ready" });
  });

  it("start-up check: names a missing checkpoint and motion module", async () => {
    const health = await backendFor({
      checkpoint: "nope.safetensors",
      motionModule: "missing_mm.ckpt",
    }).health();
    expect(health.state).toBe("misconfigured");
    const detail = health.state === "misconfigured" ? health.detail : "";
    expect(detail).toContain(
      'no checkpoint (COMFYUI_CHECKPOINT) in models/checkpoints named "nope.safetensors"',
    );
    expect(detail).toContain(
      'motion module (COMFYUI_MOTION_MODULE) in AnimateDiff-Evolved\'s models named "missing_mm.ckpt"',
    );
  });

  it("start-up check: a server that does not answer is unavailable", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const health = await backendFor({ url: `http://127.0.0.1:${port}` }).health();
    expect(health.state).toBe("unavailable");
    expect(health.state === "unavailable" && health.detail).toContain("ECONNREFUSED");
  });

  it(
    "success: PNG frames of the asked number and size, with sampling progress step by step",
    async () => {
      const progress: GenerationProgress[] = [];
      const backend = backendFor();
      const result = await backend.generate(request, {
        signal: AbortSignal.timeout(realTarget ? realTimeoutMs : 20_000),
        onProgress: (update) => progress.push(update),
      });
      expect(result.frames).toHaveLength(request.frames);
      const { frameWidth, frameHeight } = backend.capabilities();
      for (const frame of result.frames)
        expect(pngSize(frame)).toEqual({ width: frameWidth, height: frameHeight });
      expect(new Set(result.frames.map((frame) => frame.toString("base64"))).size).toBeGreaterThan(
        1,
      );
      const steps = progress.filter((update) => update.phase === "sampling");
      expect(steps.at(-1)).toEqual({
        phase: "sampling",
        step: request.steps,
        totalSteps: request.steps,
      });
      const values = steps.map((update) => (update.phase === "sampling" ? update.step : 0));
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(progress[0]).toEqual({ phase: "queued" });
      expect(progress.at(-1)).toEqual({ phase: "downloading" });
    },
    realTarget ? realTimeoutMs : 60_000,
  );

  it("missing model: ComfyUI's value_not_in_list refusal names the input", async () => {
    const failure = await expectFailure(
      backendFor({ checkpoint: "no-such-model.safetensors" }).generate(request, {
        signal: AbortSignal.timeout(60_000),
        onProgress: () => {},
      }),
    );
    expect(failure.kind).toBe("misconfigured");
    expect(failure.message).toContain("CheckpointLoaderSimple #1: Value not in list");
    expect(failure.message).toContain("no-such-model.safetensors");
  });

  it(
    "timeout: the running prompt is interrupted on the server",
    async () => {
      if (double) double.behaviour = { hang: true };
      const sampling = Promise.withResolvers<void>();
      const controller = new AbortController();
      const running = backendFor().generate(
        { ...request, steps: 40 },
        {
          signal: controller.signal,
          onProgress: (update) => {
            if (update.phase === "sampling") sampling.resolve();
          },
        },
      );
      await sampling.promise;
      controller.abort(new DOMException("time limit", "TimeoutError"));
      const failure = await expectFailure(running);
      if (double) double.behaviour = {};
      expect(failure.kind).toBe("timeout");
      expect(failure.message).toContain("interrupted on ComfyUI");
      const promptId = /prompt ([\w-]+)/.exec(failure.message)?.[1] as string;
      // Seen from outside: the prompt ends, interrupted, and is no longer running.
      let entry: Record<string, unknown> | undefined;
      for (let attempt = 0; attempt < 100 && !entry; attempt++) {
        const history = await backendRequest(`${target.url}/history/${promptId}`, {
          signal: AbortSignal.timeout(5000),
        });
        entry = (JSON.parse(history.body.toString()) as Record<string, Record<string, unknown>>)[
          promptId
        ];
        if (!entry) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const status = entry?.status as { status_str: string; messages: [string, unknown][] };
      expect(status.status_str).toBe("error");
      expect(status.messages.map(([type]) => type)).toContain("execution_interrupted");
      if (double) expect(double.interrupts).toContain(promptId);
    },
    realTarget ? realTimeoutMs : 60_000,
  );
});

describe("ComfyUI adapter against the double's injected faults", () => {
  let double: ComfyUiDouble;
  const backendFor = (overrides: Partial<ComfyUiBackendOptions> = {}) =>
    createComfyUiBackend({
      url: double.url,
      checkpoint: "v1-5-pruned-emaonly.safetensors",
      motionModule: "mm_sd_v15_v2.ckpt",
      sampler: "euler_ancestral",
      scheduler: "normal",
      width: 64,
      height: 64,
      pollIntervalMs: 50,
      ...overrides,
    });
  const generate = (progress: GenerationProgress[] = [], signal = AbortSignal.timeout(20_000)) =>
    backendFor().generate(request, { signal, onProgress: (update) => progress.push(update) });

  beforeAll(async () => {
    double = await startComfyUiDouble();
    console.log(
      "ComfyUI fault cases: running against the in-process ComfyUI double (a real server cannot be made to fail on demand).",
    );
  });
  afterAll(() => double?.close());

  it("queue wait: reports the prompts ahead, then samples", async () => {
    double.behaviour = {};
    double.occupy(600);
    const progress: GenerationProgress[] = [];
    const result = await generate(progress);
    expect(result.frames).toHaveLength(request.frames);
    expect(progress).toContainEqual({ phase: "queued", jobsAhead: 1 });
    const queuedAt = progress.findIndex(
      (update) => update.phase === "queued" && update.jobsAhead === 1,
    );
    const samplingAt = progress.findIndex((update) => update.phase === "sampling");
    expect(samplingAt).toBeGreaterThan(queuedAt);
  });

  it("cancel while waiting: removed from the queue, nobody else's prompt interrupted", async () => {
    double.behaviour = {};
    double.occupy(1500);
    const interruptsBefore = double.interrupts.length;
    const controller = new AbortController();
    const queued = Promise.withResolvers<void>();
    const running = backendFor().generate(request, {
      signal: controller.signal,
      onProgress: (update) => {
        if (update.phase === "queued" && update.jobsAhead === 1) queued.resolve();
      },
    });
    await queued.promise;
    controller.abort();
    const failure = await expectFailure(running);
    expect(failure.kind).toBe("cancelled");
    expect(failure.message).toContain("removed from the ComfyUI queue");
    const promptId = /prompt ([\w-]+)/.exec(failure.message)?.[1];
    expect(double.deletes).toContain(promptId);
    expect(double.interrupts.length).toBe(interruptsBefore);
    await new Promise((resolve) => setTimeout(resolve, 1600)); // let the blocker finish
  });

  it("node error: the sampler's exception is the failure's cause", async () => {
    double.behaviour = { failAtStep: 3 };
    const failure = await expectFailure(generate());
    expect(failure.kind).toBe("failed");
    expect(failure.message).toBe(
      "ComfyUI node KSampler #7 raised torch.OutOfMemoryError: Allocation on device 0 would exceed allowed memory. (out of memory)",
    );
  });

  it("node error without the socket: read from the history's messages", async () => {
    double.behaviour = { failAtStep: 2, dropSocket: true };
    const failure = await expectFailure(generate());
    expect(failure.kind).toBe("failed");
    expect(failure.message).toContain("torch.OutOfMemoryError");
  });

  it("a dropped socket falls back to polling /history and still succeeds", async () => {
    double.behaviour = { dropSocket: true };
    const result = await generate();
    expect(result.frames).toHaveLength(request.frames);
  });

  it("missing custom node: the start-up check and the refusal both name it", async () => {
    const bare = await startComfyUiDouble({ withAnimateDiff: false });
    try {
      const backend = createComfyUiBackend({
        url: bare.url,
        checkpoint: "v1-5-pruned-emaonly.safetensors",
        motionModule: "mm_sd_v15_v2.ckpt",
        sampler: "euler_ancestral",
        scheduler: "normal",
        width: 64,
        height: 64,
      });
      expect(await backend.health()).toEqual({
        state: "misconfigured",
        detail:
          "ComfyUI has no node class ADE_LoopedUniformContextOptions, ADE_AnimateDiffLoaderGen1: install the ComfyUI-AnimateDiff-Evolved custom node",
      });
      const failure = await expectFailure(
        backend.generate(request, { signal: AbortSignal.timeout(10_000), onProgress: () => {} }),
      );
      expect(failure.kind).toBe("misconfigured");
      expect(failure.message).toBe(
        "ComfyUI refused the prompt: Cannot execute because node ADE_LoopedUniformContextOptions does not exist. (Node ID '#2')",
      );
    } finally {
      await bare.close();
    }
  });

  it("a value out of the node's range is refused with ComfyUI's words", async () => {
    double.behaviour = {};
    const failure = await expectFailure(
      backendFor().generate(
        { ...request, guidance: 150 },
        { signal: AbortSignal.timeout(10_000), onProgress: () => {} },
      ),
    );
    expect(failure.kind).toBe("failed");
    expect(failure.message).toBe(
      "ComfyUI refused the prompt: Prompt outputs failed validation; KSampler #7: Value 150 bigger than max of 100: cfg",
    );
  });

  for (const [output, expected] of [
    ["not-png", /frame 1 \([\w-]+_00001_\.png\) is not a PNG: <html><body>Oops<\/body><\/html>/],
    ["no-images", /lists no images from SaveImage node 9/],
    ["missing-frame", /ComfyUI saved 7 images for prompt .*, 8 were asked for/],
  ] as const) {
    it(`malformed output (${output}) is refused`, async () => {
      double.behaviour = { output };
      const failure = await expectFailure(generate());
      expect(failure.kind).toBe("malformed");
      expect(failure.message).toMatch(expected);
    });
  }

  it("garbage from POST /prompt is refused as malformed", async () => {
    double.behaviour = { garbageSubmitAnswer: true };
    const failure = await expectFailure(generate());
    expect(failure.kind).toBe("malformed");
    expect(failure.message).toBe(
      "POST /prompt answered 200 with a body that is not JSON: <html><body>502 Bad Gateway</body></html>",
    );
    double.behaviour = {};
  });
});
