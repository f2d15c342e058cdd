import { defineServerTool } from "../../server-tool.ts";

/** What of this tool runs on the server only, for the server map (packages/tools/src/server-tools.ts). */
export default defineServerTool({
  // With a `destination`, the GIF is made without a target and the destination step meets every
  // limit of that place on it (shared/fit-result.ts).
  processor: async () =>
    (await import("../../shared/fit-result.ts")).withDestination(
      (await import("./process.ts")).processOptimize,
    ),
  estimator: async () => (await import("./estimate.ts")).estimateOptimize,
});
