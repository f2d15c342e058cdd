import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "optimize",
  name: "Optimize GIF",
  summary: "Make a GIF smaller with color, lossy and dithering controls.",
  menuPosition: 5,
  icon: [
    { kind: "path", d: "M12 14l4-4" },
    { kind: "path", d: "M3.34 19a10 10 0 1 1 17.32 0" },
  ],
  group: "optimize",
  highlights: {
    fineTune: { place: 4, label: "Optimize" },
    helpQuickStart: {
      place: 4,
      title: "Make a GIF smaller",
      text: "Presets for social, web and maximum compression.",
    },
  },
} as const satisfies ToolAbout;
