import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "convert-video",
  name: "Convert Video",
  summary: "Turn a video into MP4, WebM, MOV or a GIF, its sound kept.",
  menuPosition: 34,
  icon: [
    { kind: "path", d: "M4 7h13l-3-3" },
    { kind: "path", d: "M20 17H7l3 3" },
  ],
  group: "video",
} as const satisfies ToolAbout;
