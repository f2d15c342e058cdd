import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { speedDefaults, speedOptionsSchema } from "./options.ts";

export const speedTool = defineTool({
  id: "speed",
  apiPath: "/api/speed",
  name: "Change GIF Speed",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: speedOptionsSchema,
  defaults: speedDefaults,
  queue: "fast",
  polling: editorPolling("GIF speed change timed out. Please try again."),
  downloadNames: { gif: "speed.gif" },
  timeoutSeconds: 120,
});
