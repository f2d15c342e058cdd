/**
 * Throughput benchmark (`npm run bench:throughput`): the same fixed mix of tasks through
 *   A. one process: the default deployment (in-process queue, local storage, 2 task processes), and
 *   B. one API process + two worker processes (BullMQ on a local redis-server, files in a local S3
 *      server; 1 task process per worker, so the same 2 task processes in total),
 * each submitted all at once over HTTP and polled to the end. Prints tasks per minute and the p50
 * and p95 latency (submit → SUCCESS) of each, and B relative to A. A measurement, not a test.
 *
 *   npm run bench:throughput                 (40 tasks per deployment)
 *   BENCH_TASKS=80 npm run bench:throughput
 */
import { readFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg } from "node:os";
import type { TaskStatus } from "@gifkit/contracts";
import { fixture } from "../test/helpers/fixtures.ts";
import { Cluster, sleep } from "../test-scale/helpers/cluster.ts";

/** One round of the mix: quick edits of small GIFs and heavier ones of bigger GIFs. */
const mix = [
  { tool: "reverse", file: "cogs.gif" },
  { tool: "reverse", file: "rotating-squares.gif" },
  { tool: "reverse", file: "iss634.gif" },
  { tool: "optimize", file: "animated-loop-3.gif" },
  { tool: "optimize", file: "rotating-squares.gif" },
] as const;

const taskCount = Number(process.env.BENCH_TASKS ?? 40);

interface Outcome {
  wallMs: number;
  latenciesMs: number[];
  failures: string[];
}

async function submit(baseUrl: string, tool: string, name: string, body: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(body)], { type: "image/gif" }), name);
  const response = await fetch(`${baseUrl}/api/${tool}`, { method: "POST", body: form });
  const text = await response.text();
  if (response.status !== 202) throw new Error(`POST /api/${tool}: ${response.status} ${text}`);
  return (JSON.parse(text) as { task_id: string }).task_id;
}

async function runMix(
  baseUrl: string,
  count: number,
  files: Map<string, Buffer>,
): Promise<Outcome> {
  const startedAt = Date.now();
  const submittedAt = new Map<string, number>();
  const ids = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const item = mix[index % mix.length] as (typeof mix)[number];
      const id = await submit(baseUrl, item.tool, item.file, files.get(item.file) as Buffer);
      submittedAt.set(id, Date.now());
      return id;
    }),
  );
  const latenciesMs: number[] = [];
  const failures: string[] = [];
  const pending = new Set(ids);
  while (pending.size > 0) {
    for (const id of [...pending]) {
      const response = await fetch(`${baseUrl}/api/task-status/${id}`);
      const status = (await response.json()) as TaskStatus;
      if (status.state === "SUCCESS" || status.state === "FAILURE") {
        pending.delete(id);
        latenciesMs.push(Date.now() - (submittedAt.get(id) as number));
        if (status.state === "FAILURE") failures.push(`${id}: ${status.error}`);
      }
    }
    await sleep(50);
  }
  return { wallMs: Date.now() - startedAt, latenciesMs, failures };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
};

function report(label: string, outcome: Outcome) {
  const perMinute = (taskCount / outcome.wallMs) * 60_000;
  console.log(
    `${label.padEnd(44)} ${perMinute.toFixed(1).padStart(7)} tasks/min   p50 ${(
      percentile(outcome.latenciesMs, 0.5) / 1000
    )
      .toFixed(2)
      .padStart(
        6,
      )} s   p95 ${(percentile(outcome.latenciesMs, 0.95) / 1000).toFixed(2).padStart(6)} s` +
      (outcome.failures.length > 0 ? `   ${outcome.failures.length} FAILED` : ""),
  );
  for (const failure of outcome.failures.slice(0, 3)) console.log(`   ${failure}`);
  return perMinute;
}

const files = new Map<string, Buffer>();
for (const item of mix) files.set(item.file, await readFile(fixture(`gif/${item.file}`)));

console.log(
  `GifKit throughput: ${taskCount} tasks (${mix.map((item) => `${item.tool} ${item.file}`).join(", ")}, repeated)`,
);
console.log(
  `machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? "?"}), load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);

const cluster = await Cluster.create();
const stop = async () => {
  await cluster.stopAll();
};
process.on("SIGINT", () => void stop().then(() => process.exit(130)));
try {
  const single = await cluster.startSingleProcess("single", {
    WORKER_CONCURRENCY: "2",
    LOG_LEVEL: "error",
  });
  await runMix(single.baseUrl, mix.length, files); // warm-up: first task of each kind
  const a = await runMix(single.baseUrl, taskCount, files);
  await single.kill("SIGTERM");

  await cluster.startRedis();
  await cluster.startS3();
  const api = await cluster.startApi("api", undefined, { LOG_LEVEL: "error" });
  await Promise.all([
    cluster.startWorker("worker-1", { WORKER_CONCURRENCY: "1" }),
    cluster.startWorker("worker-2", { WORKER_CONCURRENCY: "1" }),
  ]);
  await runMix(api.baseUrl, mix.length, files); // warm-up
  const b = await runMix(api.baseUrl, taskCount, files);

  console.log("");
  const aPerMinute = report("A. 1 process (in-process queue, local disk)", a);
  const bPerMinute = report("B. 1 API + 2 workers (BullMQ/Redis, S3)", b);
  console.log(`B / A throughput: ${(bPerMinute / aPerMinute).toFixed(2)}×`);
} finally {
  await stop();
}
