import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import { videoSpeedChain, videoSpeedDefaults, videoSpeedOptionsSchema } from "./shared/options.ts";

export const videoSpeedTool = defineTool({
  ...about,
  apiPath: "/api/video-speed",
  apiSummary: `Play a video faster or slower: speed 0.25 to 4 (2 = twice as fast), the audio kept in pitch (atempo); MP4 or WebM. At most ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: videoSpeedOptionsSchema,
  defaults: videoSpeedDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "speed.mp4", webm: "speed.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the sped-up video.",
    resultTitle: "Your sped-up video is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  chainOf: videoSpeedChain,
});
