/**
 * Fit under a size (issue 17 §1): for each fixture clip, Video to GIF at 480 px wide (height by
 * the clip's shape), 15 fps, medium, the first 10 s (or all of a shorter clip), once plainly and
 * then with three targets (70%, 40% and 15% of the plain GIF's size). Each row: the number of
 * full encodes (the tool's own conversion counted), the time against the plain conversion, and
 * the final size against the target. The processor runs with the real toolkit (no HTTP, no
 * queue), so both times are the same kind of work. Target: under 3× for a 10 s 480 px clip.
 *
 *   node apps/server/scripts/bench-fit-size.ts [--clip NAME]   (only these rows; NAME filters clips)
 */
import { mkdir, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { defaultLimits } from "@gifkit/contracts";
import { type OptionsOf, tools } from "@gifkit/tools";
import { serverTools } from "@gifkit/tools/server";
import { readHead } from "@gifkit/tools/shared/read-head";
import { detectFileType } from "../src/ingest/file-type.ts";
import { probeVideoWithinLimits } from "../src/ingest/input-limits.ts";
import type { BinaryPaths } from "../src/media/run-command.ts";
import { createMediaToolkit } from "../src/media/toolkit.ts";
import { fixture } from "../test/helpers/fixtures.ts";
import { videoFacts } from "../test/helpers/media-probe.ts";
import type { BenchContext, BenchRow } from "./bench-rows.ts";

const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);

type VideoToGifOptions = OptionsOf<"video-to-gif">;

const clips = [
  "video/friday.mp4",
  "video/rabbit320.webm",
  "video/flower.mp4",
  "video/flower.webm",
  "video/bottle-detection.mp4",
];
const targetFractions = [0.7, 0.4, 0.15];

/**
 * CPU seconds of this process and the children it waited for (ffmpeg, gifsicle), from
 * /proc/self/stat (utime, stime, cutime, cstime in clock ticks of 1/100 s): on a machine shared
 * with other work the wall time says more about the neighbours than about the search.
 */
async function cpuSeconds(): Promise<number> {
  const stat = await readFile("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0) / 100;
}

interface FitRun {
  seconds: number;
  cpuSeconds: number;
  bytes: number;
  encodes: number;
  sampleEncodes: number;
  failure?: string;
}

async function convert(
  inputPath: string,
  options: VideoToGifOptions,
  workDir: string,
): Promise<FitRun> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  // The worker's intake probes the video once and gives the processor its facts; the probe is
  // not part of either time.
  const detectedType = await detectFileType(await readHead(inputPath));
  const video = await probeVideoWithinLimits(
    inputPath,
    detectedType ?? "",
    defaultLimits,
    media.run,
    new AbortController().signal,
  );
  let encodes = 1;
  let sampleEncodes = 0;
  const started = performance.now();
  const cpuStarted = await cpuSeconds();
  try {
    const process = await serverTools["video-to-gif"].processor();
    const result = await process(options, {
      inputPaths: [inputPath],
      inputFacts: [{ detectedType, video }],
      workDir,
      media,
      signal: new AbortController().signal,
      reportProgress(update) {
        const fitted = /in (\d+) encodes? and (\d+) of a sample/.exec(update.status ?? "");
        if (fitted) {
          encodes = Number(fitted[1]);
          sampleEncodes = Number(fitted[2]);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = (await cpuSeconds()) - cpuStarted;
    const gif = result.outputs.find((output) => output.kind === "gif");
    return {
      seconds,
      cpuSeconds: cpu,
      bytes: gif ? (await stat(gif.path)).size : 0,
      encodes,
      sampleEncodes,
    };
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    const cpu = (await cpuSeconds()) - cpuStarted;
    return {
      seconds,
      cpuSeconds: cpu,
      bytes: 0,
      encodes,
      sampleEncodes,
      failure: (error as Error).message,
    };
  }
}

export async function benchRows(context: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const only = process.argv.indexOf("--clip");
  const chosen =
    only > 0 ? clips.filter((clip) => clip.includes(process.argv[only + 1] ?? "")) : clips;
  for (const clip of chosen) {
    const inputPath = fixture(clip);
    const facts = await videoFacts(inputPath);
    const width = 480;
    const height = Math.round((width * facts.height) / facts.width / 2) * 2;
    const base: VideoToGifOptions = {
      ...tools["video-to-gif"].defaults,
      segments: null,
      width,
      height,
    };
    const workDir = join(context.workDir, basename(clip));
    const plain = await convert(inputPath, base, workDir);
    for (const fraction of targetFractions) {
      const targetBytes = Math.max(10 * 1024, Math.round(plain.bytes * fraction));
      const fit = await convert(inputPath, { ...base, target_size_bytes: targetBytes }, workDir);
      rows.push({
        operation: `fit under ${Math.round(fraction * 100)}% of plain`,
        input: `${basename(clip)} ${width}×${height}`,
        gifkitSeconds: fit.seconds,
        baselineName: "one plain conversion",
        baselineSeconds: plain.seconds,
        gifkitBytes: fit.failure ? undefined : fit.bytes,
        baselineBytes: targetBytes,
        quality: `${fit.encodes} encodes + ${fit.sampleEncodes} of a sample, ${(fit.seconds / plain.seconds).toFixed(2)}× time, ${(fit.cpuSeconds / plain.cpuSeconds).toFixed(2)}× CPU, size ÷ target ${fit.failure ? "-" : (fit.bytes / targetBytes).toFixed(3)}`,
        failure: fit.failure,
      });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const workDir = await mkdtemp(join(tmpdir(), "gifkit-bench-fit-"));
  try {
    const rows = await benchRows({ baseUrl: "", workDir, repeat: 1 });
    console.log(
      "| clip | target | full + sample encodes | wall time (plain) | wall ÷ plain | CPU ÷ plain | final ÷ target |\n|---|---|---|---|---|---|---|",
    );
    for (const row of rows) {
      const ratio = row.gifkitSeconds / (row.baselineSeconds ?? Number.NaN);
      const sizeRatio = row.gifkitBytes
        ? (row.gifkitBytes / (row.baselineBytes ?? 1)).toFixed(3)
        : `failed: ${row.failure}`;
      const encodes = /^(\d+ encodes \+ \d+)/.exec(row.quality ?? "")?.[1];
      const cpu = /([\d.]+)× CPU/.exec(row.quality ?? "")?.[1];
      console.log(
        `| ${row.input} | ${row.operation.replace("fit under ", "")} (${Math.round((row.baselineBytes ?? 0) / 1024)} KB) | ${encodes} | ${row.gifkitSeconds.toFixed(1)} s (${row.baselineSeconds?.toFixed(1)} s) | ${ratio.toFixed(2)}× | ${cpu}× | ${sizeRatio} |`,
      );
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
