import { readdirSync, readFileSync } from "node:fs";

/** Parent of every process, from Linux's /proc; empty where there is no /proc. */
function parentLinks(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return children;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "latin1");
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const siblings = children.get(parent) ?? [];
      siblings.push(Number(name));
      children.set(parent, siblings);
    } catch {
      // ended while we looked
    }
  }
  return children;
}

/** Every process started by `pid`, directly or not. */
export function descendantsOf(pid: number): number[] {
  const children = parentLinks();
  const found: number[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    for (const child of children.get(pending.pop() as number) ?? []) {
      found.push(child);
      pending.push(child);
    }
  }
  return found;
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
};

/**
 * SIGKILLs a command and everything it started. It is stopped first, so it cannot start more
 * and its children stay its children (a dead parent's children would be re-parented and lost).
 */
export function killProcessTree(pid: number): void {
  signal(pid, "SIGSTOP");
  for (const descendant of descendantsOf(pid)) signal(descendant, "SIGKILL");
  signal(pid, "SIGKILL");
}
