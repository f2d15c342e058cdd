import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ProcessorContext, ToolError } from "../../define-tool.ts";
import type { GifEditRequest, GifLayout, MediaCommand, MediaToolkit } from "../../media-toolkit.ts";
import { processCut } from "./process.ts";

/** A real, tiny GIF: 1×1, two global colours, one frame per delay (hundredths). */
function tinyGif(delaysCentiseconds: readonly number[]): Uint8Array {
  const header = [...Buffer.from("GIF89a"), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  const frames = delaysCentiseconds.flatMap((delay) => [
    ...[0x21, 0xf9, 0x04, 0x00, delay & 0xff, delay >> 8, 0x00, 0x00],
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    ...[0x02, 0x02, 0x44, 0x01, 0x00],
  ]);
  return Uint8Array.from([...header, ...frames, 0x3b]);
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

function layoutOf(
  delaysCentiseconds: number[],
  shape: { globalPaletteSize: number; localPaletteSize: number; wholeOpaqueFrames?: boolean },
): GifLayout {
  return {
    width: 1,
    height: 1,
    frameCount: delaysCentiseconds.length,
    delaysMs: delaysCentiseconds.map((delay) => delay * 10),
    durationMs: delaysCentiseconds.reduce((sum, delay) => sum + delay, 0) * 10,
    loopCount: 0,
    globalPaletteSize: shape.globalPaletteSize,
    frames: delaysCentiseconds.map((delayCentiseconds) => ({
      left: 0,
      top: 0,
      width: 1,
      height: 1,
      localPaletteSize: shape.localPaletteSize,
      // Frames that only draw what changed (transparent elsewhere) unless asked for whole ones.
      hasTransparency: shape.wholeOpaqueFrames !== true,
      disposal: 1,
      delayCentiseconds,
    })),
  };
}

/**
 * A fake toolkit: the layout is given, `run` writes a GIF of the frames gifsicle would select
 * (with their stored delays), `editGif` records its request. Nothing is spawned.
 */
function fakeMedia(layout: GifLayout) {
  const commands: MediaCommand[] = [];
  const edits: GifEditRequest[] = [];
  const media = {
    gifInfo: async () => layout,
    gifLayout: async () => layout,
    isOpaqueAnimation: async () => true,
    async run(command: MediaCommand) {
      commands.push(command);
      const selection = command.args.find((arg) => arg.startsWith("#")) as string;
      const [first, last] = selection.slice(1).split("-").map(Number) as [number, number];
      const stored = layout.frames.slice(first, last + 1).map((frame) => frame.delayCentiseconds);
      await writeFile(command.args.at(-1) as string, tinyGif(stored));
      return { stdout: "", stderrTail: "" };
    },
    async editGif(request: GifEditRequest) {
      edits.push(request);
      await writeFile(
        request.outputPath,
        tinyGif(request.frames?.map((f) => f.delayCentiseconds) ?? []),
      );
      return { frameCount: request.frames?.length ?? 0 };
    },
  } as unknown as MediaToolkit;
  return { media, commands, edits };
}

describe("processCut with a fake toolkit", () => {
  let workDir: string;
  let inputPath: string;
  const delays = [10, 20, 30, 40, 50];
  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), "cut-process-"));
    inputPath = join(workDir, "in.gif");
    await writeFile(inputPath, tinyGif(delays));
  });
  afterEach(() => rm(workDir, { recursive: true, force: true }));

  const contextWith = (media: MediaToolkit): ProcessorContext => ({
    inputPaths: [inputPath],
    workDir,
    media,
    signal: new AbortController().signal,
    reportProgress: () => undefined,
  });

  it("from the first frame: gifsicle copies the frames, the cut delays are written", async () => {
    const fake = fakeMedia(layoutOf(delays, { globalPaletteSize: 2, localPaletteSize: 0 }));
    const result = await processCut({ start_time: 0, end_time: 0.45 }, contextWith(fake.media));
    expect(fake.commands.map((command) => command.args[0])).toEqual([inputPath]);
    expect(fake.commands[0]?.args).not.toContain("--unoptimize");
    expect(fake.edits).toEqual([]);
    const output = await readFile(result.outputs[0]?.path as string);
    expect(delaysIn(output)).toEqual([10, 20, 15]);
  });

  it("from the first frame even a GIF with a palette per frame is copied by gifsicle", async () => {
    const fake = fakeMedia(layoutOf(delays, { globalPaletteSize: 0, localPaletteSize: 2 }));
    const result = await processCut({ start_frame: 1, end_frame: 3 }, contextWith(fake.media));
    expect(fake.edits).toEqual([]);
    expect(fake.commands[0]?.args).toEqual([inputPath, "#0-2", "--output", expect.any(String)]);
    expect(delaysIn(await readFile(result.outputs[0]?.path as string))).toEqual([10, 20, 30]);
  });

  it("from a later frame on a GIF gifsicle can unoptimise: --unoptimize first", async () => {
    const fake = fakeMedia(layoutOf(delays, { globalPaletteSize: 2, localPaletteSize: 0 }));
    const result = await processCut({ start_frame: 2, end_frame: 4 }, contextWith(fake.media));
    expect(fake.commands[0]?.args.slice(0, 3)).toEqual(["--unoptimize", inputPath, "#1-3"]);
    expect(delaysIn(await readFile(result.outputs[0]?.path as string))).toEqual([20, 30, 40]);
  });

  it("from a later frame on a GIF whose frames stand alone: copied as stored, disposed to background", async () => {
    const fake = fakeMedia(
      layoutOf(delays, { globalPaletteSize: 0, localPaletteSize: 2, wholeOpaqueFrames: true }),
    );
    const result = await processCut({ start_frame: 2, end_frame: 4 }, contextWith(fake.media));
    expect(fake.edits).toEqual([]);
    expect(fake.commands[0]).toEqual({
      binary: "gifsicle",
      args: ["--disposal", "background", inputPath, "#1-3", "--output", expect.any(String)],
    });
    expect(delaysIn(await readFile(result.outputs[0]?.path as string))).toEqual([20, 30, 40]);
  });

  it("from a later frame on a GIF with a palette per frame: the engine composites", async () => {
    const fake = fakeMedia(layoutOf(delays, { globalPaletteSize: 0, localPaletteSize: 2 }));
    await processCut({ start_time: 0.2, end_time: undefined }, contextWith(fake.media));
    expect(fake.commands).toEqual([]);
    expect(fake.edits[0]?.frames).toEqual([
      { index: 1, delayCentiseconds: 10 },
      { index: 2, delayCentiseconds: 30 },
      { index: 3, delayCentiseconds: 40 },
      { index: 4, delayCentiseconds: 50 },
    ]);
  });

  it("a range with no frame fails with a message that says so, before any work", async () => {
    const fake = fakeMedia(layoutOf(delays, { globalPaletteSize: 2, localPaletteSize: 0 }));
    const failure = processCut({ start_frame: 6 }, contextWith(fake.media));
    await expect(failure).rejects.toBeInstanceOf(ToolError);
    await expect(failure).rejects.toThrow(
      "The range has no frame in it: start_frame is 6, but the GIF has 5 frames.",
    );
    expect(fake.commands).toEqual([]);
  });

  it("keeps the output frame limit: more than 600 kept frames fail, naming the limit", async () => {
    const many = Array(700).fill(2);
    await writeFile(inputPath, tinyGif(many));
    const fake = fakeMedia(layoutOf(many, { globalPaletteSize: 2, localPaletteSize: 0 }));
    await expect(processCut({ start_frame: 50 }, contextWith(fake.media))).rejects.toThrow(
      "The GIF has 651 frames; results can have at most 600 frames.",
    );
    expect(fake.commands).toEqual([]);
  });
});
