import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { resizeDefaults, resizeOptionsSchema } from "./options.ts";

export const resizeTool = defineTool({
  id: "resize",
  apiPath: "/api/resize",
  name: "Resize GIF",
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
  timeoutSeconds: 180,
});
