import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import {
  addSubtitlesDefaults,
  addSubtitlesMessages,
  addSubtitlesOptionsSchema,
  subtitleExtensions,
  subtitlesFieldName,
} from "./shared/options.ts";
import { isSubtitleTextHead, subtitleLimits } from "./shared/subtitles.ts";

export const addSubtitlesTool = defineTool({
  ...about,
  apiPath: "/api/add-subtitles",
  apiSummary: `A subtitle file (the subtitles field: SRT, VTT or ASS, at most ${subtitleLimits.maxBytes.toLocaleString("en-US")} bytes and ${subtitleLimits.maxCues.toLocaleString("en-US")} cues) on a video up to ${defaultLimits.maxVideoEditSeconds} s: mode burn (size, position; MP4 or WebM) or soft (a track; the picture copied).`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: addSubtitlesOptionsSchema,
  defaults: addSubtitlesDefaults,
  // Burning re-encodes the video: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "subtitled.mp4", webm: "subtitled.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "Adding the subtitles failed.",
    fetchResultFailed: "Failed to fetch the subtitled video.",
    resultTitle: "Your subtitled video is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  // The subtitle file is required: refuse the start call without it, before anything is queued.
  checkInputs: (_options, inputs) =>
    inputs.attachmentFields.includes(subtitlesFieldName) ? null : addSubtitlesMessages.missing,
  attachments: {
    fieldPattern: /^subtitles$/,
    maxCount: 1,
    extensions: subtitleExtensions,
    acceptsContent: isSubtitleTextHead,
    refusedMessage: (fileName) => addSubtitlesMessages.refused(fileName),
  },
});
