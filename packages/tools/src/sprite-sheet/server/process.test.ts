import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageProbe } from "../../media-toolkit.ts";
import {
  createFakeTask,
  type FakeMediaScript,
  type FakeTask,
  fakeAnimationInfo,
  fakeInputBytes,
} from "../../shared/fake-media-toolkit.ts";
import { spriteSheetMessages, spriteSheetOptionsSchema } from "../shared/options.ts";
import { buildCutSheetCommand, buildToSheetCommand } from "./commands.ts";
import { processSpriteSheet } from "./process.ts";

let task: FakeTask | undefined;
afterEach(() => task?.cleanup());

const options = (fields: Record<string, string>) => spriteSheetOptionsSchema.parse(fields);

async function gifTask(script: FakeMediaScript) {
  task = await createFakeTask(script, {
    inputs: [{ name: "input.gif", bytes: fakeInputBytes.gif() }],
  });
  return task;
}

const probe = (change: Partial<ImageProbe>): ImageProbe => ({
  format: "png",
  width: 21,
  height: 10,
  storedWidth: 21,
  storedHeight: 10,
  frameCount: 1,
  frameDelaysMs: [],
  ...change,
});

describe("Sprite sheet processor", () => {
  it("to-sheet: one ffmpeg tile run, and a JSON of every frame's rectangle and stored delay", async () => {
    const { context, media, workDir } = await gifTask({
      gifInfo: () => fakeAnimationInfo(10, 8, [0, 10, 70, 30, 20], null),
    });
    const result = await processSpriteSheet(options({ padding: "1" }), context);
    const grid = { columns: 3, rows: 2, padding: 1, frameWidth: 10, frameHeight: 8 };
    expect(media.commands()).toEqual([
      buildToSheetCommand({
        inputPath: context.inputPaths[0] as string,
        outputPath: join(workDir, "sprite-sheet.png"),
        grid,
        background: "transparent",
      }),
    ]);
    expect(result.outputs).toEqual([
      { kind: "png", path: join(workDir, "sprite-sheet.png") },
      { kind: "json", path: join(workDir, "sprite-sheet.json") },
    ]);
    const sheet = JSON.parse(await readFile(join(workDir, "sprite-sheet.json"), "utf8"));
    expect(sheet).toMatchObject({
      image: "sprite-sheet.png",
      width: 32,
      height: 17,
      columns: 3,
      rows: 2,
      frame_count: 5,
      loop_count: null,
      source_format: "gif",
    });
    expect(sheet.frames[4]).toEqual({
      index: 4,
      x: 11,
      y: 9,
      width: 10,
      height: 8,
      delay_ms: 20,
      delay_cs: 2,
    });
    expect(sheet.frames.map((frame: { delay_cs: number }) => frame.delay_cs)).toEqual([
      0, 1, 7, 3, 2,
    ]);
  });

  it("to-sheet: a sheet over the limit is refused before ffmpeg runs", async () => {
    const { context, media } = await gifTask({
      gifInfo: () => fakeAnimationInfo(2000, 100, Array(30).fill(100)),
    });
    await expect(processSpriteSheet(options({ columns: "30" }), context)).rejects.toThrow(
      spriteSheetMessages.sheetTooLarge(60_000, 100),
    );
    expect(media.commands()).toEqual([]);
  });

  it("from-sheet: cuts the cells into raw frames and encodes them with their delays and plays", async () => {
    const frameBytes = 10 * 10 * 4;
    let framesSeen: number[] = [];
    task = await createFakeTask(
      {
        probeImage: () => probe({}),
        // ffmpeg's raw output: two cells of 10 × 10 RGBA.
        writtenBytes: () => new Uint8Array(frameBytes * 2),
        async encodeGifFrames(source) {
          framesSeen = [];
          for await (const frame of source.frames) framesSeen.push(frame.byteLength);
        },
      },
      { inputs: [{ name: "sheet.png", bytes: new Uint8Array(16) }] },
    );
    const { context, media, workDir } = task;
    const result = await processSpriteSheet(
      options({
        direction: "from-sheet",
        columns: "2",
        padding: "1",
        delays_cs: "0,7",
        loop_count: "3",
      }),
      context,
    );
    expect(media.commands()).toEqual([
      buildCutSheetCommand({
        inputPath: context.inputPaths[0] as string,
        outputPath: join(workDir, "cells.rgba"),
        format: "png",
        grid: { columns: 2, rows: 1, padding: 1, frameWidth: 10, frameHeight: 10 },
        frameCount: 2,
      }),
    ]);
    const [encode] = media.callsOf("encodeGifFrames");
    const [source, outputPath, settings] = encode?.args ?? [];
    expect(source).toMatchObject({
      width: 10,
      height: 10,
      frameCount: 2,
      delaysCentiseconds: [0, 7],
      // 3 plays: 2 repetitions after the first.
      loopCount: 2,
    });
    expect(settings).toEqual({ palette: "per-frame" });
    expect(framesSeen).toEqual([frameBytes, frameBytes]);
    expect(result.outputs).toEqual([{ kind: "gif", path: outputPath }]);
  });

  it("from-sheet: plays once is a GIF without a loop block; forever is 0", async () => {
    for (const [plays, loopCount] of [
      ["1", null],
      ["0", 0],
    ] as const) {
      task = await createFakeTask(
        {
          probeImage: () => probe({ width: 10 }),
          writtenBytes: () => new Uint8Array(400),
          async encodeGifFrames(source) {
            for await (const _ of source.frames);
          },
        },
        { inputs: [{ name: "sheet.png", bytes: new Uint8Array(16) }] },
      );
      await processSpriteSheet(
        options({ direction: "from-sheet", loop_count: plays }),
        task.context,
      );
      expect(task.media.callsOf("encodeGifFrames")[0]?.args[0].loopCount).toBe(loopCount);
      await task.cleanup();
    }
  });

  it("from-sheet: an animation or a GIF is not a sheet; a short cut fails the task", async () => {
    for (const refused of [probe({ format: "webp", frameCount: 4 }), probe({ format: "gif" })]) {
      task = await createFakeTask(
        { probeImage: () => refused },
        { inputs: [{ name: "input", bytes: new Uint8Array(16) }] },
      );
      await expect(
        processSpriteSheet(options({ direction: "from-sheet" }), task.context),
      ).rejects.toThrow(spriteSheetMessages.notASheet);
      await task.cleanup();
    }
    task = await createFakeTask(
      {
        probeImage: () => probe({}),
        // One cell's bytes where two were asked for.
        writtenBytes: () => new Uint8Array(400),
        async encodeGifFrames(source) {
          for await (const _ of source.frames);
        },
      },
      { inputs: [{ name: "sheet.png", bytes: new Uint8Array(16) }] },
    );
    await expect(
      processSpriteSheet(options({ direction: "from-sheet", columns: "2" }), task.context),
    ).rejects.toThrow("ffmpeg wrote 1 of the sheet's 2 cells");
  });
});
