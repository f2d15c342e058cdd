import { z } from "zod";
import { readFormNumber } from "../../shared/form-fields.ts";

/** The spec's own message for a missing prompt (tools §5 and §8). */
export const promptRequiredMessage = "Write a prompt to describe the animation you want to create.";
/** Shown for every failed generation, whatever the backend said (the cause goes to the log). */
export const generationFailedMessage =
  "Generation failed. Please tweak your prompt or try again later.";

export const maxPromptCharacters = 1000;
/** Seeds are unsigned 32-bit integers: every backend we speak to accepts that range. */
export const maxSeed = 4_294_967_295;

/** Limits and steps of the settings, shared by the form and the server (spec: tools §5, §9). */
export const promptGifRanges = {
  num_frames: { min: 8, max: 24, step: 2 },
  num_inference_steps: { min: 12, max: 40, step: 2 },
  fps: { min: 4, max: 16, step: 1 },
  guidance_scale: { min: 1, max: 15, step: 0.5 },
} as const;

type RangeName = keyof typeof promptGifRanges;

export const rangeMessages: Record<RangeName, string> = {
  num_frames: "Frames must be an even number from 8 to 24.",
  num_inference_steps: "Diffusion steps must be an even number from 12 to 40.",
  fps: "FPS must be a whole number from 4 to 16.",
  guidance_scale: "Guidance must be from 1 to 15, in steps of 0.5.",
};
export const seedMessage = `Seed must be a whole number from 0 to ${maxSeed.toLocaleString("en-US")}.`;

/** JSON sends numbers; a form or a script may send numeric strings ("7.50"): both are read. */
const toNumber = (value: unknown): unknown => readFormNumber(value);

/** A value on the range's grid (min + k × step), compared with a tolerance for 0.1-style floats. */
export function isOnRange(name: RangeName, value: number): boolean {
  const { min, max, step } = promptGifRanges[name];
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

function rangedNumber(name: RangeName, defaultValue: number) {
  const message = rangeMessages[name];
  return z
    .preprocess(
      toNumber,
      z.number({ error: message }).refine((value) => isOnRange(name, value), { error: message }),
    )
    .default(defaultValue);
}

/** Trimmed text; blank becomes null. */
const optionalText = (tooLongMessage: string) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    return trimmed === "" ? null : trimmed;
  }, z
    .string({ error: tooLongMessage })
    .max(maxPromptCharacters, { error: tooLongMessage })
    .nullable());

/**
 * The prompt request of the spec (tools §3): prompt, negative_prompt, num_frames, guidance_scale,
 * num_inference_steps, fps, seed. The first failing field's message is what the API answers.
 */
export const promptGifOptionsSchema = z.object({
  prompt: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: promptRequiredMessage })
      .min(1, { error: promptRequiredMessage })
      .max(maxPromptCharacters, {
        error: `The prompt is too long: at most ${maxPromptCharacters.toLocaleString("en-US")} characters.`,
      }),
  ),
  negative_prompt: optionalText(
    `The negative prompt is too long: at most ${maxPromptCharacters.toLocaleString("en-US")} characters.`,
  ).default(null),
  num_frames: rangedNumber("num_frames", 16),
  guidance_scale: rangedNumber("guidance_scale", 7.5),
  num_inference_steps: rangedNumber("num_inference_steps", 24),
  fps: rangedNumber("fps", 8),
  seed: z
    .preprocess(
      (value) => (value === undefined || value === null || value === "" ? null : toNumber(value)),
      z
        .number({ error: seedMessage })
        .int({ error: seedMessage })
        .min(0, { error: seedMessage })
        .max(maxSeed, { error: seedMessage })
        .nullable(),
    )
    .default(null),
});

export type PromptGifOptions = z.infer<typeof promptGifOptionsSchema>;

export const promptGifDefaults: PromptGifOptions = {
  prompt: "",
  negative_prompt: null,
  num_frames: 16,
  guidance_scale: 7.5,
  num_inference_steps: 24,
  fps: 8,
  seed: null,
};
