import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "video-speed",
  name: "Change Video Speed",
  summary: "Play a video faster or slower, 0.25× to 4×, its sound kept in pitch.",
  menuPosition: 24,
  icon: [
    { kind: "circle", cx: 12, cy: 14, r: 8 },
    { kind: "path", d: "M12 10v4l3 2M10 2h4M12 2v4M20 6l1.5-1.5" },
  ],
  group: "video",
} as const satisfies ToolAbout;
