import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { cropDefaults, cropOptionsSchema } from "./options.ts";

export const cropTool = defineTool({
  id: "crop",
  apiPath: "/api/crop",
  name: "Crop GIF",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: cropOptionsSchema,
  defaults: cropDefaults,
  queue: "fast",
  polling: editorPolling("GIF crop timed out. Please try again."),
  downloadNames: { gif: "cropped.gif" },
  timeoutSeconds: 120,
});
