import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import {
  convertChain,
  convertDefaults,
  convertDownloadNames,
  convertOptionsSchema,
} from "./shared/options.ts";

export const convertTool = defineTool({
  ...about,
  apiPath: "/api/convert",
  apiSummary:
    "Turn a GIF into an MP4, an animated WebP, an APNG, an animated AVIF or a WebM (format, background).",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: convertOptionsSchema,
  defaults: convertDefaults,
  queue: "fast",
  polling: editorPolling("GIF conversion timed out. Please try again."),
  downloadNames: convertDownloadNames,
  messages: {
    startFailed: "Failed to start conversion task.",
    taskFailed: "GIF conversion failed.",
    fetchResultFailed: "Failed to fetch converted file.",
    resultTitle: "Your converted file is ready!",
    startOver: "Convert another GIF",
  },
  convertsFormats: true,
  timeoutSeconds: 120,
  chainOf: convertChain,
});
