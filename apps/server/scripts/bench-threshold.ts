/**
 * Video to GIF medium with a per-pixel inter-frame threshold (issue 15, docs/quality.md "Tried on
 * 2026-11-24"): ffmpeg decodes and scales each clip to raw RGBA at the output size and rate (with
 * or without the hqdn3d hold), the GIF engine keeps pixels that changed less than the threshold
 * and encodes (one palette from what changes, or one per group; no dither or Bayer). Each variant
 * beside today's medium graph and the bare ffmpeg fast path, measured in the same run; SSIM as
 * bench-quality.ts measures it. gifski is not run: its 4 s figures are in docs/quality.md.
 *
 *   node apps/server/scripts/bench-threshold.ts [--seconds 4] [--thresholds 4,8,12,16]
 *     [--holds 0,6] [--palettes global,per-group] [--dithers none,bayer] [--clips a,b]
 */
import { execFile } from "node:child_process";
import { mkdtemp, open, readdir, rm, stat } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import type { GifEncodeSettings } from "@gifkit/tools";
import { toGifDelaysCentiseconds } from "@gifkit/tools/shared/gif-timing";
import { encodeGifFrames } from "../src/media/gif-engine.ts";
import type { BinaryPaths } from "../src/media/run-command.ts";
import { createMediaToolkit } from "../src/media/toolkit.ts";
import { fixture } from "../test/helpers/fixtures.ts";
import { videoFacts } from "../test/helpers/media-probe.ts";
import { videoSsim } from "./bench-quality.ts";

const run = promisify(execFile);
const maxBuffer = 64 * 1024 * 1024;
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);
const signal = new AbortController().signal;
const outputWidth = 480;
const fps = 15;

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? (process.argv[index + 1] as string) : fallback;
};
const seconds = Number(argument("--seconds", "4"));
const thresholds = argument("--thresholds", "4,8,12,16").split(",").map(Number);
const holds = argument("--holds", "0,6").split(",").map(Number);
const palettes = argument("--palettes", "global,per-group").split(",") as Array<
  GifEncodeSettings["palette"]
>;
const dithers = argument("--dithers", "none,bayer").split(",") as Array<"none" | "bayer">;
const clipFilter = argument("--clips", "");

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/** Delays for `count` frames at 15 fps in hundredths, the rounding error carried. */
const delaysFor = (count: number) =>
  toGifDelaysCentiseconds(Array.from({ length: count }, () => 1000 / fps));

async function* framesOf(rawPath: string, frameBytes: number, count: number) {
  const handle = await open(rawPath, "r");
  try {
    for (let index = 0; index < count; index++) {
      const frame = new Uint8Array(frameBytes);
      await handle.read(frame, 0, frameBytes, index * frameBytes);
      yield frame;
    }
  } finally {
    await handle.close();
  }
}

const directory = await mkdtemp(join(tmpdir(), "gifkit-bench-threshold-"));
const rows: string[] = [];
const print = (line: string) => {
  rows.push(line);
  console.log(line);
};
print("| clip | variant | bytes | SSIM | s | time ÷ fast path |");
print("|---|---|---:|---:|---:|---:|");
try {
  const clipDirectory = fixture("video");
  for (const name of (await readdir(clipDirectory)).sort()) {
    if (clipFilter && !clipFilter.split(",").includes(name)) continue;
    const clipPath = join(clipDirectory, name);
    const probe = await videoFacts(clipPath);
    const clipSeconds = Math.min(seconds, Math.floor(probe.durationSeconds * 10) / 10);
    const width = outputWidth;
    const height = Math.round((outputWidth * probe.height) / probe.width / 2) * 2;
    const input = ["-t", String(clipSeconds), "-i", clipPath];
    const picture = `fps=${fps},scale=${width}:${height}:flags=lanczos,setsar=1`;
    const at = (suffix: string) => join(directory, `${basename(clipPath)}-${suffix}`);
    const ffmpeg = (args: string[]) =>
      run("ffmpeg", ["-nostdin", "-v", "error", "-y", ...args], { maxBuffer });

    const referencePath = at("reference.nut");
    await ffmpeg([
      ...input,
      "-vf",
      picture,
      "-c:v",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      referencePath,
    ]);
    const report = async (variant: string, gifPath: string, time: number, fastTime: number) => {
      const bytes = (await stat(gifPath)).size;
      const ssim = await videoSsim(gifPath, referencePath);
      print(
        `| ${name} | ${variant} | ${bytes.toLocaleString("en-US")} | ${ssim.toFixed(4)} | ${time.toFixed(2)} | ${(time / fastTime).toFixed(2)} |`,
      );
      await rm(gifPath, { force: true });
    };

    const fastPath = at("fast.gif");
    const fast = await timed(() =>
      ffmpeg([
        ...input,
        "-filter_complex",
        `${picture},split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=3:diff_mode=rectangle`,
        fastPath,
      ]),
    );
    await report("fast path", fastPath, fast.seconds, fast.seconds);

    const mediumPath = at("medium.gif");
    const medium = await timed(() =>
      ffmpeg([
        ...input,
        "-filter_complex",
        `${picture},hqdn3d=0:0:6:6,split[a][b];[a]palettegen=stats_mode=diff:max_colors=256[p];[b][p]paletteuse=dither=none:diff_mode=rectangle`,
        mediumPath,
      ]),
    );
    await report("today's medium (hqdn3d 6, no dither)", mediumPath, medium.seconds, fast.seconds);

    for (const hold of holds) {
      const rawPath = at(`hold-${hold}.rgba`);
      const hqdn3d = hold > 0 ? `,hqdn3d=0:0:${hold}:${hold}` : "";
      const decode = await timed(() =>
        ffmpeg([...input, "-vf", `${picture}${hqdn3d},format=rgba`, "-f", "rawvideo", rawPath]),
      );
      const frameBytes = width * height * 4;
      const frameCount = Math.floor((await stat(rawPath)).size / frameBytes);
      for (const palette of palettes) {
        for (const dither of dithers) {
          for (const threshold of thresholds) {
            const gifPath = at("variant.gif");
            const encode = await timed(() =>
              encodeGifFrames(
                {
                  width,
                  height,
                  frameCount,
                  frames: framesOf(rawPath, frameBytes, frameCount),
                  delaysCentiseconds: delaysFor(frameCount),
                  loopCount: 0,
                },
                gifPath,
                {
                  palette,
                  colours: 256,
                  dither,
                  bayerScale: 3,
                  interFrameMaxError: threshold,
                  lossy: 0,
                  optimize: false,
                  optimizeLevel: 3,
                },
                { workDir: directory, signal },
                media.run,
              ),
            );
            await report(
              `hold ${hold}, ${palette}, ${dither === "bayer" ? "Bayer 3" : "no dither"}, threshold ${threshold}`,
              gifPath,
              decode.seconds + encode.seconds,
              fast.seconds,
            );
          }
        }
      }
      await rm(rawPath, { force: true });
    }
  }
} finally {
  await rm(directory, { recursive: true, force: true });
}
console.log(`Load average (1 min): ${loadavg()[0]?.toFixed(2)}; ${new Date().toISOString()}`);
