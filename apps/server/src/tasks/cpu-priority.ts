import { readFile, writeFile } from "node:fs/promises";
import type { Config } from "../config.ts";
import { taskLane } from "./fair-share.ts";
import type { TaskPayload } from "./task-record.ts";

/**
 * CPU priority of task work (docs/scaling.md, "Fair queueing"). Long-lane work (video,
 * generation) gives way to quick edits: its binaries run at `LONG_TASK_NICENESS`, and while a
 * quick edit runs beside it, its whole worker session does too (the worker pool sets it). Alone,
 * a long task runs at full speed.
 */
export function taskNiceness(payload: TaskPayload, config: Pick<Config, "longTaskNiceness">) {
  return taskLane(payload) === "long" ? config.longTaskNiceness : 0;
}

/**
 * The session niceness each worker should have, from the niceness of the task it runs (null:
 * idle). Long tasks give way only while a quick edit (niceness 0) runs somewhere in the pool;
 * otherwise every session is at 0, so a long task alone is not slowed (on a machine shared with
 * other work, a niceness held all the time would starve it behind everything else).
 */
export function sessionNicenessPlan(taskNicenesses: readonly (number | null)[]): number[] {
  const quickEditRunning = taskNicenesses.some((niceness) => niceness === 0);
  return taskNicenesses.map((niceness) => (quickEditRunning && niceness !== null ? niceness : 0));
}

/** Linux lets a process without CAP_SYS_ADMIN change an autogroup's niceness once per 100 ms. */
const autogroupRetryMs = 110;
const autogroupAttempts = 10;

/**
 * Sets the niceness of the scheduling group (autogroup) of process `pid` (this process by
 * default). Each worker process leads its own session (it is forked detached), and with Linux's
 * autogroup scheduling (on by default outside CPU cgroups) the CPU is shared between sessions
 * first: the niceness of single processes only counts inside a session, and the session's own
 * niceness is what weighs against the other workers. Unlike a process's niceness it can be set
 * back to 0 without privileges (only a negative value needs them), so it can follow what runs.
 * False when there is no autogroup (a CPU cgroup, such as a container: then the binaries' own
 * niceness does the work) or the write kept failing.
 */
export async function setSchedulingGroupNiceness(
  niceness: number,
  pid: number | "self" = "self",
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await writeFile(`/proc/${pid}/autogroup`, String(niceness));
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // EAGAIN: some process changed an autogroup less than 100 ms ago. Anything else: no
      // autogroup, or the process is gone.
      if (code !== "EAGAIN" || attempt >= autogroupAttempts) return false;
      await new Promise((resolve) => setTimeout(resolve, autogroupRetryMs));
    }
  }
}

/** The niceness of process `pid`'s scheduling group; null without autogroup. */
export async function schedulingGroupNiceness(
  pid: number | "self" = "self",
): Promise<number | null> {
  const text = await readFile(`/proc/${pid}/autogroup`, "utf8").catch(() => null);
  const match = text?.match(/nice (-?\d+)/);
  return match ? Number(match[1]) : null;
}
