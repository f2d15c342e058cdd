/**
 * Observation 1 of issue 36, measured: the keep-editing chain Video to GIF → Crop → Add Text →
 * Optimize as four tasks (four decodes, four GIF encodes) beside the same edits as one POST
 * /api/edit chain (one decode, one graph, one encode) beside bare ffmpeg doing the same filters
 * with one palette, on one fixture clip, in one run. A fourth row is the site's keep editing since
 * issue 36's chains for people: Video to GIF, then Crop on its kept GIF, then each next edit sent
 * as that same kept GIF with every step so far plus its own (POST /api/edit), so the last GIF is
 * two encodes from the clip, not four; its CPU counts all four tasks a person waits for.
 *
 * Rows named "before:" run the chain tasks on the gif-steps path (runGifStepsChain: each step's
 * own GIF path in turn), as a GIF's crop → resize → … → text chain ran before the GIF one pass,
 * so before and after share one run.
 *
 * Issue 36's own example runs first, on a GIF: Crop → Resize → Speed → Add Text as four tasks,
 * as one chain, as bare ffmpeg, and as keep editing from a GIF (Crop, then three chain tasks).
 *
 *   npm run bench:chain [-- <fixture video> [repeats] [fixture GIF]]
 *   BENCH_CHAIN_ONLY=<part of an input's title> runs one input only.
 *
 * Every task runs as the worker runs it (runToolTask with the real toolkit, in this process), so
 * CPU is this process's own (sharp's threads included, process.cpuUsage) plus the binaries it
 * waited for (cutime + cstime of /proc/self/stat): no HTTP server or client shares it. SSIM is
 * ffmpeg's (all planes, yuv444p) against the same edits applied once to the decoded clip with
 * ffmpeg and never encoded: fps, Lanczos scale, crop and the text picture the chain painted
 * (the same pixels of text, so font rendering is not what is measured).
 */
import { copyFile, mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { defaultLimits } from "@gifkit/contracts";
import { type InputFacts, type ToolId, tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import {
  parsedOrThrow,
  runGifStepsChain,
} from "../../../packages/tools/src/chain/server/run-chain.ts";
import { probeVideoWithinLimits } from "../src/ingest/input-limits.ts";
import type { BinaryPaths } from "../src/media/run-command.ts";
import { createMediaToolkit } from "../src/media/toolkit.ts";
import { fixture } from "../test/helpers/fixtures.ts";
import { decodeFlatFrames, ffmpegPipe, ssimOfFrames } from "../test/helpers/frame-compare.ts";
import { gifsicleInfo } from "../test/helpers/media-probe.ts";
import { processCpuSeconds } from "./bench-edits.ts";
import { median } from "./bench-rows.ts";

const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);
const signal = new AbortController().signal;

const videoPath = fixture(`video/${process.argv[2] ?? "flower.mp4"}`);
const repeats = Number(process.argv[3] ?? 3);

/** The edits: Video to GIF's default size and rate, a 4:3 crop of it, a caption, Optimize's defaults. */
const size = { width: 480, height: 270 };
const framesPerSecond = 15;
const crop = { x: 60, y: 0, width: 360, height: 270 };
const layers = [{ text: "Keep editing", font_size: 32, vertical_align: "bottom" }];
const optimize = { colors: 256, lossy: 20, quality: 80, optimize_level: 3 };

interface Measured {
  path: string;
  cpuSeconds: number;
  wallSeconds: number;
}

/** CPU seconds so far of this process and of the children it waited for. */
async function cpuSecondsNow(): Promise<number> {
  const own = process.cpuUsage();
  const { children } = await processCpuSeconds("self");
  return (own.user + own.system) / 1_000_000 + children;
}

async function measured(work: () => Promise<string>): Promise<Measured> {
  const cpuBefore = await cpuSecondsNow();
  const started = performance.now();
  const path = await work();
  const wallSeconds = (performance.now() - started) / 1000;
  return { path, cpuSeconds: (await cpuSecondsNow()) - cpuBefore, wallSeconds };
}

const root = await mkdtemp(join(tmpdir(), "gifkit-bench-chain-"));
let taskNumber = 0;

/** One task as the worker runs it; its GIF kept outside the task's directory. */
async function runTask(
  tool: ToolId,
  fields: Record<string, unknown>,
  inputPath: string,
  facts: InputFacts,
  keepWorkDir?: (workDir: string) => Promise<void>,
  stepsPath = false,
): Promise<string> {
  taskNumber++;
  const workDir = join(root, `task-${taskNumber}`);
  await mkdir(workDir, { recursive: true });
  const options = tools[tool].optionsSchema.parse(fields);
  const context = {
    inputPaths: [inputPath],
    inputFacts: [facts],
    workDir,
    media,
    signal,
    reportProgress: () => {},
  };
  const result =
    stepsPath && tool === "edit"
      ? // Before the GIF one pass: each step's own GIF path in turn.
        await runGifStepsChain(parsedOrThrow(options as never), context)
      : await runToolTask({ tool, options } as never, context);
  const gif = result.outputs.find((output) => output.kind === "gif");
  if (!gif) throw new Error(`${tool} made no GIF`);
  const kept = join(root, `result-${taskNumber}-${tool}.gif`);
  await copyFile(gif.path, kept);
  await keepWorkDir?.(workDir);
  await rm(workDir, { recursive: true, force: true });
  return kept;
}

const probe = await probeVideoWithinLimits(
  videoPath,
  "mp4",
  defaultLimits,
  (command, options) => media.run(command, options),
  signal,
);
const videoFacts: InputFacts = { detectedType: "mp4", video: probe };
const gifFacts: InputFacts = { detectedType: "gif" };

/** Today's keep-editing chain: four tasks, each decoding the last one's GIF and encoding a new one. */
async function fourTasks(): Promise<string> {
  const made = await runTask(
    "video-to-gif",
    { fps: framesPerSecond, ...size },
    videoPath,
    videoFacts,
  );
  const cropped = await runTask("crop", crop, made, gifFacts);
  const captioned = await runTask(
    "add-text",
    { layers: JSON.stringify(layers) },
    cropped,
    gifFacts,
  );
  return runTask("optimize", optimize, captioned, gifFacts);
}

/**
 * Keep editing on the site (tool-workspace's keepEditingStart): Video to GIF, Crop on its kept
 * GIF, then Add Text and Optimize each as one chain from that same kept GIF.
 */
async function keepEditing(): Promise<string> {
  const made = await runTask(
    "video-to-gif",
    { fps: framesPerSecond, ...size },
    videoPath,
    videoFacts,
  );
  await runTask("crop", crop, made, gifFacts);
  const steps = [
    { op: "crop", ...crop },
    { op: "text", layers },
  ];
  await runTask("edit", { operations: steps, output: { format: "gif" } }, made, gifFacts);
  return runTask(
    "edit",
    { operations: steps, output: { format: "gif", ...optimize } },
    made,
    gifFacts,
  );
}

const textPicture = join(root, "text.png");
/** The same edits as one chain (POST /api/edit's task): the text picture it paints is kept. */
const onePass = () =>
  runTask(
    "edit",
    {
      operations: [
        { op: "resize", ...size, maintain_aspect_ratio: false },
        { op: "crop", ...crop },
        { op: "text", layers },
      ],
      output: { format: "gif", fps: framesPerSecond, ...optimize },
    },
    videoPath,
    videoFacts,
    (workDir) => copyFile(join(workDir, "step-3", "text-00001.png"), textPicture),
  );

/** The filters of the edits as one ffmpeg graph over the clip, the text picture overlaid. */
const editGraph = `[0:v]fps=${framesPerSecond},scale=${size.width}:${size.height}:flags=lanczos,setsar=1,crop=${crop.width}:${crop.height}:${crop.x}:${crop.y},format=rgba[v];[v][1:v]overlay=x=0:y=0:format=rgb`;

/** Bare ffmpeg: the same filters, one palette for the clip (stats_mode=diff), one GIF encode. */
async function bareFfmpeg(): Promise<string> {
  const output = join(root, "bare-ffmpeg.gif");
  await ffmpegPipe([
    ...["-v", "error", "-i", videoPath, "-i", textPicture, "-filter_complex"],
    `${editGraph},split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=none`,
    ...["-loop", "0", "-y", output],
  ]);
  return output;
}

/** The edits on the GIF (issue 36's own example): crop → resize → speed → text. */
const gifPath = fixture(`gif/${process.argv[4] ?? "classroom.gif"}`);
const gifCrop = { x: 60, y: 0, width: 360, height: 270 };
const gifSize = { width: 240, height: 180 };
const gifSpeed = 2;
const gifLayers = [{ text: "One chain", font_size: 24, vertical_align: "bottom" }];
const gifSteps = [
  { op: "crop", ...gifCrop },
  { op: "resize", ...gifSize, maintain_aspect_ratio: false },
  { op: "speed", speed: gifSpeed },
  { op: "text", layers: gifLayers },
];

/** Today's four tasks on the GIF: each decodes the last one's GIF and (Resize, Add Text) encodes. */
async function gifFourTasks(): Promise<string> {
  const cropped = await runTask("crop", gifCrop, gifPath, gifFacts);
  const resized = await runTask(
    "resize",
    { ...gifSize, maintain_aspect_ratio: false },
    cropped,
    gifFacts,
  );
  const faster = await runTask("speed", { speed: gifSpeed }, resized, gifFacts);
  return runTask("add-text", { layers: JSON.stringify(gifLayers) }, faster, gifFacts);
}

/**
 * Keep editing on the site from an uploaded GIF: Crop as its own task (its result is the kept GIF
 * the chain starts from), then each next edit as that kept GIF with every step after the crop.
 * `retimeOnLast`: as the site does since stop 52 (keepEditingStart), Speed, which only re-times
 * frames, runs alone on Resize's GIF rather than as Resize + Speed from the crop.
 */
async function gifKeepEditing({ stepsPath = false, retimeOnLast = false } = {}): Promise<string> {
  const cropped = await runTask("crop", gifCrop, gifPath, gifFacts);
  const after = gifSteps.slice(1);
  // One step alone takes the tool's own path, before and after.
  const resized = await runTask("edit", { operations: after.slice(0, 1) }, cropped, gifFacts);
  if (retimeOnLast) await runTask("edit", { operations: after.slice(1, 2) }, resized, gifFacts);
  else
    await runTask(
      "edit",
      { operations: after.slice(0, 2) },
      cropped,
      gifFacts,
      undefined,
      stepsPath,
    );
  return runTask("edit", { operations: after }, cropped, gifFacts, undefined, stepsPath);
}

const gifTextPicture = join(root, "gif-text.png");
/** Before: each step's own GIF path in turn (gif-steps). */
const gifStepsChain = () =>
  runTask("edit", { operations: gifSteps }, gifPath, gifFacts, undefined, true);
/** Now: the GIF one pass (one ffmpeg command); the text picture it paints is kept. */
const gifOnePass = () =>
  runTask("edit", { operations: gifSteps }, gifPath, gifFacts, (workDir) =>
    copyFile(join(workDir, "step-4", "text-00001.png"), gifTextPicture),
  );

/** The GIF's filters as one graph: its frames as the GIF decoder composes them, one per frame. */
const gifGraph = `[0:v]crop=${gifCrop.width}:${gifCrop.height}:${gifCrop.x}:${gifCrop.y},scale=${gifSize.width}:${gifSize.height}:flags=lanczos,format=rgba[v];[v][1:v]overlay=x=0:y=0:format=rgb`;

async function gifBareFfmpeg(): Promise<string> {
  const output = join(root, "gif-bare-ffmpeg.gif");
  await ffmpegPipe([
    ...["-v", "error", "-i", gifPath, "-i", gifTextPicture, "-filter_complex"],
    // settb + setpts: the speed as ffmpeg does it (every timestamp halved, no frame dropped).
    `${gifGraph},setpts=PTS/${gifSpeed},split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=none`,
    ...["-vsync", "passthrough", "-loop", "0", "-y", output],
  ]);
  return output;
}

interface Scenario {
  title: string;
  size: { width: number; height: number };
  rows: { name: string; run: () => Promise<string>; runs: Measured[] }[];
  /** The edits once, never encoded (rgb24 frames), made after the runs (they paint the text). */
  reference: () => Promise<Buffer>;
}

const videoScenario: Scenario = {
  title: `${basename(videoPath)}, ${probe.width}×${probe.height}, ${probe.durationSeconds.toFixed(2)} s: Video to GIF → Crop → Add Text → Optimize; result ${crop.width}×${crop.height} at ${framesPerSecond} fps`,
  size: crop,
  rows: [
    { name: "four tasks (Video to GIF → Crop → Add Text → Optimize)", run: fourTasks, runs: [] },
    { name: "one POST /api/edit chain (one decode, one encode)", run: onePass, runs: [] },
    { name: "bare ffmpeg, same filters (one palette)", run: bareFfmpeg, runs: [] },
    {
      name: "keep editing as one chain (Video to GIF, then three chain tasks from its GIF)",
      run: () => keepEditing(),
      runs: [],
    },
  ],
  reference: async () =>
    (
      await ffmpegPipe([
        ...["-v", "error", "-i", videoPath, "-i", textPicture, "-filter_complex"],
        `${editGraph},format=rgb24`,
        ...["-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
      ])
    ).stdout,
};

const gifScenario: Scenario = {
  title: `${basename(gifPath)}: Crop → Resize → Speed → Add Text; result ${gifSize.width}×${gifSize.height}`,
  size: gifSize,
  rows: [
    { name: "four tasks (Crop → Resize → Speed → Add Text)", run: gifFourTasks, runs: [] },
    {
      name: "before: one POST /api/edit chain of the four (gif-steps)",
      run: gifStepsChain,
      runs: [],
    },
    { name: "one POST /api/edit chain of the four (one pass)", run: gifOnePass, runs: [] },
    { name: "bare ffmpeg, same filters (one palette)", run: gifBareFfmpeg, runs: [] },
    {
      name: "before: keep editing (Crop, then three chain tasks from its GIF, gif-steps)",
      run: () => gifKeepEditing({ stepsPath: true }),
      runs: [],
    },
    {
      name: "before: keep editing as one chain (Crop, then three chain tasks from its GIF)",
      run: () => gifKeepEditing(),
      runs: [],
    },
    {
      name: "keep editing, Speed on Resize's GIF (Crop, Resize, Speed alone, then the chain)",
      run: () => gifKeepEditing({ retimeOnLast: true }),
      runs: [],
    },
  ],
  reference: async () =>
    (
      await ffmpegPipe([
        ...["-v", "error", "-i", gifPath, "-i", gifTextPicture, "-filter_complex"],
        `${gifGraph},format=rgb24`,
        ...["-vsync", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
      ])
    ).stdout,
};

const only = process.env.BENCH_CHAIN_ONLY;
const scenarios = [gifScenario, videoScenario].filter(
  (scenario) => !only || scenario.title.includes(only),
);
try {
  for (let repeat = 0; repeat < repeats; repeat++) {
    for (const scenario of scenarios) {
      for (const row of scenario.rows) row.runs.push(await measured(row.run));
    }
  }
  for (const scenario of scenarios) {
    const stdout = await scenario.reference();
    const frameBytes = scenario.size.width * scenario.size.height * 3;
    const reference = Array.from({ length: stdout.length / frameBytes }, (_, index) =>
      stdout.subarray(index * frameBytes, (index + 1) * frameBytes),
    );
    console.log(`\nInput: ${scenario.title}; median of ${repeats} runs.\n`);
    console.log(
      "| run | bytes | frames | SSIM vs edits once | CPU s | CPU vs four tasks | wall s |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    const baseCpu = median(
      (scenario.rows[0] as (typeof scenario.rows)[number]).runs.map((run) => run.cpuSeconds),
    );
    for (const { name, runs } of scenario.rows) {
      const last = runs.at(-1) as Measured;
      const info = await gifsicleInfo(last.path);
      const frames = await decodeFlatFrames(last.path, info.width, info.height);
      // A frame more or fewer at the clip's end (Video to GIF trims by time): compare what both have.
      const count = Math.min(frames.length, reference.length);
      const ssim = await ssimOfFrames(
        frames.slice(0, count),
        reference.slice(0, count),
        scenario.size,
      );
      const bytes = (await stat(last.path)).size;
      const cpu = median(runs.map((run) => run.cpuSeconds));
      console.log(
        `| ${name} | ${bytes.toLocaleString("en-US")} | ${info.frameCount} | ${ssim.toFixed(4)} | ${cpu.toFixed(2)} | ${Math.round((cpu / baseCpu) * 100)}% | ${median(runs.map((run) => run.wallSeconds)).toFixed(2)} |`,
      );
    }
    console.log(`\nReference frames: ${reference.length}.`);
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
