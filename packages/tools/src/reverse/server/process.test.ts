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
import { processReverse } from "./process.ts";

const info = fakeAnimationInfo(40, 30, [100, 0, 70]);
/** Frames after the first draw only what changed (transparent elsewhere): they do not stand alone. */
const frameDifference = [{}, { hasTransparency: true }, { hasTransparency: true }];
let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function reverseTask(script: FakeMediaScript, input = fakeInputBytes.gif()) {
  task = await createFakeTask(
    { gifInfo: () => info, ...script },
    { inputs: [{ name: "input.gif", bytes: input }] },
  );
  return task;
}

const gifsicleReverse = (inputPath: string, outputPath: string) => ({
  binary: "gifsicle",
  args: [
    "--unoptimize",
    "--disposal",
    "background",
    inputPath,
    "#-1-0",
    "-O2",
    "-Okeep-empty",
    "--output",
    outputPath,
  ],
});

describe("processReverse: which path", () => {
  it("reverses losslessly with gifsicle when the global palette has room (opacity not asked)", async () => {
    const { context, media, workDir, progress } = await reverseTask({
      gifLayout: () => fakeGifLayout(info, 64, frameDifference),
    });
    const result = await processReverse({}, context);

    const inputPath = join(workDir, "input.gif");
    const outputPath = join(workDir, "reversed.gif");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(media.callsOf("gifLayout")[0]?.args).toEqual([inputPath]);
    expect(media.commands()).toEqual([gifsicleReverse(inputPath, outputPath)]);
    expect(media.callsOf("run")[0]?.args[1].signal).toBe(context.signal);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(progress).toMatchObject([
      { percent: 10, status: "Reversing frames..." },
      { percent: 95, status: "Saving..." },
    ]);
  });

  it("asks whether the pictures are opaque when all 256 global entries are used with transparency: opaque → gifsicle", async () => {
    const { context, media } = await reverseTask({
      gifLayout: () => fakeGifLayout(info, 256, [{}, { hasTransparency: true }]),
      isOpaqueAnimation: () => true,
    });
    await processReverse({}, context);
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "isOpaqueAnimation", "run"]);
    expect(media.commands()[0]?.binary).toBe("gifsicle");
  });

  it("composites, reverses and re-encodes in the engine when a full palette meets transparent pictures", async () => {
    const { context, media, workDir, progress } = await reverseTask({
      gifLayout: () => fakeGifLayout(info, 256, frameDifference),
      isOpaqueAnimation: () => false,
      editGif(request) {
        request.onProgress?.(0.5);
        request.onProgress?.(1);
        return { frameCount: 3 };
      },
    });
    const result = await processReverse({}, context);

    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "isOpaqueAnimation", "editGif"]);
    const [request, signal] = media.callsOf("editGif")[0]?.args ?? [];
    expect(request).toMatchObject({
      inputPath: join(workDir, "input.gif"),
      outputPath: join(workDir, "reversed.gif"),
      workDir,
      transforms: [],
      reverse: true,
    });
    expect(request?.encode).toBeUndefined();
    expect(signal).toBe(context.signal);
    expect(result.outputs).toEqual([{ kind: "gif", path: join(workDir, "reversed.gif") }]);
    expect(progress).toMatchObject([
      { percent: 10, status: "Reversing frames..." },
      { percent: 53, status: "Reversing frames..." },
      { percent: 95, status: "Reversing frames..." },
      { percent: 95, status: "Saving..." },
    ]);
  });

  it("takes the engine without asking about opacity when a frame has its own palette", async () => {
    const { context, media } = await reverseTask({
      gifLayout: () =>
        // Frame 1 (delay 0) is drawn over frame 0: its picture depends on what came before.
        fakeGifLayout(info, 64, [
          {},
          { hasTransparency: true },
          { localPaletteSize: 16, hasTransparency: true },
        ]),
      editGif: () => ({ frameCount: 3 }),
    });
    await processReverse({}, context);
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "editGif"]);
  });

  it("takes the engine when there is no global palette", async () => {
    const { context, media } = await reverseTask({
      gifLayout: () =>
        fakeGifLayout(
          info,
          0,
          info.delaysMs.map(() => ({ localPaletteSize: 32, hasTransparency: true })),
        ),
      editGif: () => ({ frameCount: 3 }),
    });
    await processReverse({}, context);
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "editGif"]);
  });
});

describe("processReverse: mode boomerang", () => {
  it("selects the frames forward, then back to the second, on the same path", async () => {
    const { context, media, workDir, progress } = await reverseTask({
      gifLayout: () => fakeGifLayout(info, 64, frameDifference),
    });
    await processReverse({ mode: "boomerang" }, context);
    expect(media.commands()[0]?.args.slice(3, 6)).toEqual([
      join(workDir, "input.gif"),
      "#0-",
      "#-2-1",
    ]);
    expect(progress[0]).toMatchObject({ percent: 10, status: "Making the boomerang..." });
  });
});

describe("processReverse: frames that stand alone", () => {
  it("copies the stored frames back to front, disposed to background, on any palette", async () => {
    const { context, media, workDir } = await reverseTask({
      // A sprite on a transparent canvas with a palette per frame, cleared after each frame.
      gifLayout: () =>
        fakeGifLayout(
          info,
          0,
          info.delaysMs.map((_, index) => ({
            left: index * 10,
            width: 10,
            height: 10,
            localPaletteSize: 64,
            hasTransparency: true,
            disposal: 2,
          })),
        ),
    });
    const result = await processReverse({}, context);
    const outputPath = join(workDir, "reversed.gif");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [
          "--disposal",
          "background",
          join(workDir, "input.gif"),
          "#-1-0",
          "--output",
          outputPath,
        ],
      },
    ]);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
  });
});

describe("processReverse: refusals", () => {
  it("refuses a GIF with more frames than a result may have, before reading its structure", async () => {
    const long: AnimationInfo = fakeAnimationInfo(10, 10, Array(601).fill(50));
    const { context, media } = await reverseTask({ gifInfo: () => long });
    const error = await processReverse({}, context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message: "The GIF has 601 frames; results can have at most 600 frames.",
      code: "output-too-large",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("refuses an input over the input limits with the limit named", async () => {
    const huge = fakeAnimationInfo(12_001, 10, [100]);
    const { context } = await reverseTask({ gifInfo: () => huge });
    await expect(processReverse({}, context)).rejects.toThrow(
      "The GIF is 12,001 × 10 pixels; the largest side allowed is 12,000 px.",
    );
  });

  it("says so when no input was given", async () => {
    task = await createFakeTask({});
    await expect(processReverse({}, task.context)).rejects.toMatchObject({
      name: "ToolError",
      message: "No GIF was given.",
      code: "missing-input",
    });
    expect(task.media.calls).toEqual([]);
  });

  it("refuses a file that is no GIF, WebP, APNG or MNG by its content", async () => {
    const { context, media } = await reverseTask({}, new TextEncoder().encode("GIF? no, text"));
    await expect(processReverse({}, context)).rejects.toMatchObject({
      name: "ToolError",
      message: "Unsupported file type for this tool. Allowed: gif, webp, apng, mng, avif, webm",
      code: "unsupported-file-type",
    });
    expect(media.calls).toEqual([]);
  });
});

describe("processReverse: other animation formats are converted to a GIF first", () => {
  it("a WebP is decoded and encoded as input-converted.gif, which the reversal then reads", async () => {
    const animation = {
      width: 40,
      height: 30,
      frames: [new Uint8Array(40 * 30 * 4)],
      delaysMs: [100],
      loopCount: 0,
    };
    const { context, media, workDir, progress } = await reverseTask(
      {
        decodeAnimation: () => animation,
        gifLayout: () => fakeGifLayout(info, 64, frameDifference),
      },
      fakeInputBytes.webp(40, 30, 3),
    );
    await processReverse({}, context);

    const convertedPath = join(workDir, "input-converted.gif");
    expect(media.methods()).toEqual([
      "decodeAnimation",
      "encodeGif",
      "gifInfo",
      "gifLayout",
      "run",
    ]);
    expect(media.callsOf("decodeAnimation")[0]?.args[0]).toBe(join(workDir, "input.gif"));
    expect(media.callsOf("encodeGif")[0]?.args.slice(0, 3)).toEqual([animation, convertedPath, {}]);
    expect(media.callsOf("gifInfo")[0]?.args).toEqual([convertedPath]);
    expect(media.commands()).toEqual([
      gifsicleReverse(convertedPath, join(workDir, "reversed.gif")),
    ]);
    expect(progress[0]).toMatchObject({ percent: 3, status: "Converting WebP to GIF..." });
  });

  it("a WebP over the input limits is refused from its header, before it is decoded", async () => {
    const { context, media } = await reverseTask({}, fakeInputBytes.webp(100, 100, 2_001));
    await expect(processReverse({}, context)).rejects.toThrow(
      // The start call's wording for the same file: it names the format that was sent.
      "The WebP has 2,001 frames; the most allowed is 2,000.",
    );
    expect(media.calls).toEqual([]);
  });

  it("an APNG is converted by ffmpeg's apng demuxer, its plays written as the GIF muxer's loop", async () => {
    const { context, media, workDir, progress } = await reverseTask(
      { gifLayout: () => fakeGifLayout(info, 64, frameDifference) },
      fakeInputBytes.apng(40, 30, 3, 1),
    );
    await processReverse({}, context);

    const convertedPath = join(workDir, "input-converted.gif");
    const [conversion, reversal] = media.commands();
    expect(conversion?.binary).toBe("ffmpeg");
    expect(conversion?.args.slice(0, 4)).toEqual(["-f", "apng", "-i", join(workDir, "input.gif")]);
    // One play: no loop block (-1).
    expect(conversion?.args.slice(-6)).toEqual(["-loop", "-1", "-f", "gif", "-y", convertedPath]);
    expect(reversal).toEqual(gifsicleReverse(convertedPath, join(workDir, "reversed.gif")));
    expect(progress[0]).toMatchObject({ percent: 3, status: "Converting APNG to GIF..." });
  });

  it("an MNG is converted by ImageMagick with explicit coders and a two-minute limit", async () => {
    const { context, media, workDir } = await reverseTask(
      { gifLayout: () => fakeGifLayout(info, 64, frameDifference) },
      fakeInputBytes.mng(),
    );
    await processReverse({}, context);

    const convertedPath = join(workDir, "input-converted.gif");
    expect(media.commands()[0]).toEqual({
      binary: "magick",
      args: [`MNG:${join(workDir, "input.gif")}`, `GIF:${convertedPath}`],
    });
    expect(media.callsOf("run")[0]?.args[1].timeoutMs).toBe(120_000);
  });
});

describe("processReverse: cancellation", () => {
  it("stops at the next toolkit call once the task is aborted", async () => {
    const { context, media, abort } = await reverseTask({
      gifLayout() {
        abort.abort(new Error("task cancelled"));
        return fakeGifLayout(info, 64, frameDifference);
      },
    });
    await expect(processReverse({}, context)).rejects.toThrow("task cancelled");
    // The command was asked for with the task's signal, and refused because it was aborted.
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
  });
});
