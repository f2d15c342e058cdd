import type { ToolGroupId } from "@gifkit/tools";

/**
 * The /tools page's groups: what people want to do, in page order (their names and lines in each
 * language: i18n/pages/tools/<code>.ts). Each tool names its group in
 * its about.ts (`group`); the ids are ToolGroupId (packages/tools/src/define-tool.ts).
 */
export const toolGroups = [
  { id: "make" },
  { id: "edit" },
  { id: "convert" },
  { id: "optimize" },
  { id: "frames" },
  { id: "effects" },
  { id: "video" },
] as const satisfies readonly { id: ToolGroupId }[];

/** Groups a tool's about.ts may name that have no entry above: none (a compile error otherwise). */
type MissingGroups = Exclude<ToolGroupId, (typeof toolGroups)[number]["id"]>;
type OnlyNever<Type extends never> = Type;
export type EveryGroupListed = OnlyNever<MissingGroups>;
