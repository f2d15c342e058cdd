import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { rotateChain, rotateDefaults, rotateOptionsSchema } from "./shared/options.ts";

export const rotateTool = defineTool({
  ...about,
  apiPath: "/api/rotate",
  apiSummary: "Turn a GIF by 90, 180 or 270 degrees and/or mirror it, losslessly.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: rotateOptionsSchema,
  defaults: rotateDefaults,
  queue: "fast",
  polling: editorPolling("Rotate & Flip timed out. Please try again."),
  downloadNames: { gif: "rotated.gif" },
  messages: {
    startFailed: "Failed to start rotate task.",
    taskFailed: "GIF rotate failed.",
    fetchResultFailed: "Failed to fetch rotated GIF.",
    resultTitle: "Your rotated GIF is ready!",
    startOver: "Rotate another GIF",
  },
  timeoutSeconds: 120,
  chainOf: rotateChain,
});
