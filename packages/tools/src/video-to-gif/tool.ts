import { defineTool } from "../define-tool.ts";
import { videoEditorTaskKinds } from "../shared/video-editor-tasks.ts";
import about from "./about.ts";
import { tooSlowProblem, videoToGifTimeoutSeconds } from "./shared/expected-time.ts";
import {
  defaultFrameRate,
  defaultOutputBox,
  videoToGifDefaults,
  videoToGifDownloadNames,
  videoToGifOptionsSchema,
} from "./shared/options.ts";

export const videoToGifTool = defineTool({
  ...about,
  apiPath: "/api/video-to-gif",
  apiSummary: "Video file, link or YouTube link to GIF, with optional MP4 (with audio) and WebP.",
  input: "video",
  maxInputFiles: 1,
  // The video can come from POST /api/upload (a link) or /api/video-preview (a file the browser
  // cannot play): the conversion then names it by upload_key instead of sending it again.
  acceptsUploadKey: true,
  // Those two calls' tasks (server/editor-tasks.ts runs them).
  taskKinds: videoEditorTaskKinds,
  optionsSchema: videoToGifOptionsSchema,
  defaults: videoToGifDefaults,
  // Video conversions take seconds to minutes: they must not hold up quick GIF edits.
  queue: "long",
  // Spec §4: delay capped at 5 s; the attempts follow from timeoutSeconds (shared/polling.ts).
  polling: {
    delayCapMs: 5000,
    timeoutMessage: "Task polling timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  downloadNames: videoToGifDownloadNames,
  messages: {
    // Spec: tools §7-§8. The result screen is the tool's own (three downloads).
    fetchResultFailed: "GIF conversion produced no output. Please try again.",
    resultTitle: "Your GIF is Ready!",
    startOver: "Convert Another Video",
    noun: "video",
  },
  timeoutSeconds: videoToGifTimeoutSeconds,
  // The editor always sends its segments; without them (the API's default selection, at most 6 s) the length
  // is known only once the video is probed. Fitting under a size chooses its own settings.
  checkExpectedTime: (options, timeoutSeconds) =>
    options.segments && options.target_size_bytes === undefined
      ? tooSlowProblem(
          {
            ...options,
            segments: options.segments,
            // Not sent: the rate's default, and the video's shape inside the default box (at
            // most its area).
            fps: options.fps ?? defaultFrameRate,
            width: options.width ?? defaultOutputBox.width,
            height: options.height ?? defaultOutputBox.height,
          },
          timeoutSeconds,
        )
      : null,
  sizeEstimate: {
    sample: "images",
    maxSampleFiles: 60,
    sampleRuns: true,
    sampleSummary:
      "Runs of consecutive frames of the selection as `files` (JPEG, PNG or WebP stills at the output size, grabbed at the output frame rate), `sample_run_frames` frames per run; send `segments`.",
  },
});
