import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "trim-video",
  name: "Trim Video",
  summary:
    "Keep the part of a video you want, with its sound: exact, or fast with no quality lost.",
  menuPosition: 23,
  // Scissors over a strip of film.
  icon: [
    { kind: "circle", cx: 6, cy: 6, r: 3 },
    { kind: "circle", cx: 6, cy: 18, r: 3 },
    { kind: "path", d: "M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12" },
  ],
  group: "video",
} as const satisfies ToolAbout;
