import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "video-to-gif",
  name: "Video to GIF",
  summary: "Cut one or more moments from a video file or link and export a sharp GIF.",
  menuPosition: 2,
  icon: [
    { kind: "rect", x: 3, y: 3, width: 18, height: 18, rx: 2 },
    { kind: "path", d: "M7 3v18M17 3v18M3 7.5h4M3 12h18M3 16.5h4M17 7.5h4M17 16.5h4" },
  ],
  group: "make",
  highlights: {
    start: { place: 2, action: "Convert a video" },
    madeFrom: { input: "video" },
  },
} as const satisfies ToolAbout;
