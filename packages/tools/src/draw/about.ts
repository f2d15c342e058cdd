import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "draw",
  name: "Draw on GIF",
  summary:
    "Draw arrows, boxes, ellipses, strokes, highlights and numbered steps on a GIF, each timed.",
  menuPosition: 27,
  icon: [
    { kind: "path", d: "M4 20 14 10" },
    { kind: "path", d: "M10 10h4v4" },
    { kind: "rect", x: 14, y: 3, width: 7, height: 5, rx: 1 },
  ],
  group: "effects",
} as const satisfies ToolAbout;
