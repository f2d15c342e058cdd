import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../../define-tool.ts";
import type { FrameGenerator, GenerationProgress, GenerationRequest } from "../../generation.ts";
import type { DecodedImageFrames } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
} from "../../shared/fake-media-toolkit.ts";
import { generationFailedMessage, maxSeed, type PromptGifOptions } from "../shared/options.ts";
import { processPromptGif } from "./process.ts";

const pngs = [Uint8Array.of(0x89, 0x50, 1), Uint8Array.of(0x89, 0x50, 2)];
const decoded: DecodedImageFrames = {
  width: 16,
  height: 8,
  frames: [new Uint8Array(16 * 8 * 4), new Uint8Array(16 * 8 * 4).fill(255)],
};
const options: PromptGifOptions = {
  prompt: "a cat surfing",
  negative_prompt: "blurry",
  num_frames: 8,
  guidance_scale: 7.5,
  num_inference_steps: 24,
  fps: 8,
  seed: 42,
};

/** A generation backend that reports these phases, then answers (or fails with) `outcome`. */
function fakeGenerator(
  phases: GenerationProgress[],
  outcome: Uint8Array[] | (() => Error) = pngs,
): FrameGenerator & { requests: GenerationRequest[] } {
  const requests: GenerationRequest[] = [];
  return {
    requests,
    async generate(request, { onProgress }) {
      requests.push(request);
      for (const phase of phases) onProgress(phase);
      if (typeof outcome === "function") throw outcome();
      return { frames: outcome, seed: request.seed };
    },
  };
}

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function promptTask(generator: FrameGenerator | undefined, script: FakeMediaScript = {}) {
  task = await createFakeTask(
    { decodeImageFrames: () => decoded, ...script },
    generator ? { generator } : {},
  );
  return task;
}

describe("processPromptGif", () => {
  it("asks the backend for frames, decodes them and encodes a looping GIF with a delay from fps", async () => {
    const generator = fakeGenerator([
      { phase: "queued", jobsAhead: 3 },
      { phase: "queued" },
      { phase: "running" },
      { phase: "sampling", step: 12, totalSteps: 24 },
      { phase: "downloading" },
    ]);
    const { context, media, workDir, progress } = await promptTask(generator);
    const result = await processPromptGif(options, context);

    expect(generator.requests).toEqual([
      {
        prompt: "a cat surfing",
        negativePrompt: "blurry",
        frames: 8,
        steps: 24,
        guidance: 7.5,
        seed: 42,
      },
    ]);
    const outputPath = join(workDir, "generated.gif");
    expect(media.methods()).toEqual(["decodeImageFrames", "encodeGif"]);
    expect(media.callsOf("decodeImageFrames")[0]?.args).toEqual([pngs, context.signal]);
    expect(media.callsOf("encodeGif")[0]?.args).toEqual([
      { ...decoded, delaysMs: [125, 125], loopCount: 0 },
      outputPath,
      {},
      context.signal,
    ]);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(progress).toMatchObject([
      { percent: 2, status: "Waiting for the generation server..." },
      { percent: 2, status: "Waiting for the generation server: 3 ahead in its queue" },
      { percent: 2, status: "Waiting for the generation server..." },
      { percent: 5, status: "Generating frames..." },
      { percent: 47.5, status: "Generating frames: step 12 of 24" },
      { percent: 91, status: "Downloading frames..." },
      { percent: 93, status: "Encoding GIF..." },
      { percent: 98, status: "Saving..." },
    ]);
  });

  it("picks a seed when none was given, so the result can be redone", async () => {
    const generator = fakeGenerator([]);
    const { context } = await promptTask(generator);
    await processPromptGif({ ...options, seed: null, negative_prompt: null }, context);
    const [request] = generator.requests;
    expect(request?.negativePrompt).toBeNull();
    expect(Number.isInteger(request?.seed)).toBe(true);
    expect(request?.seed).toBeGreaterThanOrEqual(0);
    expect(request?.seed).toBeLessThanOrEqual(maxSeed);
  });

  it("says so when no generation backend is configured, and touches nothing", async () => {
    const { context, media } = await promptTask(undefined);
    const error = await processPromptGif(options, context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message: "AI generation is not set up on this server.",
      code: "generation-not-configured",
    });
    expect(media.calls).toEqual([]);
  });

  it("a failed generation shows the one message for people, whatever the backend said", async () => {
    const generator = fakeGenerator([], () => new Error("CUDA out of memory"));
    const { context, media } = await promptTask(generator);
    await expect(processPromptGif(options, context)).rejects.toMatchObject({
      name: "ToolError",
      message: generationFailedMessage,
      code: "generation-failed",
    });
    expect(media.calls).toEqual([]);
  });

  it("frames that cannot be decoded are a malformed result, with the same message", async () => {
    const { context, media } = await promptTask(fakeGenerator([]), {
      decodeImageFrames() {
        throw new Error("frame 2 is 32×32, the first is 16×8");
      },
    });
    await expect(processPromptGif(options, context)).rejects.toMatchObject({
      name: "ToolError",
      message: generationFailedMessage,
      code: "generation-malformed-output",
    });
    expect(media.methods()).toEqual(["decodeImageFrames"]);
  });

  it("a generation stopped by the task's abort ends with the abort, not a failure message", async () => {
    const { context, media, abort } = await promptTask(undefined);
    context.generator = fakeGenerator([{ phase: "running" }], () => {
      abort.abort(new Error("task cancelled"));
      return new Error("the backend's connection was closed");
    });
    const error = await processPromptGif(options, context).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ToolError);
    expect(error).toMatchObject({ message: "the backend's connection was closed" });
    expect(media.calls).toEqual([]);
  });

  it("an abort during decoding ends with the abort too", async () => {
    const { context, media, abort } = await promptTask(fakeGenerator([]), {
      decodeImageFrames() {
        abort.abort(new Error("task cancelled"));
        throw new Error("decoder stopped");
      },
    });
    const error = await processPromptGif(options, context).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ToolError);
    expect(error).toMatchObject({ message: "decoder stopped" });
    expect(media.methods()).toEqual(["decodeImageFrames"]);
  });
});
