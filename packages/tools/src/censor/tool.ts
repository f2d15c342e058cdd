import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { censorChain, censorDefaults, censorOptionsSchema } from "./shared/options.ts";
import { planCensor } from "./shared/regions.ts";

export const censorTool = defineTool({
  ...about,
  apiPath: "/api/censor",
  apiSummary:
    "Hide rectangles of a GIF with a blur, pixel blocks or a solid box, each during its own time range.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: censorOptionsSchema,
  defaults: censorDefaults,
  queue: "fast",
  polling: editorPolling("GIF censor timed out. Please try again."),
  downloadNames: { gif: "censored.gif" },
  messages: {
    startFailed: "Failed to start censor task.",
    taskFailed: "GIF censor failed.",
    fetchResultFailed: "Failed to fetch censored GIF.",
    resultTitle: "Your censored GIF is ready!",
    startOver: "Censor another GIF",
  },
  timeoutSeconds: 180,
  // A GIF upload's header gives the picture and every delay: a region wholly off the picture or
  // a time range with no frame in it is refused at once.
  checkInputHeader: (options, header) => {
    const plan = planCensor(options.regions, header);
    return plan.ok ? null : plan.message;
  },
  chainOf: censorChain,
});
