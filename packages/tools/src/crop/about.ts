import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "crop",
  name: "Crop GIF",
  summary: "Cut out the part that matters with a crop box and aspect-ratio presets.",
  menuPosition: 4,
  icon: [
    { kind: "path", d: "M6 2v14a2 2 0 0 0 2 2h14" },
    { kind: "path", d: "M18 22V8a2 2 0 0 0-2-2H2" },
  ],
  group: "edit",
  highlights: {
    fineTune: { place: 1, label: "Crop" },
    helpQuickStart: {
      place: 2,
      title: "Crop a GIF",
      text: "Cut out the part that matters with aspect presets.",
    },
  },
} as const satisfies ToolAbout;
