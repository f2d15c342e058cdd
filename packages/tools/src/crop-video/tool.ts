import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import { cropVideoChain, cropVideoDefaults, cropVideoOptionsSchema } from "./shared/options.ts";

export const cropVideoTool = defineTool({
  ...about,
  apiPath: "/api/crop-video",
  apiSummary: `Keep a box of a video (x, y, width, height in pixels of the picture as shown; clamped to it, at least 10 × 10), its audio kept; MP4 or WebM. At most ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: cropVideoOptionsSchema,
  defaults: cropVideoDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "cropped.mp4", webm: "cropped.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the cropped video.",
    resultTitle: "Your cropped video is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  chainOf: cropVideoChain,
});
