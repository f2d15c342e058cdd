import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import {
  resizeVideoChain,
  resizeVideoDefaults,
  resizeVideoOptionsSchema,
} from "./shared/options.ts";

export const resizeVideoTool = defineTool({
  ...about,
  apiPath: "/api/resize-video",
  apiSummary: `Scale a video: fitted inside width × height keeping its shape (maintain_aspect_ratio, the default) or to exactly that size, sides made even, its audio kept; MP4 or WebM. At most ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: resizeVideoOptionsSchema,
  defaults: resizeVideoDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "resized.mp4", webm: "resized.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the resized video.",
    resultTitle: "Your resized video is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  chainOf: resizeVideoChain,
});
