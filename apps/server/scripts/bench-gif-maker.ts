/**
 * GIF Maker: what the encoder choice and the quality levels cost and give. A slideshow of eight
 * real photos (the two image fixtures and frames of the four fixture videos) at 660 × 480, one
 * second each, a zoom on one, a 6-step crossfade between each: 60 frames, 8 s.
 *
 * 1. The whole task (processGifMaker with the real toolkit) at each quality level: seconds,
 *    bytes, SSIM of the GIF against the rendered frames.
 * 2. The same rendered frames through each candidate encoder: ffmpeg with one palette for the
 *    whole GIF, ffmpeg with a palette per frame (the choice), and sharp/libimagequant (a palette
 *    per frame, effort 7). Baseline: ffmpeg reading the raw frames and discarding them.
 *
 *   npx node apps/server/scripts/bench-gif-maker.ts
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type MediaToolkit, type ProcessorContext, tools } from "@gifkit/tools";
import { serverTools } from "@gifkit/tools/server";
import type { BinaryPaths } from "../src/media/run-command.ts";
import { createMediaToolkit } from "../src/media/toolkit.ts";
import { fixture } from "../test/helpers/fixtures.ts";

const run = promisify(execFile);
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);
const signal = new AbortController().signal;
const width = 660;
const height = 480;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/** SSIM ("All") of a GIF against raw RGB frames, both read by ffmpeg. */
async function ssim(gifPath: string, rawPath: string): Promise<number> {
  const { stderr } = await run("ffmpeg", [
    "-nostdin",
    "-i",
    gifPath,
    ...[
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${width}x${height}`,
      "-framerate",
      "100",
      "-i",
      rawPath,
    ],
    "-lavfi",
    "[0:v]format=yuv444p,setpts=N[a];[1:v]format=yuv444p,setpts=N[b];[a][b]ssim",
    "-f",
    "null",
    "-",
  ]);
  return Number(/All:([\d.]+)/.exec(stderr)?.[1]);
}

const directory = await mkdtemp(join(tmpdir(), "gifkit-bench-gif-maker-"));
try {
  const photos = [join(directory, "elephant.jpg"), join(directory, "tree.webp")];
  await copyFile(fixture("image/elephant-660-480.jpg"), photos[0] as string);
  await copyFile(fixture("image/4.webp"), photos[1] as string);
  for (const video of ["flower.mp4", "friday.mp4", "rabbit320.webm", "bottle-detection.mp4"]) {
    for (const second of ["1", "3"]) {
      if (photos.length >= 8) break;
      const path = join(directory, `${video}-${second}.png`);
      await run("ffmpeg", [
        "-v",
        "error",
        "-ss",
        second,
        "-i",
        fixture(`video/${video}`),
        "-frames:v",
        "1",
        path,
      ]);
      photos.push(path);
    }
  }

  // Keeps the frames the processor streams to the encoder, for the encoder comparison.
  let captured: Uint8Array[] = [];
  const capturing: MediaToolkit = {
    ...media,
    run: (command, options) => {
      if (!options.stdin) return media.run(command, options);
      const source = options.stdin;
      captured = [];
      return media.run(command, {
        ...options,
        stdin: (async function* () {
          for await (const frame of source) {
            captured.push(frame);
            yield frame;
          }
        })(),
      });
    },
  };

  console.log(
    `GIF Maker benchmark: ${photos.length} photos, ${width} × ${height}, 1 s each, zoom on one, crossfade 6 steps`,
  );
  console.log("\n1. Whole task by quality level");
  console.log("level   | frames | seconds |     bytes | SSIM");
  const rawPath = join(directory, "frames.rgb");
  for (const level of ["low", "medium", "high", "ultra"]) {
    const workDir = join(directory, `task-${level}`);
    await mkdir(workDir, { recursive: true });
    const options = tools["gif-maker"].optionsSchema.parse({
      frame_durations: JSON.stringify(photos.map(() => 1000)),
      effects: JSON.stringify(photos.map((_, index) => (index === 2 ? "zoom" : "none"))),
      transition_type: "crossfade",
      transition_steps: "6",
      quality_level: level,
    });
    // The first photo is 660 × 480, so it sets the canvas.
    const context: ProcessorContext = {
      inputPaths: photos,
      inputOrigins: photos.map((path, index) => ({ kind: "file", index, name: path })),
      workDir,
      media: capturing,
      signal,
      reportProgress: () => {},
    };
    const { value, seconds } = await timed(async () =>
      (await serverTools["gif-maker"].processor())(options, context),
    );
    const output = value.outputs[0]?.path as string;
    if (level === "low") await writeFile(rawPath, Buffer.concat(captured));
    const bytes = (await stat(output)).size;
    console.log(
      `${level.padEnd(7)} | ${String(captured.length).padStart(6)} | ${seconds.toFixed(2).padStart(7)} | ${String(bytes).padStart(9)} | ${(await ssim(output, rawPath)).toFixed(4)}`,
    );
  }

  console.log("\n2. Encoders on the same rendered frames (before gifsicle)");
  const raw = [
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${width}x${height}`,
    "-framerate",
    "100",
    "-i",
    rawPath,
  ];
  const baseline = await timed(() =>
    run("ffmpeg", ["-nostdin", "-v", "error", ...raw, "-f", "null", "-"]),
  );
  console.log(
    `baseline: ffmpeg reads the raw frames and discards them: ${baseline.seconds.toFixed(2)} s`,
  );
  console.log("encoder                              | seconds | × baseline |     bytes | SSIM");
  const candidates: [string, () => Promise<unknown>, string][] = [
    [
      "ffmpeg, one palette (stats_mode=full)",
      () =>
        run("ffmpeg", [
          ...["-nostdin", "-v", "error", ...raw, "-filter_complex"],
          "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=floyd_steinberg",
          ...["-fps_mode", "passthrough", "-y", join(directory, "one-palette.gif")],
        ]),
      join(directory, "one-palette.gif"),
    ],
    [
      "ffmpeg, palette per frame (chosen)",
      () =>
        run("ffmpeg", [
          ...["-nostdin", "-v", "error", ...raw, "-filter_complex"],
          "split[a][b];[a]palettegen=stats_mode=single[p];[b][p]paletteuse=new=1:dither=floyd_steinberg",
          ...["-fps_mode", "passthrough", "-y", join(directory, "per-frame.gif")],
        ]),
      join(directory, "per-frame.gif"),
    ],
    [
      "sharp/libimagequant, effort 7",
      async () => {
        const frames = captured.map((frame) => {
          // The toolkit's encoder takes RGBA.
          const rgba = new Uint8Array((frame.length / 3) * 4);
          for (let pixel = 0; pixel < frame.length / 3; pixel++) {
            rgba.set(frame.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
            rgba[pixel * 4 + 3] = 255;
          }
          return rgba;
        });
        await media.encodeGif(
          { width, height, frames, delaysMs: frames.map(() => 100), loopCount: 0 },
          join(directory, "sharp.gif"),
          {},
          signal,
        );
      },
      join(directory, "sharp.gif"),
    ],
  ];
  for (const [name, encode, output] of candidates) {
    const { seconds } = await timed(encode);
    console.log(
      `${name.padEnd(36)} | ${seconds.toFixed(2).padStart(7)} | ${(seconds / baseline.seconds).toFixed(1).padStart(10)} | ${String((await stat(output)).size).padStart(9)} | ${(await ssim(output, rawPath)).toFixed(4)}`,
    );
  }
} finally {
  await rm(directory, { recursive: true, force: true });
}
