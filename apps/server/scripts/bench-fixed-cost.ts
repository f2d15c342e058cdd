/**
 * A small edit's fixed cost (issue 30): a 14-frame 116×100 GIF reversed through the API, from the
 * start call to SUCCESS, split into phases with the task path's trace points
 * (src/tasks/phase-trace.ts, on with GIFKIT_PHASE_TRACE): upload (start call sent → upload
 * stored), checks (→ payload built), queue (→ record saved and queued → started), worker hand-off
 * (→ the worker has the task), inputs (→ input copied into the task's directory and inspected),
 * processing (the processor), result write (→ outputs checked and stored), hand-back (→ the API
 * has the result and saved the record), seen (→ the client's status call says SUCCESS; polled
 * every 5 ms here, so polling adds at most 5 ms). Beside it the bare `gifsicle` reverse of the
 * same file. Medians of `--repeat` runs (default 15) after 3 warm-up runs, on its own server with
 * one worker.
 *
 *   npx node apps/server/scripts/bench-fixed-cost.ts [--repeat N]
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer } from "../test/helpers/test-server.ts";
import { processCpuSeconds, workerTreeCpuSeconds } from "./bench-edits.ts";
import {
  type BenchContext,
  type BenchRow,
  ffmpegSetup,
  median,
  runTool,
  timed,
} from "./bench-rows.ts";

const phases = [
  ["upload", "sent", "uploaded"],
  ["checks", "uploaded", "checked"],
  ["queue", "checked", "started"],
  ["worker hand-off", "started", "worker-received"],
  ["inputs", "worker-received", "inputs-ready"],
  ["processing", "inputs-ready", "processed"],
  ["result write", "processed", "stored"],
  ["hand-back", "stored", "result-received"],
  ["record saved", "result-received", "finished"],
  ["seen by the client", "result-received", "seen"],
] as const;

export interface FixedCostResult {
  /** Median (and fastest) milliseconds per phase, in order. */
  phases: { name: string; ms: number; fastestMs: number }[];
  totalMs: number;
  fastestTotalMs: number;
  /** CPU of the worker and what it ran (gifsicle), and of this process (API and client), per task. */
  workerCpuMs: number;
  apiCpuMs: number;
  startCallMs: number;
  gifsicleMs: number;
  runs: number;
}

export async function measureFixedCost(repeat = 15): Promise<FixedCostResult> {
  const workDir = await mkdtemp(join(tmpdir(), "gifkit-fixed-cost-"));
  const traceFile = join(workDir, "trace.txt");
  process.env.GIFKIT_PHASE_TRACE = traceFile;
  const server = await startTestServer({ listen: true, env: { WORKER_CONCURRENCY: "1" } });
  try {
    const rawPath = join(workDir, "small-ffmpeg.gif");
    const gifPath = join(workDir, "small.gif");
    // 14 frames of 116×100 from a real clip in one global palette with frame differences (ffmpeg
    // gives frame 0 a local table; gifsicle --colors 256 maps it to the global one), so the edit
    // takes gifsicle's path: what is measured is the task's way around the processing.
    await ffmpegSetup([
      "-i",
      fixture("video/rabbit320.webm"),
      "-vf",
      "fps=10,crop=278:240,scale=116:100,split[a][b];[a]palettegen[p];[b][p]paletteuse",
      "-frames:v",
      "14",
      rawPath,
    ]);
    await runTool("gifsicle", ["--colors", "256", rawPath, "-o", gifPath]);
    const bytes = await readFile(gifPath);
    const gifsicleTimes: number[] = [];
    const runs: { sent: number; answered: number; seen: number; id: string }[] = [];
    const workerCpuMs: number[] = [];
    const apiCpuMs: number[] = [];
    for (let attempt = 0; attempt < repeat + 3; attempt++) {
      gifsicleTimes.push(
        (
          await timed(() =>
            runTool("gifsicle", [gifPath, "#-1-0", "-o", join(workDir, "bare.gif")]),
          )
        ).seconds * 1000,
      );
      const form = new FormData();
      form.append("file", new Blob([bytes], { type: "image/gif" }), "small.gif");
      const workerBefore = await workerTreeCpuSeconds();
      const apiBefore = await processCpuSeconds("self");
      const sent = performance.timeOrigin + performance.now();
      const start = await fetch(`${server.baseUrl}/api/reverse`, { method: "POST", body: form });
      const answered = performance.timeOrigin + performance.now();
      const { task_id: id } = (await start.json()) as { task_id: string };
      for (;;) {
        const status = (await (await fetch(`${server.baseUrl}/api/task-status/${id}`)).json()) as {
          state: string;
          error?: string;
        };
        if (status.state === "FAILURE") throw new Error(`reverse failed: ${status.error}`);
        if (status.state === "SUCCESS") break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const seen = performance.timeOrigin + performance.now();
      const apiAfter = await processCpuSeconds("self");
      if (attempt >= 3) {
        runs.push({ sent, answered, seen, id });
        // The record's last save may still be running: give the worker a moment to settle.
        await new Promise((resolve) => setTimeout(resolve, 20));
        workerCpuMs.push(((await workerTreeCpuSeconds()) - workerBefore) * 1000);
        apiCpuMs.push((apiAfter.own - apiBefore.own) * 1000);
      }
    }
    const trace = new Map<string, Map<string, number>>();
    for (const line of (await readFile(traceFile, "utf8")).trim().split("\n")) {
      const [id, phase, at] = line.split(" ") as [string, string, string];
      if (!trace.has(id)) trace.set(id, new Map());
      trace.get(id)?.set(phase, Number(at));
    }
    const perPhase = phases.map(([name, from, to]) => {
      const durations = runs.map((run) => {
        const points = trace.get(run.id) ?? new Map<string, number>();
        points.set("sent", run.sent);
        points.set("seen", run.seen);
        return (points.get(to) ?? Number.NaN) - (points.get(from) ?? Number.NaN);
      });
      const measured = durations.filter((duration) => Number.isFinite(duration));
      return { name, ms: median(measured), fastestMs: Math.min(...measured) };
    });
    return {
      phases: perPhase,
      totalMs: median(runs.map((run) => run.seen - run.sent)),
      fastestTotalMs: Math.min(...runs.map((run) => run.seen - run.sent)),
      workerCpuMs: median(workerCpuMs),
      apiCpuMs: median(apiCpuMs),
      startCallMs: median(runs.map((run) => run.answered - run.sent)),
      gifsicleMs: median(gifsicleTimes.slice(3)),
      runs: runs.length,
    };
  } finally {
    delete process.env.GIFKIT_PHASE_TRACE;
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

export function formatFixedCost(result: FixedCostResult): string {
  return [
    `A small edit's fixed cost: 14-frame 116×100 GIF reversed through the API, median of ${result.runs} runs`,
    "",
    "| phase | median ms | fastest ms |",
    "|---|---:|---:|",
    ...result.phases.map(
      (phase) => `| ${phase.name} | ${phase.ms.toFixed(1)} | ${phase.fastestMs.toFixed(1)} |`,
    ),
    `| **start call to SUCCESS** | **${result.totalMs.toFixed(1)}** | ${result.fastestTotalMs.toFixed(1)} |`,
    `| (start call's answer) | ${result.startCallMs.toFixed(1)} | |`,
    `| bare gifsicle '#-1-0' | ${result.gifsicleMs.toFixed(1)} | |`,
    `| CPU per task: worker (with gifsicle) / API process (with the client) | ${result.workerCpuMs.toFixed(0)} / ${result.apiCpuMs.toFixed(0)} | |`,
  ].join("\n");
}

/** The row in `npm run bench` (measured on its own server, after the edit rows). */
export async function benchRows(_context: BenchContext): Promise<BenchRow[]> {
  const result = await measureFixedCost();
  console.log(formatFixedCost(result));
  return [
    {
      operation: "small edit's fixed cost (start to SUCCESS)",
      input: "14-frame 116×100 GIF, reverse",
      gifkitSeconds: result.totalMs / 1000,
      baselineName: "gifsicle '#-1-0'",
      baselineSeconds: result.gifsicleMs / 1000,
      quality: result.phases.map((phase) => `${phase.name} ${phase.ms.toFixed(0)} ms`).join(", "),
    },
  ];
}

if (import.meta.main) {
  const repeatArgument = process.argv.indexOf("--repeat");
  const repeat = repeatArgument > 0 ? Number(process.argv[repeatArgument + 1]) : 15;
  console.log(formatFixedCost(await measureFixedCost(repeat)));
}
