/**
 * `npm run bench`: ONE table of GifKit figures beside bare-tool baselines measured in the same run.
 *
 *   node apps/server/scripts/bench.ts [--repeat N] [--only TEXT]
 *
 * `--only TEXT` runs only the GIF edit rows whose operation name contains TEXT (e.g. "cut").
 *
 * Each GifKit figure goes through the API as a user's browser would (a real server listening on
 * HTTP: upload, poll every 50 ms, download); each baseline is the bare command for the same
 * operation on the same file. Inputs are made in set-up from test/fixtures only. Other modules
 * add rows by exporting `benchRows(context)` (see BenchModule); bench-quality.ts is picked up when
 * present.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startTestServer } from "../test/helpers/test-server.ts";
import { benchEditRows, makeEditInputs } from "./bench-edits.ts";
import type { BenchContext, BenchModule, BenchRow } from "./bench-rows.ts";

const repeatArgument = process.argv.indexOf("--repeat");
const repeat = repeatArgument > 0 ? Number(process.argv[repeatArgument + 1]) : 1;
const onlyArgument = process.argv.indexOf("--only");
const only = onlyArgument > 0 ? process.argv[onlyArgument + 1] : undefined;

const workDir = await mkdtemp(join(tmpdir(), "gifkit-bench-"));
const server = await startTestServer({ listen: true, env: { WORKER_CONCURRENCY: "1" } });
const context: BenchContext = { baseUrl: server.baseUrl, workDir, repeat };
const rows: BenchRow[] = [];
try {
  const inputs = await makeEditInputs(workDir);
  rows.push(...(await benchEditRows(context, inputs, only)));
  // Rows from other modules (e.g. the quality helper's Video to GIF and Optimize rows).
  for (const name of only
    ? []
    : [
        "bench-quality.ts",
        "bench-convert.ts",
        "bench-fit-size.ts",
        "bench-censor.ts",
        "bench-squeeze.ts",
        "bench-split.ts",
        "bench-effects.ts",
        "bench-overlay.ts",
        "bench-fixed-cost.ts",
      ]) {
    const path = join(import.meta.dirname, name);
    if (!existsSync(path)) continue;
    const module = (await import(pathToFileURL(path).href)) as Partial<BenchModule>;
    if (module.benchRows) rows.push(...(await module.benchRows(context)));
  }
} finally {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
}
console.log(formatTable(rows));

function formatTable(table: BenchRow[]): string {
  const header = [
    "operation",
    "input",
    "GifKit (API)",
    "baseline",
    "baseline s",
    "ratio",
    "bytes GifKit / baseline",
    "quality",
    "CPU s GifKit / baseline",
    "peak RSS MB",
  ];
  const lines = table.map((row) => [
    row.operation,
    row.input,
    row.failure ? `failed: ${row.failure}` : `${row.gifkitSeconds.toFixed(2)} s`,
    row.baselineName,
    row.baselineSeconds === null ? "-" : row.baselineSeconds.toFixed(2),
    row.baselineSeconds && !row.failure
      ? `${(row.gifkitSeconds / row.baselineSeconds).toFixed(2)}×`
      : "-",
    row.gifkitBytes !== undefined && row.baselineBytes !== undefined
      ? `${row.gifkitBytes.toLocaleString("en-US")} / ${row.baselineBytes.toLocaleString("en-US")}`
      : "-",
    row.quality ?? "-",
    row.cpuSeconds
      ? `${row.cpuSeconds.gifkit.toFixed(2)} / ${row.cpuSeconds.baseline.toFixed(2)} (${(row.cpuSeconds.gifkit / row.cpuSeconds.baseline).toFixed(2)}×)`
      : "-",
    row.peakRssMegabytes === undefined ? "-" : String(Math.round(row.peakRssMegabytes)),
  ]);
  const out = [
    `| ${header.join(" | ")} |`,
    `|${header.map((_, index) => (index < 2 ? "---" : "---:")).join("|")}|`,
  ];
  for (const line of lines) out.push(`| ${line.join(" | ")} |`);
  return out.join("\n");
}
