import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type InputFacts, ToolError, tools } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BinaryPaths } from "../../src/media/run-command.ts";
import { createMediaToolkit } from "../../src/media/toolkit.ts";
import { fixture } from "../helpers/fixtures.ts";
import { differingShare, ffmpegPipe, flatten, ssimOfFrames } from "../helpers/frame-compare.ts";
import { decodeFramesWithFfmpeg, gifsicleInfo } from "../helpers/media-probe.ts";

/**
 * The chain executor on real media (issue 36), run as the worker runs a POST /api/edit task
 * (runToolTask, the real toolkit): a chain of picture and timeline steps takes the frame path
 * (one decode, the frames in the result's order through one ffmpeg graph, one encode), and its
 * frames are what bare ffmpeg makes of the same source frames with the same filters, in the
 * order and with the delays the chain plans.
 */
/** RGBA with alpha cut at 128 (a GIF pixel is drawn or transparent). */
function binaryAlpha(rgba: Buffer): Buffer {
  const copy = Buffer.from(rgba);
  for (let index = 3; index < copy.length; index += 4)
    copy[index] = (copy[index] as number) >= 128 ? 255 : 0;
  return copy;
}

const media = createMediaToolkit(
  new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
);

describe("a chain of edits in one pass", () => {
  let workRoot: string;
  beforeAll(async () => {
    workRoot = await mkdtemp(join(tmpdir(), "gifkit-edit-chain-"));
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  async function runEdit(
    inputPath: string,
    fields: Record<string, unknown>,
    name: string,
    facts: InputFacts = { detectedType: "gif" },
  ) {
    const workDir = join(workRoot, name);
    await mkdir(workDir, { recursive: true });
    const options = tools.edit.optionsSchema.parse(fields);
    const result = await runToolTask(
      { tool: "edit", options },
      {
        inputPaths: [inputPath],
        inputFacts: [facts],
        workDir,
        media,
        signal: new AbortController().signal,
        reportProgress: () => {},
      },
    );
    const [output] = result.outputs;
    if (!output) throw new Error("no output");
    // The task directory goes with the task; keep the result for the checks.
    const kept = join(workRoot, `${name}.${output.kind}`);
    await writeFile(kept, await readFile(output.path));
    return kept;
  }

  it("crop → resize → rotate → speed → reverse → cut: frames, order and delays as planned, pixels as ffmpeg's", async () => {
    const inputPath = fixture("gif/rotating-squares.gif");
    const outputPath = await runEdit(
      inputPath,
      {
        operations: [
          { op: "crop", x: 10, y: 10, width: 60, height: 60 },
          { op: "resize", width: 30 },
          { op: "rotate", angle: 90 },
          { op: "speed", speed: 1.5 },
          { op: "reverse" },
          { op: "cut", start_frame: 3 },
        ],
      },
      "six-steps",
    );
    const info = await gifsicleInfo(outputPath);
    // 30 frames of 3 hundredths at 1.5× are 30 frames of 2; backwards; from the third on.
    expect(info).toMatchObject({ width: 30, height: 30, frameCount: 28, loop: "forever" });
    expect(info.delaysCentiseconds).toEqual(Array.from({ length: 28 }, () => 2));

    // The reference: ffmpeg's own frames of the fixture, the same filters on the RGBA frames
    // (premultiplied around the scale), alpha cut at half as a GIF stores it, frames 27 down to 0.
    const source = await decodeFramesWithFfmpeg(inputPath, 80, 80);
    const { stdout } = await ffmpegPipe(
      [
        ...["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "80x80", "-i", "pipe:0"],
        "-vf",
        // A GIF made smaller averages (area), as the chain resizes for a GIF result.
        "crop=60:60:10:10,premultiply=inplace=1,scale=30:30:flags=area,unpremultiply=inplace=1,transpose=clock",
        ...["-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"],
      ],
      Buffer.concat(source),
    );
    const filtered = Array.from({ length: 30 }, (_, index) =>
      flatten(binaryAlpha(stdout.subarray(index * 3600, (index + 1) * 3600))),
    );
    const result = (await decodeFramesWithFfmpeg(outputPath, 30, 30)).map(flatten);
    expect(result).toHaveLength(28);
    for (const [position, frame] of result.entries()) {
      const reference = filtered[27 - position] as Buffer;
      expect(differingShare(frame, reference), `frame ${position}`).toBeLessThan(0.03);
    }
  });

  /** Tools run one after another, each on the GIF the one before made (today's keep editing). */
  async function runToolsInTurn(
    gif: string,
    steps: readonly (readonly [string, Record<string, unknown>])[],
    name: string,
  ): Promise<string> {
    let made = gif;
    for (const [index, [tool, fields]] of steps.entries()) {
      const workDir = join(workRoot, `${name}-tool-${index}`);
      await mkdir(workDir, { recursive: true });
      const result = await runToolTask(
        { tool, options: tools[tool as "crop"].optionsSchema.parse(fields) } as never,
        {
          inputPaths: [made],
          inputFacts: [{ detectedType: "gif" }],
          workDir,
          media,
          signal: new AbortController().signal,
          reportProgress: () => {},
        },
      );
      made = join(workRoot, `${name}-tool-${index}.gif`);
      await writeFile(made, await readFile((result.outputs[0] as { path: string }).path));
    }
    return made;
  }

  const classroomCrop = { x: 60, y: 0, width: 360, height: 270 };
  const classroomLayers = [{ text: "One chain", font_size: 24, vertical_align: "bottom" }];

  it("crop → resize → speed → text on an opaque GIF of one palette: one pass, fewer bytes and a higher SSIM than the four tools in turn", async () => {
    const gif = fixture("gif/classroom.gif");
    const size = { width: 240, height: 180, maintain_aspect_ratio: false };
    const chained = await runEdit(
      gif,
      {
        operations: [
          { op: "crop", ...classroomCrop },
          { op: "resize", ...size },
          { op: "speed", speed: 2 },
          { op: "text", layers: classroomLayers },
        ],
      },
      "one-pass",
    );
    const made = await runToolsInTurn(
      gif,
      [
        ["crop", classroomCrop],
        ["resize", size],
        ["speed", { speed: 2 }],
        ["add-text", { layers: JSON.stringify(classroomLayers) }],
      ],
      "one-pass",
    );
    const [chainInfo, toolInfo] = await Promise.all([gifsicleInfo(chained), gifsicleInfo(made)]);
    // The timing is the chain's plan, the tools' own: every delay halved, the loop kept.
    expect(chainInfo).toMatchObject({ width: 240, height: 180, frameCount: 45, loop: "forever" });
    expect(chainInfo.delaysCentiseconds).toEqual(toolInfo.delaysCentiseconds);
    const [chainBytes, toolBytes] = await Promise.all([readFile(chained), readFile(made)]);
    expect(chainBytes.length).toBeLessThan(toolBytes.length);
    // Against the picture edits never encoded (Lanczos from the decoded GIF; the caption is the
    // same in both, so it weighs the same): the one pass keeps more of the picture.
    const source = await decodeFramesWithFfmpeg(gif, 480, 270);
    const { stdout } = await ffmpegPipe(
      [
        ...["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "480x270", "-i", "pipe:0"],
        ...["-vf", "crop=360:270:60:0,scale=240:180:flags=lanczos"],
        ...["-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"],
      ],
      Buffer.concat(source),
    );
    const frameBytes = 240 * 180 * 4;
    const reference = Array.from({ length: 45 }, (_, index) =>
      flatten(stdout.subarray(index * frameBytes, (index + 1) * frameBytes)),
    );
    const frames = async (path: string) =>
      (await decodeFramesWithFfmpeg(path, 240, 180)).map(flatten);
    const size240 = { width: 240, height: 180 };
    const chainSsim = await ssimOfFrames(await frames(chained), reference, size240);
    const toolSsim = await ssimOfFrames(await frames(made), reference, size240);
    expect(chainSsim).toBeGreaterThan(toolSsim);
  });

  it("crop → speed → text on a GIF (one re-encode): the three tools' own paths in turn, byte for byte", async () => {
    const gif = fixture("gif/classroom.gif");
    const chained = await runEdit(
      gif,
      {
        operations: [
          { op: "crop", ...classroomCrop },
          { op: "speed", speed: 2 },
          { op: "text", layers: classroomLayers },
        ],
      },
      "gif-steps",
    );
    const made = await runToolsInTurn(
      gif,
      [
        ["crop", classroomCrop],
        ["speed", { speed: 2 }],
        ["add-text", { layers: JSON.stringify(classroomLayers) }],
      ],
      "gif-steps",
    );
    const [chainBytes, toolBytes] = await Promise.all([readFile(chained), readFile(made)]);
    expect(chainBytes.length).toBe(toolBytes.length);
    expect(chainBytes.equals(toolBytes)).toBe(true);
    const info = await gifsicleInfo(chained);
    expect(info).toMatchObject({ width: 360, height: 270, frameCount: 45 });
  });

  it("reads an animated WebP straight into frames (no GIF in between): crop → resize", async () => {
    // An animated WebP of dispose-background.gif's three frames (sharp writes it; ffmpeg 5.1
    // cannot read it back, so the executor's WebP decode is sharp's).
    const webpPath = join(workRoot, "three.webp");
    await sharp(fixture("gif/dispose-background.gif"), { animated: true })
      .webp({ lossless: true, delay: [500, 200, 300], loop: 2 })
      .toFile(webpPath);
    const outputPath = await runEdit(
      webpPath,
      {
        operations: [
          { op: "crop", x: 0, y: 0, width: 96, height: 84 },
          { op: "resize", width: 48, height: 42, maintain_aspect_ratio: false },
        ],
      },
      "webp",
    );
    const info = await gifsicleInfo(outputPath);
    // Every frame with its own delay, and the WebP's 2 plays as one repetition.
    expect(info).toMatchObject({ width: 48, height: 42, frameCount: 3, loop: 1 });
    expect(info.delaysCentiseconds).toEqual([50, 20, 30]);
  });

  it("a video ending in a GIF: sampled at the output's fps, then crop → resize and Optimize's encoder in one pass", async () => {
    // A 2 s, 30 fps clip that moves (testsrc2), 320×180: small enough for one quick decode.
    const videoPath = join(workRoot, "clip.mp4");
    await ffmpegPipe([
      ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30:duration=2"],
      ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-y", videoPath],
    ]);
    const outputPath = await runEdit(
      videoPath,
      {
        operations: [
          { op: "crop", x: 40, y: 20, width: 160, height: 90 },
          { op: "resize", width: 80 },
        ],
        output: { format: "gif", fps: 10, colors: 128 },
      },
      "video",
      {
        detectedType: "mp4",
        video: {
          durationSeconds: 2,
          width: 320,
          height: 180,
          hasVideo: true,
          hasAudio: false,
          largestPicture: { width: 320, height: 180 },
          timingProblem: null,
          framesPerSecond: 30,
        },
      },
    );
    const info = await gifsicleInfo(outputPath);
    // 2 s at 10 fps: 20 frames of a tenth each, looping forever.
    expect(info).toMatchObject({ width: 80, height: 45, frameCount: 20, loop: "forever" });
    expect(info.delaysCentiseconds).toEqual(Array.from({ length: 20 }, () => 10));
    // The reference: bare ffmpeg sampling and filtering the same clip.
    const { stdout } = await ffmpegPipe([
      ...["-v", "error", "-i", videoPath, "-vf"],
      "fps=10,crop=160:90:40:20,scale=80:45:flags=lanczos",
      ...["-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ]);
    const result = (await decodeFramesWithFfmpeg(outputPath, 80, 45)).map(flatten);
    const frameBytes = 80 * 45 * 3;
    const reference = result.map((_, index) =>
      stdout.subarray(index * frameBytes, (index + 1) * frameBytes),
    );
    // 128 colours of a rainbow test card: close to the lossless frames, never another picture.
    const ssim = await ssimOfFrames(result, reference, { width: 80, height: 45 });
    expect(ssim).toBeGreaterThan(0.95);
  });

  it("refuses in the worker what the start call could not see, naming the step", async () => {
    // A WebP's delays are not read at the start call (only a GIF upload's header is): the worker
    // plans the chain on the decoded facts and fails the task with the same words.
    const webpPath = join(workRoot, "short.webp");
    await sharp(fixture("gif/cogs.gif"), { animated: true }).webp().toFile(webpPath);
    const run = runEdit(
      webpPath,
      { operations: [{ op: "reverse" }, { op: "cut", start_time: 30 }] },
      "refused",
    );
    await expect(run).rejects.toThrow(ToolError);
    await expect(run).rejects.toThrow(
      /^Step 2 \(cut\): The range has no frame in it: start_time is 30 s/,
    );
  });
});
