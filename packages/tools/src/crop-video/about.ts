import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "crop-video",
  name: "Crop Video",
  summary: "Cut a video down to a box: square, 4:5, 9:16 or 16:9, keeping its sound.",
  menuPosition: 27,
  icon: [
    { kind: "path", d: "M6 2v14a2 2 0 0 0 2 2h14" },
    { kind: "path", d: "M18 22V8a2 2 0 0 0-2-2H2" },
  ],
  group: "video",
} as const satisfies ToolAbout;
