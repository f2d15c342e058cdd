import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "add-text",
  name: "Add Text to GIF",
  summary: "Add captions and timed text layers with fonts, outlines and animation.",
  menuPosition: 7,
  icon: [{ kind: "path", d: "M4 7V4h16v3M9 20h6M12 4v16" }],
} as const satisfies ToolAbout;
