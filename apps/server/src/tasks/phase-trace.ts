import { appendFileSync } from "node:fs";

/**
 * The benchmark's view of one task's fixed cost (apps/server/scripts/bench-fixed-cost.ts): with
 * GIFKIT_PHASE_TRACE set to a file, the API process and the workers (which inherit the variable)
 * append `<task id> <phase> <epoch ms>` lines at each step of a task's way (upload stored,
 * checked, queued, started, handed to a worker, inputs ready, processed, stored, finished), so
 * the phases can be told apart across processes. Unset (always, outside the benchmark), it costs
 * one environment lookup.
 */
export const phaseClockMs = () => performance.timeOrigin + performance.now();

export function tracePhase(taskId: string, phase: string, atMs: number = phaseClockMs()): void {
  // Read at each call (a microsecond): the benchmark sets it after other servers ran in-process.
  const traceFile = process.env.GIFKIT_PHASE_TRACE;
  if (!traceFile) return;
  appendFileSync(traceFile, `${taskId} ${phase} ${atMs.toFixed(3)}\n`);
}
