import { type QueueClass, type ToolId, toolList, tools } from "@gifkit/tools";
import type { TaskPayload, UploadTaskName } from "./task-record.ts";

/** What a queue needs to know of a kind of task: where it waits and how long it may run. */
export interface TaskKind {
  queue: QueueClass;
  timeoutSeconds: number;
}

/**
 * The upload calls' tasks (tasks/upload-tasks.ts). Both read or make whole videos, so they wait
 * on the long queue, beside Video to GIF, and never in front of a quick GIF edit.
 */
export const uploadTaskKinds: Record<UploadTaskName, TaskKind> = {
  // The link's download had 10 minutes in the request; the probe and the store come after it.
  "video-link": { queue: "long", timeoutSeconds: 660 },
  // The transcode had 5 minutes in the request; the copy into the task and the probe come first.
  "video-preview": { queue: "long", timeoutSeconds: 360 },
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
