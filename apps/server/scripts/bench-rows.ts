import { execFile, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** One line of `npm run bench`: a GifKit figure beside its bare-tool baseline from the same run. */
export interface BenchRow {
  operation: string;
  input: string;
  /** Wall time as a user sees it (through the API), median of the repeats. */
  gifkitSeconds: number;
  baselineName: string;
  baselineSeconds: number | null;
  gifkitBytes?: number | undefined;
  baselineBytes?: number | undefined;
  /** Peak RSS of the task's worker process tree (the worker and the binaries it ran). */
  peakRssMegabytes?: number | undefined;
  /** Output quality beside the baseline's, e.g. "SSIM 0.991 vs 0.988". */
  quality?: string | undefined;
  /**
   * CPU seconds (user + system) of the task's worker process tree and of the bare command, from
   * /proc: on a shared machine a steadier figure than wall time.
   */
  cpuSeconds?: { gifkit: number; baseline: number } | undefined;
  /** Why the GifKit run failed (then gifkitSeconds is NaN). */
  failure?: string | undefined;
}

export interface BenchContext {
  /** The listening test server, e.g. http://127.0.0.1:1234 */
  baseUrl: string;
  /** A scratch directory for inputs and outputs, removed afterwards. */
  workDir: string;
  repeat: number;
}

/** What a benchmark module exports so `npm run bench` adds its rows to the one table. */
export interface BenchModule {
  benchRows(context: BenchContext): Promise<BenchRow[]>;
}

const execFileAsync = promisify(execFile);

export async function runTool(binary: string, args: string[]): Promise<void> {
  await execFileAsync(binary, args, { maxBuffer: 256 * 1024 * 1024 });
}

export async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { seconds: (performance.now() - started) / 1000, value };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export const fileBytes = async (path: string) => (await stat(path)).size;

/**
 * Runs a tool through the HTTP API (upload, poll every 50 ms, download) and returns the result's
 * bytes; the wall time covers all of it.
 */
export async function runThroughApi(
  baseUrl: string,
  toolPath: string,
  inputPath: string,
  fields: Record<string, string>,
  outputPath: string,
): Promise<void> {
  const form = new FormData();
  const bytes = await readFile(inputPath);
  form.append("file", new Blob([bytes], { type: "image/gif" }), "input.gif");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const start = await fetch(`${baseUrl}/api/${toolPath}`, { method: "POST", body: form });
  if (start.status !== 202) throw new Error(`${toolPath}: ${start.status} ${await start.text()}`);
  const { task_id: taskId } = (await start.json()) as { task_id: string };
  for (;;) {
    const status = (await (await fetch(`${baseUrl}/api/task-status/${taskId}`)).json()) as {
      state: string;
      error?: string;
      result?: { path?: string };
    };
    if (status.state === "FAILURE") throw new Error(`${toolPath} failed: ${status.error}`);
    if (status.state === "SUCCESS") {
      // `path` names the main output of every tool (the first value is the `sizes` map).
      const key = status.result?.path;
      const result = await fetch(`${baseUrl}/api/download/${key}?proxy=1`);
      await writeFile(outputPath, Buffer.from(await result.arrayBuffer()));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resident memory of the largest worker process tree (a worker and what it runs), MB. */
async function descendantRssMegabytes(): Promise<number> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) in parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(name), Number(fields[1]));
      rss.set(Number(name), (Number(fields[21]) * 4096) / 1024 / 1024);
    } catch {
      // The process ended while we looked.
    }
  }
  // Each worker (a child of this process) with everything it started; the busiest one is the task's.
  const byWorker = new Map<number, number>();
  for (const [pid, memory] of rss) {
    let child = pid;
    let parent = parents.get(pid);
    while (parent !== undefined && parent > 1 && parent !== process.pid) {
      child = parent;
      parent = parents.get(parent);
    }
    if (parent === process.pid) byWorker.set(child, (byWorker.get(child) ?? 0) + memory);
  }
  return Math.max(0, ...byWorker.values());
}

/** Samples the process tree's RSS every 100 ms while `work` runs; returns the peak. */
export async function withPeakRss<T>(work: () => Promise<T>): Promise<{ peak: number; value: T }> {
  let peak = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await descendantRssMegabytes());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const value = await work();
    return { peak, value };
  } finally {
    running = false;
    await sampler;
  }
}

/** ffmpeg as the benchmark's set-up uses it (never for timing). */
export function ffmpegSetup(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", ["-nostdin", "-v", "error", "-y", ...args], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg set-up failed: ${stderr}`)),
    );
  });
}

export const scratch = (context: BenchContext, name: string) => join(context.workDir, name);

/**
 * A one-tool benchmark script run by itself (`node bench-effects.ts [--repeat N]`): its rows on a
 * real server with one worker, printed as table lines (GifKit beside its bare baseline, CPU too).
 */
export async function printRowsFromCommandLine(
  name: string,
  benchRows: (context: BenchContext) => Promise<BenchRow[]>,
): Promise<void> {
  const { startTestServer } = await import("../test/helpers/test-server.ts");
  const repeatArgument = process.argv.indexOf("--repeat");
  const repeat = repeatArgument > 0 ? Number(process.argv[repeatArgument + 1]) : 1;
  const workDir = await mkdtemp(join(tmpdir(), `gifkit-bench-${name}-`));
  const server = await startTestServer({ listen: true, env: { WORKER_CONCURRENCY: "1" } });
  try {
    for (const row of await benchRows({ baseUrl: server.baseUrl, workDir, repeat })) {
      const cpu = row.cpuSeconds;
      console.log(
        `| ${row.operation} | ${row.input} | ${row.failure ? `failed: ${row.failure}` : `${row.gifkitSeconds.toFixed(2)} s`} | ${row.baselineName} | ${row.baselineSeconds?.toFixed(2)} s | ${row.gifkitBytes?.toLocaleString("en-US")} / ${row.baselineBytes?.toLocaleString("en-US")} | CPU ${cpu?.gifkit.toFixed(2)} / ${cpu?.baseline.toFixed(2)} (${cpu ? (cpu.gifkit / cpu.baseline).toFixed(2) : "-"}×) |`,
      );
    }
  } finally {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
