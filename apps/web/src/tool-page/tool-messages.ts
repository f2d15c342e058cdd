import { type ToolId, type ToolMessages, tools } from "@gifkit/tools";

export type { ToolMessages };

/**
 * The wording every tool uses unless its definition says otherwise (spec: tools §2, §7, §8).
 * Read with the definitions, which load with the editor (and at build time for the upload
 * screen), never on a cold page.
 */
const defaults: ToolMessages = {
  startFailed: "Task could not be started: missing task identifier.",
  taskFailed: "Task failed.",
  fetchResultFailed: "Failed to fetch result GIF.",
  resultTitle: "Your GIF is ready!",
  startOver: "Start over",
  noun: "GIF",
};

export function toolMessages(toolId: ToolId): ToolMessages {
  return { ...defaults, ...tools[toolId].messages };
}
