import { defineServerTool } from "../../server-tool.ts";

/** What of this tool runs on the server only, for the server map (packages/tools/src/server-tools.ts). */
export default defineServerTool({
  processor: async () => (await import("./process.ts")).processPromptGif,
  // A JSON start call (the generic one is multipart and skips tools without inputs) and a status.
  routes: async () => (await import("./routes.ts")).registerPromptGifRoutes,
  // GENERATION_CONCURRENCY: the generation server's capacity, across the deployment.
  maxRunningTasks: (settings) => settings.generationConcurrency,
});
