import type { z } from "zod";
import type { RegisteredTool as RegisteredDefinition, ToolDefinition } from "./define-tool.ts";
import * as registry from "./generated/registry.ts";

export type { ChainSpec } from "./chain/chain-spec.ts";
export * from "./define-tool.ts";
export type * from "./generation.ts";
export type * from "./media-toolkit.ts";

type RegisteredTool = (typeof registry)[keyof typeof registry];

/** The slug of every tool, derived from the registry: never written by hand. */
export type ToolId = RegisteredTool["id"];

/** The registered definition of one tool, with its own options type. */
export type ToolOf<Id extends ToolId> = Extract<RegisteredTool, { id: Id }>;

/** Every tool's parsed options (what its schema makes of the form fields), by id. */
export type OptionsMap = { [Id in ToolId]: ToolOf<Id>["defaults"] };

/** The parsed options of one tool. */
export type OptionsOf<Id extends ToolId> = OptionsMap[Id];

/**
 * Every tool, by id (the registry's export names are free; the id is the key). Typed through
 * OptionsMap so that, for a generic `Id`, `tools[id]` takes exactly `OptionsOf<Id>`.
 */
export const tools = Object.fromEntries(Object.values(registry).map((tool) => [tool.id, tool])) as {
  [Id in ToolId]: RegisteredDefinition<OptionsOf<Id>, Id>;
};

/**
 * A tool's id with options of that tool's own type: for `ToolId` itself, a union over the tools,
 * so `task.options` is known once `task.tool` is (what a task payload carries).
 */
export type ToolTask<Id extends ToolId = ToolId> = {
  [Each in Id]: { tool: Each; options: OptionsOf<Each> };
}[Id];

/** Parses options (form fields, or JSON from the queue) with the tool's schema into a ToolTask. */
export function parseToolTask<Id extends ToolId>(
  id: Id,
  fields: unknown,
): { success: true; data: ToolTask<Id> } | { success: false; error: z.ZodError } {
  const parsed = tools[id].optionsSchema.safeParse(fields);
  if (!parsed.success) return { success: false, error: parsed.error };
  const task: { tool: Id; options: OptionsOf<Id> } = { tool: id, options: parsed.data };
  return { success: true, data: task };
}

/** Every tool in menu order. */
export const toolList: readonly ToolDefinition<unknown, ToolId>[] = Object.values(registry)
  .map((tool) => tool as unknown as ToolDefinition<unknown, ToolId>)
  .sort((first, second) => first.menuPosition - second.menuPosition);

export function isToolId(value: string): value is ToolId {
  return Object.hasOwn(tools, value);
}

/** The names of a tool's operations with its defaults (Resize: "resize"); null: not a chain view. */
function defaultOperationNames(tool: ToolDefinition<unknown, ToolId>): string | null {
  try {
    return (
      tool
        .chainOf?.(tool.defaults)
        .operations.map((operation) => operation.op)
        .join("+") ?? null
    );
  } catch {
    // A tool whose defaults make no chain on their own (a box still to be drawn) has no twin.
    return null;
  }
}

/**
 * The tools that take what a GIF tool refused (issue 41's MP4 on Resize): the one made from that
 * kind of file (`highlights.madeFrom`: Video to GIF, GIF Maker) and, for a video, the video tool
 * that makes the same edit (Resize → Resize Video: the same operations with their defaults).
 */
export function toolsForRefusedInput(
  tool: ToolDefinition<unknown, ToolId>,
  kind: "video" | "images",
): {
  sameEdit: ToolDefinition<unknown, ToolId> | null;
  madeFrom: ToolDefinition<unknown, ToolId> | null;
} {
  const madeFrom = toolList.find((other) => other.highlights?.madeFrom?.input === kind) ?? null;
  const operations =
    kind === "video" && tool.input !== "video" && tool.input !== "gif-or-video"
      ? defaultOperationNames(tool)
      : null;
  const sameEdit = operations
    ? (toolList.find(
        (other) =>
          other.input === "video" &&
          other.id !== tool.id &&
          defaultOperationNames(other) === operations,
      ) ?? null)
    : null;
  return { sameEdit, madeFrom };
}
