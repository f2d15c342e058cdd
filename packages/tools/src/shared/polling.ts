import type { PollingPlan, PollingSettings } from "../define-tool.ts";
import { planDelayMs, pollDelayMs } from "./poll-task.ts";

/**
 * How much longer than a tool's server time limit (`timeoutSeconds`) its page keeps polling.
 * The server's limit starts when a worker takes the task; the page's window starts at the 202 of
 * the start call. Between the two the task waits for a free worker: on a busy server that is a
 * few quick edits (seconds each) or part of a long task. 60 s covers such a wait, the kill of an
 * overrun task's process group (SIGKILL, at once) and the write of its FAILURE record, so the
 * page shows the server's own "took longer than the N s limit" message instead of a bare
 * "timed out" while the server is still working. A wait past it (a saturated queue) can still
 * outlast the page; the status calls' own round trips, which the window leaves out, add a margin.
 */
export const pollingQueueSlackSeconds = 60;

/** The editors' shared delay cap and messages (spec: tools §4, 3 s cap). */
export function editorPolling(
  timeoutMessage: string,
  statusErrorMessage = "Failed to fetch task status.",
): PollingSettings {
  return { delayCapMs: 3000, timeoutMessage, statusErrorMessage };
}

/** How long a plan polls before it gives up: the sum of its waits (status calls not counted). */
export function pollingWindowMs(
  plan: Pick<PollingPlan, "maxAttempts" | "delayCapMs" | "firstDelayMs" | "delayStepMs">,
): number {
  let windowMs = 0;
  for (let attempt = 0; attempt < plan.maxAttempts; attempt++) {
    windowMs += planDelayMs(plan, attempt);
  }
  return windowMs;
}

/**
 * The page's polling plan for a task with this server time limit: the fewest attempts whose
 * waits cover the limit plus the queueing slack, so the page never gives up on a task the
 * server may still finish or fail with its own message.
 */
export function pollingPlanFor(settings: PollingSettings, timeoutSeconds: number): PollingPlan {
  const neededMs = (timeoutSeconds + pollingQueueSlackSeconds) * 1000;
  let maxAttempts = 0;
  let windowMs = 0;
  while (windowMs < neededMs) {
    windowMs += pollDelayMs(maxAttempts, settings.delayCapMs);
    maxAttempts += 1;
  }
  return { ...settings, maxAttempts };
}
