import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../../define-tool.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeGifLayout,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import type { CropOptions } from "../shared/options.ts";
import { processCrop } from "./process.ts";

const info = fakeAnimationInfo(40, 30, [100, 0, 70]);
/** The second frame is a 10 × 10 patch in the bottom-right corner. */
const patchLayout = fakeGifLayout(info, 64, [{}, { left: 30, top: 20, width: 10, height: 10 }]);
let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function cropTask(script: FakeMediaScript) {
  task = await createFakeTask(
    { gifInfo: () => info, ...script },
    { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
  );
  return task;
}

const box = (x: number, y: number, width: number, height: number): CropOptions => ({
  x,
  y,
  width,
  height,
  aspect_ratio: "free",
});

describe("processCrop: which path", () => {
  it("crops losslessly with gifsicle when every frame reaches into the box, then counts the frames written", async () => {
    const { context, media, workDir, progress } = await cropTask({
      gifLayout: () => patchLayout,
    });
    const result = await processCrop(box(5, 5, 30, 20), context);

    const inputPath = join(workDir, "input.gif");
    const outputPath = join(workDir, "cropped.gif");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run", "gifInfo"]);
    expect(media.commands()).toEqual([
      { binary: "gifsicle", args: ["--crop", "5,5+30x20", inputPath, "--output", outputPath] },
    ]);
    expect(media.callsOf("run")[0]?.args[1].signal).toBe(context.signal);
    expect(media.callsOf("gifInfo")[1]?.args).toEqual([outputPath]);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(progress).toMatchObject([
      { percent: 10, status: "Cropping frames..." },
      { percent: 95, status: "Saving..." },
    ]);
  });

  it("clamps a box that reaches outside the GIF to the GIF", async () => {
    const { context, media } = await cropTask({ gifLayout: () => patchLayout });
    await processCrop(box(20, 10, 100, 100), context);
    expect(media.commands()[0]?.args.slice(0, 2)).toEqual(["--crop", "20,10+20x20"]);
  });

  it("replaces a frame wholly outside the box (gifsicle would drop it), then crops with gifsicle on any palette", async () => {
    const { context, media, workDir } = await cropTask({
      // Local palettes, transparency, a full global table: still gifsicle, nothing unoptimised.
      gifLayout: () =>
        fakeGifLayout(info, 256, [
          { hasTransparency: true, localPaletteSize: 8 },
          { left: 30, top: 20, width: 10, height: 10 },
        ]),
    });
    const result = await processCrop(box(0, 0, 20, 15), context);

    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run", "gifInfo"]);
    const blankedPath = join(workDir, "crop-input.gif");
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: ["--crop", "0,0+20x15", blankedPath, "--output", join(workDir, "cropped.gif")],
      },
    ]);
    expect((await readFile(blankedPath)).subarray(0, 6).toString()).toBe("GIF89a");
    expect(result.outputs).toEqual([{ kind: "gif", path: join(workDir, "cropped.gif") }]);
  });
});

describe("processCrop: refusals and failures", () => {
  it("refuses a box that covers less than 10 × 10 px of the GIF once clamped, before any work", async () => {
    const { context, media } = await cropTask({});
    const error = await processCrop(box(35, 0, 100, 100), context).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message:
        "The crop box covers only 5×30 px of the 40×30 px GIF; it must cover at least 10×10 px.",
      code: "crop-too-small",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("refuses a box whose result would exceed the output limits", async () => {
    const big = fakeAnimationInfo(3000, 100, [100]);
    task = await createFakeTask(
      { gifInfo: () => big },
      { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
    );
    await expect(processCrop(box(0, 0, 2500, 100), task.context)).rejects.toMatchObject({
      message: "The result would be 2,500×100 px; edited GIFs can be at most 2,000×2,000 px.",
      code: "output-too-large",
    });
  });

  it("never hands out a crop that lost a frame (an internal error, not a message for people)", async () => {
    const { context } = await cropTask({
      gifInfo: (path) =>
        path.endsWith("cropped.gif") ? fakeAnimationInfo(40, 30, [100, 70]) : info,
      gifLayout: () => patchLayout,
    });
    const error = await processCrop(box(5, 5, 30, 20), context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message: "the crop wrote a different number of frames than the GIF's 3",
    });
  });
});

describe("processCrop: cancellation", () => {
  it("the command is refused once the task was aborted", async () => {
    const { context, media, abort } = await cropTask({
      gifLayout() {
        abort.abort(new Error("task cancelled"));
        return patchLayout;
      },
    });
    await expect(processCrop(box(5, 5, 30, 20), context)).rejects.toThrow("task cancelled");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
  });
});
