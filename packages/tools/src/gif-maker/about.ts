import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "gif-maker",
  name: "GIF Maker",
  summary: "Turn photos and images into an animated GIF with your own timing and effects.",
  menuPosition: 1,
  icon: [
    { kind: "rect", x: 7, y: 3, width: 14, height: 14, rx: 2 },
    { kind: "path", d: "M3 8v11a2 2 0 0 0 2 2h11" },
    { kind: "circle", cx: 12, cy: 8, r: 1.5 },
    { kind: "path", d: "m21 13-3.5-3.5L11 16" },
  ],
  group: "make",
  highlights: {
    start: { place: 1, action: "Try GIF Maker" },
    madeFrom: { input: "images" },
    helpQuickStart: {
      place: 1,
      title: "Make a GIF from images",
      text: "Order your images, set timing and effects.",
    },
  },
} as const satisfies ToolAbout;
