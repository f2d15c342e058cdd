import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import { cutDefaults, cutOptionsSchema } from "./options.ts";
import { cutSelection, planCut } from "./range.ts";

export const cutTool = defineTool({
  id: "cut",
  apiPath: "/api/cut",
  name: "Cut GIF",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: cutOptionsSchema,
  defaults: cutDefaults,
  queue: "fast",
  polling: editorPolling("GIF cut timed out. Please try again."),
  downloadNames: { gif: "cut.gif" },
  timeoutSeconds: 120,
  // A GIF upload's header gives every delay: a range with no frame in it is refused at once.
  checkInputHeader: (options, header) => {
    const plan = planCut(header.delaysCentiseconds, cutSelection(options));
    return plan.ok ? null : plan.message;
  },
});
