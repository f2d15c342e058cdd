/**
 * Video tools benchmark (issue 42): each video tool's task beside the bare ffmpeg command that
 * makes the same output, in this one process, so both are measured the same way on the same load.
 *
 *   npm run bench:video-tools [-- --runs 3] [-- --compress-only] [-- --rows trim]
 *
 * - CPU: user + system seconds of this process's children (ffprobe and ffmpeg, read from
 *   /proc/self/stat's cutime + cstime after each run is reaped), GifKit's task (the intake's
 *   probe, then the tool's processor through runToolTask with the real media toolkit, as a worker
 *   runs it) against the bare command; runs alternate, medians reported. Target: at most 1.15×.
 *   Clip: friday.mp4 (640 × 480, 30 fps, 6.17 s, AAC stereo).
 * - Compress to a size on every fixture clip, the target half the clip's bytes (at least the
 *   100 KB minimum; two thirds where half is too small for the length): bytes / target (target 0.90-1.00) and SSIM against the source next to a bare
 *   two-pass `-preset slow` at the picture's full size and the same size in bytes (the same
 *   audio bitrate, so the picture gets the same bits; target: within 0.005).
 * - Fast trim: the kept packets are the source's bytes (ffprobe's SHA-256 of every packet).
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type ProcessorResult, type ToolId, tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import { planCompression } from "../../../packages/tools/src/compress-video/shared/options.ts";
import {
  buildVideoProbeCommand,
  parseVideoProbe,
} from "../../../packages/tools/src/shared/video-input.ts";
import type { BinaryPaths } from "../src/media/run-command.ts";
import { createMediaToolkit } from "../src/media/toolkit.ts";
import { fixture } from "../test/helpers/fixtures.ts";

const run = promisify(execFile);
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);

const runsArgument = process.argv.indexOf("--runs");
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 3;
/** Only the compress-to-a-size table (for trying the plan's rules: a minute, not three). */
const compressOnly = process.argv.includes("--compress-only");
/** Only the CPU rows whose name starts with one of these ("trim,crop"), and no compress table. */
const rowsArgument = process.argv.indexOf("--rows");
const rowsPrefixes = rowsArgument > 0 ? process.argv[rowsArgument + 1]?.split(",") : undefined;
const cpuTarget = 1.15;
const ssimTolerance = 0.005;

/** Children's CPU seconds so far: /proc/self/stat fields 16 and 17 (cutime, cstime), in ticks. */
async function childCpuSeconds(): Promise<number> {
  const stat = await readFile("/proc/self/stat", "utf8");
  // Fields after the command name (which may hold spaces) start at field 3, "state".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100;
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const before = await childCpuSeconds();
  await work();
  return (await childCpuSeconds()) - before;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const ffmpeg = (args: string[]) =>
  run("ffmpeg", ["-nostdin", "-v", "error", "-y", ...args], { maxBuffer: 64 * 1024 * 1024 });

/** A tool's task as a worker runs it: the intake's probe, then the processor. */
async function gifkitTask(
  tool: ToolId,
  fields: Record<string, string>,
  clipPath: string,
  workDir: string,
  /** Second files by field name (Video Audio's `audio`, Add Subtitles' `subtitles`). */
  attachmentPaths?: Record<string, string>,
): Promise<{ result: ProcessorResult; path: string }> {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const webm = clipPath.endsWith(".webm");
  const signal = new AbortController().signal;
  const { stdout } = await media.run(buildVideoProbeCommand(clipPath, webm ? "matroska" : "mov"), {
    signal,
  });
  const result = await runToolTask(
    { tool, options: tools[tool].optionsSchema.parse(fields) } as never,
    {
      inputPaths: [clipPath],
      inputFacts: [{ detectedType: webm ? "webm" : "mp4", video: parseVideoProbe(stdout) }],
      ...(attachmentPaths ? { attachmentPaths } : {}),
      workDir,
      media,
      signal,
      reportProgress: () => {},
    },
  );
  const path = result.outputs[0]?.path;
  if (!path) throw new Error(`${tool}: no output`);
  return { result, path };
}

/** What the chain encodes a video result with (video-chain.ts), for the bare commands. */
const h264 = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"];
const aac = ["-c:a", "aac", "-b:a", "128k"];
const faststart = ["-movflags", "+faststart"];

interface Probe {
  durationSeconds: number;
  width: number;
  height: number;
  framesPerSecond: number;
  hasAudio: boolean;
}
async function probeClip(path: string): Promise<Probe> {
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-show_entries", "format=duration:stream=codec_type,width,height"],
    ...["-show_entries", "stream=avg_frame_rate", "-of", "json", path],
  ]);
  const parsed = JSON.parse(stdout) as {
    format: { duration: string };
    streams: { codec_type: string; width?: number; height?: number; avg_frame_rate?: string }[];
  };
  const video = parsed.streams.find((stream) => stream.codec_type === "video");
  const [numerator, denominator] = (video?.avg_frame_rate ?? "30/1").split("/").map(Number);
  return {
    durationSeconds: Number(parsed.format.duration),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    framesPerSecond: (numerator ?? 30) / (denominator || 1),
    hasAudio: parsed.streams.some((stream) => stream.codec_type === "audio"),
  };
}

/**
 * SSIM of a result against its source, frame by frame (both renumbered from 0 at the source's
 * rate, so a container's start offset cannot misalign them), the result scaled back up to the
 * source's size when it was made smaller.
 */
async function ssimAgainst(resultPath: string, sourcePath: string, source: Probe) {
  const rate = Number(source.framesPerSecond.toFixed(6));
  const { stderr } = await run(
    "ffmpeg",
    [
      ...["-nostdin", "-v", "info", "-i", resultPath, "-i", sourcePath, "-lavfi"],
      `[0:v]scale=${source.width}:${source.height}:flags=bicubic,setsar=1,format=yuv420p,setpts=N/${rate}/TB[a];[1:v]fps=${rate},setsar=1,format=yuv420p,setpts=N/${rate}/TB[b];[a][b]ssim=shortest=1`,
      ...["-f", "null", "-"],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const match = /All:([\d.]+)/.exec(stderr);
  if (!match) throw new Error(`no SSIM for ${resultPath}: ${stderr.slice(-400)}`);
  return Number(match[1]);
}

/** The bare two-pass x264 -preset slow at a video bitrate, at the source's own size. */
async function bareTwoPass(
  sourcePath: string,
  outputPath: string,
  videoKilobitsPerSecond: number,
  audioKilobitsPerSecond: number,
  hasAudio: boolean,
  passLog: string,
  scale?: { width: number; height: number },
) {
  const common = [
    ...["-i", sourcePath, "-map", "0:v:0"],
    ...(scale ? ["-vf", `scale=${scale.width}:${scale.height}`] : []),
    ...["-c:v", "libx264", "-preset", "slow", "-b:v", `${videoKilobitsPerSecond}k`],
    ...["-pix_fmt", "yuv420p", "-passlogfile", passLog],
  ];
  await ffmpeg([...common, "-pass", "1", "-an", "-f", "null", "-"]);
  await ffmpeg([
    ...common,
    "-pass",
    "2",
    ...(hasAudio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", `${audioKilobitsPerSecond}k`] : []),
    ...faststart,
    outputPath,
  ]);
}

/** Every packet's SHA-256 of one stream ("v:0" or "a:0"), in order. */
async function packetHashes(path: string, stream: string): Promise<string[]> {
  const { stdout } = await run(
    "ffprobe",
    [
      ...["-v", "error", "-select_streams", stream, "-show_entries", "packet=data_hash"],
      ...["-show_data_hash", "sha256", "-of", "csv=p=0", path],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout.split("\n").filter(Boolean);
}

/** Whether `part` is a run of consecutive entries of `whole`. */
function isRunOf(part: string[], whole: string[]): boolean {
  if (part.length === 0) return false;
  const start = whole.indexOf(part[0]!);
  return start >= 0 && part.every((hash, index) => whole[start + index] === hash);
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

async function main() {
  const directory = await mkdtemp(join(tmpdir(), "gifkit-bench-video-tools-"));
  const started = new Date();
  const loadAtStart = loadavg()[0] ?? 0;
  try {
    const clip = fixture("video/friday.mp4");
    const source = await probeClip(clip);
    const compressTarget = Math.max(100_000, Math.round((await stat(clip)).size / 2));
    const plan = planCompression({ targetBytes: compressTarget, ...source });
    if (!plan.ok) throw new Error(plan.message);
    const bare = (name: string) => join(directory, `bare-${name}.mp4`);
    const replacementSound = fixture("video/rabbit320.webm");
    const subtitles = fixture("subtitles/switchboard.srt");
    // Add Subtitles' style at size medium on a 480 px tall picture (add-subtitles' commands).
    const burnStyle =
      "FontName=Liberation Sans,FontSize=22,Alignment=2,MarginV=14,BorderStyle=1,Outline=1.5,Shadow=0";
    const rows: {
      name: string;
      gifkit: () => Promise<unknown>;
      bare: () => Promise<unknown>;
    }[] = [
      {
        name: `compress (to ${compressTarget.toLocaleString("en-US")} B)`,
        gifkit: () =>
          gifkitTask(
            "compress-video",
            { target_size_bytes: String(compressTarget) },
            clip,
            join(directory, "g-compress"),
          ),
        // The same two passes at the bitrate and size GifKit plans (one x264 -preset slow run).
        bare: () =>
          bareTwoPass(
            clip,
            bare("compress"),
            plan.videoKilobitsPerSecond,
            plan.audioKilobitsPerSecond,
            source.hasAudio,
            join(directory, "bare-pass"),
            plan.scaled ? { width: plan.width, height: plan.height } : undefined,
          ),
      },
      {
        name: "trim exact (1-3 s)",
        gifkit: () =>
          gifkitTask(
            "trim-video",
            { start_time: "1", end_time: "3", mode: "exact" },
            clip,
            join(directory, "g-trim"),
          ),
        bare: () =>
          ffmpeg(["-ss", "1", "-t", "2", "-i", clip, ...h264, ...aac, ...faststart, bare("trim")]),
      },
      {
        name: "trim fast (1-3 s)",
        gifkit: () =>
          gifkitTask(
            "trim-video",
            { start_time: "1", end_time: "3", mode: "fast" },
            clip,
            join(directory, "g-fast"),
          ),
        bare: () =>
          ffmpeg([
            ...["-ss", "1", "-i", clip, "-t", "2", "-map", "0:v:0", "-map", "0:a:0?"],
            ...["-c", "copy", "-avoid_negative_ts", "make_zero", ...faststart, bare("fast")],
          ]),
      },
      {
        name: "speed 2×",
        gifkit: () => gifkitTask("video-speed", { speed: "2" }, clip, join(directory, "g-speed")),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-filter_complex", "[0:v]setpts=PTS/2,fps=60[v];[0:a]atempo=2[a]"],
            ...["-map", "[v]", "-map", "[a]", ...h264, ...aac, ...faststart, bare("speed")],
          ]),
      },
      {
        name: "reverse",
        gifkit: () => gifkitTask("reverse-video", {}, clip, join(directory, "g-reverse")),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-vf", "reverse", "-af", "areverse"],
            ...[...h264, ...aac, ...faststart, bare("reverse")],
          ]),
      },
      {
        name: "rotate 90°",
        gifkit: () =>
          gifkitTask("rotate-video", { angle: "90" }, clip, join(directory, "g-rotate")),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-vf", "transpose=1"],
            ...[...h264, ...aac, ...faststart, bare("rotate")],
          ]),
      },
      {
        name: "crop 9:16 (270 × 480)",
        gifkit: () =>
          gifkitTask(
            "crop-video",
            { x: "80", y: "0", width: "270", height: "480" },
            clip,
            join(directory, "g-crop"),
          ),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-vf", "crop=270:480:80:0"],
            ...[...h264, ...aac, ...faststart, bare("crop")],
          ]),
      },
      {
        name: "resize to 320 wide",
        gifkit: () =>
          gifkitTask("resize-video", { width: "320" }, clip, join(directory, "g-resize")),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-vf", "scale=320:240:flags=lanczos"],
            ...[...h264, ...aac, ...faststart, bare("resize")],
          ]),
      },
      {
        name: "loop 2 times",
        gifkit: () =>
          gifkitTask("loop-video", { loop_count: "2" }, clip, join(directory, "g-loop")),
        // The input read twice by the demuxer: what a person types for "play it twice".
        bare: () =>
          ffmpeg([
            ...["-stream_loop", "1", "-i", clip],
            ...[...h264, ...aac, ...faststart, bare("loop")],
          ]),
      },
      {
        name: "video-audio mute",
        gifkit: () =>
          gifkitTask("video-audio", { action: "mute" }, clip, join(directory, "g-mute")),
        bare: () =>
          ffmpeg(["-i", clip, "-map", "0:v:0", "-c:v", "copy", "-an", ...faststart, bare("mute")]),
      },
      {
        name: "video-audio replace (rabbit320.webm's sound)",
        gifkit: () =>
          gifkitTask("video-audio", { action: "replace" }, clip, join(directory, "g-replace"), {
            audio: replacementSound,
          }),
        // The sound padded with silence and cut to the picture's length, as GifKit's default.
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-i", replacementSound, "-map", "0:v:0", "-map", "1:a:0"],
            ...["-c:v", "copy", ...aac, "-af", "apad", "-shortest", ...faststart, bare("replace")],
          ]),
      },
      {
        name: "video-audio extract (M4A)",
        gifkit: () =>
          gifkitTask("video-audio", { action: "extract" }, clip, join(directory, "g-extract")),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-vn", "-c:a", "aac", "-b:a", "160k"],
            join(directory, "bare-extract.m4a"),
          ]),
      },
      {
        name: "add-subtitles burn (SRT)",
        gifkit: () =>
          gifkitTask("add-subtitles", { mode: "burn" }, clip, join(directory, "g-burn"), {
            subtitles,
          }),
        // The subtitles filter with the same style GifKit asks for (size medium at 480 px).
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-vf", `subtitles=filename=${subtitles}:force_style='${burnStyle}'`],
            ...[...h264, ...aac, ...faststart, bare("burn")],
          ]),
      },
      {
        name: "add-subtitles soft (SRT)",
        gifkit: () =>
          gifkitTask("add-subtitles", { mode: "soft" }, clip, join(directory, "g-soft"), {
            subtitles,
          }),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-i", subtitles, "-map", "0:v:0", "-map", "0:a:0", "-map", "1:0"],
            ...["-c:v", "copy", "-c:a", "copy", "-c:s", "mov_text", ...faststart, bare("soft")],
          ]),
      },
      {
        name: "add-text-to-video (1-4 s)",
        gifkit: () =>
          gifkitTask(
            "add-text-to-video",
            { layers: JSON.stringify([{ text: "HELLO", start_time: 1, end_time: 4 }]) },
            clip,
            join(directory, "g-text"),
          ),
        // drawtext is what a person types; GifKit paints its layers with the Add Text renderer
        // (in this process, sharp: not counted as a child's CPU) and overlays the pictures.
        bare: () =>
          ffmpeg([
            "-i",
            clip,
            "-vf",
            `drawtext=fontfile=/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf:text=HELLO:fontsize=24:fontcolor=white:x=(w-tw)/2:y=h-th-20:enable='between(t,1,4)'`,
            ...[...h264, ...aac, ...faststart, bare("text")],
          ]),
      },
      {
        name: "censor-video blur (200 × 150)",
        gifkit: () =>
          gifkitTask(
            "censor-video",
            {
              regions: JSON.stringify([
                { x: 200, y: 100, width: 200, height: 150, style: "blur", strength: 12 },
              ]),
            },
            clip,
            join(directory, "g-censor"),
          ),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-filter_complex"],
            "[0:v]split[main][region];[region]crop=200:150:200:100,boxblur=luma_radius=12:luma_power=2[blurred];[main][blurred]overlay=200:100",
            ...[...h264, ...aac, ...faststart, bare("censor")],
          ]),
      },
      {
        name: "convert-video to WebM",
        gifkit: () =>
          gifkitTask("convert-video", { format: "webm" }, clip, join(directory, "g-webm")),
        bare: () =>
          ffmpeg([
            ...["-i", clip, "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "32", "-b:v", "0"],
            ...["-deadline", "good", "-cpu-used", "4", "-row-mt", "1"],
            ...["-c:a", "libopus", "-b:a", "96k", join(directory, "bare-webm.webm")],
          ]),
      },
      {
        name: "convert-video to MOV",
        gifkit: () =>
          gifkitTask("convert-video", { format: "mov" }, clip, join(directory, "g-mov")),
        bare: () =>
          ffmpeg(["-i", clip, ...h264, ...aac, ...faststart, join(directory, "bare-mov.mov")]),
      },
    ];

    console.log(`Video tools benchmark, ${started.toISOString()}`);
    console.log(
      `  ${cpus()[0]?.model ?? "cpu"} × ${availableParallelism()}, load average (1 min) at the start ${fixed(loadAtStart)}; ${runs} runs each, alternating, medians`,
    );
    console.log("\n| Tool (friday.mp4) | GifKit CPU s | bare ffmpeg CPU s | ratio | target |");
    console.log("|---|---|---|---|---|");
    for (const row of compressOnly
      ? []
      : rows.filter(
          (candidate) =>
            !rowsPrefixes || rowsPrefixes.some((prefix) => candidate.name.startsWith(prefix)),
        )) {
      const gifkitTimes: number[] = [];
      const bareTimes: number[] = [];
      for (let index = 0; index < runs; index += 1) {
        // Alternate which goes first, so a burst of load from elsewhere hits both alike.
        if (index % 2 === 0) {
          gifkitTimes.push(await cpuOf(row.gifkit));
          bareTimes.push(await cpuOf(row.bare));
        } else {
          bareTimes.push(await cpuOf(row.bare));
          gifkitTimes.push(await cpuOf(row.gifkit));
        }
      }
      const ratio = median(gifkitTimes) / median(bareTimes);
      console.log(
        `| ${row.name} | ${fixed(median(gifkitTimes))} | ${fixed(median(bareTimes))} | ${fixed(ratio)}× | ${ratio <= cpuTarget ? "met" : `missed by ${fixed(ratio - cpuTarget)}×`} |`,
      );
    }

    if (rowsPrefixes) return;
    // Fast trim: the kept packets are the source's own bytes.
    const fast = await gifkitTask(
      "trim-video",
      { start_time: "1", end_time: "3", mode: "fast" },
      clip,
      join(directory, "g-fast-check"),
    );
    for (const stream of ["v:0", "a:0"]) {
      const kept = await packetHashes(fast.path, stream);
      const whole = await packetHashes(clip, stream);
      console.log(
        `\nFast trim ${stream === "v:0" ? "video" : "audio"}: ${kept.length} packets, ${isRunOf(kept, whole) ? "byte-identical to a run of the source's packets (met)" : "NOT the source's packets (missed)"}`,
      );
    }

    console.log(
      "\n| Clip | target B | GifKit B | bytes / target | GifKit size | GifKit SSIM | bare slow B | bare SSIM | SSIM gap | targets |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    for (const name of [
      "friday.mp4",
      "rabbit320.webm",
      "flower.mp4",
      "flower.webm",
      "bottle-detection.mp4",
      "flower-portrait.mp4",
    ]) {
      const path = fixture(`video/${name}`);
      const clipFacts = await probeClip(path);
      const clipBytes = (await stat(path)).size;
      let target = Math.max(100_000, Math.round(clipBytes / 2));
      let clipPlan = planCompression({ targetBytes: target, ...clipFacts });
      if (!clipPlan.ok) {
        // Half is below what the length allows (bottle-detection's 40 s): two thirds instead.
        target = Math.max(100_000, Math.round((clipBytes * 2) / 3));
        clipPlan = planCompression({ targetBytes: target, ...clipFacts });
      }
      if (!clipPlan.ok) {
        console.log(`| ${name} | ${target} | refused: ${clipPlan.message} |`);
        continue;
      }
      let made: Awaited<ReturnType<typeof gifkitTask>>;
      try {
        made = await gifkitTask(
          "compress-video",
          { target_size_bytes: String(target) },
          path,
          join(directory, `c-${name}`),
        );
      } catch (error) {
        // A missed target is a row of the table, not the end of the run.
        console.log(
          `| ${name} | ${target.toLocaleString("en-US")} | failed: ${(error as Error).message} |`,
        );
        continue;
      }
      const madeBytes = (await stat(made.path)).size;
      const madeFacts = await probeClip(made.path);
      const madeSsim = await ssimAgainst(made.path, path, clipFacts);
      // The bare encode at the same bytes: the same audio, the rest the picture's, at full size;
      // once more at a bitrate corrected by how far off it landed.
      const audioBytes = (clipPlan.audioKilobitsPerSecond * 1000 * clipFacts.durationSeconds) / 8;
      let videoKilobits = Math.floor(
        ((madeBytes - audioBytes) * 8) / clipFacts.durationSeconds / 1000 / 1.01,
      );
      const barePath = join(directory, `bare-c-${name}.mp4`);
      let bareBytes = 0;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await bareTwoPass(
          path,
          barePath,
          videoKilobits,
          clipPlan.audioKilobitsPerSecond,
          clipFacts.hasAudio,
          join(directory, `bare-c-${name}`),
        );
        bareBytes = (await stat(barePath)).size;
        if (Math.abs(bareBytes / madeBytes - 1) <= 0.02) break;
        videoKilobits = Math.max(
          1,
          Math.floor(
            videoKilobits * ((madeBytes - audioBytes) / Math.max(1, bareBytes - audioBytes)),
          ),
        );
      }
      const bareSsim = await ssimAgainst(barePath, path, clipFacts);
      const share = madeBytes / target;
      const gap = bareSsim - madeSsim;
      const verdicts = [
        share >= 0.9 && share <= 1 ? "size met" : "size missed",
        gap <= ssimTolerance ? "SSIM met" : `SSIM missed by ${fixed(gap - ssimTolerance, 4)}`,
      ];
      console.log(
        `| ${name} | ${target.toLocaleString("en-US")} | ${madeBytes.toLocaleString("en-US")} | ${fixed(share, 3)} | ${madeFacts.width} × ${madeFacts.height} | ${fixed(madeSsim, 4)} | ${bareBytes.toLocaleString("en-US")} | ${fixed(bareSsim, 4)} | ${fixed(gap, 4)} | ${verdicts.join(", ")} |`,
      );
    }
    console.log(
      `\n  load average (1 min) at the end: ${fixed(loadavg()[0] ?? 0)}; ${fixed((Date.now() - started.getTime()) / 1000, 0)} s`,
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

await main();
