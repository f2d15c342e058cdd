import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "effects",
  name: "GIF Effects",
  summary: "Grayscale, sepia, negative, contrast, blur and more, keeping every frame's timing.",
  menuPosition: 17,
  icon: [
    { kind: "circle", cx: 12, cy: 12, r: 9 },
    { kind: "path", d: "M12 3v18" },
    { kind: "path", d: "M12 7h5M12 11h8.5M12 15h7.5M12 19h3" },
  ],
  group: "effects",
} as const satisfies ToolAbout;
