import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "split",
  name: "Split into Frames",
  summary: "Save every frame of a GIF or a video clip as a PNG or JPG, in one ZIP.",
  menuPosition: 14,
  icon: [
    { kind: "rect", x: 2, y: 4, width: 8, height: 7, rx: 1 },
    { kind: "rect", x: 14, y: 4, width: 8, height: 7, rx: 1 },
    { kind: "rect", x: 2, y: 14, width: 8, height: 7, rx: 1 },
    { kind: "rect", x: 14, y: 14, width: 8, height: 7, rx: 1 },
  ],
  group: "frames",
} as const satisfies ToolAbout;
