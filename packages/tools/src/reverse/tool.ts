import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { reverseChain, reverseDefaults, reverseOptionsSchema } from "./shared/options.ts";

export const reverseTool = defineTool({
  ...about,
  apiPath: "/api/reverse",
  apiSummary: "Play a GIF backwards, or forward then backward (mode=boomerang).",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: reverseOptionsSchema,
  defaults: reverseDefaults,
  queue: "fast",
  polling: editorPolling("GIF reverse timed out. Please try again."),
  downloadNames: { gif: "reversed.gif" },
  messages: {
    startFailed: "Failed to start reverse task.",
    taskFailed: "GIF reverse failed.",
    fetchResultFailed: "Failed to fetch reversed GIF.",
    resultTitle: "Your reversed GIF is ready!",
    startOver: "Reverse another GIF",
  },
  timeoutSeconds: 120,
  chainOf: reverseChain,
});
