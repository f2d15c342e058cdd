import { describe, expect, it } from "vitest";
import { seedMessage } from "../shared/options.ts";
import {
  initialPromptForm,
  loopLengthText,
  promptRequest,
  seedIgnored,
  typedSeed,
} from "./prompt-form.ts";

const filled = { ...initialPromptForm, prompt: "  a paper boat on a rainy street  " };

describe("Prompt to GIF form", () => {
  it("starts at the spec's defaults: frames 16, steps 24, fps 8, guidance 7.5, no seed", () => {
    expect(initialPromptForm).toEqual({
      prompt: "",
      negativePrompt: "",
      numFrames: 16,
      numInferenceSteps: 24,
      fps: 8,
      guidanceScale: 7.5,
      seedText: "",
    });
  });

  it("refuses a prompt that is blank after trimming, with the spec's message", () => {
    for (const prompt of ["", "   ", "\n\t "]) {
      expect(promptRequest({ ...initialPromptForm, prompt })).toEqual({
        ok: false,
        reason: "promptRequired",
        message: "Write a prompt to describe the animation you want to create.",
      });
    }
  });

  it("sends the prompt request: trimmed texts, a blank negative prompt as null, no seed as null", () => {
    expect(promptRequest({ ...filled, negativePrompt: "   " })).toEqual({
      ok: true,
      body: {
        prompt: "a paper boat on a rainy street",
        negative_prompt: null,
        num_frames: 16,
        guidance_scale: 7.5,
        num_inference_steps: 24,
        fps: 8,
        seed: null,
      },
    });
    const request = promptRequest({
      ...filled,
      negativePrompt: " blurry, text ",
      numFrames: 24,
      numInferenceSteps: 40,
      fps: 16,
      guidanceScale: 12.5,
      seedText: " 42 ",
    });
    expect(request.ok && request.body).toMatchObject({
      negative_prompt: "blurry, text",
      num_frames: 24,
      num_inference_steps: 40,
      fps: 16,
      guidance_scale: 12.5,
      seed: 42,
    });
  });

  it("sends guidance rounded to two decimals", () => {
    const request = promptRequest({ ...filled, guidanceScale: 0.1 + 0.2 + 7.2 });
    expect(request.ok && request.body.guidance_scale).toBe(7.5);
  });

  it("sends the seed only when it is numeric", () => {
    expect(typedSeed("")).toBeNull();
    expect(typedSeed("  ")).toBeNull();
    expect(typedSeed("abc")).toBeNull();
    expect(typedSeed("12x")).toBeNull();
    expect(typedSeed("0")).toBe(0);
    expect(typedSeed("4294967295")).toBe(4_294_967_295);
    expect(seedIgnored("abc")).toBe(true);
    expect(seedIgnored("")).toBe(false);
    expect(seedIgnored("7")).toBe(false);
    const request = promptRequest({ ...filled, seedText: "random please" });
    expect(request.ok && request.body.seed).toBeNull();
  });

  it("gives the server's own message for a numeric seed outside the range", () => {
    for (const seedText of ["-1", "1.5", "4294967296"]) {
      expect(promptRequest({ ...filled, seedText })).toEqual({
        ok: false,
        reason: "seed",
        message: seedMessage,
      });
    }
  });

  it("states the loop length from frames and fps", () => {
    expect(loopLengthText(16, 8)).toBe("2.0 s");
    expect(loopLengthText(24, 16)).toBe("1.5 s");
    expect(loopLengthText(8, 4)).toBe("2.0 s");
  });
});
