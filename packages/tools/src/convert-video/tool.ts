import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import { convertVideoDefaults, convertVideoOptionsSchema } from "./shared/options.ts";

export const convertVideoTool = defineTool({
  ...about,
  apiPath: "/api/convert-video",
  apiSummary: `Convert a video (up to ${defaultLimits.maxVideoEditSeconds} s) to format mp4 (H.264/AAC), webm (VP9/Opus), mov (H.264/AAC) or gif, at quality high, medium or small; the sound kept in a video.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: convertVideoOptionsSchema,
  defaults: convertVideoDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: {
    mp4: "converted.mp4",
    webm: "converted.webm",
    mov: "converted.mov",
    gif: "converted.gif",
  },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "Converting the video failed.",
    fetchResultFailed: "Failed to fetch the converted file.",
    resultTitle: "Your converted file is ready!",
    startOver: "Convert another video",
    noun: "video",
  },
  timeoutSeconds: 300,
});
