import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { speedChain, speedDefaults, speedOptionsSchema } from "./shared/options.ts";

export const speedTool = defineTool({
  ...about,
  apiPath: "/api/speed",
  apiSummary:
    "Make a GIF faster or slower (speed 0.1 to 10); frames that would show under 0.02 s are dropped evenly.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: speedOptionsSchema,
  defaults: speedDefaults,
  queue: "fast",
  polling: editorPolling("GIF speed change timed out. Please try again."),
  downloadNames: { gif: "speed.gif" },
  messages: {
    startFailed: "Failed to start speed task.",
    taskFailed: "GIF speed change failed.",
    fetchResultFailed: "Failed to fetch the GIF with its new speed.",
    resultTitle: "Your GIF with its new speed is ready!",
    startOver: "Change another GIF",
  },
  timeoutSeconds: 120,
  chainOf: speedChain,
});
