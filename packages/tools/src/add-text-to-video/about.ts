import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "add-text-to-video",
  name: "Add Text to Video",
  summary: "Write a caption or a title on a video, timed, faded or slid in, keeping its sound.",
  menuPosition: 31,
  icon: [
    { kind: "path", d: "M4 7V4h16v3" },
    { kind: "path", d: "M9 20h6" },
    { kind: "path", d: "M12 4v16" },
  ],
  group: "video",
} as const satisfies ToolAbout;
