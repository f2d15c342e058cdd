import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "censor-video",
  name: "Blur Video",
  summary: "Blur or pixelate a face, a plate or a screen in a video, for the seconds you choose.",
  menuPosition: 30,
  icon: [
    { kind: "rect", x: 3, y: 3, width: 18, height: 18, rx: 2 },
    { kind: "path", d: "M9 3v18M15 3v18M3 9h18M3 15h18" },
  ],
  group: "video",
} as const satisfies ToolAbout;
