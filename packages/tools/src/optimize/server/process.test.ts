import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolError } from "../../define-tool.ts";
import type { DecodedAnimation } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import { type OptimizeOptions, optimizeDefaults } from "../shared/options.ts";
import { processOptimize } from "./process.ts";

const width = 8;
const height = 8;
/** Two opaque frames: a gradient, then the same gradient 5 levels brighter (sensor-noise-like). */
function twoFrames(): DecodedAnimation {
  const first = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    first.set([pixel * 4, 255 - pixel * 4, (pixel * 37) % 256, 255], pixel * 4);
  }
  const second = first.map((value, index) => (index % 4 === 3 ? value : Math.min(255, value + 5)));
  return { width, height, frames: [first, second], delaysMs: [100, 0], loopCount: 0 };
}
const info = fakeAnimationInfo(width, height, [100, 0]);
/** An uploaded GIF of 1 KB; the fake gifsicle writes 18 bytes unless told otherwise. */
const inputBytes = fakeInputBytes.gif(1018);

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

async function optimizeTask(script: FakeMediaScript, input = inputBytes) {
  task = await createFakeTask(
    { gifInfo: () => info, decodeAnimation: () => twoFrames(), ...script },
    { inputs: [{ name: "input.gif", bytes: input }] },
  );
  return task;
}

describe("processOptimize", () => {
  it("re-encodes the decoded frames, compresses with gifsicle and returns the smaller GIF", async () => {
    const { context, media, workDir, progress } = await optimizeTask({});
    const result = await processOptimize(optimizeDefaults, context);

    const encodedPath = join(workDir, "encoded.gif");
    const outputPath = join(workDir, "optimised.gif");
    expect(media.methods()).toEqual(["gifInfo", "decodeAnimation", "run"]);
    expect(media.callsOf("decodeAnimation")[0]?.args).toEqual([
      join(workDir, "input.gif"),
      context.signal,
    ]);
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: ["-O3", "-Okeep-empty", "--lossy=20", encodedPath, "--output", outputPath],
      },
    ]);
    expect(media.callsOf("run")[0]?.args[1].signal).toBe(context.signal);
    // Our own encoder wrote a real GIF for gifsicle to read.
    expect(new TextDecoder().decode((await readFile(encodedPath)).subarray(0, 6))).toBe("GIF89a");
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(result.unchanged).toBeUndefined();
    expect(progress).toMatchObject([
      { percent: 5, status: "Decoding frames..." },
      { percent: 20, status: "Reducing colors..." },
      { percent: 60, status: "Compressing..." },
      { percent: 95, status: "Saving..." },
    ]);
  });

  it("passes the optimisation level and leaves --lossy out at 0", async () => {
    const { context, media, workDir } = await optimizeTask({});
    await processOptimize({ ...optimizeDefaults, optimize_level: 1, lossy: 0 }, context);
    expect(media.commands()[0]?.args).toEqual([
      "-O1",
      "-Okeep-empty",
      join(workDir, "encoded.gif"),
      "--output",
      join(workDir, "optimised.gif"),
    ]);
  });

  it("lets gifsicle merge unchanged frames when every delay is 2 or more", async () => {
    const { context, media, workDir } = await optimizeTask({
      decodeAnimation: () => ({ ...twoFrames(), delaysMs: [100, 30] }),
    });
    await processOptimize(optimizeDefaults, context);
    expect(media.commands()[0]?.args).toEqual([
      "-O3",
      "--lossy=20",
      join(workDir, "encoded.gif"),
      "--output",
      join(workDir, "optimised.gif"),
    ]);
  });

  it("applies lossy more strongly to a flat-colour GIF", async () => {
    const flat = new Uint8Array(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) {
      flat.set(pixel < 32 ? [200, 40, 40, 255] : [40, 40, 200, 255], pixel * 4);
    }
    const { context, media } = await optimizeTask({
      decodeAnimation: () => ({ width, height, frames: [flat], delaysMs: [100], loopCount: 0 }),
    });
    await processOptimize(optimizeDefaults, context);
    expect(media.commands()[0]?.args).toContain("--lossy=70");
  });

  it("hands quality, colours and dither to the encoder (they change what it writes)", async () => {
    const encodedBytes = async (options: OptimizeOptions) => {
      const { context, workDir } = await optimizeTask({});
      await processOptimize(options, context);
      const bytes = await readFile(join(workDir, "encoded.gif"));
      await task?.cleanup();
      return bytes;
    };
    const base = await encodedBytes({ ...optimizeDefaults, quality: 100 });
    // Quality 80 keeps pixels that changed by 5 levels: the second frame draws nothing.
    expect((await encodedBytes({ ...optimizeDefaults, quality: 80 })).length).toBeLessThan(
      base.length,
    );
    expect(
      (await encodedBytes({ ...optimizeDefaults, quality: 100, colors: 2 })).length,
    ).toBeLessThan(base.length);
    // With few colours the kernel decides which palette entry each pixel gets.
    const fewColours = { ...optimizeDefaults, quality: 100, colors: 4 };
    expect(await encodedBytes({ ...fewColours, dither: "none" })).not.toEqual(
      await encodedBytes({ ...fewColours, dither: "floyd-steinberg" }),
    );
  });

  it("returns the uploaded GIF unchanged, and says so, when our result is not smaller", async () => {
    const { context, workDir, progress } = await optimizeTask({
      writtenBytes: () => new Uint8Array(inputBytes.length),
    });
    const result = await processOptimize(optimizeDefaults, context);

    const outputPath = join(workDir, "optimised.gif");
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }], unchanged: true });
    expect(new Uint8Array(await readFile(outputPath))).toEqual(inputBytes);
    expect(progress.at(-1)).toMatchObject({
      percent: 95,
      status: "The GIF is already smaller than our result.",
    });
  });

  it("a WebP upload always gets the GIF, however large (there is no GIF to give back)", async () => {
    const webp = fakeInputBytes.webp(width, height, 2);
    const { context, media, workDir } = await optimizeTask(
      { writtenBytes: () => new Uint8Array(50_000) },
      webp,
    );
    const result = await processOptimize(optimizeDefaults, context);

    const convertedPath = join(workDir, "input-converted.gif");
    expect(media.methods()).toEqual([
      "decodeAnimation",
      "encodeGif",
      "gifInfo",
      "decodeAnimation",
      "run",
    ]);
    expect(media.callsOf("decodeAnimation")[1]?.args[0]).toBe(convertedPath);
    expect(result).toEqual({ outputs: [{ kind: "gif", path: join(workDir, "optimised.gif") }] });
    expect((await stat(join(workDir, "optimised.gif"))).size).toBe(50_000);
  });

  it("refuses a GIF with more frames than a result may have, before decoding it", async () => {
    const { context, media } = await optimizeTask({
      gifInfo: () => fakeAnimationInfo(10, 10, Array(601).fill(40)),
    });
    const error = await processOptimize(optimizeDefaults, context).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(error).toMatchObject({
      message: "The GIF has 601 frames; results can have at most 600 frames.",
      code: "output-too-large",
    });
    expect(media.methods()).toEqual(["gifInfo"]);
  });

  it("stops after encoding, before writing or compressing, once the task is aborted", async () => {
    const { context, media, workDir, abort } = await optimizeTask({
      decodeAnimation() {
        abort.abort(new Error("task cancelled"));
        return twoFrames();
      },
    });
    await expect(processOptimize(optimizeDefaults, context)).rejects.toThrow("task cancelled");
    expect(media.methods()).toEqual(["gifInfo", "decodeAnimation"]);
    await expect(stat(join(workDir, "encoded.gif"))).rejects.toThrow("ENOENT");
  });
});
