import { defineTool } from "../define-tool.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { checkSheetHeaders } from "./shared/header-check.ts";
import {
  spriteSheetDefaults,
  spriteSheetDownloadNames,
  spriteSheetOptionsSchema,
} from "./shared/options.ts";

export const spriteSheetTool = defineTool({
  ...about,
  apiPath: "/api/sprite-sheet",
  apiSummary:
    "direction=to-sheet: an animation's frames on one PNG sheet plus a JSON of frame rectangles and delays; direction=from-sheet: the cells of a PNG, WebP or JPG sheet as a GIF.",
  // Animations (to-sheet) and still sheets (from-sheet) both come in: the processor refuses the
  // wrong kind for the direction with a message that names the other direction.
  input: "images",
  maxInputFiles: 1,
  optionsSchema: spriteSheetOptionsSchema,
  defaults: spriteSheetDefaults,
  queue: "fast",
  polling: editorPolling("Sprite sheet timed out. Please try again."),
  downloadNames: spriteSheetDownloadNames,
  messages: {
    startFailed: "Failed to start sprite sheet task.",
    taskFailed: "Sprite sheet failed.",
    fetchResultFailed: "Failed to fetch the result.",
    resultTitle: "Your sprite sheet result is ready!",
    startOver: "Start over with another file",
    noun: "animation or sheet",
  },
  timeoutSeconds: 120,
  checkUploadHeaders: (options, headers) => checkSheetHeaders(options, headers),
});
