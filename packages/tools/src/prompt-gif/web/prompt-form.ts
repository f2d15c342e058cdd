import type { InputFreeFlowText, JsonRequestBody } from "../../shared/input-free-editor.ts";
import {
  generationFailedMessage,
  promptGifDefaults,
  promptGifOptionsSchema,
  promptRequiredMessage,
} from "../shared/options.ts";

/** The prompt screen as the user fills it in (spec: tools §2, §5, §9). */
export interface PromptFormState {
  prompt: string;
  negativePrompt: string;
  numFrames: number;
  numInferenceSteps: number;
  fps: number;
  guidanceScale: number;
  /** As typed: blank means a random seed. */
  seedText: string;
}

export const initialPromptForm: PromptFormState = {
  prompt: "",
  negativePrompt: "",
  numFrames: promptGifDefaults.num_frames,
  numInferenceSteps: promptGifDefaults.num_inference_steps,
  fps: promptGifDefaults.fps,
  guidanceScale: promptGifDefaults.guidance_scale,
  seedText: "",
};

/** The client's messages of Prompt to GIF (spec: tools §7, §8). */
export const promptGifFlowText: InputFreeFlowText = {
  startFailed: "Failed to start generation.",
  missingTaskId: "Backend did not return a task identifier.",
  taskFailed: generationFailedMessage,
  missingResult: "Generation completed without a result key.",
  fetchResultFailed: "Failed to download generated GIF.",
  downloadFailed: "Download failed, please try again.",
  resultTitle: "Your GIF is ready!",
  resultAlt: "Generated GIF",
  downloadLabel: "Download GIF",
  startOver: "Generate another GIF",
  // Not in the spec: changing a word and generating again is how prompts are made.
  backToEditor: "Edit prompt",
};

/** The seed typed, when it reads as a number (spec §5: "sent only if numeric"). */
export function typedSeed(seedText: string): number | null {
  const trimmed = seedText.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Something is typed in the seed field but it is not a number, so a random seed is used. */
export function seedIgnored(seedText: string): boolean {
  return seedText.trim() !== "" && typedSeed(seedText) === null;
}

/**
 * The prompt request (spec: tools §3) for the form, or the first message explaining what is
 * wrong: the same schema, and so the same words, as the server's check.
 */
export function promptRequest(
  state: PromptFormState,
):
  | { ok: true; body: JsonRequestBody }
  | { ok: false; reason: "promptRequired" | "seed" | "invalid"; message: string } {
  const prompt = state.prompt.trim();
  if (prompt === "") return { ok: false, reason: "promptRequired", message: promptRequiredMessage };
  const negativePrompt = state.negativePrompt.trim();
  const body = {
    prompt,
    negative_prompt: negativePrompt === "" ? null : negativePrompt,
    num_frames: state.numFrames,
    // Spec §5: guidance is sent with two decimals (JSON keeps it a number: 7.5, 7.25).
    guidance_scale: Number(state.guidanceScale.toFixed(2)),
    num_inference_steps: state.numInferenceSteps,
    fps: state.fps,
    seed: typedSeed(state.seedText),
  } satisfies JsonRequestBody;
  const checked = promptGifOptionsSchema.safeParse(body);
  if (!checked.success) {
    return {
      ok: false,
      reason: checked.error.issues[0]?.path[0] === "seed" ? "seed" : "invalid",
      message: checked.error.issues[0]?.message ?? "Invalid settings.",
    };
  }
  return { ok: true, body };
}

/**
 * How long the GIF plays once through, e.g. "2.0 s" for 16 frames at 8 fps; in another language
 * with its decimal mark and its seconds' template (the time range's: "{seconds} 秒").
 */
export function loopLengthText(
  numFrames: number,
  fps: number,
  languageCode = "en",
  secondsTemplate = "{seconds} s",
): string {
  const seconds = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(numFrames / fps);
  return secondsTemplate.replace("{seconds}", seconds);
}
