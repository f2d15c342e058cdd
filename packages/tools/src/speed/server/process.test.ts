import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeGifLayout,
} from "../../shared/fake-media-toolkit.ts";
import { processSpeed } from "./process.ts";

/** A real GIF of `delays.length` 1×1 frames (global palette of 2, no loop block), delays as given. */
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

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

const frameDifference = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ hasTransparency: index > 0 }));

/** A task on a real tiny GIF with these delays; gifsicle's fake output has `keptByGifsicle` frames. */
async function speedTask(
  delaysCentiseconds: number[],
  script: FakeMediaScript,
  keptByGifsicle = 0,
) {
  const info = fakeAnimationInfo(
    1,
    1,
    delaysCentiseconds.map((delay) => delay * 10),
  );
  task = await createFakeTask(
    {
      gifInfo: () => info,
      // Frames after the first draw only what changed: they do not stand alone.
      gifLayout: () => fakeGifLayout(info, 2, frameDifference(delaysCentiseconds.length)),
      writtenBytes: () => tinyGif(Array(keptByGifsicle).fill(7)),
      ...script,
    },
    { inputs: [{ name: "input.gif", bytes: tinyGif(delaysCentiseconds) }] },
  );
  return task;
}

describe("processSpeed: which path", () => {
  it("keeps every frame: rewrites only the delays in place and runs nothing", async () => {
    const { context, media, workDir } = await speedTask([10, 20, 30], {});
    const result = await processSpeed({ speed: 2 }, context);

    const outputPath = join(workDir, "speed.gif");
    expect(result).toEqual({ outputs: [{ kind: "gif", path: outputPath }] });
    expect(media.methods()).toEqual(["gifInfo", "gifLayout"]);
    const output = await readFile(outputPath);
    expect(delaysOf(output)).toEqual([5, 10, 15]);
    expect(output.length).toBe(tinyGif([10, 20, 30]).length);
  });

  it("drops frames with gifsicle when it can unoptimise the GIF, then writes the planned delays", async () => {
    const { context, media, workDir } = await speedTask(Array(10).fill(2), {}, 2);
    await processSpeed({ speed: 5 }, context);

    const inputPath = join(workDir, "input.gif");
    const keptPath = join(workDir, "speed-kept.gif");
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [
          "--unoptimize",
          "--disposal",
          "background",
          inputPath,
          "#0",
          "#5",
          "-O2",
          "-Okeep-empty",
          "--output",
          keptPath,
        ],
      },
    ]);
    expect(delaysOf(await readFile(join(workDir, "speed.gif")))).toEqual([2, 2]);
  });

  it("drops frames by copying them as stored when every frame stands alone (local palettes too)", async () => {
    const delays = Array(10).fill(2);
    const info = fakeAnimationInfo(
      1,
      1,
      delays.map((delay) => delay * 10),
    );
    const { context, media, workDir } = await speedTask(
      delays,
      {
        gifLayout: () =>
          fakeGifLayout(
            info,
            0,
            delays.map(() => ({ localPaletteSize: 4 })),
          ),
      },
      2,
    );
    await processSpeed({ speed: 5 }, context);

    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "run"]);
    expect(media.commands()).toEqual([
      {
        binary: "gifsicle",
        args: [
          "--disposal",
          "background",
          join(workDir, "input.gif"),
          "#0",
          "#5",
          "--output",
          join(workDir, "speed-kept.gif"),
        ],
      },
    ]);
    expect(delaysOf(await readFile(join(workDir, "speed.gif")))).toEqual([2, 2]);
  });

  it("drops frames on the engine's composited path when a frame has its own palette", async () => {
    const delays = Array(10).fill(2);
    const info = fakeAnimationInfo(
      1,
      1,
      delays.map((delay) => delay * 10),
    );
    const { context, media, workDir } = await speedTask(delays, {
      gifLayout: () =>
        fakeGifLayout(info, 2, [{}, {}, {}, { localPaletteSize: 4, hasTransparency: true }]),
      editGif: (request) => ({ frameCount: request.frames?.length ?? 0 }),
    });
    await processSpeed({ speed: 5 }, context);

    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "editGif"]);
    const [request] = media.callsOf("editGif")[0]?.args ?? [];
    expect(request?.inputPath).toBe(join(workDir, "input.gif"));
    expect(request?.outputPath).toBe(join(workDir, "speed.gif"));
    expect(request?.transforms).toEqual([]);
    expect(request?.frames).toEqual([
      { index: 0, delayCentiseconds: 2 },
      { index: 5, delayCentiseconds: 2 },
    ]);
  });

  it("asks whether the pictures are opaque when a full global palette has transparency", async () => {
    const delays = Array(10).fill(2);
    const info = fakeAnimationInfo(
      1,
      1,
      delays.map((delay) => delay * 10),
    );
    const { context, media } = await speedTask(delays, {
      gifLayout: () => fakeGifLayout(info, 256, frameDifference(10)),
      isOpaqueAnimation: () => false,
      editGif: () => ({ frameCount: 2 }),
    });
    await processSpeed({ speed: 5 }, context);
    expect(media.methods()).toEqual(["gifInfo", "gifLayout", "isOpaqueAnimation", "editGif"]);
  });
});
