import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "speed",
  name: "Change GIF Speed",
  summary: "Make a GIF play faster or slower; frames too short to show are dropped evenly.",
  menuPosition: 9,
  // A stopwatch.
  icon: [
    { kind: "circle", cx: 12, cy: 14, r: 8 },
    { kind: "path", d: "M12 10v4l3 2M10 2h4M12 2v4" },
  ],
  group: "edit",
} as const satisfies ToolAbout;
