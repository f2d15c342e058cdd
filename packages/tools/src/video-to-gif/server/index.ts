import type { OwnTaskRunner } from "../../server-host.ts";
import { defineServerTool } from "../../server-tool.ts";
import type { VideoEditorTaskName } from "../../shared/video-editor-tasks.ts";
import type { VideoLinkTaskPayload, VideoPreviewTaskPayload } from "./editor-tasks.ts";

/** What of this tool runs on the server only, for the server map (packages/tools/src/server-tools.ts). */
export default defineServerTool({
  // With a `destination`, the GIF is made without a target and the destination step meets every
  // limit of that place on it (shared/fit-result.ts).
  processor: async () =>
    (await import("../../shared/fit-result.ts")).withDestination(
      (await import("./process.ts")).processVideoToGif,
    ),
  estimator: async () => (await import("./estimate.ts")).estimateVideoToGif,
  // The editor's own calls: a link fetched for it, a browser-playable preview, a stored upload's bytes.
  routes: async () => (await import("./editor-routes.ts")).registerVideoEditorRoutes,
  // Their tasks (shared/editor-tasks.ts has each one's queue and time limit).
  taskRunners: {
    "video-link": async (): Promise<OwnTaskRunner<VideoLinkTaskPayload>> =>
      (await import("./editor-tasks.ts")).runVideoLinkTask,
    "video-preview": async (): Promise<OwnTaskRunner<VideoPreviewTaskPayload>> =>
      (await import("./editor-tasks.ts")).runVideoPreviewTask,
  } satisfies Record<VideoEditorTaskName, unknown>,
});
