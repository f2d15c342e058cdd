import { defineTool } from "../define-tool.ts";
import {
  checkGifMakerInputs,
  gifMakerDefaults,
  gifMakerOptionsSchema,
  maxGifMakerImages,
} from "./options.ts";

export const gifMakerTool = defineTool({
  id: "gif-maker",
  apiPath: "/api/gif-maker",
  name: "GIF Maker",
  input: "images",
  maxInputFiles: maxGifMakerImages,
  optionsSchema: gifMakerOptionsSchema,
  defaults: gifMakerDefaults,
  // Decoding dozens of photos and encoding a palette per frame takes seconds to minutes.
  queue: "long",
  // Spec §4: 90 attempts, delay capped at 3.5 s (about 5 minutes of polling in all).
  polling: {
    maxAttempts: 90,
    delayCapMs: 3500,
    timeoutMessage: "Task polling timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { gif: "created.gif" },
  // Under the client's polling window, so a stuck task fails before the page gives up on it.
  timeoutSeconds: 290,
  checkInputs: (options, inputs) => checkGifMakerInputs(options, inputs),
});
