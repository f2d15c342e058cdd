import type { ToolId } from "@gifkit/tools";

/** Per-tool wording of the step flow (spec: tools §2, §7, §8); tools not listed use the defaults. */
export interface ToolMessages {
  startFailed: string;
  taskFailed: string;
  fetchResultFailed: string;
  resultTitle: string;
  /** Label of the button that goes back to the upload screen from the result. */
  startOver: string;
  /** What the upload screen calls the input ("GIF", "video", "images"). */
  noun: string;
  /** The result's download button (default: "Download <file name>"). */
  downloadLabel?: string;
}

const defaults: ToolMessages = {
  startFailed: "Task could not be started: missing task identifier.",
  taskFailed: "Task failed.",
  fetchResultFailed: "Failed to fetch result GIF.",
  resultTitle: "Your GIF is ready!",
  startOver: "Start over",
  noun: "GIF",
};

const byTool: Partial<Record<ToolId, Partial<ToolMessages>>> = {
  resize: {
    startFailed: "Unable to start resize task.",
    fetchResultFailed: "Failed to fetch resized GIF.",
    resultTitle: "Your resized GIF is ready!",
    startOver: "Resize another GIF",
  },
  crop: {
    startFailed: "GIF crop failed.",
    taskFailed: "GIF crop failed.",
    fetchResultFailed: "Failed to fetch result GIF.",
    resultTitle: "Your cropped GIF is ready!",
    startOver: "Crop another GIF",
  },
  optimize: {
    startFailed: "Failed to start optimisation task.",
    fetchResultFailed: "Failed to fetch optimised GIF.",
    resultTitle: "Your optimised GIF is ready!",
    startOver: "Optimize another GIF",
  },
  "add-text": {
    // Spec tools §8: the Add Text messages.
    startFailed: "An unknown error occurred during processing.",
    taskFailed: "Processing failed.",
    fetchResultFailed: "Failed to fetch result GIF.",
    resultTitle: "Your GIF with text is ready!",
    startOver: "Add text to another GIF",
  },
  reverse: {
    startFailed: "Failed to start reverse task.",
    taskFailed: "GIF reverse failed.",
    fetchResultFailed: "Failed to fetch reversed GIF.",
    resultTitle: "Your reversed GIF is ready!",
    startOver: "Reverse another GIF",
  },
  "video-to-gif": {
    // Spec: tools §7-§8. The result screen is the tool's own (three downloads).
    fetchResultFailed: "GIF conversion produced no output. Please try again.",
    resultTitle: "Your GIF is Ready!",
    startOver: "Convert Another Video",
    noun: "video",
  },
  "gif-maker": {
    // Spec: tools §2 (result card) and §7-§8 (messages).
    startFailed: "Failed to start GIF creation task.",
    fetchResultFailed: "Failed to fetch generated GIF.",
    resultTitle: "Your GIF is ready!",
    startOver: "Create Another",
    downloadLabel: "Download GIF",
    noun: "images",
  },
  cut: {
    startFailed: "Failed to start cut task.",
    taskFailed: "GIF cut failed.",
    fetchResultFailed: "Failed to fetch cut GIF.",
    resultTitle: "Your cut GIF is ready!",
    startOver: "Cut another GIF",
  },
};

export function toolMessages(toolId: ToolId): ToolMessages {
  return { ...defaults, ...byTool[toolId] };
}
