/**
 * Contract tests of the prediction adapter (Cog's own server and Replicate's API). With
 * PREDICTION_URL set (and PREDICTION_API, PREDICTION_MODEL, PREDICTION_TOKEN and
 * PREDICTION_INPUT_MAP as the server needs), the tests a real server can answer run against it;
 * otherwise against in-process doubles of both flavours, and the suite says so. Injected faults
 * always run against the doubles.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GenerationError, type GenerationProgress } from "../../src/generation/backend.ts";
import { defaultInputMap, type InputMap } from "../../src/generation/generation-config.ts";
import { pngSize } from "../../src/generation/png.ts";
import {
  createPredictionBackend,
  type PredictionBackendOptions,
  predictionInput,
  stepsFromLogs,
} from "../../src/generation/prediction-backend.ts";
import { type PredictionDouble, startPredictionDouble } from "./prediction-double.ts";

const request = {
  prompt: "a lighthouse in a storm",
  negativePrompt: null,
  frames: 8,
  steps: 12,
  guidance: 7.5,
  seed: 99,
};
const realTimeoutMs = 15 * 60_000;

async function expectFailure(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

describe("prediction adapter: pure parts", () => {
  it("maps our fields to the model's input names, leaving out unmapped ones", () => {
    const inputMap: InputMap = {
      ...defaultInputMap,
      negativePrompt: "n_prompt",
      frames: null,
      width: null,
      height: null,
    };
    expect(
      predictionInput(
        { ...request, negativePrompt: "blurry" },
        { inputMap, extraInput: { motion_module: "mm_sd_v15_v2" }, width: 512, height: 512 },
      ),
    ).toEqual({
      motion_module: "mm_sd_v15_v2",
      prompt: "a lighthouse in a storm",
      n_prompt: "blurry",
      num_inference_steps: 12,
      guidance_scale: 7.5,
      seed: 99,
    });
    // No negative prompt given: the model's own default applies.
    expect(
      predictionInput(request, {
        inputMap: defaultInputMap,
        extraInput: {},
        width: 64,
        height: 64,
      }),
    ).not.toHaveProperty("negative_prompt");
  });

  it("reads sampling steps from tqdm lines in the logs", () => {
    const logs =
      "Loading pipeline\n 25%|██▌       | 3/12 [00:01<00:03,  2.90it/s]\n 33%|███▎      | 4/12 [00:01<00:02,  2.95it/s]";
    expect(stepsFromLogs(logs)).toEqual({ step: 4, totalSteps: 12 });
    expect(stepsFromLogs("no progress yet")).toBeNull();
    expect(stepsFromLogs(null)).toBeNull();
  });
});

interface Target {
  label: string;
  options: Omit<PredictionBackendOptions, "width" | "height">;
  double: PredictionDouble | null;
}

const realTarget: Target | null = process.env.PREDICTION_URL
  ? {
      label: `the real server at ${process.env.PREDICTION_URL}`,
      double: null,
      options: {
        url: process.env.PREDICTION_URL,
        api: process.env.PREDICTION_API === "replicate" ? "replicate" : "cog",
        token: process.env.PREDICTION_TOKEN,
        model: process.env.PREDICTION_MODEL,
        inputMap: { ...defaultInputMap, ...JSON.parse(process.env.PREDICTION_INPUT_MAP ?? "{}") },
        extraInput: JSON.parse(process.env.PREDICTION_EXTRA_INPUT ?? "{}"),
      },
    }
  : null;

for (const flavour of realTarget ? ["real" as const] : (["cog", "replicate"] as const)) {
  describe(`prediction adapter contract (${flavour})`, () => {
    let target: Target;
    const backendFor = (overrides: Partial<PredictionBackendOptions> = {}) =>
      createPredictionBackend({
        ...target.options,
        width: realTarget ? 512 : 64,
        height: realTarget ? 512 : 64,
        pollIntervalMs: 50,
        allowLoopbackOutputs: !realTarget,
        ...overrides,
      });

    beforeAll(async () => {
      if (realTarget) {
        target = realTarget;
      } else {
        const double = await startPredictionDouble(
          flavour === "cog"
            ? { flavour: "cog" }
            : { flavour: "replicate", token: "r8_test", model: "gifkit/animatediff" },
        );
        target = {
          label: `the in-process ${flavour === "cog" ? "Cog" : "Replicate"} double (no real server: set PREDICTION_URL to run it against one)`,
          double,
          options: {
            url: double.url,
            api: flavour === "cog" ? "cog" : "replicate",
            token: flavour === "cog" ? undefined : "r8_test",
            model: flavour === "cog" ? undefined : "gifkit/animatediff",
            inputMap: defaultInputMap,
            extraInput: {},
          },
        };
      }
      console.log(`Prediction contract suite: running against ${target.label}.`);
    });
    afterAll(async () => {
      await target.double?.close();
    });

    it("health: ready, and the model has every mapped input", async () => {
      expect(await backendFor().health()).toEqual({ state: "ready" });
    });

    it("health: names an input the model does not have", async () => {
      const health = await backendFor({
        inputMap: { ...target.options.inputMap, steps: "no_such_input" },
      }).health();
      expect(health.state).toBe("misconfigured");
      expect(health.state === "misconfigured" && health.detail).toContain(
        "has no input named no_such_input",
      );
    });

    it(
      "success: PNG frames of the asked number",
      async () => {
        const progress: GenerationProgress[] = [];
        const result = await backendFor().generate(request, {
          signal: AbortSignal.timeout(realTarget ? realTimeoutMs : 20_000),
          onProgress: (update) => progress.push(update),
        });
        if (target.options.inputMap.frames) expect(result.frames).toHaveLength(request.frames);
        const first = pngSize(result.frames[0] as Buffer);
        expect(first).not.toBeNull();
        for (const frame of result.frames) expect(pngSize(frame)).toEqual(first);
        expect(progress[0]).toEqual({ phase: "queued" });
        expect(progress.at(-1)).toEqual({ phase: "downloading" });
        if (target.options.api === "replicate") {
          expect(progress).toContainEqual({
            phase: "sampling",
            step: request.steps,
            totalSteps: request.steps,
          });
        }
        if (target.double) {
          expect(target.double.inputs.at(-1)).toEqual({
            prompt: request.prompt,
            num_frames: 8,
            num_inference_steps: 12,
            guidance_scale: 7.5,
            seed: 99,
            width: 64,
            height: 64,
          });
        }
      },
      realTarget ? realTimeoutMs : 30_000,
    );

    it(
      "timeout: the prediction is cancelled on the server",
      async () => {
        if (target.double) target.double.behaviour = { hang: true };
        const controller = new AbortController();
        const running = backendFor().generate(
          { ...request, steps: 40 },
          { signal: controller.signal, onProgress: () => {} },
        );
        await new Promise((resolve) => setTimeout(resolve, realTarget ? 5000 : 400));
        controller.abort(new DOMException("time limit", "TimeoutError"));
        const failure = await expectFailure(running);
        if (target.double) target.double.behaviour = {};
        expect(failure.kind).toBe("timeout");
        expect(failure.message).toContain("cancelled on the prediction server");
        const id = /prediction ([\w-]+)/.exec(failure.message)?.[1];
        if (target.double) expect(target.double.cancels).toContain(id);
      },
      realTarget ? realTimeoutMs : 30_000,
    );
  });
}

describe("prediction adapter against the doubles' injected faults", () => {
  let cog: PredictionDouble;
  let replicate: PredictionDouble;
  const cogBackend = (overrides: Partial<PredictionBackendOptions> = {}) =>
    createPredictionBackend({
      url: cog.url,
      api: "cog",
      token: undefined,
      model: undefined,
      inputMap: defaultInputMap,
      extraInput: {},
      width: 64,
      height: 64,
      busyRetryMs: 50,
      ...overrides,
    });
  const replicateBackend = (overrides: Partial<PredictionBackendOptions> = {}) =>
    createPredictionBackend({
      url: replicate.url,
      api: "replicate",
      token: "r8_test",
      model: "gifkit/animatediff",
      inputMap: defaultInputMap,
      extraInput: {},
      width: 64,
      height: 64,
      pollIntervalMs: 50,
      allowLoopbackOutputs: true,
      ...overrides,
    });
  const run = (backend: ReturnType<typeof cogBackend>, progress: GenerationProgress[] = []) =>
    backend.generate(request, {
      signal: AbortSignal.timeout(20_000),
      onProgress: (update) => progress.push(update),
    });

  beforeAll(async () => {
    cog = await startPredictionDouble({ flavour: "cog" });
    replicate = await startPredictionDouble({
      flavour: "replicate",
      token: "r8_test",
      model: "gifkit/animatediff",
    });
    console.log(
      "Prediction fault cases: running against the in-process Cog and Replicate doubles.",
    );
  });
  afterAll(async () => {
    await cog?.close();
    await replicate?.close();
  });

  it("Cog busy (409): waits for a free slot, then succeeds", async () => {
    cog.behaviour = {};
    cog.busyAnswers = 2;
    const progress: GenerationProgress[] = [];
    const result = await run(cogBackend(), progress);
    expect(result.frames).toHaveLength(8);
    expect(progress.filter((update) => update.phase === "queued").length).toBeGreaterThanOrEqual(3);
    expect(
      cog.calls.filter((call) => call.startsWith("PUT /predictions/")).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it("a failed prediction gives the model's error as the cause", async () => {
    cog.behaviour = { fail: "CUDA out of memory. Tried to allocate 2.00 GiB" };
    const failure = await expectFailure(run(cogBackend()));
    expect(failure.kind).toBe("failed");
    expect(failure.message).toMatch(
      /^prediction \w+ failed: CUDA out of memory\. Tried to allocate 2\.00 GiB$/,
    );
    replicate.behaviour = { fail: "NSFW content detected" };
    const hosted = await expectFailure(run(replicateBackend()));
    expect(hosted.message).toMatch(/^prediction [\w-]+ failed: NSFW content detected$/);
    cog.behaviour = {};
    replicate.behaviour = {};
  });

  it("an input the model does not take (422) is a configuration problem", async () => {
    const inputMap = { ...defaultInputMap, negativePrompt: "n_prompt" };
    const failure = await expectFailure(
      cogBackend({ inputMap }).generate(
        { ...request, negativePrompt: "rain" },
        { signal: AbortSignal.timeout(5000), onProgress: () => {} },
      ),
    );
    expect(failure.kind).toBe("misconfigured");
    expect(failure.message).toMatch(/422\): Input validation failed: unexpected input n_prompt$/);
    const hosted = await expectFailure(
      replicateBackend({ inputMap }).generate(
        { ...request, negativePrompt: "rain" },
        { signal: AbortSignal.timeout(5000), onProgress: () => {} },
      ),
    );
    expect(hosted.kind).toBe("misconfigured");
    expect(hosted.message).toContain("Additional property n_prompt is not allowed");
  });

  it("Replicate: a wrong token and an unknown model are named", async () => {
    expect(await replicateBackend({ token: "wrong" }).health()).toEqual({
      state: "misconfigured",
      detail: "Replicate refused PREDICTION_TOKEN (401)",
    });
    expect(await replicateBackend({ model: "someone/else" }).health()).toEqual({
      state: "misconfigured",
      detail: "Replicate has no model someone/else",
    });
    const failure = await expectFailure(run(replicateBackend({ token: "wrong" })));
    expect(failure.kind).toBe("misconfigured");
    expect(failure.message).toContain("refused the token (401)");
  });

  it("Replicate: output links on the API's own origin are fetched with the token", async () => {
    replicate.behaviour = { sameOriginFiles: true };
    const result = await run(replicateBackend());
    expect(result.frames).toHaveLength(8);
    replicate.behaviour = {};
  });

  it("Replicate: output links elsewhere go through the safe fetcher (private addresses refused)", async () => {
    replicate.behaviour = {};
    const failure = await expectFailure(run(replicateBackend({ allowLoopbackOutputs: false })));
    expect(failure.kind).toBe("unavailable");
    expect(failure.message).toContain("could not be fetched: This URL is not allowed");
  });

  it("Cog: a setup that failed is named with its logs", async () => {
    const broken = await startPredictionDouble({ flavour: "cog", setupStatus: "SETUP_FAILED" });
    try {
      expect(await cogBackend({ url: broken.url }).health()).toEqual({
        state: "misconfigured",
        detail:
          "the Cog model's setup failed: Traceback: FileNotFoundError: weights/unet.safetensors",
      });
    } finally {
      await broken.close();
    }
  });

  for (const [output, pattern] of [
    ["not-list", /output is not a list of frames: \{"video":"data:video\/mp4;base64,AAAA"\}/],
    ["not-png", /frame 1 of prediction \w+ is not a PNG: GIF89a-not-a-png/],
    ["wrong-count", /returned 10 frames, 8 were asked for/],
    ["data-url-not-base64", /output 1 is a data URL without base64 data/],
  ] as const) {
    it(`malformed output (${output}) is refused`, async () => {
      cog.behaviour = { output };
      const failure = await expectFailure(run(cogBackend()));
      expect(failure.kind).toBe("malformed");
      expect(failure.message).toMatch(pattern);
      cog.behaviour = {};
    });
  }
});
