import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import {
  audioExtensions,
  isAudioSourceHead,
  videoAudioDefaults,
  videoAudioInputProblem,
  videoAudioMessages,
  videoAudioOptionsSchema,
} from "./shared/options.ts";

export const videoAudioTool = defineTool({
  ...about,
  apiPath: "/api/video-audio",
  apiSummary: `A video's sound (up to ${defaultLimits.maxVideoEditSeconds} s): action mute (the picture copied, not re-encoded), replace (the sound of the audio file: MP3, M4A, WAV, OGG or a video; audio_fit video or shortest) or extract (audio_format m4a or mp3).`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: videoAudioOptionsSchema,
  defaults: videoAudioDefaults,
  // A video's sound is read and written again: seconds, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: {
    mp4: "video-audio.mp4",
    webm: "video-audio.webm",
    m4a: "audio.m4a",
    mp3: "audio.mp3",
  },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the result.",
    resultTitle: "Your file is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  checkInputs: (options, inputs) => videoAudioInputProblem(options, inputs.attachmentFields),
  attachments: {
    fieldPattern: /^audio$/,
    maxCount: 1,
    extensions: audioExtensions,
    acceptsContent: isAudioSourceHead,
    refusedMessage: (fileName) => videoAudioMessages.refusedAudio(fileName),
  },
});
