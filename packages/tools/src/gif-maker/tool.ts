import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import {
  checkGifMakerInputs,
  gifMakerDefaults,
  gifMakerOptionsSchema,
  maxGifMakerImages,
} from "./shared/options.ts";

export const gifMakerTool = defineTool({
  ...about,
  apiPath: "/api/gif-maker",
  apiSummary: "Images (files and/or URLs) to an animated GIF with frame durations and effects.",
  input: "images",
  maxInputFiles: maxGifMakerImages,
  optionsSchema: gifMakerOptionsSchema,
  defaults: gifMakerDefaults,
  // Decoding dozens of photos and encoding a palette per frame takes seconds to minutes.
  queue: "long",
  // Spec §4: delay capped at 3.5 s; the attempts follow from timeoutSeconds (shared/polling.ts).
  polling: {
    delayCapMs: 3500,
    timeoutMessage: "Task polling timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { gif: "created.gif" },
  messages: {
    // Spec: tools §2 (result card) and §7-§8 (messages).
    startFailed: "Failed to start GIF creation task.",
    fetchResultFailed: "Failed to fetch generated GIF.",
    resultTitle: "Your GIF is ready!",
    startOver: "Create Another",
    downloadLabel: "Download GIF",
    noun: "images",
  },
  reportsConversion: true,
  timeoutSeconds: 290,
  checkInputs: (options, inputs) => checkGifMakerInputs(options, inputs),
  sizeEstimate: {
    sample: "images",
    maxSampleFiles: maxGifMakerImages,
    sampleSummary:
      "The images as `files`, in GIF order, each scaled by the browser to fit the output size (send `width` and `height`).",
  },
});
