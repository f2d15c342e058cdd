import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { resizeChain, resizeDefaults, resizeOptionsSchema } from "./shared/options.ts";

export const resizeTool = defineTool({
  ...about,
  apiPath: "/api/resize",
  apiSummary: "Resize a GIF; keeps every frame's timing.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: resizeOptionsSchema,
  defaults: resizeDefaults,
  queue: "fast",
  polling: editorPolling(
    "Task polling timed out. Please try again.",
    "Failed to retrieve task status.",
  ),
  downloadNames: { gif: "resized.gif" },
  messages: {
    startFailed: "Unable to start resize task.",
    fetchResultFailed: "Failed to fetch resized GIF.",
    resultTitle: "Your resized GIF is ready!",
    startOver: "Resize another GIF",
  },
  timeoutSeconds: 180,
  chainOf: resizeChain,
});
