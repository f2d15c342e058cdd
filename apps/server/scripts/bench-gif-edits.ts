/**
 * Benchmark of GIF resize and crop methods on the shared fixtures: wall time, bytes and SSIM
 * against a reference made by ffmpeg's own filters on ffmpeg-decoded, composited frames.
 *
 *   npx node apps/server/scripts/bench-gif-edits.ts [fixture names...]
 *
 * Prints one row per fixture, operation and method; the ratio column compares the wall time with
 * the baseline (bare ffmpeg decode of the same GIF).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { fixture } from "../test/helpers/fixtures.ts";
import {
  decodeFlatFrames,
  differingShare,
  filterFrames,
  ssimOfFrames,
} from "../test/helpers/frame-compare.ts";
import { gifsicleInfo } from "../test/helpers/media-probe.ts";

const run = promisify(execFile);

interface Method {
  name: string;
  make(input: string, output: string, size: { width: number; height: number }): Promise<void>;
}

const gifsicle = (args: string[]) =>
  run("gifsicle", args, { maxBuffer: 64 * 1024 * 1024 }).then(() => undefined);

const resizeMethods: Method[] = [
  {
    name: "gifsicle --resize (mix)",
    make: (input, output, { width, height }) =>
      gifsicle([input, "--resize", `${width}x${height}`, "-o", output]),
  },
  {
    name: "gifsicle lanczos3 colors256",
    make: (input, output, { width, height }) =>
      gifsicle([
        input,
        "--resize-method",
        "lanczos3",
        "--resize-colors",
        "256",
        "--resize",
        `${width}x${height}`,
        "-O2",
        "-o",
        output,
      ]),
  },
  {
    name: "gifsicle catrom colors256",
    make: (input, output, { width, height }) =>
      gifsicle([
        input,
        "--resize-method",
        "catrom",
        "--resize-colors",
        "256",
        "--resize",
        `${width}x${height}`,
        "-O2",
        "-o",
        output,
      ]),
  },
  {
    name: "gifsicle -U lanczos3 colors256 -O2",
    make: (input, output, { width, height }) =>
      gifsicle([
        "--unoptimize",
        input,
        "--resize-method",
        "lanczos3",
        "--resize-colors",
        "256",
        "--resize",
        `${width}x${height}`,
        "-O2",
        "-o",
        output,
      ]),
  },
  {
    name: "sharp lanczos3",
    make: async (input, output, { width, height }) => {
      await sharp(input, { animated: true })
        .resize({ width, height, fit: "fill", kernel: "lanczos3" })
        .gif({ effort: 7, keepDuplicateFrames: true })
        .toFile(output);
    },
  },
  {
    name: "ffmpeg lanczos + palette",
    make: (input, output, { width, height }) =>
      run("ffmpeg", [
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-i",
        input,
        "-filter_complex",
        `scale=${width}:${height}:flags=lanczos,split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=floyd_steinberg`,
        output,
      ]).then(() => undefined),
  },
];

async function timed(action: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await action();
  return (performance.now() - started) / 1000;
}

const names =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        "classroom.gif",
        "iss634.gif",
        "animated-loop-3.gif",
        "dispose-background.gif",
        "cogs.gif",
        "rotating-squares.gif",
      ];

const dir = await mkdtemp(join(tmpdir(), "gifkit-bench-"));
console.log("| fixture | op | method | bytes | SSIM | worst frame differing | wall s | × decode |");
console.log("|---|---|---|---:|---:|---:|---:|---:|");
try {
  for (const name of names) {
    const input = fixture(`gif/${name}`);
    const info = await gifsicleInfo(input);
    const source = { width: info.width, height: info.height };
    const decodeSeconds = await timed(async () => {
      await decodeFlatFrames(input, source.width, source.height);
    });
    const frames = await decodeFlatFrames(input, source.width, source.height);
    const inputBytes = (await stat(input)).size;
    console.log(
      `| ${name} | input | - | ${inputBytes} | - | - | ${decodeSeconds.toFixed(2)} (decode) | 1.0 |`,
    );

    const operations = [
      {
        op: "resize ½",
        size: { width: Math.round(source.width / 2), height: Math.round(source.height / 2) },
      },
      {
        op: "resize 1.5×",
        size: { width: Math.round(source.width * 1.5), height: Math.round(source.height * 1.5) },
      },
    ];
    for (const { op, size } of operations) {
      const reference = await filterFrames(
        frames,
        source,
        `scale=${size.width}:${size.height}:flags=lanczos`,
        size,
      );
      for (const method of resizeMethods) {
        const output = join(
          dir,
          `${basename(name, ".gif")}-${method.name.replace(/\W+/g, "-")}.gif`,
        );
        let seconds: number;
        try {
          seconds = await timed(() => method.make(input, output, size));
        } catch (error) {
          console.log(
            `| ${name} | ${op} | ${method.name} | failed: ${(error as Error).message.slice(0, 80)} |`,
          );
          continue;
        }
        const outFrames = await decodeFlatFrames(output, size.width, size.height);
        const bytes = (await stat(output)).size;
        if (outFrames.length !== reference.length) {
          console.log(
            `| ${name} | ${op} | ${method.name} | ${bytes} | frames ${outFrames.length}≠${reference.length} |`,
          );
          continue;
        }
        const ssim = await ssimOfFrames(outFrames, reference, size);
        const worst = Math.max(
          ...outFrames.map((frame, index) => differingShare(frame, reference[index] as Buffer, 32)),
        );
        console.log(
          `| ${name} | ${op} | ${method.name} | ${bytes} | ${ssim.toFixed(4)} | ${(worst * 100).toFixed(1)}% | ${seconds.toFixed(2)} | ${(seconds / decodeSeconds).toFixed(1)} |`,
        );
      }
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
