import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../define-tool.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeGifLayout,
  fakeInputBytes,
} from "./fake-media-toolkit.ts";
import { playFramesInOrder } from "./frame-order-process.ts";

const info = fakeAnimationInfo(40, 30, [100, 0, 70, 1]);
/** Frames after the first draw only what changed (transparent elsewhere): they do not stand alone. */
const frameDifference = [
  {},
  { hasTransparency: true },
  { hasTransparency: true },
  { hasTransparency: true },
];
let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function orderTask(script: FakeMediaScript) {
  task = await createFakeTask(
    { gifInfo: () => info, ...script },
    { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
  );
  return task;
}

describe("playFramesInOrder: pictures of 0-delay patches (a true-colour GIF)", () => {
  const patches = fakeAnimationInfo(40, 30, [0, 0, 0, 3000]);
  const tiles = [0, 10, 20, 30].map((left) => ({
    left,
    width: 10,
    localPaletteSize: 256,
    hasTransparency: true,
  }));
  it("copies the stored patches of its one picture as they are, for reverse and boomerang", async () => {
    for (const order of ["reverse", "boomerang"] as const) {
      const { context, media, workDir } = await orderTask({
        gifInfo: () => patches,
        gifLayout: () => fakeGifLayout(patches, 0, tiles),
      });
      const result = await playFramesInOrder(order, context, "out.gif");
      const outputPath = join(workDir, "out.gif");
      expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
      expect(media.commands()).toEqual([
        { binary: "gifsicle", args: [join(workDir, "input.gif"), "#0-3", "--output", outputPath] },
      ]);
      expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    }
  });
});

describe("playFramesInOrder: a boomerang on each path", () => {
  it("unoptimises and selects forward then back to the second frame with gifsicle", async () => {
    const { context, media, workDir, progress } = await orderTask({
      gifLayout: () => fakeGifLayout(info, 64, frameDifference),
    });
    const result = await playFramesInOrder("boomerang", context, "boomerang.gif");
    const outputPath = join(workDir, "boomerang.gif");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [
          "--unoptimize",
          "--disposal",
          "background",
          join(workDir, "input.gif"),
          "#0-",
          "#-2-1",
          "-O2",
          "-Okeep-empty",
          "--output",
          outputPath,
        ],
      },
    ]);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(progress[0]).toMatchObject({ percent: 10, status: "Making the boomerang..." });
  });

  it("copies stand-alone frames in the boomerang order", async () => {
    const { context, media, workDir } = await orderTask({
      gifLayout: () =>
        fakeGifLayout(
          info,
          0,
          info.delaysMs.map(() => ({ localPaletteSize: 64, hasTransparency: true, disposal: 2 })),
        ),
    });
    await playFramesInOrder("boomerang", context, "boomerang.gif");
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [
          "--disposal",
          "background",
          join(workDir, "input.gif"),
          "#0-",
          "#-2-1",
          "--output",
          join(workDir, "boomerang.gif"),
        ],
      },
    ]);
  });

  it("names every frame with its stored delay for the engine when gifsicle cannot unoptimise", async () => {
    const { context, media, workDir } = await orderTask({
      gifLayout: () =>
        // Frame 1 (delay 0) is drawn over frame 0: its picture depends on what came before.
        fakeGifLayout(info, 64, [
          {},
          { hasTransparency: true },
          { localPaletteSize: 16, hasTransparency: true },
          {},
        ]),
      editGif: () => ({ frameCount: 6 }),
    });
    await playFramesInOrder("boomerang", context, "boomerang.gif");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "editGif"]);
    const [request] = media.callsOf("editGif")[0]?.args ?? [];
    expect(request?.reverse).toBeUndefined();
    expect(request).toMatchObject({
      inputPath: join(workDir, "input.gif"),
      outputPath: join(workDir, "boomerang.gif"),
      transforms: [],
      frames: [
        { index: 0, delayCentiseconds: 10 },
        { index: 1, delayCentiseconds: 0 },
        { index: 2, delayCentiseconds: 7 },
        { index: 3, delayCentiseconds: 0 },
        { index: 2, delayCentiseconds: 7 },
        { index: 1, delayCentiseconds: 0 },
      ],
    });
  });

  it("keeps Reverse's commands and engine request as they were", async () => {
    const { context, media, workDir } = await orderTask({
      gifLayout: () => fakeGifLayout(info, 64, frameDifference),
    });
    await playFramesInOrder("reverse", context, "reversed.gif");
    expect(media.commands()[0]?.args).toEqual([
      "--unoptimize",
      "--disposal",
      "background",
      join(workDir, "input.gif"),
      "#-1-0",
      "-O2",
      "-Okeep-empty",
      "--output",
      join(workDir, "reversed.gif"),
    ]);
  });

  it("refuses a boomerang that would have more frames than a result may have", async () => {
    const long = fakeAnimationInfo(10, 10, Array(302).fill(50));
    const { context, media } = await orderTask({ gifInfo: () => long });
    const error = await playFramesInOrder("boomerang", context, "boomerang.gif").catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message:
        "A boomerang of this GIF would have 602 frames (its 302 forward, then back); results can have at most 600 frames, so cut the GIF to 301 frames or fewer first.",
      code: "output-too-large",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });
});
