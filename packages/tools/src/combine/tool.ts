import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { checkCombineHeaders } from "./shared/header-check.ts";
import {
  checkCombineInputs,
  combineDefaults,
  combineInputLimits,
  combineOptionsSchema,
} from "./shared/options.ts";

export const combineTool = defineTool({
  ...about,
  apiPath: "/api/combine",
  apiSummary:
    "Combine 2 to 20 animations (GIF, WebP, APNG, MNG; files and/or URLs) one after another or side by side.",
  input: "gif",
  maxInputFiles: combineInputLimits.max,
  optionsSchema: combineOptionsSchema,
  defaults: combineDefaults,
  queue: "fast",
  polling: editorPolling("Combining the GIFs timed out. Please try again."),
  downloadNames: { gif: "combined.gif" },
  messages: {
    startFailed: "Failed to start the combine task.",
    taskFailed: "Combining the GIFs failed.",
    fetchResultFailed: "Failed to fetch the combined GIF.",
    resultTitle: "Your combined GIF is ready!",
    startOver: "Combine other GIFs",
    noun: "GIFs",
  },
  timeoutSeconds: 120,
  checkInputs: (options, inputs) => checkCombineInputs(options, inputs),
  checkUploadHeaders: (options, headers) => checkCombineHeaders(options, headers),
});
