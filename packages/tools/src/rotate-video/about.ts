import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "rotate-video",
  name: "Rotate Video",
  summary: "Turn a video by 90°, 180° or 270°, or mirror it, keeping its sound.",
  menuPosition: 26,
  icon: [
    { kind: "path", d: "M21 12a9 9 0 1 1-3-6.7L21 8" },
    { kind: "path", d: "M21 3v5h-5" },
  ],
  group: "video",
} as const satisfies ToolAbout;
