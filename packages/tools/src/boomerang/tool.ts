import { defineTool } from "../define-tool.ts";
import { frameOrderChain, frameOrderOptionsSchema } from "../shared/frame-order.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";

/**
 * Boomerang: Reverse's frame ordering under its own page and address (search traffic), preset to
 * a boomerang. The page, processor and editor are the shared ones Reverse uses.
 */
const boomerangOptionsSchema = frameOrderOptionsSchema("boomerang");

export const boomerangTool = defineTool({
  ...about,
  apiPath: "/api/boomerang",
  apiSummary:
    "Play a GIF forward, then backward (a boomerang), each frame with its own delay; the same as /api/reverse with mode=boomerang.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: boomerangOptionsSchema,
  defaults: boomerangOptionsSchema.parse({}),
  queue: "fast",
  polling: editorPolling("Making the boomerang timed out. Please try again."),
  downloadNames: { gif: "boomerang.gif" },
  messages: {
    startFailed: "Failed to start boomerang task.",
    taskFailed: "Making the boomerang failed.",
    fetchResultFailed: "Failed to fetch the boomerang GIF.",
    resultTitle: "Your boomerang GIF is ready!",
    startOver: "Make another boomerang",
  },
  timeoutSeconds: 120,
  chainOf: (options) => frameOrderChain(options, "boomerang"),
});
