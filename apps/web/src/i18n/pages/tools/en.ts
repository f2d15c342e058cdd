import type { ToolGroupId } from "@gifkit/tools";

/**
 * The /tools page's words in English: the type every other language's file satisfies. Each group
 * (site/tool-groups.ts gives their order) has a name and a line; {toolCount} is the registry's.
 */
export const tools = {
  title: "All GIF Tools",
  description:
    "All {toolCount} free GifKit tools, by what you want to do: make, edit, convert, optimize, work with frames, add effects and text. No account, no watermark.",
  crumb: "Tools",
  heading: "All GIF tools",
  intro:
    "{toolCount} free tools, grouped by what you want to do. Each one works in your browser on any device; the files are processed on our servers.",
  groups: {
    make: { name: "Make a GIF", text: "Start from a video, photos, your screen or a sentence." },
    edit: {
      name: "Edit a GIF",
      text: "Change its size, framing, length, speed or orientation, or join several.",
    },
    convert: {
      name: "Convert",
      text: "Turn a GIF into a video, WebP, APNG or AVIF, or into a sprite sheet and back.",
    },
    optimize: { name: "Optimize", text: "Make a GIF smaller for chat, email and web pages." },
    frames: {
      name: "Work with frames",
      text: "Pick, reorder, time, split or play frames backwards.",
    },
    effects: {
      name: "Effects and text",
      text: "Add captions, filters, a blur over faces, or a logo on top.",
    },
    video: {
      name: "Video",
      text: "Edit a video as a video: compress it for a chat app, trim it, keep its sound.",
    },
  } satisfies Record<ToolGroupId, { name: string; text: string }>,
};

export type ToolsCopy = typeof tools;
