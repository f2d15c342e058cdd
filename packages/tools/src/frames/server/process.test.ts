import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../../define-tool.ts";
import type { GifFrameLayout } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeGifLayout,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import type { FramesOptions } from "../shared/options.ts";
import { processFrames } from "./process.ts";

/** A real, tiny GIF: 1×1, two global colours, one frame per delay (hundredths). */
function tinyGif(delaysCentiseconds: readonly number[], loopBlock = false): Uint8Array {
  const header = [...Buffer.from("GIF89a"), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const loop = loopBlock ? [0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0"), 3, 1, 0, 0, 0] : [];
  const frames = delaysCentiseconds.flatMap((delay) => [
    ...[0x21, 0xf9, 0x04, 0x00, delay & 0xff, delay >> 8, 0x00, 0x00],
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    ...[0x02, 0x02, 0x44, 0x01, 0x00],
  ]);
  return Uint8Array.from([...header, ...loop, ...frames, 0x3b]);
}

/** The delays written in a GIF's Graphic Control Extensions, in order. */
function delaysIn(bytes: Uint8Array): number[] {
  const delays: number[] = [];
  for (let offset = 0; offset + 6 < bytes.length; offset++) {
    if (bytes[offset] === 0x21 && bytes[offset + 1] === 0xf9 && bytes[offset + 2] === 4) {
      delays.push((bytes[offset + 4] as number) | ((bytes[offset + 5] as number) << 8));
    }
  }
  return delays;
}

const hasLoopBlock = (bytes: Uint8Array) => Buffer.from(bytes).includes("NETSCAPE2.0");

const info = fakeAnimationInfo(40, 30, [1000, 0, 100, 700]);
/** Frames after the first draw only what changed (transparent elsewhere): they do not stand alone. */
const frameDifference: Partial<GifFrameLayout>[] = [
  {},
  ...Array(3).fill({ hasTransparency: true }),
];
let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

/** A task whose gifsicle writes a GIF with as many frames as its selection names (stored delay 5). */
async function framesTask(script: FakeMediaScript, frameCountWritten: number) {
  task = await createFakeTask(
    {
      gifInfo: () => info,
      writtenBytes: () => tinyGif(Array(frameCountWritten).fill(5), true),
      ...script,
    },
    { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
  );
  return task;
}

async function run(options: FramesOptions, script: FakeMediaScript, frameCountWritten: number) {
  const { context, media, workDir, progress } = await framesTask(script, frameCountWritten);
  const result = await processFrames(options, context);
  const outputPath = join(workDir, "frames.gif");
  expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
  const inputPath = join(workDir, "input.gif");
  const selectedPath = join(workDir, "selected-frames.gif");
  return { media, progress, output: await readFile(outputPath), inputPath, selectedPath };
}

describe("processFrames: which path", () => {
  it("retimes the first frames in order by copying them as stored, then writing the delays", async () => {
    const { media, output, inputPath, selectedPath, progress } = await run(
      { frames: [{ index: 0, delay_cs: 1 }, { index: 1 }, { index: 2, delay_cs: 0 }] },
      { gifLayout: () => fakeGifLayout(info, 256, frameDifference) },
      3,
    );
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(media.commands()).toEqual([
      { binary: "gifsicle", args: [inputPath, "#0-2", "--output", selectedPath] },
    ]);
    // The input's own delay (0) where none was given, the new ones exactly.
    expect(delaysIn(output)).toEqual([1, 0, 0]);
    expect(hasLoopBlock(output)).toBe(true);
    expect(progress).toMatchObject([
      { percent: 10, status: "Editing frames..." },
      { percent: 95, status: "Saving..." },
    ]);
  });

  it("copies frames that stand alone in any order, without asking about opacity", async () => {
    const { media, output, inputPath, selectedPath } = await run(
      { frames: [{ index: 3 }, { index: 0 }, { index: 0, delay_cs: 2 }] },
      {
        gifLayout: () =>
          fakeGifLayout(
            info,
            0,
            info.delaysMs.map(() => ({ localPaletteSize: 64 })),
          ),
      },
      3,
    );
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(media.commands()[0]?.args).toEqual([
      "--disposal",
      "background",
      inputPath,
      "#3",
      "#0",
      "#0",
      "--output",
      selectedPath,
    ]);
    expect(delaysIn(output)).toEqual([70, 100, 2]);
  });

  it("unoptimises with gifsicle when frames depend on others and the palette allows", async () => {
    const { media, output } = await run(
      { frames: [{ index: 2 }, { index: 1 }], loop_count: 1 },
      { gifLayout: () => fakeGifLayout(info, 64, frameDifference) },
      2,
    );
    expect(media.commands()[0]?.args.slice(0, 3)).toEqual([
      "--unoptimize",
      "--disposal",
      "background",
    ]);
    expect(delaysIn(output)).toEqual([10, 0]);
    // One play: the loop block is gone.
    expect(hasLoopBlock(output)).toBe(false);
  });

  it("composites in the engine when a full palette meets transparent pictures, then sets the loop", async () => {
    const { media, output, progress } = await run(
      { frames: [{ index: 1, delay_cs: 30 }, { index: 3 }], loop_count: 0 },
      {
        gifLayout: () => fakeGifLayout(info, 256, frameDifference),
        isOpaqueAnimation: () => false,
        editGif(request) {
          request.onProgress?.(1);
          return { frameCount: 2 };
        },
      },
      2,
    );
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "isOpaqueAnimation", "editGif"]);
    const [request] = media.callsOf("editGif")[0]?.args ?? [];
    expect(request?.frames).toEqual([
      { index: 1, delayCentiseconds: 30 },
      { index: 3, delayCentiseconds: 70 },
    ]);
    expect(request?.transforms).toEqual([]);
    expect(hasLoopBlock(output)).toBe(true);
    expect(progress.at(-2)).toMatchObject({ percent: 95, status: "Editing frames..." });
  });

  it("refuses when gifsicle wrote another number of frames than planned", async () => {
    const { context } = await framesTask(
      { gifLayout: () => fakeGifLayout(info, 64, frameDifference) },
      1,
    );
    await expect(processFrames({ frames: [{ index: 1 }, { index: 0 }] }, context)).rejects.toThrow(
      "the GIF has 1 frames, 2 delays were given",
    );
  });
});

describe("processFrames: refusals", () => {
  it("names the frame count when an index is not in the GIF (links and converted inputs)", async () => {
    const { context, media } = await framesTask({ gifLayout: () => fakeGifLayout(info, 64) }, 1);
    const failure = processFrames({ frames: [{ index: 0 }, { index: 4 }] }, context);
    await expect(failure).rejects.toThrow(
      new ToolError(
        "Frame index 4 is not in the input: it has 4 frames (indexes 0 to 3).",
        "invalid-frames",
      ),
    );
    await expect(failure).rejects.toMatchObject({ code: "invalid-frames" });
    expect(media.methods()).toEqual(["gifInfo", "gifLayout"]);
  });

  it("refuses a result over the output limits before any frame is copied", async () => {
    const big = fakeAnimationInfo(2000, 2000, [10, 10]);
    const { context, media } = await framesTask(
      { gifInfo: () => big, gifLayout: () => fakeGifLayout(big, 64) },
      1,
    );
    const frames = Array.from({ length: 80 }, () => ({ index: 0 }));
    await expect(processFrames({ frames }, context)).rejects.toThrow(
      "The result would be 320 megapixels over all its frames; the limit is 300 megapixels.",
    );
    expect(media.commands()).toEqual([]);
  });
});
