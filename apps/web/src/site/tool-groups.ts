import type { ToolId } from "@gifkit/tools";

/**
 * The /tools page's groups: what people want to do, in page order. The one place a tool is
 * grouped: `toolGroupOf` is a record over every registered tool id, so a new tool does not type-
 * check until it has a group here.
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
] as const;

export type ToolGroupId = (typeof toolGroups)[number]["id"];

export const toolGroupOf: Record<ToolId, ToolGroupId> = {
  "gif-maker": "make",
  "video-to-gif": "make",
  "prompt-gif": "make",
  record: "make",
  resize: "edit",
  crop: "edit",
  rotate: "edit",
  cut: "edit",
  speed: "edit",
  combine: "edit",
  // The chain of operations behind the edit tools: an API call with no page (never listed).
  edit: "edit",
  convert: "convert",
  "sprite-sheet": "convert",
  optimize: "optimize",
  frames: "frames",
  split: "frames",
  reverse: "frames",
  boomerang: "frames",
  "add-text": "effects",
  effects: "effects",
  censor: "effects",
  overlay: "effects",
};
