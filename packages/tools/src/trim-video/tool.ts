import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import { trimVideoDefaults, trimVideoOptionsSchema } from "./shared/options.ts";

export const trimVideoTool = defineTool({
  ...about,
  apiPath: "/api/trim-video",
  apiSummary: `Keep a part of a video (start_time, end_time in seconds; at most ${defaultLimits.maxVideoEditSeconds} s), with its audio: mode exact (re-encoded, frame-accurate, MP4 or WebM) or fast (stream copy from the key frame at or before start_time, no re-encode).`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: trimVideoOptionsSchema,
  defaults: trimVideoDefaults,
  // An exact trim re-encodes the part: seconds to minutes, never in the way of quick GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "Trimming the video timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "trimmed.mp4", webm: "trimmed.webm" },
  messages: {
    startFailed: "Failed to start trimming the video.",
    taskFailed: "Trimming the video failed.",
    fetchResultFailed: "Failed to fetch the trimmed video.",
    resultTitle: "Your trimmed video is ready!",
    startOver: "Trim another video",
    noun: "video",
  },
  timeoutSeconds: 300,
});
