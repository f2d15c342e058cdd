import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "censor",
  name: "Censor GIF",
  summary: "Blur, pixelate or box out parts of a GIF, each for as long as you choose.",
  // After Convert (12); other new tools may claim nearby places: the lead orders them.
  menuPosition: 19,
  icon: [
    { kind: "rect", x: 3, y: 5, width: 18, height: 14, rx: 2 },
    { kind: "path", d: "M8 9h4v3H8zM12 12h4v3h-4z" },
  ],
  group: "effects",
} as const satisfies ToolAbout;
