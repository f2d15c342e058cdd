/**
 * Effects' rows of `npm run bench`: two color effects (the palette path) and one blur (the
 * engine's composited path) through the API, each beside the bare ffmpeg command people would
 * run for the same effect on the same GIF (the filter, then one palette and paletteuse), with CPU
 * seconds of both (issue 26's target: at most 1.5× the bare command's CPU).
 *
 *   node apps/server/scripts/bench-effects.ts [--repeat N]     (only these rows)
 */
import { fixture } from "../test/helpers/fixtures.ts";
import { processCpuSeconds, workerTreeCpuSeconds } from "./bench-edits.ts";
import {
  type BenchContext,
  type BenchRow,
  fileBytes,
  median,
  printRowsFromCommandLine,
  runThroughApi,
  runTool,
  scratch,
  timed,
} from "./bench-rows.ts";

const inputs = [
  { name: "classroom 480×270, 45 fr", path: fixture("gif/classroom.gif") },
  { name: "iss634 245×245, 42 fr, local palettes", path: fixture("gif/iss634.gif") },
];

const effects = [
  {
    name: "effects sepia",
    filters: '["sepia"]',
    // The same sepia matrix written as ffmpeg's colorchannelmixer takes it.
    bareFilter: "colorchannelmixer=.393:.769:.189:0:.349:.686:.168:0:.272:.534:.131",
  },
  {
    name: "effects grayscale",
    filters: '["grayscale"]',
    bareFilter: "format=gray",
  },
  {
    name: "effects blur 2 px",
    filters: '[{"name": "blur", "radius": 2}]',
    bareFilter: "gblur=sigma=2",
  },
];

/** The bare command: the filter, one palette for the GIF and paletteuse (ffmpeg's defaults). */
const bareArgs = (input: string, output: string, filter: string) => [
  ...["-v", "error", "-y", "-i", input],
  ...["-vf", `${filter},split[a][b];[a]palettegen[p];[b][p]paletteuse`, output],
];

export async function benchRows(context: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const input of inputs) {
    for (const effect of effects) {
      const baselineOutput = scratch(context, "baseline-effects.gif");
      const gifkitOutput = scratch(context, "gifkit-effects.gif");
      const baselineTimes: number[] = [];
      const gifkitTimes: number[] = [];
      const baselineCpu: number[] = [];
      const gifkitCpu: number[] = [];
      let failure: string | undefined;
      for (let attempt = 0; attempt < context.repeat; attempt++) {
        const before = await processCpuSeconds("self");
        const baseline = await timed(() =>
          runTool("ffmpeg", bareArgs(input.path, baselineOutput, effect.bareFilter)),
        );
        baselineCpu.push((await processCpuSeconds("self")).children - before.children);
        baselineTimes.push(baseline.seconds);
        const cpuBefore = await workerTreeCpuSeconds();
        const measured = await timed(() =>
          runThroughApi(
            context.baseUrl,
            "effects",
            input.path,
            { filters: effect.filters },
            gifkitOutput,
          ),
        ).catch((error: Error) => ({ seconds: Number.NaN, value: error.message }));
        gifkitCpu.push((await workerTreeCpuSeconds()) - cpuBefore);
        gifkitTimes.push(measured.seconds);
        if (typeof measured.value === "string") failure = measured.value;
      }
      rows.push({
        operation: effect.name,
        input: input.name,
        gifkitSeconds: median(gifkitTimes),
        baselineName: `ffmpeg -vf "${effect.bareFilter.slice(0, 24)}…,palettegen,paletteuse"`,
        baselineSeconds: median(baselineTimes),
        gifkitBytes: failure ? undefined : await fileBytes(gifkitOutput),
        baselineBytes: await fileBytes(baselineOutput),
        cpuSeconds: { gifkit: median(gifkitCpu), baseline: median(baselineCpu) },
        failure,
      });
    }
  }
  return rows;
}

if (import.meta.main) await printRowsFromCommandLine("effects", benchRows);
