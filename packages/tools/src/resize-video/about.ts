import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "resize-video",
  name: "Resize Video",
  summary: "Make a video smaller (or larger) in pixels, keeping its shape and its sound.",
  menuPosition: 28,
  icon: [
    { kind: "path", d: "M15 3h6v6" },
    { kind: "path", d: "M9 21H3v-6" },
    { kind: "path", d: "M21 3l-7 7" },
    { kind: "path", d: "M3 21l7-7" },
  ],
  group: "video",
} as const satisfies ToolAbout;
