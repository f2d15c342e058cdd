import type { PollingPlan } from "../define-tool.ts";
import { pollingPlanFor } from "./polling.ts";

/**
 * The video editor's own tasks: POST /api/upload (a link fetched, probed and stored) and
 * POST /api/video-preview (a browser-playable copy). Their time limits are enforced by the
 * server's queue (apps/server/src/tasks/task-kinds.ts) and the editor's polling is derived from
 * them here, like a tool's, so the page never gives up on a task the server may still finish.
 */
export const videoEditorTaskTimeoutSeconds = {
  // The link's download had 10 minutes in the request; the probe and the store come after it.
  "video-link": 660,
  // The transcode had 5 minutes in the request; the copy into the task and the probe come first.
  "video-preview": 360,
} as const;

/** One plan for both tasks: the longer limit, polled every 5 s at most. */
export const videoEditorTaskPolling: PollingPlan = pollingPlanFor(
  {
    delayCapMs: 5000,
    timeoutMessage: "Task polling timed out. Please try again.",
    statusErrorMessage: "Failed to fetch task status.",
  },
  Math.max(...Object.values(videoEditorTaskTimeoutSeconds)),
);
