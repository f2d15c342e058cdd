import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "overlay",
  name: "Overlay Image",
  summary: "Put a logo, watermark or sticker on a GIF, still or animated, for all or part of it.",
  menuPosition: 20,
  icon: [
    // A picture with a smaller picture laid over its corner.
    { kind: "rect", x: 2, y: 4, width: 16, height: 14, rx: 2 },
    { kind: "rect", x: 11, y: 11, width: 11, height: 9, rx: 1 },
  ],
  group: "effects",
} as const satisfies ToolAbout;
