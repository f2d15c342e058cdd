import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tools } from "@gifkit/tools";
import { describe, expect, it } from "vitest";
import { sessionNicenessPlan, taskNiceness } from "../../src/tasks/cpu-priority.ts";
import type { TaskPayload } from "../../src/tasks/task-record.ts";

const cpuPriorityModule = fileURLToPath(
  new URL("../../src/tasks/cpu-priority.ts", import.meta.url),
);

const payload = (tool: keyof typeof tools, extra: Partial<TaskPayload> = {}): TaskPayload =>
  ({ tool, options: tools[tool].defaults, inputKeys: [], inputUrls: [], ...extra }) as TaskPayload;

/** Runs `script` in a new session (as the worker pool forks its workers) and returns its stdout. */
function inOwnSession(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(stdout.trim()) : reject(new Error(`exit ${code}`)),
    );
  });
}

describe("CPU priority of task work", () => {
  it("gives long-lane tasks LONG_TASK_NICENESS and everything else 0", () => {
    const config = { longTaskNiceness: 10 };
    expect(taskNiceness(payload("video-to-gif"), config)).toBe(10);
    expect(taskNiceness(payload("gif-maker"), config)).toBe(10);
    expect(taskNiceness(payload("reverse"), config)).toBe(0);
    expect(taskNiceness(payload("resize"), config)).toBe(0);
    // A size estimate is a few frames: quick, whatever its tool.
    expect(taskNiceness(payload("video-to-gif", { estimate: { sourceBytes: 1000 } }), config)).toBe(
      0,
    );
    expect(taskNiceness(payload("video-to-gif"), { longTaskNiceness: 0 })).toBe(0);
  });

  it("lowers a long task's worker session only while a quick edit runs beside it", () => {
    // Workers: a long task (10), a quick edit (0), idle (null).
    expect(sessionNicenessPlan([10, 0])).toEqual([10, 0]);
    expect(sessionNicenessPlan([10, null])).toEqual([0, 0]);
    expect(sessionNicenessPlan([10, 10, 0, null])).toEqual([10, 10, 0, 0]);
    expect(sessionNicenessPlan([0, 0])).toEqual([0, 0]);
    expect(sessionNicenessPlan([null, null])).toEqual([0, 0]);
  });

  it("lowers a worker session's scheduling group to 10 and brings it back to 0", async () => {
    const output = await inOwnSession(`
      const { setSchedulingGroupNiceness, schedulingGroupNiceness } = await import(${JSON.stringify(cpuPriorityModule)});
      const lowered = await setSchedulingGroupNiceness(10);
      const during = await schedulingGroupNiceness();
      const restored = await setSchedulingGroupNiceness(0);
      const after = await schedulingGroupNiceness();
      console.log(JSON.stringify({ lowered, during, restored, after }));
    `);
    const seen = JSON.parse(output) as Record<string, unknown>;
    if (existsSync("/proc/self/autogroup")) {
      expect(seen).toEqual({ lowered: true, during: 10, restored: true, after: 0 });
    } else {
      // No autogroup scheduling: nothing to set; each binary's own niceness does the work.
      expect(seen).toEqual({ lowered: false, during: null, restored: false, after: null });
    }
  });
});
