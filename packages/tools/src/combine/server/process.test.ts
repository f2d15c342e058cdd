import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AnimationInfo } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeGifLayout,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import { combineOptionsSchema } from "../shared/options.ts";
import { combineEncodeSettings, processCombine } from "./process.ts";

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

/**
 * A task over GIF inputs whose facts `gifInfo` answers by file name; every raw file ffmpeg is
 * asked to write gets the bytes of `rawFrames` frames of `rawSize` (what the processor checks).
 */
async function combineTask(
  inputInfos: Record<string, AnimationInfo>,
  raw: (path: string) => number,
  script: FakeMediaScript = {},
  origins?: { kind: "file" | "url"; index: number; name: string }[],
) {
  const names = Object.keys(inputInfos);
  for (const name of Object.keys(infos)) delete infos[name];
  Object.assign(infos, inputInfos);
  task = await createFakeTask(
    {
      gifInfo: (path) => infoOf(path),
      writtenBytes: (path) => new Uint8Array(raw(path)),
      encodeRawGif: (request) => ({ frameCount: request.frames.length }),
      ...script,
    },
    {
      inputs: names.map((name) => ({ name, bytes: fakeInputBytes.gif() })),
      inputOrigins: origins ?? names.map((name, index) => ({ kind: "file" as const, index, name })),
    },
  );
  return task;
}

const infos: Record<string, AnimationInfo> = {};
/** The facts the current task's gifInfo answers for a path. */
const infoOf = (path: string) => infos[path.split("/").pop() as string] as AnimationInfo;

const options = (fields: Record<string, string>) => combineOptionsSchema.parse(fields);

describe("processCombine: one after another", () => {
  it("decodes every input into one raw file and encodes every frame with its own delay", async () => {
    const { context, media, workDir } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(80, 60, [0, 10, 10], 0),
        "b.gif": fakeAnimationInfo(40, 60, [10, 250], 0),
      },
      // 5 frames of 80 × 60.
      () => 5 * 80 * 60 * 4,
    );
    const result = await processCombine(options({}), context);
    expect(media.methods()).toEqual(["gifInfo", "gifInfo", "run", "encodeRawGif"]);
    const decode = media.commands()[0];
    expect(decode?.args).toContain(
      "[0:v]format=rgba,setsar=1[c0];[1:v]format=rgba,pad=80:60:20:0:color=0x00000000,setsar=1[c1];[c0][c1]concat=n=2:v=1:a=0[out]",
    );
    const [request, signal] = media.callsOf("encodeRawGif")[0]?.args ?? [];
    expect(request).toMatchObject({
      rawPath: join(workDir, "combine-frames.rgba"),
      width: 80,
      height: 60,
      frames: [
        { index: 0, delayCentiseconds: 0 },
        { index: 1, delayCentiseconds: 1 },
        { index: 2, delayCentiseconds: 1 },
        { index: 3, delayCentiseconds: 1 },
        { index: 4, delayCentiseconds: 25 },
      ],
      loopCount: 0,
      outputPath: join(workDir, "combined.gif"),
      encode: combineEncodeSettings,
    });
    expect(signal).toBe(context.signal);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: join(workDir, "combined.gif") }] });
  });

  it("joins the stored frames with gifsicle when every input has the result's size and starts opaque", async () => {
    const { context, media, workDir } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(80, 60, [10, 20], 2),
        "b.gif": fakeAnimationInfo(80, 60, [30], 2),
      },
      () => 0,
      {
        gifLayout: (path) => fakeGifLayout(infoOf(path), 256, [{ hasTransparency: true }]),
        isOpaqueAnimation: () => true,
      },
    );
    const result = await processCombine(options({}), context);
    expect(media.methods()).toEqual([
      "gifInfo",
      "gifInfo",
      "gifLayout",
      "isOpaqueAnimation",
      "run",
    ]);
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [
          join(workDir, "a.gif"),
          join(workDir, "b.gif"),
          "--loopcount=2",
          "--output",
          join(workDir, "combined.gif"),
        ],
      },
    ]);
    expect(result.outputs).toEqual([{ kind: "gif", path: join(workDir, "combined.gif") }]);
  });

  it("re-encodes when a later input's first frame lets the one before show through", async () => {
    const { context, media } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(80, 60, [10], 0),
        "b.gif": fakeAnimationInfo(80, 60, [30], 0),
      },
      () => 80 * 60 * 4 * 2,
      {
        gifLayout: (path) => fakeGifLayout(infoOf(path), 256, [{ hasTransparency: true }]),
        isOpaqueAnimation: () => false,
      },
    );
    await processCombine(options({}), context);
    expect(media.methods()).toEqual([
      "gifInfo",
      "gifInfo",
      "gifLayout",
      "isOpaqueAnimation",
      "run",
      "encodeRawGif",
    ]);
    expect(media.commands()[0]?.binary).toBe("ffmpeg");
  });

  it("re-encodes when a later input's opaque first frame is restored to previous after it", async () => {
    const { context, media } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(80, 60, [10], 0),
        "b.gif": fakeAnimationInfo(80, 60, [30], 0),
      },
      () => 80 * 60 * 4 * 2,
      { gifLayout: (path) => fakeGifLayout(infoOf(path), 256, [{ disposal: 3 }]) },
    );
    await processCombine(options({}), context);
    expect(media.methods()).toEqual(["gifInfo", "gifInfo", "gifLayout", "run", "encodeRawGif"]);
  });

  it("takes the inputs in the order `order` gives, links included, and names them in refusals", async () => {
    const { context, media } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(80, 60, [100], 0),
        "b.gif": fakeAnimationInfo(2_400, 100, [100], 0),
      },
      () => 0,
      {},
      [
        { kind: "file", index: 0, name: "a.gif" },
        { kind: "url", index: 0, name: "https://example.com/wide.gif" },
      ],
    );
    await expect(
      processCombine(options({ order: '["url:0","file:0"]' }), context),
    ).rejects.toMatchObject({
      message:
        "The combined GIF would be 2,400×100 px: it takes the size of https://example.com/wide.gif; edited GIFs can be at most 2,000×2,000 px. Choose a smaller size or fewer GIFs.",
      code: "output-too-large",
    });
    expect(media.methods()).toEqual(["gifInfo", "gifInfo"]);
    expect(media.callsOf("gifInfo").map((call) => call.args[0].split("/").pop())).toEqual([
      "b.gif",
      "a.gif",
    ]);
  });

  it("refuses more frames than a result may have, counting each input's", async () => {
    const { context, media } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(10, 10, Array(400).fill(20)),
        "b.gif": fakeAnimationInfo(10, 10, Array(201).fill(20)),
      },
      () => 0,
    );
    await expect(processCombine(options({}), context)).rejects.toMatchObject({
      message:
        "The combined GIF would have 601 frames (a.gif 400, b.gif 201); results can have at most 600 frames.",
      code: "output-too-large",
    });
    expect(media.commands()).toEqual([]);
  });

  it("refuses more pixels over all frames than a result may have, saying what made them", async () => {
    const { context } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(2_000, 1_000, Array(100).fill(20)),
        "b.gif": fakeAnimationInfo(2_000, 1_000, Array(100).fill(20)),
      },
      () => 0,
    );
    await expect(processCombine(options({}), context)).rejects.toMatchObject({
      message:
        "The result would be 400 megapixels over all its frames; the limit is 300 megapixels (2,000×1,000 px, 200 frames: a.gif 100, b.gif 100).",
      code: "output-too-large",
    });
  });

  it("names the input when one is over the input limits", async () => {
    const { context } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(10, 10, [20]),
        "huge.gif": fakeAnimationInfo(12_001, 10, [20]),
      },
      () => 0,
    );
    await expect(processCombine(options({}), context)).rejects.toMatchObject({
      message: "huge.gif: The GIF is 12,001 × 10 pixels; the largest side allowed is 12,000 px.",
      code: "input-too-large",
    });
  });
});

describe("processCombine: side by side", () => {
  it("decodes each input into its cell, lays its frames out on the shared timeline, stacks and encodes", async () => {
    const { context, media, workDir } = await combineTask(
      {
        // 30 cs and 25 cs: boundaries at 0, 10, 20, 25 (b starts again) → 4 frames.
        "a.gif": fakeAnimationInfo(40, 20, [100, 100, 100], 0),
        "b.gif": fakeAnimationInfo(20, 20, [200, 50], 2),
      },
      (path) => {
        if (path.endsWith("combine-cell-1.rgba")) return 3 * 40 * 20 * 4;
        if (path.endsWith("combine-cell-2.rgba")) return 2 * 20 * 20 * 4;
        return 4 * 60 * 20 * 4;
      },
    );
    await processCombine(options({ layout: "horizontal" }), context);
    expect(media.methods()).toEqual(["gifInfo", "gifInfo", "run", "run", "run", "encodeRawGif"]);
    const [first, second, stack] = media.commands();
    expect(first?.args).toContain(join(workDir, "combine-cell-1.rgba"));
    expect(second?.args).toContain(join(workDir, "combine-cell-2.rgba"));
    expect(stack?.args).toContain("[0:v][1:v]hstack=inputs=2[out]");
    expect(stack?.args.filter((arg) => arg.endsWith("-timed.rgba"))).toEqual([
      join(workDir, "combine-cell-1-timed.rgba"),
      join(workDir, "combine-cell-2-timed.rgba"),
    ]);
    expect(media.callsOf("encodeRawGif")[0]?.args[0]).toMatchObject({
      width: 60,
      height: 20,
      frames: [
        { index: 0, delayCentiseconds: 10 },
        { index: 1, delayCentiseconds: 10 },
        { index: 2, delayCentiseconds: 5 },
        { index: 3, delayCentiseconds: 5 },
      ],
      // The inputs disagree on looping: forever.
      loopCount: 0,
    });
  });

  it("refuses an input whose every delay is 0, by name", async () => {
    const { context } = await combineTask(
      {
        "a.gif": fakeAnimationInfo(10, 10, [100]),
        "still.gif": fakeAnimationInfo(10, 10, [0, 0]),
      },
      () => 0,
    );
    await expect(processCombine(options({ layout: "vertical" }), context)).rejects.toMatchObject({
      message:
        "still.gif has no duration of its own (every frame's delay is 0), so it cannot play beside the others. Combine it one after another instead.",
      code: "invalid-options",
    });
  });
});

describe("processCombine: inputs", () => {
  it("refuses a single input", async () => {
    const { context, media } = await combineTask(
      { "a.gif": fakeAnimationInfo(10, 10, [100]) },
      () => 0,
    );
    await expect(processCombine(options({}), context)).rejects.toMatchObject({
      message: "Combine takes 2 to 20 animations; 1 was given.",
      code: "missing-input",
    });
    expect(media.calls).toEqual([]);
  });
});
