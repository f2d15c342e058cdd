/**
 * Quality per byte (issue 15): GifKit's output against the tools people would pick instead, on
 * every fixture clip and GIF, each figure beside its baseline measured in the same run.
 *
 *   node apps/server/scripts/bench-quality.ts [--levels low,medium,high] [--skip-optimize]
 *
 * Video to GIF: each clip in test/fixtures/video, its first 10 s (or all of it when shorter), at
 * 480 px wide and 15 fps. GifKit runs end to end through the HTTP API (upload to download); the
 * baselines are gifski 1.7 at quality 90 (frames written as PNG by ffmpeg, that time included, as
 * research/media-bench.md measured it) and the bare single-graph ffmpeg fast path
 * (palettegen stats_mode=diff + paletteuse, Bayer 3, diff_mode=rectangle). SSIM ("All", yuv444p) is
 * against the source frames at the same size and rate, stored losslessly. Targets: GifKit medium's
 * bytes ≤ gifski's, its SSIM ≥ gifski's, its time ≤ 2 × the fast path's.
 *
 * Optimize: each GIF in test/fixtures/gif at the tool's defaults against
 * `gifsicle -O3 --lossy=80`; SSIM frame by frame against the input GIF (transparent pixels black).
 * Target: smaller at equal or higher SSIM.
 *
 * gifski is AGPL: it is installed with npm into a scratch folder outside the repository
 * (GIFSKI_DIR, default $TMPDIR/gifkit-bench-gifski) for this comparison only. GifKit never ships
 * or calls it.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TaskStatus } from "@gifkit/contracts";
import { fixture } from "../test/helpers/fixtures.ts";
import { videoFacts } from "../test/helpers/media-probe.ts";
import { startTestServer } from "../test/helpers/test-server.ts";
import type { BenchContext, BenchRow } from "./bench-rows.ts";

const run = promisify(execFile);
const maxBuffer = 64 * 1024 * 1024;

const outputWidth = 480;
const fps = 15;
const maxClipSeconds = 10;

export interface VideoQualityRow {
  clip: string;
  level: string;
  width: number;
  height: number;
  seconds: number;
  gifkitBytes: number;
  gifkitSsim: number;
  gifkitSeconds: number;
  gifskiBytes: number;
  gifskiSsim: number;
  gifskiSeconds: number;
  fastPathBytes: number;
  fastPathSsim: number;
  fastPathSeconds: number;
  /** GifKit ÷ gifski bytes (target ≤ 1 at medium). */
  bytesRatio: number;
  /** GifKit − gifski SSIM (target ≥ 0 at medium). */
  ssimDifference: number;
  /** GifKit ÷ fast path time (target ≤ 2 at medium). */
  timeRatio: number;
  meetsTarget: boolean;
}

export interface OptimizeQualityRow {
  gif: string;
  inputBytes: number;
  gifkitBytes: number;
  gifkitSsim: number;
  gifkitSeconds: number;
  gifsicleBytes: number;
  gifsicleSsim: number;
  gifsicleSeconds: number;
  meetsTarget: boolean;
}

export interface QualityBenchResult {
  video: VideoQualityRow[];
  optimize: OptimizeQualityRow[];
  /** One Markdown table per section, with the machine's load. */
  table: string;
}

const elapsedSeconds = (startedMs: number) => (performance.now() - startedMs) / 1000;

/** The gifski binary from the npm package, installed outside the repository on first use. */
async function gifskiBinary(): Promise<string> {
  const directory = process.env.GIFSKI_DIR ?? join(tmpdir(), "gifkit-bench-gifski");
  const binary = join(directory, "node_modules/gifski/bin/debian/gifski");
  if (existsSync(binary)) return binary;
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, "package.json"), '{"name":"scratch","private":true}\n');
  await run("npm", ["install", "--prefix", directory, "--no-save", "gifski@1.7"], { maxBuffer });
  return binary;
}

/** SSIM "All" parsed from ffmpeg's ssim filter. */
async function ssimOf(args: string[]): Promise<number> {
  const { stderr } = await run("ffmpeg", ["-nostdin", ...args, "-f", "null", "-"], { maxBuffer });
  const match = /All:([\d.]+)/.exec(stderr);
  if (!match) throw new Error(`no SSIM in ffmpeg output: ${stderr.slice(-300)}`);
  return Number(match[1]);
}

/** A GIF against the reference frames: the GIF resampled at 15 fps by its own delays. */
export const videoSsim = (gifPath: string, referencePath: string) =>
  ssimOf([
    "-i",
    gifPath,
    "-i",
    referencePath,
    "-lavfi",
    `[0:v]fps=${fps},format=yuv444p,setpts=N/${fps}/TB[a];[1:v]format=yuv444p,setpts=N/${fps}/TB[b];[a][b]ssim`,
  ]);

/**
 * A GIF against the GIF it was made from, frame by frame in time: each frame of the reference is
 * paired with the candidate's frame on screen at that moment (the reference is the ssim filter's
 * main input), so an optimiser that merges identical frames is compared fairly. Transparent
 * pixels count as black.
 */
const gifSsim = (gifPath: string, referencePath: string) =>
  ssimOf([
    "-i",
    referencePath,
    "-i",
    gifPath,
    "-lavfi",
    // premultiply: a transparent pixel is black whatever colour its palette entry has.
    "[0:v]format=rgba,premultiply=inplace=1,format=yuv444p[a];[1:v]format=rgba,premultiply=inplace=1,format=yuv444p[b];[a][b]ssim",
  ]);

async function waitAndDownload(
  baseUrl: string,
  response: Response,
  outputPath: string,
): Promise<void> {
  if (response.status !== 202)
    throw new Error(`start failed: ${response.status} ${await response.text()}`);
  const { task_id: taskId } = (await response.json()) as { task_id: string };
  let status: TaskStatus;
  for (;;) {
    status = (await (await fetch(`${baseUrl}/api/task-status/${taskId}`)).json()) as TaskStatus;
    if (status.state === "SUCCESS" || status.state === "FAILURE") break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (status.state !== "SUCCESS") throw new Error(`task failed: ${status.error}`);
  const gif = await fetch(`${baseUrl}/api/download/${status.result?.gif}?proxy=1`);
  await writeFile(outputPath, Buffer.from(await gif.arrayBuffer()));
}

async function benchClip(
  baseUrl: string,
  clipPath: string,
  levels: string[],
  gifski: string,
  directory: string,
): Promise<VideoQualityRow[]> {
  const clip = basename(clipPath);
  const probe = await videoFacts(clipPath);
  const seconds = Math.min(maxClipSeconds, Math.floor(probe.durationSeconds * 10) / 10);
  const width = outputWidth;
  const height = Math.round((outputWidth * probe.height) / probe.width / 2) * 2;
  const input = ["-t", String(seconds), "-i", clipPath];
  const picture = `fps=${fps},scale=${width}:${height}:flags=lanczos,setsar=1`;
  const at = (name: string) => join(directory, `${clip}-${name}`);

  const referencePath = at("reference.nut");
  await run("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-y",
    ...input,
    "-vf",
    picture,
    "-c:v",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    referencePath,
  ]);

  // The bare fast path (research/media-bench.md): one graph, palette from what moves, Bayer 3.
  const fastPath = at("fast.gif");
  let started = performance.now();
  await run("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-y",
    ...input,
    "-filter_complex",
    `${picture},split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle`,
    fastPath,
  ]);
  const fastPathSeconds = elapsedSeconds(started);

  const framesDirectory = at("frames");
  await mkdir(framesDirectory, { recursive: true });
  const gifskiPath = at("gifski.gif");
  started = performance.now();
  await run("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-y",
    ...input,
    "-vf",
    picture,
    join(framesDirectory, "%04d.png"),
  ]);
  const frames = (await readdir(framesDirectory)).sort().map((name) => join(framesDirectory, name));
  await run(gifski, ["-q", "--fps", String(fps), "--quality", "90", "-o", gifskiPath, ...frames], {
    maxBuffer,
  });
  const gifskiSeconds = elapsedSeconds(started);
  await rm(framesDirectory, { recursive: true, force: true });

  const gifskiBytes = (await stat(gifskiPath)).size;
  const gifskiSsim = await videoSsim(gifskiPath, referencePath);
  const fastPathBytes = (await stat(fastPath)).size;
  const fastPathSsim = await videoSsim(fastPath, referencePath);

  const video = await readFile(clipPath);
  const rows: VideoQualityRow[] = [];
  for (const level of levels) {
    const gifkitPath = at(`gifkit-${level}.gif`);
    const form = new FormData();
    form.append("file", new Blob([video]), clip);
    form.append("segments", JSON.stringify([{ start: 0, end: seconds }]));
    form.append("fps", String(fps));
    form.append("width", String(width));
    form.append("height", String(height));
    form.append("quality", level);
    started = performance.now();
    await waitAndDownload(
      baseUrl,
      await fetch(`${baseUrl}/api/video-to-gif`, { method: "POST", body: form }),
      gifkitPath,
    );
    const gifkitSeconds = elapsedSeconds(started);
    const gifkitBytes = (await stat(gifkitPath)).size;
    const gifkitSsim = await videoSsim(gifkitPath, referencePath);
    const bytesRatio = gifkitBytes / gifskiBytes;
    const ssimDifference = gifkitSsim - gifskiSsim;
    const timeRatio = gifkitSeconds / fastPathSeconds;
    rows.push({
      clip,
      level,
      width,
      height,
      seconds,
      gifkitBytes,
      gifkitSsim,
      gifkitSeconds,
      gifskiBytes,
      gifskiSsim,
      gifskiSeconds,
      fastPathBytes,
      fastPathSsim,
      fastPathSeconds,
      bytesRatio,
      ssimDifference,
      timeRatio,
      meetsTarget: bytesRatio <= 1 && ssimDifference >= 0 && timeRatio <= 2,
    });
  }
  return rows;
}

async function benchOptimize(
  baseUrl: string,
  gifPath: string,
  directory: string,
): Promise<OptimizeQualityRow> {
  const gif = basename(gifPath);
  const at = (name: string) => join(directory, `${gif}-${name}`);
  const gifsiclePath = at("gifsicle.gif");
  let started = performance.now();
  await run("gifsicle", ["-O3", "--lossy=80", gifPath, "-o", gifsiclePath]).catch((error) => {
    // rotating-squares.gif has trailing bytes: gifsicle warns, exits 1 and still writes the GIF.
    if (!existsSync(gifsiclePath)) throw error;
  });
  const gifsicleSeconds = elapsedSeconds(started);

  const gifkitPath = at("gifkit.gif");
  const form = new FormData();
  form.append("file", new Blob([await readFile(gifPath)]), gif);
  started = performance.now();
  await waitAndDownload(
    baseUrl,
    await fetch(`${baseUrl}/api/optimize`, { method: "POST", body: form }),
    gifkitPath,
  );
  const gifkitSeconds = elapsedSeconds(started);
  const inputBytes = (await stat(gifPath)).size;
  const gifkitBytes = (await stat(gifkitPath)).size;
  const gifsicleBytes = (await stat(gifsiclePath)).size;
  const gifkitSsim = await gifSsim(gifkitPath, gifPath);
  const gifsicleSsim = await gifSsim(gifsiclePath, gifPath);
  return {
    gif,
    inputBytes,
    gifkitBytes,
    gifkitSsim,
    gifkitSeconds,
    gifsicleBytes,
    gifsicleSsim,
    gifsicleSeconds,
    meetsTarget: gifkitBytes < gifsicleBytes && gifkitSsim >= gifsicleSsim,
  };
}

const bytes = (value: number) => value.toLocaleString("en-US");

export function formatQualityTable(result: Omit<QualityBenchResult, "table">): string {
  const lines: string[] = [];
  if (result.video.length > 0) {
    lines.push(
      `Video to GIF, ${outputWidth} px, ${fps} fps, up to ${maxClipSeconds} s of each clip: GifKit (HTTP API) against gifski q90 and the ffmpeg fast path`,
      "",
      "| clip | level | GifKit bytes | SSIM | s | gifski q90 bytes | SSIM | s | fast path bytes | SSIM | s | bytes ÷ gifski | SSIM − gifski | time ÷ fast path | target |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const row of result.video) {
      lines.push(
        `| ${row.clip} (${row.width}×${row.height}, ${row.seconds} s) | ${row.level} | ${bytes(row.gifkitBytes)} | ${row.gifkitSsim.toFixed(4)} | ${row.gifkitSeconds.toFixed(1)} | ${bytes(row.gifskiBytes)} | ${row.gifskiSsim.toFixed(4)} | ${row.gifskiSeconds.toFixed(1)} | ${bytes(row.fastPathBytes)} | ${row.fastPathSsim.toFixed(4)} | ${row.fastPathSeconds.toFixed(1)} | ${row.bytesRatio.toFixed(2)} | ${row.ssimDifference >= 0 ? "+" : ""}${row.ssimDifference.toFixed(4)} | ${row.timeRatio.toFixed(2)} | ${row.level === "medium" ? (row.meetsTarget ? "met" : "missed") : "-"} |`,
      );
    }
    lines.push("");
  }
  if (result.optimize.length > 0) {
    lines.push(
      // Six decimals: on the flat-colour GIFs both sides are within 0.0004 of 1.
      "Optimize at its defaults against gifsicle -O3 --lossy=80 (SSIM frame by frame against the input)",
      "",
      "| GIF | input bytes | GifKit bytes | SSIM | s | gifsicle bytes | SSIM | s | bytes ÷ gifsicle | target |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const row of result.optimize) {
      lines.push(
        `| ${row.gif} | ${bytes(row.inputBytes)} | ${bytes(row.gifkitBytes)} | ${row.gifkitSsim.toFixed(6)} | ${row.gifkitSeconds.toFixed(2)} | ${bytes(row.gifsicleBytes)} | ${row.gifsicleSsim.toFixed(6)} | ${row.gifsicleSeconds.toFixed(2)} | ${(row.gifkitBytes / row.gifsicleBytes).toFixed(2)} | ${row.meetsTarget ? "met" : "missed"} |`,
      );
    }
    lines.push("");
  }
  lines.push(
    `Load average (1 min) at the end: ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; ${new Date().toISOString()}`,
  );
  return lines.join("\n");
}

/** Runs the whole comparison; `npm run bench` can import this and print `table`. */
export async function benchQuality(
  options: { levels?: string[]; optimize?: boolean; video?: boolean } = {},
): Promise<QualityBenchResult> {
  const levels = options.levels ?? ["medium"];
  const directory = await mkdtemp(join(tmpdir(), "gifkit-bench-quality-"));
  const server = await startTestServer({ listen: true });
  try {
    const video: VideoQualityRow[] = [];
    if (options.video !== false) {
      const gifski = await gifskiBinary();
      const clipDirectory = fixture("video");
      for (const name of (await readdir(clipDirectory)).sort()) {
        video.push(
          ...(await benchClip(
            server.baseUrl,
            join(clipDirectory, name),
            levels,
            gifski,
            directory,
          )),
        );
      }
    }
    const optimize: OptimizeQualityRow[] = [];
    if (options.optimize !== false) {
      const gifDirectory = fixture("gif");
      for (const name of (await readdir(gifDirectory)).sort()) {
        optimize.push(await benchOptimize(server.baseUrl, join(gifDirectory, name), directory));
      }
    }
    return { video, optimize, table: formatQualityTable({ video, optimize }) };
  } finally {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const result = await benchQuality({
    levels: argument("--levels")?.split(","),
    optimize: !process.argv.includes("--skip-optimize"),
    video: !process.argv.includes("--skip-video"),
  });
  console.log(result.table);
}

/**
 * The rows `npm run bench` adds to its one table: Video to GIF medium beside the ffmpeg fast path
 * (time) and gifski q90 (bytes, SSIM); Optimize beside `gifsicle -O3 --lossy=80` (time, bytes, SSIM).
 */
export async function benchRows(_context: BenchContext): Promise<BenchRow[]> {
  const { video, optimize } = await benchQuality();
  return [
    ...video.map((row) => ({
      operation: `video-to-gif ${row.level}`,
      input: `${row.clip} (${row.width}×${row.height}, ${row.seconds} s)`,
      gifkitSeconds: row.gifkitSeconds,
      baselineName: "ffmpeg fast path (time); gifski q90 (bytes, SSIM)",
      baselineSeconds: row.fastPathSeconds,
      gifkitBytes: row.gifkitBytes,
      baselineBytes: row.gifskiBytes,
      quality: `SSIM ${row.gifkitSsim.toFixed(4)} vs ${row.gifskiSsim.toFixed(4)}${row.meetsTarget ? " (target met)" : ""}`,
    })),
    ...optimize.map((row) => ({
      operation: "optimize (defaults)",
      input: `${row.gif} (${row.inputBytes.toLocaleString("en-US")} B)`,
      gifkitSeconds: row.gifkitSeconds,
      baselineName: "gifsicle -O3 --lossy=80",
      baselineSeconds: row.gifsicleSeconds,
      gifkitBytes: row.gifkitBytes,
      baselineBytes: row.gifsicleBytes,
      quality: `SSIM ${row.gifkitSsim.toFixed(6)} vs ${row.gifsicleSsim.toFixed(6)}${row.meetsTarget ? " (target met)" : ""}`,
    })),
  ];
}
