import type { ToolDefinition } from "./define-tool.ts";
import * as registry from "./registry.ts";

export * from "./define-tool.ts";
export type * from "./generation.ts";
export type * from "./media-toolkit.ts";

type RegisteredTool = (typeof registry)[keyof typeof registry];

/** The slug of every tool, derived from the registry: never written by hand. */
export type ToolId = RegisteredTool["id"];

/** The registered definition of one tool, with its own options type. */
export type ToolOf<Id extends ToolId> = Extract<RegisteredTool, { id: Id }>;

/** The parsed options of one tool (what its schema makes of the form fields). */
export type OptionsOf<Id extends ToolId> = ToolOf<Id>["defaults"];

/** Every tool, by id (the registry's export names are free; the id is the key). */
export const tools = Object.fromEntries(Object.values(registry).map((tool) => [tool.id, tool])) as {
  [Id in ToolId]: ToolOf<Id>;
};

/** Every tool in menu order. */
export const toolList: readonly ToolDefinition<unknown, ToolId>[] = Object.values(registry)
  .map((tool) => tool as unknown as ToolDefinition<unknown, ToolId>)
  .sort((first, second) => first.menuPosition - second.menuPosition);

export function isToolId(value: string): value is ToolId {
  return Object.hasOwn(tools, value);
}
