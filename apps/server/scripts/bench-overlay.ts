/**
 * Overlay's rows of `npm run bench` (issue 26): a 96 px PNG logo at 70% opacity placed at (10, 10)
 * on a GIF through the API, beside the bare ffmpeg command people would run for it on the same
 * files (the logo's alpha scaled, overlay, one palette and paletteuse), with CPU seconds of both
 * (target: at most 1.5× the bare command's CPU).
 *
 *   node apps/server/scripts/bench-overlay.ts [--repeat N]     (only these rows)
 */
import { readFile, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { fixture } from "../test/helpers/fixtures.ts";
import { processCpuSeconds, workerTreeCpuSeconds } from "./bench-edits.ts";
import {
  type BenchContext,
  type BenchRow,
  ffmpegSetup,
  fileBytes,
  median,
  printRowsFromCommandLine,
  runTool,
  scratch,
  timed,
} from "./bench-rows.ts";

const inputs = [
  { name: "classroom 480×270, 45 fr", path: fixture("gif/classroom.gif") },
  { name: "iss634 245×245, 42 fr, local palettes", path: fixture("gif/iss634.gif") },
];

const placement = { x: 10, y: 10, width: 96, opacity: 0.7 };

/** The bare command: the logo's alpha × opacity, overlay, one palette and paletteuse. */
const bareArgs = (input: string, logo: string, output: string) => [
  ...["-v", "error", "-y", "-i", input, "-i", logo],
  "-filter_complex",
  `[1:v]format=rgba,colorchannelmixer=aa=${placement.opacity}[logo];` +
    `[0:v][logo]overlay=${placement.x}:${placement.y},split[a][b];[a]palettegen[p];[b][p]paletteuse`,
  output,
];

/** Overlay through the API: the GIF and the logo as files, the placement as fields. */
async function overlayThroughApi(
  baseUrl: string,
  gifPath: string,
  logoPath: string,
  outputPath: string,
): Promise<void> {
  const form = new FormData();
  form.append(
    "file",
    new Blob([await readFile(gifPath)], { type: "image/gif" }),
    basename(gifPath),
  );
  form.append("overlay", new Blob([await readFile(logoPath)], { type: "image/png" }), "logo.png");
  for (const [name, value] of Object.entries(placement)) form.append(name, String(value));
  const start = await fetch(`${baseUrl}/api/overlay`, { method: "POST", body: form });
  if (start.status !== 202) throw new Error(`overlay: ${start.status} ${await start.text()}`);
  const { task_id: taskId } = (await start.json()) as { task_id: string };
  for (;;) {
    const status = (await (await fetch(`${baseUrl}/api/task-status/${taskId}`)).json()) as {
      state: string;
      error?: string;
      result?: { path?: string };
    };
    if (status.state === "FAILURE") throw new Error(`overlay failed: ${status.error}`);
    if (status.state === "SUCCESS") {
      const result = await fetch(`${baseUrl}/api/download/${status.result?.path}?proxy=1`);
      await writeFile(outputPath, Buffer.from(await result.arrayBuffer()));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function benchRows(context: BenchContext): Promise<BenchRow[]> {
  // A 96 px logo with soft transparent edges, made from the photo fixture.
  const logo = scratch(context, "overlay-logo.png");
  await ffmpegSetup([
    ...["-i", fixture("image/elephant-660-480.jpg")],
    ...["-vf", "scale=96:-1,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='min(255,4*X)'"],
    logo,
  ]);
  const rows: BenchRow[] = [];
  for (const input of inputs) {
    const baselineOutput = scratch(context, "baseline-overlay.gif");
    const gifkitOutput = scratch(context, "gifkit-overlay.gif");
    const baselineTimes: number[] = [];
    const gifkitTimes: number[] = [];
    const baselineCpu: number[] = [];
    const gifkitCpu: number[] = [];
    let failure: string | undefined;
    for (let attempt = 0; attempt < context.repeat; attempt++) {
      const before = await processCpuSeconds("self");
      const baseline = await timed(() =>
        runTool("ffmpeg", bareArgs(input.path, logo, baselineOutput)),
      );
      baselineCpu.push((await processCpuSeconds("self")).children - before.children);
      baselineTimes.push(baseline.seconds);
      const cpuBefore = await workerTreeCpuSeconds();
      const measured = await timed(() =>
        overlayThroughApi(context.baseUrl, input.path, logo, gifkitOutput),
      ).catch((error: Error) => ({ seconds: Number.NaN, value: error.message }));
      gifkitCpu.push((await workerTreeCpuSeconds()) - cpuBefore);
      gifkitTimes.push(measured.seconds);
      if (typeof measured.value === "string") failure = measured.value;
    }
    rows.push({
      operation: "overlay 96 px PNG, 70% opacity",
      input: input.name,
      gifkitSeconds: median(gifkitTimes),
      baselineName: 'ffmpeg -filter_complex "overlay,palettegen,paletteuse"',
      baselineSeconds: median(baselineTimes),
      gifkitBytes: failure ? undefined : await fileBytes(gifkitOutput),
      baselineBytes: await fileBytes(baselineOutput),
      cpuSeconds: { gifkit: median(gifkitCpu), baseline: median(baselineCpu) },
      failure,
    });
  }
  return rows;
}

if (import.meta.main) await printRowsFromCommandLine("overlay", benchRows);
