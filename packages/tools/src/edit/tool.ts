import { defaultLimits } from "@gifkit/contracts";
import { chainOptionsSchema } from "../chain/chain-options.ts";
import { chainProblemAtStart } from "../chain/plan-chain.ts";
import { defineTool } from "../define-tool.ts";
import { operationList } from "../operations/index.ts";
import { editorPolling } from "../shared/polling.ts";
import about from "./about.ts";
import { editAttachments, stepsNamingMissingFiles } from "./shared/attachments.ts";

/**
 * Edit: a chain of operations in one task (POST /api/edit, issue 36): `operations`, the steps in
 * order, and `output`, the format and its settings. It has no page: the edit tools' pages are
 * views over the same executor, and the chain's own screens are theirs. As a registry entry it
 * takes the generic start call (a file, a link, a kept result or a stored video, or a JSON body),
 * queue, payload and worker.
 */
export const editTool = defineTool({
  ...about,
  acceptsJson: true,
  apiPath: "/api/edit",
  apiSummary: `Run a chain of operations in one pass (${operationList.map((operation) => operation.name).join(", ")}; at most ${defaultLimits.maxChainOperations}), ending in a GIF, WebP, APNG, AVIF, MP4 or WebM: {input, operations, output} as JSON, or a multipart form with operations and output as JSON fields. A 400 names the bad step (step).`,
  input: "gif-or-video",
  maxInputFiles: 1,
  acceptsUploadKey: true,
  optionsSchema: chainOptionsSchema,
  defaults: { operations: [], output: chainOptionsSchema.parse({ operations: [] }).output },
  queue: "fast",
  polling: editorPolling("The edit timed out. Please try again."),
  downloadNames: {
    gif: "edited.gif",
    webp: "edited.webp",
    apng: "edited.apng",
    avif: "edited.avif",
    mp4: "edited.mp4",
    webm: "edited.webm",
  },
  messages: {
    startFailed: "Failed to start the edit.",
    taskFailed: "The edit failed.",
    fetchResultFailed: "Failed to fetch the edited file.",
    resultTitle: "Your edited file is ready!",
    startOver: "Edit another file",
  },
  timeoutSeconds: 300,
  checkInputs: (options, inputs) => stepsNamingMissingFiles(options, inputs.attachmentFields),
  // A GIF upload's header gives its size and every delay: the whole chain is planned before
  // anything is queued, so a step over a limit is refused with its number (issue 40).
  checkInputHeader: (options, header) => chainProblemAtStart(options, header, "chain"),
  attachments: editAttachments,
  chainOf: (options) => options,
});
