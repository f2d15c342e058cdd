/**
 * The quality of a squeeze (issue 27): on the fixture GIFs, at targets of 50% and 30% of the
 * input's size, GifKit's fit-under result (Optimize with `target_size_bytes` through the API: the
 * same post-step every GIF tool runs, starting from the tool's own result, here the upload) beside
 * the best `gifsicle -O3 --lossy=N --colors=M` at most the same target, found by a grid (N = 20,
 * 40, ..., 200; M = 256, 128, 64, 32). Both are judged by SSIM against the unsqueezed GIF (the
 * input), frame by frame in time, a smaller result scaled back up to the input's size. GifKit wins
 * a row when its SSIM is at least the grid's best (or the grid has nothing under the target).
 *
 *   node apps/server/scripts/bench-squeeze.ts        (prints the table docs/quality.md quotes)
 *
 * `npm run bench` adds one row per GIF and target to its table (bench.ts's module list).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { FitSettings, TaskStatus } from "@gifkit/contracts";
import { fixture } from "../test/helpers/fixtures.ts";
import { gifsicleInfo } from "../test/helpers/media-probe.ts";
import { startTestServer } from "../test/helpers/test-server.ts";
import type { BenchContext, BenchRow } from "./bench-rows.ts";

const run = promisify(execFile);
const maxBuffer = 64 * 1024 * 1024;

/**
 * The fixture GIFs whose 30% is above the 10 KB smallest target (cogs, dispose-background and
 * animated-loop-3 are under 8 KB whole; rotating-squares.gif is 42 KB of which 40 KB are trailing
 * bytes after the GIF).
 */
const gifs = ["gif/iss634.gif", "gif/classroom.gif"];
const targetFractions = [0.5, 0.3];
const lossyGrid = [20, 40, 60, 80, 100, 120, 140, 160, 180, 200];
const coloursGrid = [256, 128, 64, 32];

export interface SqueezeRow {
  gif: string;
  inputBytes: number;
  targetBytes: number;
  gifkitBytes: number | null;
  gifkitSsim: number | null;
  gifkitSettings: FitSettings | null;
  gifkitSeconds: number;
  /** Why GifKit made nothing (target-size-unreachable), or null. */
  gifkitFailure: string | null;
  /** The grid's best under the target, or null when no grid point is under it. */
  gridBest: { lossy: number; colours: number; bytes: number; ssim: number } | null;
  gifkitWins: boolean;
}

/**
 * SSIM "All" of `candidatePath` against `referencePath` (the ssim filter's main input, so each
 * reference frame is paired with the candidate's frame on screen at that moment). A candidate made
 * smaller is scaled back to the reference's size; transparent pixels count as black
 * (premultiplied), whatever colour their palette entry has.
 */
async function ssimAgainst(
  candidatePath: string,
  referencePath: string,
  size: { width: number; height: number },
): Promise<number> {
  const { stderr } = await run(
    "ffmpeg",
    [
      "-nostdin",
      "-i",
      referencePath,
      "-i",
      candidatePath,
      "-lavfi",
      `[0:v]format=rgba,premultiply=inplace=1,format=yuv444p[a];[1:v]scale=${size.width}:${size.height}:flags=bicubic,format=rgba,premultiply=inplace=1,format=yuv444p[b];[a][b]ssim`,
      "-f",
      "null",
      "-",
    ],
    { maxBuffer },
  );
  const match = /All:([\d.]+)/.exec(stderr);
  if (!match) throw new Error(`no SSIM in ffmpeg output: ${stderr.slice(-300)}`);
  return Number(match[1]);
}

/** Every grid point of one GIF: its bytes and SSIM (the same for every target). */
async function gifsicleGrid(
  gifPath: string,
  size: { width: number; height: number },
  directory: string,
) {
  const points: { lossy: number; colours: number; bytes: number; ssim: number }[] = [];
  for (const colours of coloursGrid) {
    for (const lossy of lossyGrid) {
      const outputPath = join(directory, `${basename(gifPath)}-grid-${colours}-${lossy}.gif`);
      await run(
        "gifsicle",
        ["-O3", `--lossy=${lossy}`, `--colors=${colours}`, gifPath, "-o", outputPath],
        { maxBuffer },
      ).catch((error) => {
        // rotating-squares.gif has trailing bytes: gifsicle warns, exits 1 and still writes it.
        if (!existsSync(outputPath)) throw error;
      });
      const bytes = (await stat(outputPath)).size;
      points.push({ lossy, colours, bytes, ssim: await ssimAgainst(outputPath, gifPath, size) });
      await rm(outputPath, { force: true });
    }
  }
  return points;
}

async function gifkitFit(
  baseUrl: string,
  gifPath: string,
  targetBytes: number,
  outputPath: string,
) {
  const form = new FormData();
  form.append("file", new Blob([await readFile(gifPath)]), basename(gifPath));
  form.append("target_size_bytes", String(targetBytes));
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/optimize`, { method: "POST", body: form });
  if (response.status !== 202)
    throw new Error(`start failed: ${response.status} ${await response.text()}`);
  const { task_id: taskId } = (await response.json()) as { task_id: string };
  let status: TaskStatus;
  for (;;) {
    status = (await (await fetch(`${baseUrl}/api/task-status/${taskId}`)).json()) as TaskStatus;
    if (status.state === "SUCCESS" || status.state === "FAILURE") break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  if (status.state !== "SUCCESS") return { seconds, failure: status.error ?? "failed" };
  const gif = await fetch(`${baseUrl}/api/download/${status.result?.gif}?proxy=1`);
  await writeFile(outputPath, Buffer.from(await gif.arrayBuffer()));
  return { seconds, failure: null, settings: status.result?.settings ?? null };
}

export async function benchSqueeze(baseUrl: string): Promise<SqueezeRow[]> {
  const directory = await mkdtemp(join(tmpdir(), "gifkit-squeeze-"));
  const rows: SqueezeRow[] = [];
  try {
    for (const name of gifs) {
      const gifPath = fixture(name);
      const info = await gifsicleInfo(gifPath);
      const size = { width: info.width, height: info.height };
      const inputBytes = (await stat(gifPath)).size;
      const grid = await gifsicleGrid(gifPath, size, directory);
      for (const fraction of targetFractions) {
        const targetBytes = Math.floor(inputBytes * fraction);
        const outputPath = join(directory, `${basename(name)}-gifkit-${fraction}.gif`);
        const gifkit = await gifkitFit(baseUrl, gifPath, targetBytes, outputPath);
        const gifkitBytes = gifkit.failure ? null : (await stat(outputPath)).size;
        const gifkitSsim = gifkit.failure ? null : await ssimAgainst(outputPath, gifPath, size);
        const under = grid.filter((point) => point.bytes <= targetBytes);
        const gridBest = under.reduce<(typeof under)[number] | null>(
          (best, point) => (best === null || point.ssim > best.ssim ? point : best),
          null,
        );
        rows.push({
          gif: basename(name),
          inputBytes,
          targetBytes,
          gifkitBytes,
          gifkitSsim,
          gifkitSettings: gifkit.settings ?? null,
          gifkitSeconds: gifkit.seconds,
          gifkitFailure: gifkit.failure,
          gridBest,
          gifkitWins: gifkitSsim !== null && (gridBest === null || gifkitSsim >= gridBest.ssim),
        });
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  return rows;
}

const bytes = (value: number) => value.toLocaleString("en-US");

function settingsText(settings: FitSettings | null): string {
  if (!settings) return "-";
  const fps = settings.fps === undefined ? "" : `, ${settings.fps} fps`;
  return `${settings.width}×${settings.height}${fps}, ${settings.colors} colors, lossy ${settings.lossy}`;
}

/** The markdown table docs/quality.md quotes, with the count of GifKit's wins under it. */
export function formatSqueezeTable(rows: readonly SqueezeRow[]): string {
  const lines = [
    "| GIF | input bytes | target | GifKit bytes | GifKit SSIM | GifKit settings | best gifsicle (lossy, colors) | bytes | SSIM | GifKit wins |",
    "| --- | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: | --- |",
  ];
  for (const row of rows) {
    const share = Math.round((row.targetBytes / row.inputBytes) * 100);
    const grid = row.gridBest;
    lines.push(
      `| ${row.gif} | ${bytes(row.inputBytes)} | ${bytes(row.targetBytes)} (${share}%) | ${row.gifkitBytes === null ? `failed: ${row.gifkitFailure}` : bytes(row.gifkitBytes)} | ${row.gifkitSsim?.toFixed(4) ?? "-"} | ${settingsText(row.gifkitSettings)} | ${grid ? `${grid.lossy}, ${grid.colours}` : "none under the target"} | ${grid ? bytes(grid.bytes) : "-"} | ${grid ? grid.ssim.toFixed(4) : "-"} | ${row.gifkitWins ? "yes" : "no"} |`,
    );
  }
  const wins = rows.filter((row) => row.gifkitWins).length;
  lines.push("", `GifKit at least as good as the grid's best in ${wins} of ${rows.length} rows.`);
  return lines.join("\n");
}

/** `npm run bench`'s rows: one per GIF and target. */
export async function benchRows(context: BenchContext): Promise<BenchRow[]> {
  const rows = await benchSqueeze(context.baseUrl);
  return rows.map((row) => ({
    operation: `fit under ${Math.round((row.targetBytes / row.inputBytes) * 100)}% (squeeze)`,
    input: `${row.gif} (${bytes(row.inputBytes)} B)`,
    gifkitSeconds: row.gifkitFailure ? Number.NaN : row.gifkitSeconds,
    baselineName: "best gifsicle -O3 --lossy=N --colors=M under the target (grid)",
    // The grid's time is 40 encodes, not one squeeze: not a fair time baseline.
    baselineSeconds: null,
    gifkitBytes: row.gifkitBytes ?? undefined,
    baselineBytes: row.gridBest?.bytes,
    quality: `SSIM ${row.gifkitSsim?.toFixed(4) ?? "-"} vs ${row.gridBest?.ssim.toFixed(4) ?? "none"}${row.gifkitWins ? " (GifKit wins)" : ""}`,
    failure: row.gifkitFailure ?? undefined,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startTestServer({ listen: true, env: { WORKER_CONCURRENCY: "1" } });
  try {
    console.log(formatSqueezeTable(await benchSqueeze(server.baseUrl)));
  } finally {
    await server.close();
  }
}
