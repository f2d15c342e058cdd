import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import {
  isOverlayImageHead,
  overlayChain,
  overlayDefaults,
  overlayExtensions,
  overlayFieldName,
  overlayMessages,
  overlayOptionsSchema,
  overlayRefusedMessage,
} from "./shared/options.ts";

export const overlayTool = defineTool({
  ...about,
  apiPath: "/api/overlay",
  apiSummary:
    "Draw an image (PNG, WebP, JPG or GIF, sent in the `overlay` field) on a GIF at x, y, with a width, opacity and time range.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: overlayOptionsSchema,
  defaults: overlayDefaults,
  queue: "fast",
  polling: editorPolling("Adding the overlay timed out. Please try again."),
  downloadNames: { gif: "overlay.gif" },
  messages: {
    startFailed: "Failed to start the overlay task.",
    taskFailed: "Adding the overlay failed.",
    fetchResultFailed: "Failed to fetch the GIF with its overlay.",
    resultTitle: "Your GIF with its overlay is ready!",
    startOver: "Overlay another GIF",
  },
  timeoutSeconds: 180,
  // The overlay picture is required: refuse the start call without it, before anything is queued.
  checkInputs: (_options, inputs) =>
    inputs.attachmentFields.includes(overlayFieldName) ? null : overlayMessages.missing,
  attachments: {
    fieldPattern: /^overlay$/,
    maxCount: 1,
    extensions: overlayExtensions,
    acceptsContent: isOverlayImageHead,
    refusedMessage: (fileName) => overlayRefusedMessage(fileName),
  },
  chainOf: overlayChain,
});
