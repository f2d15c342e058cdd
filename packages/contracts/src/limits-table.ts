import { formatMegabytes, type Limits } from "./limits.ts";

// Its own module: the upload screen of every tool page imports the limits, and should not carry
// the table's labels along (apps/web budget of 120 KB of JavaScript per page).
/** Rows for the limits table on the FAQ page and in the README. */
export function limitsTable(limits: Limits): { label: string; value: string }[] {
  const n = (value: number) => value.toLocaleString("en-US");
  return [
    { label: "File size (every upload and link)", value: formatMegabytes(limits.maxUploadBytes) },
    { label: "Image or frame side", value: `${n(limits.maxInputSidePixels)} px` },
    {
      label: "One input frame",
      value: `${n(limits.maxInputFramePixels / 1_000_000)} megapixels`,
    },
    { label: "Input frames", value: n(limits.maxInputFrames) },
    {
      label: "All input frames together",
      value: `${n(limits.maxInputTotalPixels / 1_000_000)} megapixels`,
    },
    { label: "Output frames", value: n(limits.maxOutputFrames) },
    {
      label: "Output size (width × height × frames)",
      value: `${n(limits.maxOutputTotalPixels / 1_000_000)} megapixels`,
    },
    {
      label: "Video to GIF output size",
      value: `${n(limits.maxVideoOutputWidth)} × ${n(limits.maxVideoOutputHeight)} px`,
    },
    {
      label: "GIF edit output size",
      value: `${n(limits.maxGifOutputSide)} × ${n(limits.maxGifOutputSide)} px`,
    },
    {
      label: "Video selection (all segments)",
      value: `${n(limits.maxVideoSelectionSeconds)} seconds`,
    },
    { label: "Edits in one chain (POST /api/edit)", value: n(limits.maxChainOperations) },
    { label: "Inputs in one batch (POST /api/batch)", value: n(limits.maxBatchInputs) },
    {
      label: "Edited video length (a chain's MP4 or WebM)",
      value: `${n(limits.maxVideoEditSeconds)} seconds`,
    },
    {
      label: "YouTube video length",
      value: `${n(limits.maxLinkedVideoSeconds / 60)} minutes`,
    },
    { label: "Tasks started per minute (per address)", value: n(limits.maxTaskStartsPerMinute) },
    {
      label: "Tasks started with an API key (per key)",
      value: `${n(limits.maxKeyTaskStartsPerMinute)} a minute, ${n(limits.maxKeyTaskStartsPerDay)} a day`,
    },
    {
      label: "Files stored at once (per address)",
      value: formatMegabytes(limits.maxStoredBytesPerAddress),
    },
    { label: "Memory per task", value: `${n(limits.maxTaskMemoryMegabytes)} MB` },
    { label: "Results kept for", value: `${n(limits.resultTtlMinutes)} minutes` },
  ];
}
