import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import {
  frameCountProblem,
  selectedFrames,
  splitDefaults,
  splitOptionsSchema,
} from "./shared/options.ts";

export const splitTool = defineTool({
  ...about,
  apiPath: "/api/split",
  apiSummary:
    "Save the frames of a GIF, WebP, APNG, MNG or video as PNG or JPG files in one ZIP (frames.zip, with frames.json).",
  input: "gif-or-video",
  maxInputFiles: 1,
  optionsSchema: splitOptionsSchema,
  defaults: splitDefaults,
  // Videos are decoded here too: the long queue keeps them away from the quick GIF edits.
  queue: "long",
  polling: editorPolling("Splitting timed out. Please try again."),
  downloadNames: { zip: "frames.zip" },
  messages: {
    startFailed: "Failed to start split task.",
    taskFailed: "Splitting into frames failed.",
    fetchResultFailed: "Failed to fetch the frames.",
    resultTitle: "Your frames are ready!",
    startOver: "Split another file",
    noun: "GIF or video",
  },
  // The page's polling window is derived from it (defineTool).
  timeoutSeconds: 120,
  // A GIF upload's header gives its frame count: a range past it, or too many frames, is a 400.
  checkInputHeader: (options, header) => {
    const span = selectedFrames(options, header.frameCount);
    if ("problem" in span) return span.problem;
    return frameCountProblem(span.last - span.first + 1);
  },
});
