import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { optimizeDefaults, optimizeOptionsSchema } from "./options.ts";

export const optimizeTool = defineTool({
  id: "optimize",
  apiPath: "/api/optimize",
  name: "Optimize GIF",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: optimizeOptionsSchema,
  defaults: optimizeDefaults,
  queue: "fast",
  // DESIGN §2: 60 attempts, 3 s cap, like the other editors.
  polling: editorPolling("Task polling timed out. Please try again."),
  downloadNames: { gif: "optimised.gif" },
  timeoutSeconds: 300,
});
