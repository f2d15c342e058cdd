import type { ToolAbout } from "../define-tool.ts";

/** What the site's menus, cards and page frame show of this tool: plain data, no imports. */
export default {
  id: "prompt-gif",
  name: "AI GIF Generator",
  summary: "Describe a short looping animation in words and generate it as a GIF.",
  menuPosition: 8,
  icon: [
    {
      kind: "path",
      d: "M10.946 11.654 9.2 17l-1.746-5.346L2 9.8l5.454-1.746L9.2 2.6l1.746 5.454L16.4 9.8z",
    },
    { kind: "path", d: "M19 3v4M17 5h4M19 17v4M17 19h4" },
  ],
  group: "make",
  needsGenerationServer: true,
} as const satisfies ToolAbout;
