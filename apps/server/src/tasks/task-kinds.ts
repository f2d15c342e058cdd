import { type QueueClass, type ToolId, toolList, tools } from "@gifkit/tools";
import { videoEditorTaskTimeoutSeconds } from "@gifkit/tools/shared/video-editor-tasks";
import type { TaskPayload, UploadTaskName } from "./task-record.ts";

/** What a queue needs to know of a kind of task: where it waits and how long it may run. */
export interface TaskKind {
  queue: QueueClass;
  timeoutSeconds: number;
}

/**
 * The upload calls' tasks (tasks/upload-tasks.ts). Both read or make whole videos, so they wait
 * on the long queue, beside Video to GIF, and never in front of a quick GIF edit. Their time
 * limits are shared with the editor, whose polling is derived from them.
 */
export const uploadTaskKinds: Record<UploadTaskName, TaskKind> = {
  "video-link": { queue: "long", timeoutSeconds: videoEditorTaskTimeoutSeconds["video-link"] },
  "video-preview": {
    queue: "long",
    timeoutSeconds: videoEditorTaskTimeoutSeconds["video-preview"],
  },
};

/** A tool's definition, or the upload task's kind. */
export function taskKind(name: TaskPayload["tool"]): TaskKind {
  return Object.hasOwn(uploadTaskKinds, name)
    ? uploadTaskKinds[name as UploadTaskName]
    : tools[name as ToolId];
}

/** The longest time limit of any task. */
export const longestTaskSeconds = Math.max(
  ...toolList.map((tool) => tool.timeoutSeconds),
  ...Object.values(uploadTaskKinds).map((kind) => kind.timeoutSeconds),
);
