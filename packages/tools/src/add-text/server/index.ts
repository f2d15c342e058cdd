import { defineServerTool } from "../../server-tool.ts";

/** What of this tool runs on the server only, for the server map (packages/tools/src/server-tools.ts). */
export default defineServerTool({
  processor: async () => (await import("./process.ts")).processAddText,
  // POST /api/gif-metadata: the GIF's duration for the timing slider, answered at once.
  routes: async () => (await import("./metadata-routes.ts")).registerGifMetadataRoutes,
});
