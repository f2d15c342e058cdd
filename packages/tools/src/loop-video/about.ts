import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "loop-video",
  name: "Loop Video",
  summary: "Repeat a video 2 to 20 times, or to a length in seconds, with its sound.",
  menuPosition: 29,
  icon: [
    { kind: "path", d: "M17 2l4 4-4 4" },
    { kind: "path", d: "M3 11v-1a4 4 0 0 1 4-4h14" },
    { kind: "path", d: "M7 22l-4-4 4-4" },
    { kind: "path", d: "M21 13v1a4 4 0 0 1-4 4H3" },
  ],
  group: "video",
} as const satisfies ToolAbout;
