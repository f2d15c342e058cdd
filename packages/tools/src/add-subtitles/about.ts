import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "add-subtitles",
  name: "Add Subtitles",
  summary: "Burn an SRT, VTT or ASS file into a video, or add it as a subtitle track.",
  menuPosition: 31,
  icon: [
    { kind: "path", d: "M3 5h18v14H3z" },
    { kind: "path", d: "M7 15h4" },
    { kind: "path", d: "M13 15h4" },
    { kind: "path", d: "M7 11h10" },
  ],
  group: "video",
} as const satisfies ToolAbout;
