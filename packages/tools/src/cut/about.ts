import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "cut",
  name: "Cut GIF",
  summary: "Trim a GIF to a time range or a range of frames.",
  menuPosition: 11,
  icon: [
    { kind: "circle", cx: 6, cy: 6, r: 3 },
    { kind: "circle", cx: 6, cy: 18, r: 3 },
    { kind: "path", d: "M20 4 8.5 15.5m6-1 5.5 5.5M8.5 8.5 12 12" },
  ],
  group: "edit",
} as const satisfies ToolAbout;
