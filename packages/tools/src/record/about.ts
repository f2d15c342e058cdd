import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "record",
  name: "Record Screen",
  summary: "Record your screen, a window or a tab in the browser and turn it into a GIF.",
  menuPosition: 21,
  icon: [
    { kind: "rect", x: 2, y: 4, width: 20, height: 13, rx: 2 },
    { kind: "path", d: "M8 21h8M12 17v4" },
    { kind: "circle", cx: 12, cy: 10.5, r: 2.5 },
  ],
  group: "make",
} as const satisfies ToolAbout;
