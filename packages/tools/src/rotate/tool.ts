import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { rotateDefaults, rotateOptionsSchema } from "./options.ts";

export const rotateTool = defineTool({
  id: "rotate",
  apiPath: "/api/rotate",
  name: "Rotate & Flip GIF",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: rotateOptionsSchema,
  defaults: rotateDefaults,
  queue: "fast",
  polling: editorPolling("Rotate & Flip timed out. Please try again."),
  downloadNames: { gif: "rotated.gif" },
  timeoutSeconds: 120,
});
