import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import {
  censorVideoChain,
  censorVideoDefaults,
  censorVideoOptionsSchema,
} from "./shared/options.ts";

export const censorVideoTool = defineTool({
  ...about,
  apiPath: "/api/censor-video",
  apiSummary: `Hide rectangles of a video by a blur, pixel blocks or a solid box, each during its own time range (regions, Censor's fields), its audio kept; MP4 or WebM. At most ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: censorVideoOptionsSchema,
  defaults: censorVideoDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "censored.mp4", webm: "censored.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the censored video.",
    resultTitle: "Your blurred video is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  chainOf: censorVideoChain,
});
