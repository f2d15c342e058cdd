import type { PollingPlan } from "../define-tool.ts";

/** The editors' shared schedule: 60 attempts, 3 s cap (spec: tools §4; Optimize per DESIGN §2). */
export function editorPolling(
  timeoutMessage: string,
  statusErrorMessage = "Failed to fetch task status.",
): PollingPlan {
  return { maxAttempts: 60, delayCapMs: 3000, timeoutMessage, statusErrorMessage };
}
