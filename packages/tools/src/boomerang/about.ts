import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "boomerang",
  name: "Boomerang GIF",
  summary: "Play a GIF forward, then backward, for a loop that never jumps.",
  menuPosition: 18,
  icon: [
    { kind: "path", d: "M4 12h13" },
    { kind: "path", d: "M13 8l4 4-4 4" },
    { kind: "path", d: "M20 18H7" },
    { kind: "path", d: "M11 14l-4 4 4 4" },
  ],
  group: "frames",
} as const satisfies ToolAbout;
