import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "combine",
  name: "Combine GIFs",
  summary: "Join GIFs one after another or side by side, each keeping its own timing.",
  menuPosition: 15,
  icon: [
    { kind: "rect", x: 2, y: 5, width: 9, height: 14, rx: 2 },
    { kind: "rect", x: 13, y: 5, width: 9, height: 14, rx: 2 },
  ],
  group: "edit",
} as const satisfies ToolAbout;
