import type { TaskStatus } from "@gifkit/contracts";
import { describe, expect, it } from "vitest";
import { pollDelayMs, pollTask, TaskError } from "./polling.ts";

const plan = {
  maxAttempts: 60,
  delayCapMs: 3000,
  timeoutMessage: "GIF crop timed out. Please try again.",
  statusErrorMessage: "Failed to fetch task status.",
};

function status(partial: Partial<TaskStatus>): Response {
  return new Response(
    JSON.stringify({
      task_id: "t",
      state: "PROGRESS",
      status: "Working",
      progress: 10,
      result: null,
      error: null,
      ...partial,
    }),
    { status: 200, headers: { "content-type": "application/json" } },
  );
}

describe("task polling", () => {
  it("waits 1.5 s, then 250 ms more each time, up to the cap", () => {
    expect([0, 1, 2, 5, 6, 7, 100].map((attempt) => pollDelayMs(attempt, 3000))).toEqual([
      1500, 1750, 2000, 2750, 3000, 3000, 3000,
    ]);
    expect(pollDelayMs(100, 5000)).toBe(5000);
  });

  it("passes every status on and returns the result on success", async () => {
    const waits: number[] = [];
    const seen: number[] = [];
    const answers = [
      status({ progress: 20 }),
      status({ progress: 60 }),
      status({ state: "SUCCESS", status: "Task completed!", progress: 100, result: { gif: "k" } }),
    ];
    const result = await pollTask("t", plan, "GIF crop failed.", new AbortController().signal, {
      fetchStatus: async () => answers.shift() as Response,
      onUpdate: (update) => seen.push(update.progress),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toEqual({ gif: "k" });
    expect(seen).toEqual([20, 60, 100]);
    expect(waits).toEqual([1500, 1750, 2000]);
  });

  it("fails with the server's error, or the tool's message when there is none", async () => {
    const run = (error: string | null) =>
      pollTask("t", plan, "GIF crop failed.", new AbortController().signal, {
        fetchStatus: async () => status({ state: "FAILURE", error }),
        onUpdate: () => {},
        sleep: async () => {},
      });
    await expect(run("The crop box is too small.")).rejects.toThrow("The crop box is too small.");
    await expect(run(null)).rejects.toThrow("GIF crop failed.");
  });

  it("keeps the failed task's code when it is one of the API's codes", async () => {
    const failure = async (errorCode: string | null) => {
      // What the network may carry: any string, not only the list's.
      const answer = {
        state: "FAILURE",
        error: "The crop box is too small.",
        error_code: errorCode,
      };
      const outcome = await pollTask("t", plan, "GIF crop failed.", new AbortController().signal, {
        fetchStatus: async () => status(answer as Partial<TaskStatus>),
        onUpdate: () => {},
        sleep: async () => {},
      }).catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(TaskError);
      return outcome as TaskError;
    };
    expect((await failure("crop-too-small")).code).toBe("crop-too-small");
    expect((await failure("not-a-code")).code).toBeNull();
    expect((await failure(null)).code).toBeNull();
  });

  it("follows a plan's own schedule (the size estimate: every 0.6 s)", async () => {
    const waits: number[] = [];
    const answers = [
      status({}),
      status({ state: "SUCCESS", result: { estimate: { bytes: 9, sampleFrames: 3 } } }),
    ];
    const estimatePlan = { ...plan, firstDelayMs: 600, delayStepMs: 0, delayCapMs: 600 };
    const result = await pollTask("t", estimatePlan, "x", new AbortController().signal, {
      fetchStatus: async () => answers.shift() as Response,
      onUpdate: () => {},
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result.estimate).toEqual({ bytes: 9, sampleFrames: 3 });
    expect(waits).toEqual([600, 600]);
  });

  it("gives up after the tool's attempts with its timeout message", async () => {
    let calls = 0;
    await expect(
      pollTask("t", { ...plan, maxAttempts: 3 }, "x", new AbortController().signal, {
        fetchStatus: async () => {
          calls++;
          return status({});
        },
        onUpdate: () => {},
        sleep: async () => {},
      }),
    ).rejects.toThrow("GIF crop timed out. Please try again.");
    expect(calls).toBe(3);
  });

  it("reports a failed status call and a cancellation", async () => {
    await expect(
      pollTask("t", plan, "x", new AbortController().signal, {
        fetchStatus: async () => new Response("", { status: 500 }),
        onUpdate: () => {},
        sleep: async () => {},
      }),
    ).rejects.toThrow("Failed to fetch task status.");
    const controller = new AbortController();
    controller.abort();
    await expect(
      pollTask("t", plan, "x", controller.signal, {
        fetchStatus: async () => status({}),
        onUpdate: () => {},
      }),
    ).rejects.toThrow("Task polling cancelled.");
  });
});
