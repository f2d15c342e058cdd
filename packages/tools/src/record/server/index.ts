import { ToolError } from "../../define-tool.ts";
import { defineServerTool } from "../../server-tool.ts";

/** What of this tool runs on the server only, for the server map (packages/tools/src/server-tools.ts). */
export default defineServerTool({
  // Never queued (no route starts it); a task that reached a worker anyway fails plainly.
  processor: async () => async () => {
    throw new ToolError(
      "Record Screen runs in the browser: convert the recording with Video to GIF.",
      "bad-request",
    );
  },
});
