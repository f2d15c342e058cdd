import type { WebTool } from "../../web-tool.ts";

/** What of this tool runs in the browser only, for the web map (packages/tools/src/web-tools.ts). */
export default {
  editor: () => import("./add-subtitles-editor.tsx"),
} satisfies WebTool;
