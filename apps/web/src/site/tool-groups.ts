import type { ToolGroupId } from "@gifkit/tools";

/**
 * The /tools page's groups: what people want to do, in page order. Each tool names its group in
 * its about.ts (`group`); the ids are ToolGroupId (packages/tools/src/define-tool.ts).
 */
export const toolGroups = [
  {
    id: "make",
    name: "Make a GIF",
    text: "Start from a video, photos, your screen or a sentence.",
  },
  {
    id: "edit",
    name: "Edit a GIF",
    text: "Change its size, framing, length, speed or orientation, or join several.",
  },
  {
    id: "convert",
    name: "Convert",
    text: "Turn a GIF into a video, WebP, APNG or AVIF, or into a sprite sheet and back.",
  },
  {
    id: "optimize",
    name: "Optimize",
    text: "Make a GIF smaller for chat, email and web pages.",
  },
  {
    id: "frames",
    name: "Work with frames",
    text: "Pick, reorder, time, split or play frames backwards.",
  },
  {
    id: "effects",
    name: "Effects and text",
    text: "Add captions, filters, a blur over faces, or a logo on top.",
  },
  {
    id: "video",
    name: "Video",
    text: "Edit a video as a video: compress it for a chat app, trim it, keep its sound.",
  },
] as const satisfies readonly { id: ToolGroupId; name: string; text: string }[];

/** Groups a tool's about.ts may name that have no entry above: none (a compile error otherwise). */
type MissingGroups = Exclude<ToolGroupId, (typeof toolGroups)[number]["id"]>;
type OnlyNever<Type extends never> = Type;
export type EveryGroupListed = OnlyNever<MissingGroups>;
