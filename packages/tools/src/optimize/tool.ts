import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { optimizeSampleMaxBytes } from "./shared/estimate-sample.ts";
import { optimizeChain, optimizeDefaults, optimizeOptionsSchema } from "./shared/options.ts";

export const optimizeTool = defineTool({
  ...about,
  apiPath: "/api/optimize",
  apiSummary: "Reduce a GIF's size with quality, colors, lossy and dither settings.",
  input: "gif",
  maxInputFiles: 1,
  optionsSchema: optimizeOptionsSchema,
  defaults: optimizeDefaults,
  queue: "fast",
  // DESIGN §2: 60 attempts, 3 s cap, like the other editors.
  polling: editorPolling("Task polling timed out. Please try again."),
  downloadNames: { gif: "optimized.gif" },
  messages: {
    startFailed: "Failed to start optimization task.",
    fetchResultFailed: "Failed to fetch optimized GIF.",
    resultTitle: "Your optimized GIF is ready!",
    startOver: "Optimize another GIF",
  },
  timeoutSeconds: 300,
  sizeEstimate: {
    sample: "gif",
    maxSampleFiles: 1,
    maxSampleBytes: optimizeSampleMaxBytes,
    sampleSummary:
      "The GIF as `file` (or its first frames as a GIF of their own, with `source_bytes` the whole GIF's size), or `source_key` of a kept GIF result.",
  },
  chainOf: optimizeChain,
});
