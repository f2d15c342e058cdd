import { describe, expect, it } from "vitest";
import { promptGifDefaults, promptGifOptionsSchema } from "./options.ts";

describe("Prompt to GIF options", () => {
  it("fills the spec's defaults (frames 16, guidance 7.5, steps 24, fps 8) and trims the prompt", () => {
    expect(promptGifOptionsSchema.parse({ prompt: "  a fox  " })).toEqual({
      ...promptGifDefaults,
      prompt: "a fox",
    });
  });

  it("reads numbers sent as text ('7.50', as the form sends guidance) and blank texts as absent", () => {
    expect(
      promptGifOptionsSchema.parse({
        prompt: "a fox",
        negative_prompt: "   ",
        num_frames: "24",
        guidance_scale: "7.50",
        num_inference_steps: "40",
        fps: "16",
        seed: "",
      }),
    ).toEqual({
      prompt: "a fox",
      negative_prompt: null,
      num_frames: 24,
      guidance_scale: 7.5,
      num_inference_steps: 40,
      fps: 16,
      seed: null,
    });
  });

  it("parses its own output to the same value (the worker parses the stored options again)", () => {
    const once = promptGifOptionsSchema.parse({ prompt: "x", seed: 7, guidance_scale: 1 });
    expect(promptGifOptionsSchema.parse(once)).toEqual(once);
  });

  it("accepts every value on the grids and their ends", () => {
    for (const num_frames of [8, 10, 22, 24])
      expect(promptGifOptionsSchema.safeParse({ prompt: "x", num_frames }).success).toBe(true);
    for (const guidance_scale of [1, 1.5, 14.5, 15]) {
      expect(promptGifOptionsSchema.safeParse({ prompt: "x", guidance_scale }).success).toBe(true);
    }
    expect(promptGifOptionsSchema.safeParse({ prompt: "x", seed: 0 }).success).toBe(true);
    expect(promptGifOptionsSchema.safeParse({ prompt: "x", seed: 4_294_967_295 }).success).toBe(
      true,
    );
    expect(promptGifOptionsSchema.safeParse({ prompt: "x".repeat(1000) }).success).toBe(true);
  });
});
