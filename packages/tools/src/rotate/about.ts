import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "rotate",
  name: "Rotate & Flip GIF",
  summary: "Turn a GIF 90°, 180° or 270°, or mirror it, losslessly.",
  menuPosition: 10,
  icon: [{ kind: "path", d: "M3 10h11v11H3zM8 5h5a6 6 0 0 1 6 6v2m-3-3 3 3 3-3" }],
  group: "edit",
} as const satisfies ToolAbout;
