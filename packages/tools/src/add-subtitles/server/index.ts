import { defineServerTool } from "../../server-tool.ts";

/** What of this tool runs on the server only, for the server map (packages/tools/src/server-tools.ts). */
export default defineServerTool({
  processor: async () => (await import("./process.ts")).processAddSubtitles,
});
