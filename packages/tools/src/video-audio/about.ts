import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "video-audio",
  name: "Video Audio",
  summary: "Mute a video, replace its sound with another file, or save its sound as M4A or MP3.",
  menuPosition: 30,
  icon: [
    { kind: "path", d: "M11 5 6 9H2v6h4l5 4V5z" },
    { kind: "path", d: "M15.5 8.5a5 5 0 0 1 0 7" },
    { kind: "path", d: "M19 5a10 10 0 0 1 0 14" },
  ],
  group: "video",
} as const satisfies ToolAbout;
