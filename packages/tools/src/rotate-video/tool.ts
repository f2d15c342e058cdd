import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import {
  rotateVideoChain,
  rotateVideoDefaults,
  rotateVideoOptionsSchema,
} from "./shared/options.ts";

export const rotateVideoTool = defineTool({
  ...about,
  apiPath: "/api/rotate-video",
  apiSummary: `Turn a video clockwise (angle 0, 90, 180, 270), then mirror it (flip none, horizontal, vertical), its audio kept; MP4 or WebM. At most ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: rotateVideoOptionsSchema,
  defaults: rotateVideoDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "rotated.mp4", webm: "rotated.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the rotated video.",
    resultTitle: "Your rotated video is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  chainOf: rotateVideoChain,
});
