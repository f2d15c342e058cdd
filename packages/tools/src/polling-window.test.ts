import { describe, expect, it } from "vitest";
import { tools } from "./index.ts";
import { pollTask } from "./shared/poll-task.ts";
import { pollingPlanFor, pollingQueueSlackSeconds, pollingWindowMs } from "./shared/polling.ts";

/**
 * Issue 23: a tool's server time limit and its page's polling window were two numbers set apart
 * (Optimize: 300 s on the server, ~175 s on the page). Each window is measured here by running the
 * page's own polling loop against a task that never finishes, on a fake clock: the page must keep
 * polling for the whole time limit plus the queueing slack.
 */
async function measuredWindowMs(plan: (typeof tools)[keyof typeof tools]["polling"]) {
  let elapsedMs = 0;
  const pending = () =>
    new Response(
      JSON.stringify({ task_id: "t", state: "PENDING", status: "Waiting", progress: 0 }),
    );
  const outcome = await pollTask("t", plan, "failed", new AbortController().signal, {
    fetchStatus: async () => pending(),
    onUpdate: () => {},
    sleep: async (ms) => {
      elapsedMs += ms;
    },
  }).catch((error: unknown) => error);
  expect(outcome).toBeInstanceOf(Error);
  expect((outcome as Error).message).toBe(plan.timeoutMessage);
  return elapsedMs;
}

describe("every tool's page polls at least as long as its server may work", () => {
  for (const tool of Object.values(tools)) {
    it(`${tool.id}: window ≥ ${tool.timeoutSeconds} s limit + ${pollingQueueSlackSeconds} s slack`, async () => {
      const windowMs = await measuredWindowMs(tool.polling);
      expect(windowMs).toBeGreaterThanOrEqual(
        (tool.timeoutSeconds + pollingQueueSlackSeconds) * 1000,
      );
      // and not much longer: one wait at most past it.
      expect(windowMs).toBeLessThan(
        (tool.timeoutSeconds + pollingQueueSlackSeconds) * 1000 + tool.polling.delayCapMs,
      );
    });
  }
});

describe("every task kind of a tool's own calls (Video to GIF's link and preview)", () => {
  const kinds = Object.values(tools).flatMap((tool) => Object.entries(tool.taskKinds ?? {}));
  it("there are some", () => expect(kinds.length).toBeGreaterThan(0));
  for (const [name, kind] of kinds) {
    it(`${name}: window ≥ ${kind.timeoutSeconds} s limit + ${pollingQueueSlackSeconds} s slack`, async () => {
      const windowMs = await measuredWindowMs(kind.polling);
      expect(windowMs).toBeGreaterThanOrEqual(
        (kind.timeoutSeconds + pollingQueueSlackSeconds) * 1000,
      );
    });
  }
});

describe("pollingPlanFor", () => {
  const settings = { delayCapMs: 3000, timeoutMessage: "timed out", statusErrorMessage: "x" };

  it("covers the limit plus slack with the fewest attempts", () => {
    // 1.5, 1.75 … 2.75 s (6 waits, 12.75 s), then 3 s each: 180 s needs 56 more.
    const plan = pollingPlanFor(settings, 120);
    expect(plan.maxAttempts).toBe(62);
    expect(pollingWindowMs(plan)).toBe(180_750);
    expect(pollingWindowMs({ ...plan, maxAttempts: 61 })).toBe(177_750);
  });

  it("grows the window when a limit is raised", () => {
    const short = pollingPlanFor(settings, 120);
    const raised = pollingPlanFor(settings, 600);
    expect(pollingWindowMs(raised)).toBeGreaterThanOrEqual(660_000);
    expect(raised.maxAttempts).toBeGreaterThan(short.maxAttempts);
  });

  it("keeps the tool's delay cap and messages", () => {
    expect(pollingPlanFor(settings, 300)).toEqual({ ...settings, maxAttempts: 122 });
  });
});
