/**
 * Convert's rows of `npm run bench`: GIF → MP4, lossless WebP and APNG through the API, each
 * beside the bare command people would run for the same conversion on the same file.
 *
 *   node apps/server/scripts/bench-convert.ts [--repeat N]     (only these rows)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer } from "../test/helpers/test-server.ts";
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

const inputs = [
  { name: "classroom 480×270, 45 fr", path: fixture("gif/classroom.gif") },
  { name: "iss634 245×245, 42 fr, transparent", path: fixture("gif/iss634.gif") },
];

const conversions: {
  format: "mp4" | "webp" | "apng";
  baseline: (input: string, output: string) => { label: string; binary: string; args: string[] };
}[] = [
  {
    format: "mp4",
    baseline: (input, output) => ({
      label: "ffmpeg libx264 yuv420p, padded even",
      binary: "ffmpeg",
      args: [
        ...["-v", "error", "-y", "-i", input, "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"],
        ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart", output],
      ],
    }),
  },
  {
    format: "webp",
    // gif2webp is lossless by default, like Convert's WebP (it merges identical frames).
    baseline: (input, output) => ({
      label: "gif2webp (lossless)",
      binary: "gif2webp",
      args: ["-quiet", input, "-o", output],
    }),
  },
  {
    format: "apng",
    baseline: (input, output) => ({
      label: "ffmpeg -f apng",
      binary: "ffmpeg",
      args: ["-v", "error", "-y", "-i", input, "-plays", "0", "-f", "apng", output],
    }),
  },
];

export async function benchRows(context: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const input of inputs) {
    for (const conversion of conversions) {
      const baselineOutput = scratch(context, `baseline.${conversion.format}`);
      const gifkitOutput = scratch(context, `gifkit.${conversion.format}`);
      const { label, binary, args } = conversion.baseline(input.path, baselineOutput);
      const baselineTimes: number[] = [];
      const gifkitTimes: number[] = [];
      let peak = 0;
      let failure: string | undefined;
      for (let attempt = 0; attempt < context.repeat; attempt++) {
        baselineTimes.push((await timed(() => runTool(binary, args))).seconds);
        const measured = await withPeakRss(() =>
          timed(() =>
            runThroughApi(
              context.baseUrl,
              "convert",
              input.path,
              { format: conversion.format },
              gifkitOutput,
            ),
          ).catch((error: Error) => ({ seconds: Number.NaN, value: error.message })),
        );
        peak = Math.max(peak, measured.peak);
        gifkitTimes.push(measured.value.seconds);
        if (typeof measured.value.value === "string") failure = measured.value.value;
      }
      rows.push({
        operation: `convert to ${conversion.format}`,
        input: input.name,
        gifkitSeconds: median(gifkitTimes),
        baselineName: label,
        baselineSeconds: median(baselineTimes),
        gifkitBytes: failure ? undefined : await fileBytes(gifkitOutput),
        baselineBytes: await fileBytes(baselineOutput),
        peakRssMegabytes: peak,
        failure,
      });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const repeatArgument = process.argv.indexOf("--repeat");
  const repeat = repeatArgument > 0 ? Number(process.argv[repeatArgument + 1]) : 1;
  const workDir = await mkdtemp(join(tmpdir(), "gifkit-bench-convert-"));
  const server = await startTestServer({ listen: true, env: { WORKER_CONCURRENCY: "1" } });
  try {
    const rows = await benchRows({ baseUrl: server.baseUrl, workDir, repeat });
    for (const row of rows) {
      const ratio = row.baselineSeconds ? row.gifkitSeconds / row.baselineSeconds : Number.NaN;
      console.log(
        `| ${row.operation} | ${row.input} | ${row.failure ? `failed: ${row.failure}` : `${row.gifkitSeconds.toFixed(2)} s`} | ${row.baselineName} | ${row.baselineSeconds?.toFixed(2)} | ${ratio.toFixed(2)}× | ${row.gifkitBytes?.toLocaleString("en-US")} / ${row.baselineBytes?.toLocaleString("en-US")} | ${Math.round(row.peakRssMegabytes ?? 0)} |`,
      );
    }
  } finally {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
