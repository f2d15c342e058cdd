import { readdir, readFile } from "node:fs/promises";

/**
 * Resident memory of every process in a process group, summed, from Linux's /proc: a worker and
 * the ffmpeg, gifsicle or ImageMagick it started (they share its group, see run-command.ts and
 * worker-pool.ts). Null where there is no /proc (the memory limit is then not enforced).
 */
export async function processGroupRssBytes(groupId: number): Promise<number | null> {
  let names: string[];
  try {
    names = await readdir("/proc");
  } catch {
    return null;
  }
  let total = 0;
  await Promise.all(
    names.map(async (name) => {
      if (!/^\d+$/.test(name)) return;
      try {
        const stat = await readFile(`/proc/${name}/stat`, "latin1");
        // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so split after the last ")".
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        if (Number(fields[2]) !== groupId) return;
        const status = await readFile(`/proc/${name}/status`, "latin1");
        const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
        if (kilobytes) total += Number(kilobytes) * 1024;
      } catch {
        // the process ended while we looked
      }
    }),
  );
  return total;
}
