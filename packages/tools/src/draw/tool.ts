import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { drawChain, drawDefaults, drawOptionsSchema } from "./shared/options.ts";

export const drawTool = defineTool({
  ...about,
  apiPath: "/api/draw",
  apiSummary:
    "Draw arrows, rectangles, ellipses, free-hand strokes, highlight boxes and numbered steps on a GIF, each during its own time or frame range (the draw operation as a tool).",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: drawOptionsSchema,
  defaults: drawDefaults,
  queue: "fast",
  polling: editorPolling("Drawing on the GIF timed out. Please try again."),
  downloadNames: { gif: "drawn.gif" },
  messages: {
    startFailed: "Failed to start drawing.",
    taskFailed: "Drawing on the GIF failed.",
    fetchResultFailed: "Failed to fetch the drawn GIF.",
    resultTitle: "Your GIF with drawings is ready!",
    startOver: "Draw on another GIF",
  },
  timeoutSeconds: 180,
  chainOf: drawChain,
});
