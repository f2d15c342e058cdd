import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "compress-video",
  name: "Compress Video",
  summary: "Make a video fit a size: Discord's 10 MiB, an email's 25 MB or a size you type.",
  menuPosition: 22,
  // A film frame squeezed between two arrows.
  icon: [
    { kind: "rect", x: 6, y: 6, width: 12, height: 12, rx: 2 },
    { kind: "path", d: "M2 12h3M22 12h-3M4 10l2 2-2 2M20 10l-2 2 2 2" },
  ],
  group: "video",
} as const satisfies ToolAbout;
