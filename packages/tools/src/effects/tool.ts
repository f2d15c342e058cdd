import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { effectsChain, effectsDefaults, effectsOptionsSchema } from "./shared/options.ts";

export const effectsTool = defineTool({
  ...about,
  apiPath: "/api/effects",
  apiSummary:
    "Apply color effects (grayscale, sepia, negate, monochrome, brightness, contrast, saturation, hue, tint, blur, sharpen, vignette) to a GIF, in order, keeping its timing.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: effectsOptionsSchema,
  defaults: effectsDefaults,
  queue: "fast",
  polling: editorPolling("GIF effects timed out. Please try again."),
  downloadNames: { gif: "effects.gif" },
  messages: {
    startFailed: "Failed to start effects task.",
    taskFailed: "Applying effects failed.",
    fetchResultFailed: "Failed to fetch the GIF with effects.",
    resultTitle: "Your GIF with effects is ready!",
    startOver: "Add effects to another GIF",
  },
  timeoutSeconds: 180,
  chainOf: effectsChain,
});
