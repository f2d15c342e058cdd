/**
 * Benchmark of the Add Text renderer on the shared fixtures: wall time and bytes of the toolkit's
 * drawTextOnGif (two layers, one fading) against a baseline of a bare ffmpeg GIF re-encode
 * (palettegen + paletteuse, no text) of the same file, and how many frames needed a reduced
 * palette; and the GIF engine (media.editGif, no transforms) re-encoding the renderer's own
 * output: its bytes, its time and how many of its frames equal the renderer's (the measured
 * reason for Add Text's own writer, apps/server/src/media/gif-composite-encoder.ts).
 *
 *   npx node apps/server/scripts/bench-add-text.ts [fixture names...]
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { bundledFonts } from "@gifkit/text-layout";
import type { TextOverlayLayer } from "@gifkit/tools";
import type { BinaryPaths } from "../src/media/run-command.ts";
import { createMediaToolkit } from "../src/media/toolkit.ts";
import { fixture } from "../test/helpers/fixtures.ts";

const run = promisify(execFile);
const names =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ["classroom.gif", "iss634.gif", "animated-loop-3.gif", "rotating-squares.gif"];
// Each binary by its own name on the PATH.
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);
const layers: TextOverlayLayer[] = [
  {
    style: {
      text: "WHEN THE BENCHMARK RUNS",
      fontSizePx: 36,
      fontFamily: bundledFonts.Impact.family,
      horizontalAlign: "center",
      verticalAlign: "top",
      offsetX: 0,
      offsetY: 6,
      maxWidthRatio: 0.95,
      lineHeight: 1.2,
      autoFit: true,
    },
    paint: { color: "#ffffff", strokeColor: "#000000", strokeWidthPx: 3 },
    timing: { startTimeSeconds: 0, endTimeSeconds: null, animationStyle: "none" },
  },
  {
    style: {
      text: "a fading caption",
      fontSizePx: 20,
      fontFamily: bundledFonts.Georgia.family,
      horizontalAlign: "center",
      verticalAlign: "bottom",
      offsetX: 0,
      offsetY: -8,
      maxWidthRatio: 0.95,
      lineHeight: 1.2,
      autoFit: true,
    },
    paint: { color: "#ffd700", strokeColor: "#000000", strokeWidthPx: 1 },
    timing: { startTimeSeconds: 0.2, endTimeSeconds: null, animationStyle: "fade" },
  },
];

const time = async (action: () => Promise<unknown>) => {
  const started = performance.now();
  await action();
  return performance.now() - started;
};

/** Each composited frame's RGBA checksum (ffmpeg's framemd5). */
async function frameHashes(path: string): Promise<string[]> {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-i", path, "-pix_fmt", "rgba", "-f", "framemd5", "-"],
    { maxBuffer: 1 << 26 },
  );
  return stdout
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(",").at(-1)?.trim() ?? "");
}

const directory = await mkdtemp(join(tmpdir(), "gifkit-bench-add-text-"));
try {
  console.log(
    "fixture                 frames  add-text ms  ffmpeg ms  ratio  add-text KB  ffmpeg KB  reduced frames  engine ms  engine KB  engine frames exact",
  );
  for (const name of names) {
    const input = fixture(`gif/${name}`);
    const output = join(directory, `text-${name}`);
    const baseline = join(directory, `ffmpeg-${name}`);
    let report = { frameCount: 0, reducedFrames: [] as number[] };
    const textMs = await time(async () => {
      report = await media.drawTextOnGif(
        { inputPath: input, outputPath: output, layers },
        new AbortController().signal,
      );
    });
    const ffmpegMs = await time(() =>
      run("ffmpeg", [
        "-v",
        "error",
        "-y",
        "-i",
        input,
        "-filter_complex",
        "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse",
        baseline,
      ]),
    );
    const engined = join(directory, `engine-${name}`);
    const engineMs = await time(() =>
      media.editGif(
        { inputPath: output, outputPath: engined, workDir: directory, transforms: [] },
        new AbortController().signal,
      ),
    );
    const [written, reEncoded] = [await frameHashes(output), await frameHashes(engined)];
    const exact = written.filter((hash, index) => hash === reEncoded[index]).length;
    const kb = async (path: string) => Math.round((await stat(path)).size / 1024);
    console.log(
      `${name.padEnd(22)} ${String(report.frameCount).padStart(7)} ${textMs.toFixed(0).padStart(12)} ${ffmpegMs.toFixed(0).padStart(10)} ${(textMs / ffmpegMs).toFixed(2).padStart(6)} ${String(await kb(output)).padStart(12)} ${String(await kb(baseline)).padStart(10)} ${String(report.reducedFrames.length).padStart(15)} ${engineMs.toFixed(0).padStart(10)} ${String(await kb(engined)).padStart(10)} ${`${exact}/${written.length}`.padStart(20)}`,
    );
  }
} finally {
  await rm(directory, { recursive: true, force: true });
}
