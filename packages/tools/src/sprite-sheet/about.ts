import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "sprite-sheet",
  name: "Sprite Sheet",
  summary: "Lay out a GIF's frames on one PNG sheet, or animate the cells of a sheet as a GIF.",
  menuPosition: 16,
  icon: [
    // A 3 × 2 grid of cells, the last one empty: a sheet.
    { kind: "rect", x: 2, y: 5, width: 20, height: 14, rx: 2 },
    { kind: "path", d: "M8.7 5v14M15.3 5v14M2 12h20" },
  ],
  group: "convert",
} as const satisfies ToolAbout;
