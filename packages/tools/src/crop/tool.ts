import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { cropChain, cropDefaults, cropOptionsSchema } from "./shared/options.ts";

export const cropTool = defineTool({
  ...about,
  apiPath: "/api/crop",
  apiSummary: "Crop a GIF to a rectangle, losslessly.",
  input: "gif-or-still",
  maxInputFiles: 1,
  optionsSchema: cropOptionsSchema,
  defaults: cropDefaults,
  queue: "fast",
  polling: editorPolling("GIF crop timed out. Please try again."),
  downloadNames: {
    gif: "cropped.gif",
    jpg: "cropped.jpg",
    png: "cropped.png",
    webp: "cropped.webp",
  },
  messages: {
    startFailed: "GIF crop failed.",
    taskFailed: "GIF crop failed.",
    fetchResultFailed: "Failed to fetch result GIF.",
    resultTitle: "Your cropped GIF is ready!",
    stillResultTitle: "Your cropped picture is ready!",
    startOver: "Crop another GIF",
    stillStartOver: "Crop another picture",
  },
  timeoutSeconds: 120,
  chainOf: cropChain,
});
