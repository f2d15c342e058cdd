import type { PollingPlan, TaskKindDefinition } from "../define-tool.ts";
import { pollingPlanFor } from "./polling.ts";

const polling = {
  delayCapMs: 5000,
  timeoutMessage: "Task polling timed out. Please try again.",
  statusErrorMessage: "Failed to fetch task status.",
};

/**
 * The video editor's own tasks (the tool's `taskKinds`): POST /api/upload (a link fetched, probed
 * and stored) and POST /api/video-preview (a browser-playable copy), run by server/editor-tasks.ts.
 * Both read or make whole videos, so they wait on the long queue, beside the conversions, never
 * in front of a quick GIF edit. The server's queue enforces these limits and the editor's polling
 * is derived from them, like a tool's, so the page never gives up on a task the server may still
 * finish.
 */
export const videoEditorTaskKinds = {
  // The link's download had 10 minutes in the request; the probe and the store come after it.
  "video-link": { queue: "long", timeoutSeconds: 660, polling },
  // The transcode had 5 minutes in the request; the copy into the task and the probe come first.
  "video-preview": { queue: "long", timeoutSeconds: 360, polling },
} as const satisfies Record<string, TaskKindDefinition>;

export type VideoEditorTaskName = keyof typeof videoEditorTaskKinds;

/** Each task's polling plan: what defineTool registers for the same kinds (its test compares). */
export const videoEditorTaskPolling = Object.fromEntries(
  Object.entries(videoEditorTaskKinds).map(([name, kind]) => [
    name,
    pollingPlanFor(kind.polling, kind.timeoutSeconds),
  ]),
) as Record<VideoEditorTaskName, PollingPlan>;

/** What the video editor frame says when its video cannot be loaded (spec: tools §7). */
export const videoSourceMessages = {
  loadFailed: "Failed to load video file/URL.",
  /** POST /api/upload failed without an error text. */
  uploadFailed: "Failed to process video URL",
} as const;
