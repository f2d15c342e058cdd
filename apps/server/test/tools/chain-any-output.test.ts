import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animationDelaysMs } from "../../../../packages/tools/src/shared/animation-length.ts";
import type { BinaryPaths } from "../../src/media/run-command.ts";
import { createMediaToolkit } from "../../src/media/toolkit.ts";
import { fixture } from "../helpers/fixtures.ts";

/**
 * Any input to any output (issue 36): Convert from an animated WebP, an APNG and an AVIF, and a
 * chain of steps (crop → speed) from a GIF, end in every output format with the frames and their
 * time kept: frame count and summed durations read back from the files (the WebP's and APNG's
 * own frame delays; ffprobe's frame times for AVIF, WebM and MP4).
 */
const run = promisify(execFile);
const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);
const formats = ["gif", "webp", "apng", "avif", "mp4", "webm"] as const;
type Format = (typeof formats)[number];

/** How many frames a file holds and when its last one ends, in seconds. */
async function framesAndEnd(path: string, format: Format) {
  if (format === "gif" || format === "webp" || format === "apng") {
    const delaysMs = animationDelaysMs(await readFile(path));
    return { frames: delaysMs.length, endSeconds: delaysMs.reduce((a, b) => a + b, 0) / 1000 };
  }
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-select_streams", "v:0", "-show_frames"],
    ...["-show_entries", "frame=pts_time,pkt_duration_time", "-of", "json", path],
  ]);
  const frames = (
    JSON.parse(stdout) as { frames: { pts_time: string; pkt_duration_time: string }[] }
  ).frames;
  const last = frames.at(-1);
  return {
    frames: frames.length,
    endSeconds: Number(last?.pts_time) + Number(last?.pkt_duration_time),
  };
}

/**
 * The frames a file of `shown` frames lasting `seconds` holds: AVIF and WebM hold the last frame
 * with one copy (holdLastFrame); an MP4 is at a constant rate of `mp4Frames`.
 */
const expectedFrames = (format: Format, shown: number, mp4Frames: number) =>
  format === "mp4" ? mp4Frames : format === "avif" || format === "webm" ? shown + 1 : shown;

describe("any input to any output", () => {
  let workRoot: string;
  const inputs: Record<"webp" | "apng" | "avif", string> = { webp: "", apng: "", avif: "" };
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-any-output-"));
    // Three frames of 0.5, 0.2 and 0.3 s (1 s in all), from dispose-background.gif's pictures.
    inputs.webp = join(workRoot, "three.webp");
    await sharp(fixture("gif/dispose-background.gif"), { animated: true })
      .webp({ lossless: true, delay: [500, 200, 300], loop: 0 })
      .toFile(inputs.webp);
    const timedGif = join(workRoot, "three.gif");
    await run("gifsicle", [
      ...["-d50", fixture("gif/dispose-background.gif"), "#0", "-d20"],
      ...[fixture("gif/dispose-background.gif"), "#1", "-d30"],
      ...[fixture("gif/dispose-background.gif"), "#2", "-o", timedGif],
    ]);
    for (const format of ["apng", "avif"] as const) {
      inputs[format] = await runTool("convert", { format }, timedGif, `input-${format}`);
    }
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  async function runTool(
    tool: "convert" | "edit",
    fields: Record<string, unknown>,
    inputPath: string,
    name: string,
  ): Promise<string> {
    const workDir = join(workRoot, name);
    await mkdir(workDir, { recursive: true });
    const detectedType = inputPath.endsWith(".gif") ? "gif" : inputPath.split(".").at(-1);
    const result = await runToolTask(
      { tool, options: tools[tool].optionsSchema.parse(fields) } as never,
      {
        inputPaths: [inputPath],
        inputFacts: [{ detectedType: detectedType ?? null }],
        workDir,
        media,
        signal: new AbortController().signal,
        reportProgress: () => {},
      },
    );
    const [output] = result.outputs;
    if (!output) throw new Error("no output");
    const kept = join(workRoot, `${name}.${output.kind}`);
    await writeFile(kept, await readFile(output.path));
    return kept;
  }

  for (const input of ["webp", "apng", "avif"] as const) {
    // Convert writes every format but GIF (GIF is the edit tools' output).
    for (const format of formats.filter((each) => each !== input && each !== "gif")) {
      it(`Convert ${input} → ${format}: 3 frames, 1.00 s`, async () => {
        const output = await runTool("convert", { format }, inputs[input], `${input}-to-${format}`);
        const measured = await framesAndEnd(output, format);
        // The MP4's rate is 100 / GCD(50, 20, 30) = 10 fps: 10 frames.
        expect(measured.frames).toBe(expectedFrames(format, 3, 10));
        expect(measured.endSeconds).toBeCloseTo(1, 2);
      });
    }
  }

  for (const format of formats) {
    it(`POST /api/edit's chain crop → speed 2× on a GIF ends in ${format}: 3 frames, 0.75 s, cropped`, async () => {
      const output = await runTool(
        "edit",
        {
          operations: JSON.stringify([
            { op: "crop", x: 0, y: 0, width: 96, height: 84 },
            { op: "speed", speed: 2 },
          ]),
          output: JSON.stringify({ format }),
        },
        fixture("gif/dispose-background.gif"),
        `edit-to-${format}`,
      );
      const measured = await framesAndEnd(output, format);
      // Three frames of 0.5 s at 2×: 0.25 s each, 0.75 s; an MP4 at 4 fps is made 12 fps (the
      // smallest multiple of 4 that reaches 10): 9 frames.
      expect(measured.frames).toBe(expectedFrames(format, 3, 9));
      expect(measured.endSeconds).toBeCloseTo(0.75, 2);
      const { width, height } = await sharp(output)
        .metadata()
        .catch(() => ({ width: 0, height: 0 }));
      if (format !== "mp4" && format !== "webm" && format !== "avif") {
        expect([width, height]).toEqual([96, 84]);
      }
    });
  }
});
