import { readFile, writeFile } from "node:fs/promises";
import type { Config } from "../config.ts";
import { taskLane } from "./fair-share.ts";
import type { TaskPayload } from "./task-record.ts";

/**
 * CPU priority of task work (docs/scaling.md, "Fair queueing"). Long-lane work (video, generation)
 * runs at `LONG_TASK_NICENESS`, so on a busy machine the quick edits beside it keep the CPU and the
 * long task takes what is left: it is slower only while quick edits run.
 */
export function taskNiceness(payload: TaskPayload, config: Pick<Config, "longTaskNiceness">) {
  return taskLane(payload) === "long" ? config.longTaskNiceness : 0;
}

const autogroupPath = "/proc/self/autogroup";
/** Linux lets a process without CAP_SYS_ADMIN change an autogroup's niceness once per 100 ms. */
const autogroupRetryMs = 110;
const autogroupAttempts = 10;

/**
 * Sets the niceness of this process's scheduling group. A worker process leads its own session
 * (it is forked detached), and with Linux's autogroup scheduling (on by default) the CPU is shared
 * between sessions first, so the niceness of single processes (the toolkit's `nice`) only counts
 * inside the session. The group's niceness is what weighs against the other workers. It can be
 * lowered back to 0 without privileges (only a negative value needs them), so one worker can run a
 * long task at 10 and the next quick edit at 0. False when the kernel has no autogroup (then the
 * toolkit's `nice` on each binary does the work) or the write kept failing.
 */
export async function setSchedulingGroupNiceness(niceness: number): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await writeFile(autogroupPath, String(niceness));
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // EAGAIN: another process changed an autogroup less than 100 ms ago; anything else: no autogroup.
      if (code !== "EAGAIN" || attempt >= autogroupAttempts) return false;
      await new Promise((resolve) => setTimeout(resolve, autogroupRetryMs));
    }
  }
}

/** Reads this process's scheduling group niceness; null without autogroup. */
export async function schedulingGroupNiceness(): Promise<number | null> {
  const text = await readFile(autogroupPath, "utf8").catch(() => null);
  const match = text?.match(/nice (-?\d+)/);
  return match ? Number(match[1]) : null;
}
