import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { convertDefaults, convertOptionsSchema } from "./options.ts";

export const convertTool = defineTool({
  id: "convert",
  apiPath: "/api/convert",
  name: "Convert GIF",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: convertOptionsSchema,
  defaults: convertDefaults,
  queue: "fast",
  polling: editorPolling("GIF conversion timed out. Please try again."),
  downloadNames: { mp4: "converted.mp4", webp: "converted.webp", apng: "converted.apng" },
  timeoutSeconds: 120,
});
