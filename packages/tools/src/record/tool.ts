import { defineTool } from "../define-tool.ts";
import about from "./about.ts";
import { recordDefaults, recordOptionsSchema } from "./shared/options.ts";

/**
 * Record Screen is a page, not a task: the browser records and Video to GIF converts. As a tool
 * without an input file (`input: "none"`, like Prompt to GIF) it gets a page, menu entries and
 * its prerendered first screen from the registry, and no start route (only tools with an input
 * get the generic one); `browserOnly` keeps it off the API page.
 */
export const recordTool = defineTool({
  ...about,
  apiPath: "/api/video-to-gif",
  apiSummary: "Records in the browser; the recording is converted by POST /api/video-to-gif.",
  input: "none",
  maxInputFiles: 0,
  browserOnly: true,
  optionsSchema: recordOptionsSchema,
  defaults: recordDefaults,
  queue: "fast",
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "Task polling timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: {},
  messages: {},
  timeoutSeconds: 60,
});
