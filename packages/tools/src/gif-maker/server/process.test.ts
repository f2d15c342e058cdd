import { access } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type InputOrigin, ToolError } from "../../define-tool.ts";
import type { CanvasFrames, ImageProbe } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
} from "../../shared/fake-media-toolkit.ts";
import { type GifMakerOptions, gifMakerDefaults } from "../shared/options.ts";
import { processGifMaker } from "./process.ts";

const still = (width: number, height: number, settings: Partial<ImageProbe> = {}): ImageProbe => ({
  format: "png",
  width,
  height,
  storedWidth: width,
  storedHeight: height,
  frameCount: 1,
  frameDelaysMs: [],
  ...settings,
});

/** Canvas frames of one grey level each (RGB), so every rendered frame says where it came from. */
function levels(canvas: { width: number; height: number }, ...values: number[]): CanvasFrames {
  const frames = values.map((value) =>
    new Uint8Array(canvas.width * canvas.height * 3).fill(value),
  );
  return { width: canvas.width, height: canvas.height, frames };
}

/** Image a is black, image b is grey 210; both 40 × 30. */
const pictures: Record<string, number> = { "a.png": 0, "b.png": 210 };

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function makerTask(
  script: FakeMediaScript,
  settings: { names?: string[]; origins?: InputOrigin[] } = {},
) {
  const names = settings.names ?? ["a.png", "b.png"];
  task = await createFakeTask(
    {
      probeImage: () => still(40, 30),
      decodeImageOnCanvas: (path, _probe, canvas) =>
        levels(canvas, pictures[path.split("/").at(-1) ?? ""] ?? 99),
      // The encoder wrote one frame per delay gifsicle was given.
      gifInfo: () => fakeAnimationInfo(40, 30, delaysOf(task)),
      ...script,
    },
    {
      inputs: names.map((name) => ({ name, bytes: new Uint8Array(8) })),
      ...(settings.origins ? { inputOrigins: settings.origins } : {}),
    },
  );
  return task;
}

/** The delays (ms) of the finishing gifsicle command. */
function delaysOf(fake: FakeTask | undefined): number[] {
  const args = fake?.media.commands().find((command) => command.binary === "gifsicle")?.args ?? [];
  return args.flatMap((arg, index) => (args[index - 1] === "--delay" ? [Number(arg) * 10] : []));
}

const options = (settings: Partial<GifMakerOptions>): GifMakerOptions => ({
  ...gifMakerDefaults,
  ...settings,
});

describe("processGifMaker: the GIF", () => {
  it("renders each image onto the first image's canvas, streams the frames to ffmpeg and sets delays with gifsicle", async () => {
    const { context, media, workDir, progress } = await makerTask({});
    const result = await processGifMaker(options({}), context);

    const encodedPath = join(workDir, "encoded.gif");
    const outputPath = join(workDir, "created.gif");
    expect(media.methods()).toEqual([
      "probeImage",
      "probeImage",
      "run",
      "decodeImageOnCanvas",
      "decodeImageOnCanvas",
      "run",
      "gifInfo",
    ]);
    expect(media.callsOf("probeImage").map((call) => call.args[0])).toEqual([
      join(workDir, "a.png"),
      join(workDir, "b.png"),
    ]);
    const [encode, finish] = media.commands();
    expect(encode?.binary).toBe("ffmpeg");
    expect(encode?.args.slice(0, 12)).toEqual([
      "-v",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      "40x30",
      "-framerate",
      "100",
      "-i",
      "pipe:0",
    ]);
    // High quality: 256 colours per frame, Floyd-Steinberg.
    expect(encode?.args[13]).toContain("max_colors=256");
    expect(encode?.args[13]).toContain("dither=floyd_steinberg");
    expect(encode?.args.at(-1)).toBe(encodedPath);
    // Two stills of 500 ms each, looping forever, light lossy compression.
    expect(finish).toEqual({
      binary: "gifsicle",
      args: [
        "-O3",
        "-Okeep-empty",
        "--lossy=20",
        "--loopcount=forever",
        encodedPath,
        "--delay",
        "50",
        "#0",
        "--delay",
        "50",
        "#1",
        "--output",
        outputPath,
      ],
    });
    const [decodeA] = media.callsOf("decodeImageOnCanvas");
    expect(decodeA?.args[2]).toEqual({
      width: 40,
      height: 30,
      background: { red: 0, green: 0, blue: 0 },
    });
    expect(decodeA?.args[3].scratchDir).toBe(join(workDir, "decode-0"));
    const stdin = media.callsOf("run")[0]?.stdin ?? [];
    expect(stdin.map((frame) => [frame.length, frame[0]])).toEqual([
      [40 * 30 * 3, 0],
      [40 * 30 * 3, 210],
    ]);
    expect(media.callsOf("gifInfo")[0]?.args).toEqual([outputPath]);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(progress).toMatchObject([
      { percent: 2, status: "Reading image 1 of 2..." },
      { percent: 5, status: "Reading image 2 of 2..." },
      { percent: 10, status: "Creating frames..." },
      { percent: 10, status: "Encoding frame 1 of 2..." },
      { percent: 90, status: "Optimising GIF..." },
    ]);
  });

  it("crossfades into the next image with blended frames, and plays once without lossy at ultra", async () => {
    const { context, media } = await makerTask({});
    await processGifMaker(
      options({
        transition_type: "crossfade",
        transition_steps: 2,
        loop_count: 1,
        quality_level: "ultra",
      }),
      context,
    );
    const stdin = media.callsOf("run")[0]?.stdin ?? [];
    // a for 400 ms, two 50 ms blends (1/3 and 2/3 of b), then b.
    expect(stdin.map((frame) => frame[0])).toEqual([0, 70, 140, 210]);
    // Each image is decoded once, though b shows in three frames.
    expect(
      media.callsOf("decodeImageOnCanvas").map((call) => call.args[0].split("/").at(-1)),
    ).toEqual(["a.png", "b.png"]);
    expect(media.commands()[1]?.args.slice(0, 3)).toEqual([
      "-O3",
      "-Okeep-empty",
      "--no-loopcount",
    ]);
    expect(delaysOf(task)).toEqual([400, 50, 50, 500]);
  });

  it("plays an animation's own frames for its own length; the order and the sizes asked are kept", async () => {
    const { context, media, workDir } = await makerTask({
      probeImage: (path) =>
        path.endsWith("b.png")
          ? still(80, 60, { format: "gif", frameCount: 2, frameDelaysMs: [120, 80] })
          : still(40, 30),
      decodeImageOnCanvas: (path, _probe, canvas) =>
        path.endsWith("b.png") ? levels(canvas, 11, 22) : levels(canvas, 0),
    });
    await processGifMaker(
      options({ order: ["file:1", "file:0"], width: 60, background_color: "#ff8000" }),
      context,
    );

    expect(media.callsOf("probeImage").map((call) => call.args[0])).toEqual([
      join(workDir, "b.png"),
      join(workDir, "a.png"),
    ]);
    // The height follows the first image (b, 80 × 60): 60 × 45.
    expect(media.callsOf("decodeImageOnCanvas")[0]?.args[2]).toEqual({
      width: 60,
      height: 45,
      background: { red: 255, green: 128, blue: 0 },
    });
    expect(media.callsOf("run")[0]?.stdin.map((frame) => frame[0])).toEqual([11, 22, 0]);
    expect(delaysOf(task)).toEqual([120, 80, 500]);
  });

  it("shows an item for the duration set on it, others for the default duration", async () => {
    const { context } = await makerTask({});
    await processGifMaker(options({ frame_durations: [300, null], frame_duration: 700 }), context);
    expect(delaysOf(task)).toEqual([300, 700]);
  });

  it("an encoder that wrote a different number of frames fails the task (an internal error)", async () => {
    const { context } = await makerTask({ gifInfo: () => fakeAnimationInfo(40, 30, [500]) });
    const error = await processGifMaker(options({}), context).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ToolError);
    expect(error).toMatchObject({ message: "the encoder wrote 1 frames instead of 2" });
  });
});

describe("processGifMaker: images that cannot be used are named", () => {
  it("asks for an image when none was sent", async () => {
    const { context } = await makerTask({}, { names: [] });
    await expect(processGifMaker(options({}), context)).rejects.toMatchObject({
      name: "ToolError",
      message: "Add at least one image.",
      code: "missing-input",
    });
  });

  it("refuses an order that names an input that was not sent", async () => {
    const { context } = await makerTask({});
    await expect(
      processGifMaker(options({ order: ["file:0", "file:3"] }), context),
    ).rejects.toMatchObject({
      message: "order names file:3, which was not sent.",
      code: "invalid-options",
    });
  });

  it("names an unreadable image with the probe's short reason, or a plain one for a decoder's output", async () => {
    const { context } = await makerTask(
      {
        probeImage(path) {
          if (path.endsWith("b.png")) throw new Error("The image's header is damaged.");
          return still(40, 30);
        },
      },
      {
        origins: [
          { kind: "file", index: 0, name: "holiday.png" },
          { kind: "url", index: 0, name: "https://example.com/pics/cat%20one.png" },
        ],
      },
    );
    await expect(processGifMaker(options({}), context)).rejects.toMatchObject({
      name: "ToolError",
      message: "cat one.png could not be read: The image's header is damaged.",
      code: "unreadable-image",
    });

    await task?.cleanup();
    const second = await makerTask({
      probeImage() {
        throw new Error("magick exited with 1: identify: improper image header\nat line 3");
      },
    });
    await expect(processGifMaker(options({}), second.context)).rejects.toThrow(
      "image 1 could not be read: the file is damaged or not a supported image.",
    );
  });

  it("refuses a PDF without pages", async () => {
    const { context } = await makerTask({
      probeImage: () => still(0, 0, { format: "pdf", frameCount: 0 }),
    });
    await expect(processGifMaker(options({}), context)).rejects.toThrow(
      "image 1 is a PDF with no pages.",
    );
  });

  it("names an image that fails to decode once rendering has begun (its scratch dir is removed)", async () => {
    const { context, media, workDir } = await makerTask({
      decodeImageOnCanvas(path, _probe, canvas) {
        if (path.endsWith("b.png")) throw new Error("sharp: corrupt PNG data");
        return levels(canvas, 0);
      },
    });
    await expect(processGifMaker(options({}), context)).rejects.toMatchObject({
      name: "ToolError",
      message: "image 2 could not be read: the file is damaged or not a supported image.",
      code: "unreadable-image",
    });
    expect(media.commands().map((command) => command.binary)).toEqual(["ffmpeg"]);
    await expect(access(join(workDir, "decode-1"))).rejects.toThrow("ENOENT");
  });

  it("treats a decode that gave no frame as unreadable", async () => {
    const { context } = await makerTask({
      decodeImageOnCanvas: (_path, _probe, canvas) => levels(canvas),
    });
    await expect(processGifMaker(options({}), context)).rejects.toThrow(
      "image 1 could not be read: the file is damaged or not a supported image.",
    );
  });
});

describe("processGifMaker: limits", () => {
  it.each([
    [
      "a side over 12,000 px",
      still(12_001, 10),
      "image 1 is 12,001 × 10 pixels; images may be at most 12,000 pixels on a side.",
    ],
    [
      "a frame over 50 megapixels",
      still(10_000, 5_001),
      "image 1 is 10,000 × 5,001 pixels (50 megapixels); one image or frame may have at most 50 megapixels.",
    ],
    [
      "over 2,000 input frames together",
      still(10, 10, { frameCount: 1_001, frameDelaysMs: Array(1_001).fill(20) }),
      "With image 2 the images have 2,002 frames; the limit is 2,000 input frames.",
    ],
    [
      "over 300 megapixels of input together",
      still(5_000, 5_000, { frameCount: 7, frameDelaysMs: Array(7).fill(100) }),
      "With image 2 the images add up to 350 megapixels; all input frames together may have at most 300 megapixels.",
    ],
  ])("refuses %s from the headers, before decoding", async (_, probe, message) => {
    const { context, media } = await makerTask({ probeImage: () => probe });
    await expect(processGifMaker(options({}), context)).rejects.toMatchObject({
      name: "ToolError",
      message,
      code: "input-too-large",
    });
    expect(media.methods()).toEqual(["probeImage", "probeImage"]);
  });

  it("refuses a canvas whose followed side would exceed 2,000 px", async () => {
    const { context } = await makerTask({ probeImage: () => still(40, 100) });
    await expect(processGifMaker(options({ width: 1000 }), context)).rejects.toMatchObject({
      message:
        "The GIF would be 1,000 × 2,500 pixels (its height follows the first image's shape); GIF Maker output can be at most 2,000 × 2,000. Set a smaller width, or both sides.",
      code: "output-too-large",
    });
  });

  it("refuses a plan of more than 600 frames before anything is decoded", async () => {
    // 21 images with a zoom over 2 s: 30 steps each.
    const names = Array.from({ length: 21 }, (_, index) => `image-${index}.png`);
    const { context, media } = await makerTask({}, { names });
    await expect(
      processGifMaker(options({ frame_duration: 2000, effects: names.map(() => "zoom") }), context),
    ).rejects.toMatchObject({
      message:
        "The GIF would have 630 frames (effects and crossfade steps add frames); the limit is 600. Use fewer images, effects or transition steps.",
      code: "output-too-large",
    });
    expect(media.commands()).toEqual([]);
  });

  it("refuses a plan over 300 megapixels of output", async () => {
    const names = ["a.png", "b.png", "c.png"];
    const { context } = await makerTask({ probeImage: () => still(2000, 2000) }, { names });
    await expect(
      processGifMaker(options({ frame_duration: 2000, effects: names.map(() => "zoom") }), context),
    ).rejects.toMatchObject({
      message:
        "The GIF would be 2,000 × 2,000 pixels × 90 frames = 360 megapixels; the limit is 300 megapixels. Use fewer images, effects or transition steps, or a smaller output size.",
      code: "output-too-large",
    });
  });
});

describe("processGifMaker: cancellation", () => {
  it("stops reading images once the task is aborted", async () => {
    const { context, media, abort } = await makerTask({
      probeImage() {
        abort.abort(new Error("task cancelled"));
        return still(40, 30);
      },
    });
    await expect(processGifMaker(options({}), context)).rejects.toThrow("task cancelled");
    expect(media.methods()).toEqual(["probeImage"]);
  });

  it("an abort during a probe is the error, not an unreadable image", async () => {
    const { context, abort } = await makerTask({
      probeImage() {
        abort.abort(new Error("task cancelled"));
        throw new Error("magick killed");
      },
    });
    const error = await processGifMaker(options({}), context).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ToolError);
    expect(error).toMatchObject({ message: "magick killed" });
  });
});
