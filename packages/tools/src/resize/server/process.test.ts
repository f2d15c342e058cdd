import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../../define-tool.ts";
import type { AnimationInfo } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeGifLayout,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import type { ResizeOptions } from "../shared/options.ts";
import { processResize } from "./process.ts";

const info = fakeAnimationInfo(400, 200, [100, 100, 50]);
let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function resizeTask(script: FakeMediaScript, gifInfo: AnimationInfo = info) {
  task = await createFakeTask(
    { gifInfo: () => gifInfo, ...script },
    { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
  );
  return task;
}

const fitInside: ResizeOptions = { width: 100, height: 100, maintain_aspect_ratio: true };

describe("processResize: every GIF goes through gifsicle", () => {
  it("shrinks with gifsicle's area filter, then tries -O3 on a small result, keeping every frame", async () => {
    const { context, media, workDir, progress } = await resizeTask({
      gifLayout: () => fakeGifLayout(info, 64),
    });
    const result = await processResize(fitInside, context);

    const inputPath = join(workDir, "input.gif");
    const resizedPath = join(workDir, "resized-plain.gif");
    const outputPath = join(workDir, "resized.gif");
    // Opacity is not asked: transparent GIFs take the same path.
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run", "run"]);
    // 400 × 200 fitted inside 100 × 100 is 100 × 50; shrinking adds no colours even with room.
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [inputPath, "--resize-method", "mix", "--resize", "100x50", "--output", resizedPath],
      },
      { binary: "gifsicle", args: ["-O3", "-Okeep-empty", resizedPath, "--output", outputPath] },
    ]);
    expect(media.callsOf("run")[0]?.args[1].signal).toBe(context.signal);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(progress).toMatchObject([
      { percent: 5, status: "Reading frames..." },
      { percent: 15, status: "Resizing frames..." },
      { percent: 40, status: "Optimizing..." },
      { percent: 95, status: "Saving..." },
    ]);
  });

  it("skips the optimizer on a large result that did not grow", async () => {
    // 1000 × 500, 100 frames halved: 12.5 megapixels over all frames, over the pass's budget.
    const large = fakeAnimationInfo(1000, 500, Array(100).fill(40));
    const { context, media, workDir } = await resizeTask(
      { gifLayout: () => fakeGifLayout(large, 256) },
      large,
    );
    const result = await processResize(
      { width: 500, height: 500, maintain_aspect_ratio: true },
      context,
    );
    expect(media.commands().map((command) => command.args[0])).toEqual([
      join(workDir, "input.gif"),
    ]);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: join(workDir, "resized.gif") }] });
  });

  it("enlarges with lanczos3 and lets gifsicle add in-between colours when a table has room", async () => {
    const enlarge: ResizeOptions = { width: 800, height: 800, maintain_aspect_ratio: true };
    for (const [layout, addsColours] of [
      [fakeGifLayout(info, 256), false],
      [fakeGifLayout(info, 64), true],
      [fakeGifLayout(info, 256, [{}, { localPaletteSize: 128, hasTransparency: true }]), true],
    ] as const) {
      const { context, media } = await resizeTask({ gifLayout: () => layout });
      await processResize(enlarge, context);
      expect(media.commands()[0]?.args.slice(1, 7)).toEqual([
        "--resize-method",
        "lanczos3",
        ...(addsColours ? ["--resize-colors", "256"] : []),
        "--resize",
        "800x400",
        ...(addsColours ? [] : ["--output", join(context.workDir, "resized-plain.gif")]),
      ]);
    }
  });

  it("without the aspect ratio the GIF becomes exactly width × height", async () => {
    const { context, media } = await resizeTask({ gifLayout: () => fakeGifLayout(info, 256) });
    await processResize({ width: 120, height: 90, maintain_aspect_ratio: false }, context);
    expect(media.commands()[0]?.args).toContain("120x90");
  });
});

describe("processResize: refusals", () => {
  it("refuses a fitted size over the GIF output side, before any pixel is read", async () => {
    const wide = fakeAnimationInfo(3000, 1000, [100]);
    const { context, media } = await resizeTask({}, wide);
    const error = await processResize(
      { width: 2500, height: 2500, maintain_aspect_ratio: true },
      context,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message: "The result would be 2,500×833 px; edited GIFs can be at most 2,000×2,000 px.",
      code: "output-too-large",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("refuses a result over the total pixel limit", async () => {
    // 250 megapixels in: within the input limits; twice as wide out is 500.
    const many = fakeAnimationInfo(1000, 1000, Array(250).fill(40));
    const { context } = await resizeTask({}, many);
    await expect(
      processResize({ width: 2000, height: 1000, maintain_aspect_ratio: false }, context),
    ).rejects.toThrow(
      "The result would be 500 megapixels over all its frames; the limit is 300 megapixels.",
    );
  });

  it("an unreadable input fails with the toolkit's error and nothing is resized", async () => {
    const { context, media } = await resizeTask({
      gifInfo() {
        throw new Error("not a GIF: truncated header");
      },
    });
    await expect(processResize(fitInside, context)).rejects.toThrow("not a GIF: truncated header");
    expect(media.methods()).toEqual(["gifInfo"]);
  });
});

describe("processResize: cancellation", () => {
  it("does not start gifsicle once the task was aborted during the structure walk", async () => {
    const { context, media, abort } = await resizeTask({
      gifLayout() {
        abort.abort(new Error("task cancelled"));
        return fakeGifLayout(info, 256);
      },
    });
    await expect(processResize(fitInside, context)).rejects.toThrow("task cancelled");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(media.callsOf("run")[0]?.args[1].signal.aborted).toBe(true);
  });
});
