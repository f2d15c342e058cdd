import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "reverse",
  name: "Reverse GIF",
  summary: "Play a GIF backwards, or forward then back, keeping each frame's own delay.",
  menuPosition: 6,
  icon: [
    { kind: "path", d: "M11 19 2 12l9-7v14z" },
    { kind: "path", d: "M22 19l-9-7 9-7v14z" },
  ],
  group: "frames",
  highlights: { apiExample: true },
} as const satisfies ToolAbout;
