import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { cutChain, cutDefaults, cutOptionsSchema } from "./shared/options.ts";
import { cutSelection, planCut } from "./shared/range.ts";

export const cutTool = defineTool({
  ...about,
  apiPath: "/api/cut",
  apiSummary: "Keep part of a GIF: start_time/end_time in seconds or start_frame/end_frame.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: cutOptionsSchema,
  defaults: cutDefaults,
  queue: "fast",
  polling: editorPolling("GIF cut timed out. Please try again."),
  downloadNames: { gif: "cut.gif" },
  messages: {
    startFailed: "Failed to start cut task.",
    taskFailed: "GIF cut failed.",
    fetchResultFailed: "Failed to fetch cut GIF.",
    resultTitle: "Your cut GIF is ready!",
    startOver: "Cut another GIF",
  },
  timeoutSeconds: 120,
  // A GIF upload's header gives every delay: a range with no frame in it is refused at once.
  checkInputHeader: (options, header) => {
    const plan = planCut(header.delaysCentiseconds, cutSelection(options));
    return plan.ok ? null : plan.message;
  },
  chainOf: cutChain,
});
