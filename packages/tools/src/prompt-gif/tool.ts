import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import { promptGifDefaults, promptGifOptionsSchema } from "./shared/options.ts";

/**
 * The task's hard limit. The generation's own limit (GENERATION_TIMEOUT_SECONDS, at most 600 s)
 * sits inside it, and the page's polling window (1.5 s growing by 0.25 s to a 6 s cap) is derived
 * from it, so a slow generation is interrupted on the backend and reported before the page gives up.
 */
export const promptGifTaskTimeoutSeconds = 660;

export const promptGifTool = defineTool({
  ...about,
  apiPath: "/api/ai/prompt-gif",
  apiSummary: "Generate a GIF from a text prompt (where a generation server is configured).",
  input: "none",
  maxInputFiles: 0,
  optionsSchema: promptGifOptionsSchema,
  defaults: promptGifDefaults,
  queue: "long",
  polling: {
    delayCapMs: 6000,
    timeoutMessage: "Task polling timed out. Please try again.",
    statusErrorMessage: "Failed to poll task status.",
  },
  downloadNames: { gif: "generated.gif" },
  messages: {},
  timeoutSeconds: promptGifTaskTimeoutSeconds,
});
