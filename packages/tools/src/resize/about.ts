import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "resize",
  name: "Resize GIF",
  summary: "Change a GIF's width and height while every frame keeps its timing.",
  menuPosition: 3,
  icon: [{ kind: "path", d: "M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" }],
  group: "edit",
  highlights: { fineTune: { place: 2, label: "Resize" } },
} as const satisfies ToolAbout;
