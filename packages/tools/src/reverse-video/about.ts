import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "reverse-video",
  name: "Reverse Video",
  summary: "Play a video backwards, its sound reversed with it.",
  menuPosition: 25,
  icon: [
    { kind: "rect", x: 3, y: 5, width: 18, height: 14, rx: 2 },
    { kind: "path", d: "M14 9l-4 3 4 3V9z" },
  ],
  group: "video",
} as const satisfies ToolAbout;
