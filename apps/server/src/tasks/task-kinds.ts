import { type QueueClass, type ToolId, toolList, tools } from "@gifkit/tools";
import type { TaskPayload } from "./task-record.ts";

/** What a queue needs to know of a kind of task: where it waits and how long it may run. */
export interface TaskKind {
  queue: QueueClass;
  timeoutSeconds: number;
}

/**
 * The tasks tools' own calls queue (ToolDefinition.taskKinds: Video to GIF's link and preview
 * tasks), by kind name, from the registry's data. Their time limits are the ones the tool's page
 * derives its polling from.
 */
const ownTaskKinds: Record<string, TaskKind> = Object.fromEntries(
  toolList.flatMap((tool) => Object.entries(tool.taskKinds ?? {})),
);

/** A tool's definition, or the kind of a tool's own task. */
export function taskKind(name: TaskPayload["tool"]): TaskKind {
  return Object.hasOwn(tools, name) ? tools[name as ToolId] : (ownTaskKinds[name] as TaskKind);
}

/** Whether a name is a tool or a tool's own task kind (a record may name neither: issue 40). */
export const isKnownTaskKind = (name: string): boolean =>
  Object.hasOwn(tools, name) || Object.hasOwn(ownTaskKinds, name);

/** The longest time limit of any task. */
export const longestTaskSeconds = Math.max(
  ...toolList.map((tool) => tool.timeoutSeconds),
  ...Object.values(ownTaskKinds).map((kind) => kind.timeoutSeconds),
);
