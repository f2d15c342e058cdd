/**
 * Split into frames beside bare ffmpeg (issue 25): a 300-frame 800×800 transparent GIF with a
 * palette per frame split into PNGs through the API (upload, ZIP, download), against
 * `ffmpeg -i x.gif frame-%03d.png` on the same file. Target: at most 1.5× the baseline's CPU.
 *
 *   node apps/server/scripts/bench-split.ts [--repeat N]   (alone; `npm run bench` adds its row)
 */
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer } from "../test/helpers/test-server.ts";
import { makeSpriteGif, processCpuSeconds, workerTreeCpuSeconds } from "./bench-edits.ts";
import {
  type BenchContext,
  type BenchRow,
  fileBytes,
  median,
  runThroughApi,
  runTool,
  scratch,
  timed,
  withPeakRss,
} from "./bench-rows.ts";

export async function benchRows(context: BenchContext): Promise<BenchRow[]> {
  const gif = scratch(context, "split-800x800-300.gif");
  await makeSpriteGif(gif, { width: 800, height: 800 }, { width: 400, height: 300 }, 300);
  const gifkitSeconds: number[] = [];
  const baselineSeconds: number[] = [];
  const gifkitCpu: number[] = [];
  const baselineCpu: number[] = [];
  let peak = 0;
  let gifkitBytes = 0;
  let baselineBytes = 0;
  for (let attempt = 0; attempt < context.repeat; attempt++) {
    const directory = scratch(context, `split-baseline-${attempt}`);
    await mkdir(directory, { recursive: true });
    const before = await processCpuSeconds("self");
    const baseline = await timed(() =>
      runTool("ffmpeg", ["-nostdin", "-v", "error", "-i", gif, join(directory, "frame-%03d.png")]),
    );
    baselineCpu.push((await processCpuSeconds("self")).children - before.children);
    baselineSeconds.push(baseline.seconds);
    const files = await readdir(directory);
    if (files.length !== 300) throw new Error(`the baseline wrote ${files.length} frames`);
    baselineBytes = 0;
    for (const file of files) baselineBytes += await fileBytes(join(directory, file));

    const zipPath = scratch(context, `split-${attempt}.zip`);
    const cpuBefore = await workerTreeCpuSeconds();
    const measured = await withPeakRss(() =>
      timed(() => runThroughApi(context.baseUrl, "split", gif, {}, zipPath)),
    );
    gifkitCpu.push((await workerTreeCpuSeconds()) - cpuBefore);
    gifkitSeconds.push(measured.value.seconds);
    peak = Math.max(peak, measured.peak);
    gifkitBytes = await fileBytes(zipPath);
  }
  return [
    {
      operation: "split into PNG frames (ZIP)",
      input: "sprite 800×800, 300 fr, transparent, local palettes",
      gifkitSeconds: median(gifkitSeconds),
      baselineName: "ffmpeg -i x.gif frame-%03d.png",
      baselineSeconds: median(baselineSeconds),
      gifkitBytes,
      baselineBytes,
      peakRssMegabytes: peak,
      cpuSeconds: { gifkit: median(gifkitCpu), baseline: median(baselineCpu) },
    },
  ];
}

if (import.meta.main) {
  const repeatArgument = process.argv.indexOf("--repeat");
  const repeat = repeatArgument > 0 ? Number(process.argv[repeatArgument + 1]) : 1;
  const workDir = await mkdtemp(join(tmpdir(), "gifkit-bench-split-"));
  const server = await startTestServer({ listen: true, env: { WORKER_CONCURRENCY: "1" } });
  try {
    for (const row of await benchRows({ baseUrl: server.baseUrl, workDir, repeat })) {
      const cpu = row.cpuSeconds;
      console.log(
        `| ${row.operation} | ${row.input} | ${row.gifkitSeconds.toFixed(2)} s | ${row.baselineName} | ${row.baselineSeconds?.toFixed(2)} s | ${row.gifkitBytes?.toLocaleString("en-US")} / ${row.baselineBytes?.toLocaleString("en-US")} | CPU ${cpu?.gifkit.toFixed(2)} / ${cpu?.baseline.toFixed(2)} s (${((cpu?.gifkit ?? 0) / (cpu?.baseline ?? 1)).toFixed(2)}×) | ${Math.round(row.peakRssMegabytes ?? 0)} MB |`,
      );
    }
  } finally {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
