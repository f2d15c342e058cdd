import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "convert",
  name: "Convert GIF",
  summary:
    "Turn a GIF into an MP4, an animated WebP, an APNG, an animated AVIF or a WebM with the same timing.",
  menuPosition: 12,
  icon: [
    { kind: "path", d: "M3 8h16M15 4l4 4-4 4" },
    { kind: "path", d: "M21 16H5M9 12l-4 4 4 4" },
  ],
  group: "convert",
} as const satisfies ToolAbout;
