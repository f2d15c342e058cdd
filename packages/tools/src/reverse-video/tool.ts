import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import {
  reverseVideoChain,
  reverseVideoDefaults,
  reverseVideoOptionsSchema,
} from "./shared/options.ts";

export const reverseVideoTool = defineTool({
  ...about,
  apiPath: "/api/reverse-video",
  apiSummary: `Play a video backwards, its audio reversed beside it (areverse); MP4 or WebM. At most ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: reverseVideoOptionsSchema,
  defaults: reverseVideoDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "reversed.mp4", webm: "reversed.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the reversed video.",
    resultTitle: "Your reversed video is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  chainOf: reverseVideoChain,
});
