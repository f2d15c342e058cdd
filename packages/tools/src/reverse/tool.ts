import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { reverseDefaults, reverseOptionsSchema } from "./options.ts";

export const reverseTool = defineTool({
  id: "reverse",
  apiPath: "/api/reverse",
  name: "Reverse GIF",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: reverseOptionsSchema,
  defaults: reverseDefaults,
  queue: "fast",
  polling: editorPolling("GIF reverse timed out. Please try again."),
  downloadNames: { gif: "reversed.gif" },
  timeoutSeconds: 120,
});
