import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "add-text",
  name: "Add Text to GIF",
  summary: "Add captions and timed text layers with fonts, outlines and animation.",
  menuPosition: 7,
  icon: [{ kind: "path", d: "M4 7V4h16v3M9 20h6M12 4v16" }],
  group: "effects",
  highlights: {
    fineTune: { place: 3, label: "Add Text" },
    helpQuickStart: {
      place: 3,
      title: "Add text to a GIF",
      text: "Captions, memes and subtitles with timed layers.",
    },
    homeHero: true,
  },
} as const satisfies ToolAbout;
