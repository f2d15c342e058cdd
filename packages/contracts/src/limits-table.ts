import { formatMegabytes, type Limits } from "./limits.ts";

// Its own module: the upload screen of every tool page imports the limits, and should not carry
// the table's labels along (apps/web budget of 120 KB of JavaScript per page).
/** The rows' ids, in order: the FAQ writes each row's label in the page's language by its id. */
export type LimitRowId =
  | "fileSize"
  | "inputSide"
  | "inputFrame"
  | "inputFrames"
  | "inputTotal"
  | "outputFrames"
  | "outputTotal"
  | "videoOutput"
  | "gifOutput"
  | "videoSelection"
  | "chainEdits"
  | "batchInputs"
  | "videoEditLength"
  | "youtubeLength"
  | "taskStarts"
  | "keyTaskStarts"
  | "storedBytes"
  | "taskMemory"
  | "resultsKept";

/** Rows for the limits table on the FAQ page and in the README. */
export function limitsTable(limits: Limits): { id: LimitRowId; label: string; value: string }[] {
  const n = (value: number) => value.toLocaleString("en-US");
  return [
    {
      id: "fileSize",
      label: "File size (every upload and link)",
      value: formatMegabytes(limits.maxUploadBytes),
    },
    { id: "inputSide", label: "Image or frame side", value: `${n(limits.maxInputSidePixels)} px` },
    {
      id: "inputFrame",
      label: "One input frame",
      value: `${n(limits.maxInputFramePixels / 1_000_000)} megapixels`,
    },
    { id: "inputFrames", label: "Input frames", value: n(limits.maxInputFrames) },
    {
      id: "inputTotal",
      label: "All input frames together",
      value: `${n(limits.maxInputTotalPixels / 1_000_000)} megapixels`,
    },
    { id: "outputFrames", label: "Output frames", value: n(limits.maxOutputFrames) },
    {
      id: "outputTotal",
      label: "Output size (width × height × frames)",
      value: `${n(limits.maxOutputTotalPixels / 1_000_000)} megapixels`,
    },
    {
      id: "videoOutput",
      label: "Video to GIF output size",
      value: `${n(limits.maxVideoOutputWidth)} × ${n(limits.maxVideoOutputHeight)} px`,
    },
    {
      id: "gifOutput",
      label: "GIF edit output size",
      value: `${n(limits.maxGifOutputSide)} × ${n(limits.maxGifOutputSide)} px`,
    },
    {
      id: "videoSelection",
      label: "Video selection (all segments)",
      value: `${n(limits.maxVideoSelectionSeconds)} seconds`,
    },
    {
      id: "chainEdits",
      label: "Edits in one chain (POST /api/edit)",
      value: n(limits.maxChainOperations),
    },
    {
      id: "batchInputs",
      label: "Inputs in one batch (POST /api/batch)",
      value: n(limits.maxBatchInputs),
    },
    {
      id: "videoEditLength",
      label: "Edited video length (a chain's MP4 or WebM)",
      value: `${n(limits.maxVideoEditSeconds)} seconds`,
    },
    {
      id: "youtubeLength",
      label: "YouTube video length",
      value: `${n(limits.maxLinkedVideoSeconds / 60)} minutes`,
    },
    {
      id: "taskStarts",
      label: "Tasks started per minute (per address)",
      value: n(limits.maxTaskStartsPerMinute),
    },
    {
      id: "keyTaskStarts",
      label: "Tasks started with an API key (per key)",
      value: `${n(limits.maxKeyTaskStartsPerMinute)} a minute, ${n(limits.maxKeyTaskStartsPerDay)} a day`,
    },
    {
      id: "storedBytes",
      label: "Files stored at once (per address)",
      value: formatMegabytes(limits.maxStoredBytesPerAddress),
    },
    { id: "taskMemory", label: "Memory per task", value: `${n(limits.maxTaskMemoryMegabytes)} MB` },
    {
      id: "resultsKept",
      label: "Results kept for",
      value: `${n(limits.resultTtlMinutes)} minutes`,
    },
  ];
}
