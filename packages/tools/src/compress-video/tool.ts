import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import {
  compressVideoDefaults,
  compressVideoOptionsSchema,
  videoDestinationIds,
} from "./shared/options.ts";

export const compressVideoTool = defineTool({
  ...about,
  apiPath: "/api/compress-video",
  apiSummary: `Compress a video (up to ${defaultLimits.maxVideoEditSeconds} s) to a size: target_size_bytes, or a destination (${videoDestinationIds.join(", ")}); two-pass H.264 (MP4) or VP9 (WebM), the result between 90% and 100% of the target.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: compressVideoOptionsSchema,
  defaults: compressVideoDefaults,
  // Two passes over a video take seconds to minutes: never in the way of quick GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "Compressing the video timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "compressed.mp4", webm: "compressed.webm" },
  messages: {
    startFailed: "Failed to start compressing the video.",
    taskFailed: "Compressing the video failed.",
    fetchResultFailed: "Failed to fetch the compressed video.",
    resultTitle: "Your compressed video is ready!",
    startOver: "Compress another video",
    noun: "video",
  },
  timeoutSeconds: 360,
});
