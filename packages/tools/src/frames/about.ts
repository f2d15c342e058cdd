import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "frames",
  name: "Edit Frames",
  summary: "Delete, duplicate, reorder and retime the frames of a GIF.",
  menuPosition: 13,
  icon: [
    // A film strip: three frames between two rows of sprocket holes.
    { kind: "rect", x: 2, y: 4, width: 20, height: 16, rx: 2 },
    { kind: "path", d: "M2 8h20M2 16h20M8.7 8v8M15.3 8v8" },
    { kind: "path", d: "M5 6h0M9 6h0M13 6h0M17 6h0M5 18h0M9 18h0M13 18h0M17 18h0" },
  ],
  group: "frames",
} as const satisfies ToolAbout;
