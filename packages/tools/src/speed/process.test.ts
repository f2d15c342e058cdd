import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProcessorContext } from "../define-tool.ts";
import type {
  GifEditRequest,
  GifFrameLayout,
  GifLayout,
  MediaCommand,
  MediaToolkit,
} from "../media-toolkit.ts";
import { processSpeed } from "./process.ts";

/** A GIF of `delays.length` 1×1 frames (global palette of 2, no loop block), delays as given. */
function tinyGif(delays: readonly number[]): Uint8Array {
  const bytes = [
    ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0],
    ...[0, 0, 0, 255, 255, 255],
  ];
  for (const delay of delays) {
    bytes.push(0x21, 0xf9, 4, 0, delay & 0xff, delay >> 8, 0, 0);
    bytes.push(0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0);
  }
  bytes.push(0x3b);
  return Uint8Array.from(bytes);
}

function frame(delayCentiseconds: number, localPaletteSize = 0): GifFrameLayout {
  return {
    left: 0,
    top: 0,
    width: 1,
    height: 1,
    localPaletteSize,
    hasTransparency: false,
    disposal: 1,
    delayCentiseconds,
  };
}

/** A fake toolkit: answers the layout it is given and records what the processor asks of it. */
function fakeMedia(layout: GifLayout) {
  const calls = { run: [] as MediaCommand[], editGif: [] as GifEditRequest[] };
  const media = {
    gifInfo: async () => layout,
    gifLayout: async () => layout,
    isOpaqueAnimation: async () => true,
    run: async (command: MediaCommand) => {
      calls.run.push(command);
      // gifsicle's output: the kept frames (their old delays are overwritten afterwards).
      const kept = command.args.filter((arg) => arg.startsWith("#")).length;
      await writeFile(command.args.at(-1) as string, tinyGif(Array(kept).fill(7)));
      return { stdout: "", stderrTail: "" };
    },
    editGif: async (request: GifEditRequest) => {
      calls.editGif.push(request);
      await writeFile(request.outputPath, tinyGif(request.frames?.delaysCentiseconds ?? []));
      return { frameCount: request.frames?.indices.length ?? 0 };
    },
  } as Partial<MediaToolkit> as MediaToolkit;
  return { media, calls };
}

function layoutOf(frames: GifFrameLayout[], globalPaletteSize = 2): GifLayout {
  const delaysMs = frames.map((each) => each.delayCentiseconds * 10);
  return {
    width: 1,
    height: 1,
    frameCount: frames.length,
    delaysMs,
    durationMs: delaysMs.reduce((total, delay) => total + delay, 0),
    loopCount: 0,
    globalPaletteSize,
    frames,
  };
}

/** Stored delays of a GIF's frames, read from its Graphic Control Extensions. */
function delaysOf(bytes: Uint8Array): number[] {
  const delays: number[] = [];
  for (let offset = 0; offset + 5 < bytes.length; offset++) {
    if (bytes[offset] === 0x21 && bytes[offset + 1] === 0xf9 && bytes[offset + 2] === 4) {
      delays.push((bytes[offset + 4] as number) | ((bytes[offset + 5] as number) << 8));
    }
  }
  return delays;
}

describe("processSpeed (fake media toolkit)", () => {
  let workDir: string;
  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), "gifkit-speed-process-"));
  });
  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  async function run(delays: number[], speed: number, layout: GifLayout) {
    const inputPath = join(workDir, "input.gif");
    const input = tinyGif(delays);
    await writeFile(inputPath, input);
    const { media, calls } = fakeMedia(layout);
    const context: ProcessorContext = {
      inputPaths: [inputPath],
      workDir,
      media,
      signal: new AbortController().signal,
      reportProgress: () => undefined,
    };
    const result = await processSpeed({ speed }, context);
    const outputPath = result.outputs[0]?.path as string;
    return { input, output: await readFile(outputPath), calls, result };
  }

  it("keeps every frame: rewrites only the delays, runs nothing", async () => {
    const delays = [10, 20, 30];
    const { input, output, calls, result } = await run(
      delays,
      2,
      layoutOf(delays.map((delay) => frame(delay))),
    );
    expect(result.outputs).toEqual([{ kind: "gif", path: join(workDir, "speed.gif") }]);
    expect(calls.run).toEqual([]);
    expect(calls.editGif).toEqual([]);
    expect(delaysOf(output)).toEqual([5, 10, 15]);
    expect(output.length).toBe(input.length);
  });

  it("drops frames with gifsicle when it can unoptimise the GIF, then writes the planned delays", async () => {
    const delays = Array(10).fill(2);
    const { output, calls } = await run(delays, 5, layoutOf(delays.map((delay) => frame(delay))));
    expect(calls.editGif).toEqual([]);
    expect(calls.run).toHaveLength(1);
    expect(calls.run[0]?.args.filter((arg) => arg.startsWith("#"))).toEqual(["#0", "#5"]);
    expect(delaysOf(output)).toEqual([2, 2]);
  });

  it("drops frames on the engine's composited path when a frame has its own palette", async () => {
    const delays = Array(10).fill(2);
    const { calls } = await run(
      delays,
      5,
      layoutOf(delays.map((delay, index) => frame(delay, index === 3 ? 4 : 0))),
    );
    expect(calls.run).toEqual([]);
    expect(calls.editGif).toHaveLength(1);
    expect(calls.editGif[0]?.frames).toEqual({ indices: [0, 5], delaysCentiseconds: [2, 2] });
    expect(calls.editGif[0]?.transforms).toEqual([]);
  });
});
