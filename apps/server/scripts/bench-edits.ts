/**
 * The GIF edit rows of `npm run bench`: resize, crop, reverse, speed, cut, rotate 90, flip, rotate +
 * flip and Edit frames (delete every 2nd frame) (through the API), each beside the bare gifsicle command for the same operation on the same
 * file, on an opaque GIF and on a transparent GIF with a palette per
 * frame; and the peak RSS of a task that edits a 300-frame 800×800 GIF.
 */
import { readdir, readFile } from "node:fs/promises";
import { fixture } from "../test/helpers/fixtures.ts";
import {
  type BenchContext,
  type BenchRow,
  ffmpegSetup,
  fileBytes,
  median,
  runThroughApi,
  runTool,
  scratch,
  timed,
  withPeakRss,
} from "./bench-rows.ts";

/** Clock ticks of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** utime, stime, cutime, cstime of a process (the last two: children it waited for), in seconds. */
export async function processCpuSeconds(
  pid: number | "self",
): Promise<{ own: number; children: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  return {
    own: ((fields[11] as number) + (fields[12] as number)) / ticksPerSecond,
    children: ((fields[13] as number) + (fields[14] as number)) / ticksPerSecond,
  };
}

/**
 * CPU seconds used so far by the worker processes (this process's children) and the binaries
 * they ran and waited for: what a task costs, without the HTTP server's and the client's share.
 */
export async function workerTreeCpuSeconds(): Promise<number> {
  let total = 0;
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== process.pid) continue;
      const cpu = await processCpuSeconds(Number(name));
      total += cpu.own + cpu.children;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** CPU seconds of the bare command: the children this process waited for. */
async function timedBaseline(args: string[]): Promise<{ seconds: number; cpuSeconds: number }> {
  const before = await processCpuSeconds("self");
  const { seconds } = await timed(() => runTool("gifsicle", args));
  const after = await processCpuSeconds("self");
  return { seconds, cpuSeconds: after.children - before.children };
}

export interface EditInput {
  name: string;
  path: string;
  width: number;
  height: number;
  frameCount: number;
}

export interface EditInputs {
  opaque: EditInput;
  transparent: EditInput;
  large: EditInput;
}

/**
 * A moving clip (from the bottle-detection fixture) on a transparent canvas, quantised with a
 * palette per frame (ffmpeg palettegen stats_mode=single + paletteuse new=1) and then optimised by
 * gifsicle into partial frames: local colour tables + transparency, which gifsicle cannot
 * unoptimise.
 */
export async function makeSpriteGif(
  outputPath: string,
  size: { width: number; height: number },
  sprite: { width: number; height: number },
  frames: number,
): Promise<void> {
  const rawPath = `${outputPath}.ffmpeg.gif`;
  const travel = size.width - sprite.width;
  await ffmpegSetup([
    "-ss",
    "2",
    "-i",
    fixture("video/bottle-detection.mp4"),
    "-filter_complex",
    `color=c=black@0:s=${size.width}x${size.height}:r=10,format=rgba[canvas];` +
      `[0:v]fps=10,scale=${sprite.width}:${sprite.height},format=rgba[clip];` +
      `[canvas][clip]overlay=x='mod(t*60\\,${travel})':y=20:shortest=1,` +
      "split[a][b];[a]palettegen=stats_mode=single:reserve_transparent=1[p];" +
      "[b][p]paletteuse=new=1:alpha_threshold=128",
    "-frames:v",
    String(frames),
    "-f",
    "gif",
    rawPath,
  ]);
  await runTool("gifsicle", ["-O3", rawPath, "-o", outputPath]);
}

export async function makeEditInputs(workDir: string): Promise<EditInputs> {
  const transparent = `${workDir}/sprite-1000x175.gif`;
  const large = `${workDir}/sprite-800x800.gif`;
  await makeSpriteGif(transparent, { width: 1000, height: 175 }, { width: 240, height: 136 }, 260);
  await makeSpriteGif(large, { width: 800, height: 800 }, { width: 400, height: 300 }, 300);
  return {
    opaque: {
      name: "classroom 480×270, 45 fr",
      path: fixture("gif/classroom.gif"),
      width: 480,
      height: 270,
      frameCount: 45,
    },
    transparent: {
      name: "sprite 1000×175, 260 fr, transparent, local palettes",
      path: transparent,
      width: 1000,
      height: 175,
      frameCount: 260,
    },
    large: {
      name: "sprite 800×800, 300 fr, transparent, local palettes",
      path: large,
      width: 800,
      height: 800,
      frameCount: 300,
    },
  };
}

interface Operation {
  name: string;
  /** Tool path and form fields, or null when the engine has no route for it yet. */
  api: ((input: EditInput) => { tool: string; fields: Record<string, string> }) | null;
  baseline: (input: EditInput, output: string) => { label: string; args: string[] };
}

const operations: Operation[] = [
  {
    name: "resize to half width",
    api: (input) => ({
      tool: "resize",
      fields: {
        width: String(Math.round(input.width / 2)),
        height: String(input.height),
        maintain_aspect_ratio: "true",
      },
    }),
    // Plain gifsicle (its default area filter), issue 30's measure: GifKit's bytes at most its.
    baseline: (input, output) => ({
      label: "gifsicle --resize",
      args: [input.path, "--resize", `${Math.round(input.width / 2)}x_`, "-o", output],
    }),
  },
  {
    name: "crop 200×100",
    api: () => ({ tool: "crop", fields: { x: "40", y: "30", width: "200", height: "100" } }),
    baseline: (input, output) => ({
      label: "gifsicle --crop",
      args: ["--crop", "40,30+200x100", input.path, "-o", output],
    }),
  },
  {
    name: "reverse",
    api: () => ({ tool: "reverse", fields: {} }),
    baseline: (input, output) => ({
      label: "gifsicle -U '#-1-0' -O2",
      args: ["-U", input.path, "#-1-0", "-O2", "-o", output],
    }),
  },
  {
    name: "rotate 90°",
    api: () => ({ tool: "rotate", fields: { angle: "90", flip: "none" } }),
    baseline: (input, output) => ({
      label: "gifsicle --rotate-90",
      args: ["--rotate-90", input.path, "-o", output],
    }),
  },
  {
    name: "flip horizontal",
    api: () => ({ tool: "rotate", fields: { angle: "0", flip: "horizontal" } }),
    baseline: (input, output) => ({
      label: "gifsicle --flip-horizontal",
      args: ["--flip-horizontal", input.path, "-o", output],
    }),
  },
  {
    name: "rotate 90° + flip horizontal",
    api: () => ({ tool: "rotate", fields: { angle: "90", flip: "horizontal" } }),
    // gifsicle flips before it rotates: the same picture needs the other axis.
    baseline: (input, output) => ({
      label: "gifsicle --rotate-90 --flip-vertical",
      args: ["--rotate-90", "--flip-vertical", input.path, "-o", output],
    }),
  },
  {
    // From a later frame: the kept frames must be rebuilt as whole pictures first.
    name: "cut frames 11-40",
    api: () => ({ tool: "cut", fields: { start_frame: "11", end_frame: "40" } }),
    baseline: (input, output) => ({
      label: "gifsicle -U '#10-39' -O2",
      args: ["-U", input.path, "#10-39", "-O2", "-o", output],
    }),
  },
  {
    // Every frame kept (classroom 6-7 → 3-4 hundredths, sprite 10 → 5): only delays rewritten.
    name: "speed ×2",
    api: () => ({ tool: "speed", fields: { speed: "2" } }),
    baseline: (input, output) => ({
      label: "gifsicle --delay 4",
      args: ["--delay", "4", input.path, "-o", output],
    }),
  },
  {
    // Frames dropped (classroom keeps 1 in 3, sprite 1 in 2): whole pictures rebuilt.
    name: "speed ×10",
    api: () => ({ tool: "speed", fields: { speed: "10" } }),
    baseline: (input, output) => ({
      label: "gifsicle -U, every 2nd frame, -O2 --delay 2",
      args: [
        "-U",
        "--delay",
        "2",
        input.path,
        ...Array.from({ length: Math.ceil(input.frameCount / 2) }, (_, index) => `#${index * 2}`),
        "-O2",
        "-o",
        output,
      ],
    }),
  },
  {
    // Edit frames: every 2nd frame deleted (half the frames), each kept frame with its own delay.
    name: "edit frames: delete every 2nd",
    api: (input) => ({
      tool: "frames",
      fields: {
        frames: JSON.stringify(
          Array.from({ length: Math.ceil(input.frameCount / 2) }, (_, index) => ({
            index: index * 2,
          })),
        ),
      },
    }),
    baseline: (input, output) => ({
      label: "gifsicle -U, every 2nd frame, -O2",
      args: [
        "-U",
        input.path,
        ...Array.from({ length: Math.ceil(input.frameCount / 2) }, (_, index) => `#${index * 2}`),
        "-O2",
        "-o",
        output,
      ],
    }),
  },
];

export async function benchEditRows(
  context: BenchContext,
  inputs: EditInputs,
  /** Only the operations whose name contains this text (`npm run bench -- --only cut`). */
  only?: string,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const chosen = operations.filter((operation) => !only || operation.name.includes(only));
  for (const input of [inputs.opaque, inputs.transparent]) {
    for (const operation of chosen) {
      const baselineOutput = scratch(context, "baseline.gif");
      const gifkitOutput = scratch(context, "gifkit.gif");
      const { label, args } = operation.baseline(input, baselineOutput);
      const baselineTimes: number[] = [];
      const gifkitTimes: number[] = [];
      const baselineCpu: number[] = [];
      const gifkitCpu: number[] = [];
      let peak = 0;
      let failure: string | undefined;
      for (let attempt = 0; attempt < context.repeat; attempt++) {
        const baseline = await timedBaseline(args);
        baselineTimes.push(baseline.seconds);
        baselineCpu.push(baseline.cpuSeconds);
        const api = operation.api?.(input);
        if (api) {
          const cpuBefore = await workerTreeCpuSeconds();
          const measured = await withPeakRss(() =>
            timed(() =>
              runThroughApi(context.baseUrl, api.tool, input.path, api.fields, gifkitOutput),
            ).catch((error: Error) => ({ seconds: Number.NaN, value: error.message })),
          );
          gifkitCpu.push((await workerTreeCpuSeconds()) - cpuBefore);
          peak = Math.max(peak, measured.peak);
          gifkitTimes.push(measured.value.seconds);
          if (typeof measured.value.value === "string") failure = measured.value.value;
        }
      }
      if (gifkitTimes.length === 0) continue;
      rows.push({
        operation: operation.name,
        input: input.name,
        gifkitSeconds: median(gifkitTimes),
        baselineName: label,
        baselineSeconds: median(baselineTimes),
        gifkitBytes: failure ? undefined : await fileBytes(gifkitOutput),
        baselineBytes: await fileBytes(baselineOutput),
        peakRssMegabytes: peak,
        cpuSeconds: { gifkit: median(gifkitCpu), baseline: median(baselineCpu) },
        failure,
      });
    }
  }
  // Memory: one task on a 300-frame 800×800 GIF that only the composited path can reverse.
  for (const operation of chosen.filter((candidate) => candidate.name !== "crop 200×100")) {
    const api = operation.api?.(inputs.large);
    if (!api) continue;
    const gifkitOutput = scratch(context, "gifkit-large.gif");
    const cpuBefore = await workerTreeCpuSeconds();
    const measured = await withPeakRss(() =>
      timed(() =>
        runThroughApi(context.baseUrl, api.tool, inputs.large.path, api.fields, gifkitOutput),
      ).catch((error: Error) => ({ seconds: Number.NaN, value: error.message })),
    );
    const gifkitCpuSeconds = (await workerTreeCpuSeconds()) - cpuBefore;
    const failure = typeof measured.value.value === "string" ? measured.value.value : undefined;
    const baselineOutput = scratch(context, "baseline-large.gif");
    const { label, args } = operation.baseline(inputs.large, baselineOutput);
    const baseline = await timedBaseline(args);
    rows.push({
      operation: `${operation.name} (memory)`,
      input: inputs.large.name,
      gifkitSeconds: measured.value.seconds,
      baselineName: label,
      baselineSeconds: baseline.seconds,
      gifkitBytes: failure ? undefined : await fileBytes(gifkitOutput),
      baselineBytes: await fileBytes(baselineOutput),
      peakRssMegabytes: measured.peak,
      cpuSeconds: { gifkit: gifkitCpuSeconds, baseline: baseline.cpuSeconds },
      failure,
    });
  }
  return rows;
}
