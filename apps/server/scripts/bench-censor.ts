/**
 * Censor's rows of `npm run bench`: a blurred and a pixelated region with their own time ranges,
 * through the API, beside the bare ffmpeg command people would run for the same edit on the same
 * GIF (the same crop + boxblur / pixelize + overlay with `enable`, then a palette per frame):
 * wall time, bytes and CPU seconds of the worker's process tree against the command's.
 *
 *   node apps/server/scripts/bench-censor.ts [--repeat N]     (only these rows)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixture } from "../test/helpers/fixtures.ts";
import { startTestServer } from "../test/helpers/test-server.ts";
import { processCpuSeconds, workerTreeCpuSeconds } from "./bench-edits.ts";
import {
  type BenchContext,
  type BenchRow,
  fileBytes,
  median,
  runThroughApi,
  runTool,
  scratch,
  timed,
} from "./bench-rows.ts";

const inputs = [
  { name: "classroom 480×270, 45 fr", path: fixture("gif/classroom.gif") },
  { name: "iss634 245×245, 42 fr, transparent", path: fixture("gif/iss634.gif") },
];

/** Frames 5-20 blurred, frames 10 to the end pixelated (the API gets the same in seconds). */
const blur = { x: 20, y: 20, width: 100, height: 60, radius: 8, firstFrame: 5, lastFrame: 20 };
const blocks = { x: 120, y: 100, width: 90, height: 80, size: 12, firstFrame: 10 };

function baselineArgs(input: string, output: string, lastFrame: number): string[] {
  const graph = [
    "[0:v]split[main][blurSource]",
    `[blurSource]crop=${blur.width}:${blur.height}:${blur.x}:${blur.y},boxblur=${blur.radius}:2[blurred]`,
    `[main][blurred]overlay=${blur.x}:${blur.y}:enable='between(n,${blur.firstFrame},${blur.lastFrame})',split[second][blockSource]`,
    `[blockSource]crop=${blocks.width}:${blocks.height}:${blocks.x}:${blocks.y},pixelize=w=${blocks.size}:h=${blocks.size}[blocks]`,
    `[second][blocks]overlay=${blocks.x}:${blocks.y}:enable='between(n,${blocks.firstFrame},${lastFrame})',split[frames][paletteSource]`,
    "[paletteSource]palettegen=stats_mode=single[palette]",
    "[frames][palette]paletteuse=new=1",
  ].join(";");
  return [
    "-v",
    "error",
    "-y",
    "-i",
    input,
    "-filter_complex",
    graph,
    "-fps_mode",
    "passthrough",
    output,
  ];
}

/** The regions in the API's terms: the frames above as times, from the GIF's own delays. */
function apiRegions(delaysCentiseconds: number[]): string {
  const at = (frame: number) =>
    delaysCentiseconds.slice(0, frame).reduce((sum, d) => sum + d, 0) / 100;
  return JSON.stringify([
    {
      ...blur,
      style: "blur",
      strength: blur.radius,
      start_time: at(blur.firstFrame),
      end_time: at(blur.lastFrame + 1),
    },
    { ...blocks, style: "pixelate", strength: blocks.size, start_time: at(blocks.firstFrame) },
  ]);
}

async function gifDelays(path: string): Promise<number[]> {
  const { readGifStructure } = await import("@gifkit/tools/shared/image-header");
  return (await readGifStructure(path)).frames.map((frame) => frame.delayCentiseconds);
}

export async function benchRows(context: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const input of inputs) {
    const delays = await gifDelays(input.path);
    const baselineOutput = scratch(context, "censor-baseline.gif");
    const gifkitOutput = scratch(context, "censor-gifkit.gif");
    const baselineTimes: number[] = [];
    const baselineCpu: number[] = [];
    const gifkitTimes: number[] = [];
    const gifkitCpu: number[] = [];
    let failure: string | undefined;
    for (let attempt = 0; attempt < context.repeat; attempt++) {
      const before = await processCpuSeconds("self");
      baselineTimes.push(
        (
          await timed(() =>
            runTool("ffmpeg", baselineArgs(input.path, baselineOutput, delays.length - 1)),
          )
        ).seconds,
      );
      baselineCpu.push((await processCpuSeconds("self")).children - before.children);
      const cpuBefore = await workerTreeCpuSeconds();
      const measured = await timed(() =>
        runThroughApi(
          context.baseUrl,
          "censor",
          input.path,
          { regions: apiRegions(delays) },
          gifkitOutput,
        ),
      ).catch((error: Error) => {
        failure = error.message;
        return { seconds: Number.NaN };
      });
      gifkitCpu.push((await workerTreeCpuSeconds()) - cpuBefore);
      gifkitTimes.push(measured.seconds);
    }
    rows.push({
      operation: "censor: blur + pixelate, each on its frames",
      input: input.name,
      gifkitSeconds: median(gifkitTimes),
      baselineName: "ffmpeg crop/boxblur/pixelize/overlay + palette per frame",
      baselineSeconds: median(baselineTimes),
      gifkitBytes: failure ? undefined : await fileBytes(gifkitOutput),
      baselineBytes: await fileBytes(baselineOutput),
      cpuSeconds: { gifkit: median(gifkitCpu), baseline: median(baselineCpu) },
      failure,
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const repeatArgument = process.argv.indexOf("--repeat");
  const repeat = repeatArgument > 0 ? Number(process.argv[repeatArgument + 1]) : 1;
  const workDir = await mkdtemp(join(tmpdir(), "gifkit-bench-censor-"));
  const server = await startTestServer({ listen: true, env: { WORKER_CONCURRENCY: "1" } });
  try {
    for (const row of await benchRows({ baseUrl: server.baseUrl, workDir, repeat })) {
      const cpu = row.cpuSeconds;
      console.log(
        `| ${row.operation} | ${row.input} | ${row.failure ? `failed: ${row.failure}` : `${row.gifkitSeconds.toFixed(2)} s`} | ${row.baselineName} | ${row.baselineSeconds?.toFixed(2)} s | ${row.gifkitBytes?.toLocaleString("en-US")} / ${row.baselineBytes?.toLocaleString("en-US")} | CPU ${cpu?.gifkit.toFixed(2)} / ${cpu?.baseline.toFixed(2)} s (${cpu ? (cpu.gifkit / cpu.baseline).toFixed(2) : "-"}×) |`,
      );
    }
  } finally {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
