import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import {
  checkFrameIndexes,
  framesChain,
  framesDefaults,
  framesOptionsSchema,
} from "./shared/options.ts";

export const framesTool = defineTool({
  ...about,
  apiPath: "/api/frames",
  apiSummary:
    "Delete, duplicate, reorder and retime frames: frames is the output as a JSON list of {index, delay_cs}; loop_count sets the plays.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: framesOptionsSchema,
  defaults: framesDefaults,
  queue: "fast",
  polling: editorPolling("Frame editing timed out. Please try again."),
  downloadNames: { gif: "frames.gif" },
  messages: {
    startFailed: "Failed to start frame editing task.",
    taskFailed: "Frame editing failed.",
    fetchResultFailed: "Failed to fetch edited GIF.",
    resultTitle: "Your edited GIF is ready!",
    startOver: "Edit another GIF",
  },
  timeoutSeconds: 120,
  // A GIF upload's header gives its frame count: an index it does not have is refused at once.
  checkInputHeader: (options, header) => checkFrameIndexes(options.frames, header.frameCount),
  chainOf: framesChain,
});
