import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import { loopVideoDefaults, loopVideoOptionsSchema } from "./shared/options.ts";

export const loopVideoTool = defineTool({
  ...about,
  apiPath: "/api/loop-video",
  apiSummary: `Repeat a video: loop_count plays (2-20), or duration_seconds (the video repeated to that length), picture and sound together; MP4 or WebM. At most ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px; one play is held in memory (width × height × frames at most ${defaultLimits.maxOutputTotalPixels / 1_000_000} megapixels).`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: loopVideoOptionsSchema,
  defaults: loopVideoDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "looped.mp4", webm: "looped.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the looped video.",
    resultTitle: "Your looped video is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
});
