import { defineServerTool } from "../../server-tool.ts";

/** What of this tool runs on the server only, for the server map (packages/tools/src/server-tools.ts). */
export default defineServerTool({
  // With a `destination`, the chain's output step makes the GIF without a target and meets every
  // limit of that place on it (chain/server/run-chain.ts, shared/fit-result.ts).
  processor: async () => (await import("./process.ts")).processOptimize,
  estimator: async () => (await import("./estimate.ts")).estimateOptimize,
  // POST /api/analyze: the byte X-ray of a GIF (where its bytes go, what could be saved).
  routes: async () => (await import("./analyze-routes.ts")).registerAnalyzeRoutes,
});
