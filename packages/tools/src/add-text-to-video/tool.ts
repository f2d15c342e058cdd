import { defaultLimits } from "@gifkit/contracts";
import { defineTool } from "../define-tool.ts";
import {
  customFontExtensions,
  customFontRefusedMessage,
  fontFieldPattern,
  isFontFileHead,
  maxTextLayers,
} from "../operations/text.ts";
import about from "./about.ts";
import {
  addTextToVideoChain,
  addTextToVideoDefaults,
  addTextToVideoOptionsSchema,
} from "./shared/options.ts";

export const addTextToVideoTool = defineTool({
  ...about,
  apiPath: "/api/add-text-to-video",
  apiSummary: `Draw timed text layers (Add Text's layers: start_time and end_time in the video's seconds, fade and slide-up animations, optional custom fonts in font_N fields) into a video, its audio kept; MP4 or WebM. At most ${defaultLimits.maxVideoEditSeconds} s and ${defaultLimits.maxVideoOutputWidth} × ${defaultLimits.maxVideoOutputHeight} px.`,
  input: "video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: addTextToVideoOptionsSchema,
  defaults: addTextToVideoDefaults,
  // A video is decoded and encoded again: seconds to minutes, never in the way of GIF edits.
  queue: "long",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "The video task timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: { mp4: "video-with-text.mp4", webm: "video-with-text.webm" },
  messages: {
    startFailed: "Failed to start the video task.",
    taskFailed: "The video task failed.",
    fetchResultFailed: "Failed to fetch the video with text.",
    resultTitle: "Your video with text is ready!",
    startOver: "Choose another video",
    noun: "video",
  },
  timeoutSeconds: 300,
  // A layer naming a font_N field nobody sent would fail in the worker: refuse it at the start.
  checkInputs: (options, inputs) => {
    for (const [index, layer] of options.layers.entries()) {
      if (layer.font_field && !inputs.attachmentFields.includes(layer.font_field)) {
        return `Layer ${index + 1} uses the custom font ${layer.font_field}, but no file was uploaded in that field.`;
      }
    }
    return null;
  },
  attachments: {
    fieldPattern: fontFieldPattern,
    maxCount: maxTextLayers,
    extensions: customFontExtensions,
    acceptsContent: isFontFileHead,
    refusedMessage: customFontRefusedMessage,
  },
  chainOf: addTextToVideoChain,
});
