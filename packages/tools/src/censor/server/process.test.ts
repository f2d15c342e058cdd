import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeGifLayout,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import { defaultRegion } from "../shared/options.ts";
import { processCensor } from "./process.ts";

/** 40 × 30, stored delays 10, 0 and 7 hundredths. */
const info = fakeAnimationInfo(40, 30, [100, 0, 70]);
let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function censorTask(script: FakeMediaScript) {
  task = await createFakeTask(
    { gifInfo: () => info, gifLayout: () => fakeGifLayout(info, 64), ...script },
    { inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }] },
  );
  return task;
}

describe("processCensor", () => {
  it("runs the graph of the clipped regions through the engine with a palette per frame", async () => {
    const { context, media, workDir, progress } = await censorTask({
      editGif(request) {
        request.onProgress?.(0.5);
        return { frameCount: 3 };
      },
    });
    const result = await processCensor(
      {
        regions: [
          { ...defaultRegion, style: "box", x: 30, y: 20, width: 50, height: 50, start_time: 0.1 },
        ],
      },
      context,
    );
    const outputPath = join(workDir, "censored.gif");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "editGif"]);
    const [request, signal] = media.callsOf("editGif")[0]?.args ?? [];
    expect(signal).toBe(context.signal);
    expect(request).toMatchObject({
      inputPath: join(workDir, "input.gif"),
      outputPath,
      workDir,
      encode: { palette: "per-frame", optimize: true },
      transforms: [
        {
          kind: "filters",
          filters: [
            // Clipped to 10 × 10; from 0.1 s: the 0-delay frame drawn at 0.1 s and the last.
            "split[main0][region0];[region0]crop=10:10:30:20,lutrgb=r=0:g=0:b=0:a=255[hidden0];[main0][hidden0]overlay=30:20:format=rgb:enable='between(n,1,2)'",
          ],
        },
      ],
    });
    expect(request?.frames).toBeUndefined();
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(progress).toMatchObject([
      { percent: 10, status: "Censoring regions..." },
      { percent: 53, status: "Censoring regions..." },
      { percent: 95, status: "Saving..." },
    ]);
  });

  it("fails the task with the region's message when it lies off the picture (a link or a WebP had no header check)", async () => {
    const { context, media } = await censorTask({});
    await expect(
      processCensor({ regions: [{ ...defaultRegion, x: 40 }] }, context),
    ).rejects.toMatchObject({
      name: "ToolError",
      message:
        "Region 1 lies outside the picture: it starts at x 40, y 0, but the GIF is 40 × 30 pixels.",
      code: "invalid-options",
    });
    expect(media.methods()).toEqual(["gifInfo", "gifLayout"]);
  });

  it("refuses a GIF with more frames than a result may have", async () => {
    const { context } = await censorTask({
      gifInfo: () => fakeAnimationInfo(10, 10, Array(601).fill(50)),
    });
    await expect(processCensor({ regions: [defaultRegion] }, context)).rejects.toThrow(
      "The GIF has 601 frames; results can have at most 600 frames.",
    );
  });
});
