import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { runGifTool } from "../../../../../apps/server/test/helpers/gif-tool-task.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

/**
 * Edit frames through the HTTP API on real GIFs: every output frame must show what the input
 * frame it names showed (both composited by ffmpeg's decoder, an independent reader), with the
 * delay asked for, or the input frame's own delay byte for byte; the loop block kept or set.
 */

/** Pixels that differ by more than `tolerance` in a channel (both transparent counts as equal). */
function differingPixels(a: Buffer, b: Buffer, tolerance = 0): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 4) {
    const opaqueA = (a[index + 3] as number) >= 128;
    const opaqueB = (b[index + 3] as number) >= 128;
    if (!opaqueA && !opaqueB) continue;
    if (
      opaqueA !== opaqueB ||
      Math.abs((a[index] as number) - (b[index] as number)) > tolerance ||
      Math.abs((a[index + 1] as number) - (b[index + 1] as number)) > tolerance ||
      Math.abs((a[index + 2] as number) - (b[index + 2] as number)) > tolerance
    ) {
      differing++;
    }
  }
  return differing;
}

interface Entry {
  index: number;
  delay_cs?: number;
}

describe("Edit frames through the HTTP API", () => {
  let server: TestServer;
  let dir: string;
  /** cogs.gif with delays 0, 1, 7, 1, 0: the delays browsers stretch must come out as stored. */
  let zeroOneDelays: string;
  /** The first frame of cogs.gif alone. */
  let oneFrame: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-frames-"));
    zeroOneDelays = join(dir, "zero-one-delays.gif");
    // gifsicle's --delay applies to the frames selected after it.
    await run("gifsicle", [
      fixture("gif/cogs.gif"),
      "--delay=0",
      "#0",
      "--delay=1",
      "#1",
      "--delay=7",
      "#2",
      "--delay=1",
      "#3",
      "--delay=0",
      "#4",
      "--output",
      zeroOneDelays,
    ]);
    oneFrame = join(dir, "one-frame.gif");
    await run("gifsicle", [fixture("gif/cogs.gif"), "#0", "--output", oneFrame]);
    // An animated WebP of animated-loop-3.gif (10 frames: nine of 3 s, one of 15 s; 3 plays).
    await run("gif2webp", [
      "-quiet",
      fixture("gif/animated-loop-3.gif"),
      "-o",
      join(dir, "loop.webp"),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function editFrames(inputPath: string, fields: Record<string, string>) {
    const result = await runGifTool(server, "frames", inputPath, fields, dir);
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.contentDisposition).toBe('attachment; filename="frames.gif"');
    return result.outputPath as string;
  }

  /**
   * Output frame k shows input frame `entries[k].index` (within `tolerance` per channel: 0 on the
   * lossless paths), has the given delay or the input frame's own, and the loop is as expected.
   */
  async function expectFrames(
    inputPath: string,
    outputPath: string,
    entries: readonly Entry[],
    options: { tolerance?: number; maxDifferingShare?: number; loop?: "forever" | number | null },
  ) {
    const input = await gifsicleInfo(inputPath);
    const output = await gifsicleInfo(outputPath);
    expect([output.width, output.height]).toEqual([input.width, input.height]);
    expect(output.frameCount).toBe(entries.length);
    expect(output.delaysCentiseconds).toEqual(
      entries.map((entry) => entry.delay_cs ?? (input.delaysCentiseconds[entry.index] as number)),
    );
    expect(output.loop).toEqual(options.loop === undefined ? input.loop : options.loop);
    const inputFrames = await decodeFramesWithFfmpeg(inputPath, input.width, input.height);
    const outputFrames = await decodeFramesWithFfmpeg(outputPath, output.width, output.height);
    expect(inputFrames.length).toBe(input.frameCount);
    expect(outputFrames.length).toBe(entries.length);
    const pixels = input.width * input.height;
    for (const [position, entry] of entries.entries()) {
      const differing = differingPixels(
        outputFrames[position] as Buffer,
        inputFrames[entry.index] as Buffer,
        options.tolerance ?? 0,
      );
      expect(
        differing / pixels,
        `output frame ${position} (input ${entry.index})`,
      ).toBeLessThanOrEqual(options.maxDifferingShare ?? 0);
    }
  }

  it("deletes, duplicates and reorders a frame-difference GIF losslessly (cogs.gif)", async () => {
    const entries = [{ index: 4 }, { index: 0 }, { index: 0, delay_cs: 30 }, { index: 2 }];
    const outputPath = await editFrames(fixture("gif/cogs.gif"), {
      frames: JSON.stringify(entries),
    });
    await expectFrames(fixture("gif/cogs.gif"), outputPath, entries, {});
  });

  it("reorders a transparent GIF disposed to background and sets the loop (dispose-background.gif)", async () => {
    const entries = [
      { index: 2 },
      { index: 0, delay_cs: 0 },
      { index: 1 },
      { index: 1, delay_cs: 1 },
    ];
    const inputPath = fixture("gif/dispose-background.gif");
    const outputPath = await editFrames(inputPath, {
      frames: JSON.stringify(entries),
      loop_count: "0",
    });
    await expectFrames(inputPath, outputPath, entries, { loop: "forever" });
  });

  it("edits a GIF with a palette per frame through the engine (iss634.gif), loop kept", async () => {
    const entries = [{ index: 41 }, { index: 5, delay_cs: 50 }, { index: 5 }, { index: 0 }];
    const inputPath = fixture("gif/iss634.gif");
    const outputPath = await editFrames(inputPath, { frames: JSON.stringify(entries) });
    // Re-encoded: colours may move a little, nearly every pixel stays within 24 levels.
    await expectFrames(inputPath, outputPath, entries, { tolerance: 24, maxDifferingShare: 0.02 });
  });

  it("keeps delays 0 and 1 byte for byte where untouched and writes new ones exactly", async () => {
    const entries = [{ index: 0 }, { index: 1 }, { index: 3 }, { index: 4, delay_cs: 65535 }];
    const outputPath = await editFrames(zeroOneDelays, {
      frames: JSON.stringify(entries),
      loop_count: "3",
    });
    expect((await gifsicleInfo(zeroOneDelays)).delaysCentiseconds).toEqual([0, 1, 7, 1, 0]);
    // Three plays: two repetitions after the first.
    await expectFrames(zeroOneDelays, outputPath, entries, { loop: 2 });
  });

  it("retimes every frame in order without touching a pixel (the stored frames are copied)", async () => {
    const inputPath = fixture("gif/classroom.gif");
    const { frameCount } = await gifsicleInfo(inputPath);
    const entries = Array.from({ length: frameCount }, (_, index) => ({
      index,
      delay_cs: index % 2 === 0 ? 4 : 9,
    }));
    const outputPath = await editFrames(inputPath, {
      frames: JSON.stringify(entries),
      loop_count: "1",
    });
    // One play: no loop block at all.
    await expectFrames(inputPath, outputPath, entries, { loop: null });
    // The frames' compressed data is copied, not re-encoded: gifsicle's block framing and the
    // removed loop block move the size by a few hundred bytes of 1.1 MB (a re-encode moves it by %).
    const [before, after] = await Promise.all([readFile(inputPath), readFile(outputPath)]);
    expect(Math.abs(after.length - before.length)).toBeLessThan(before.length / 1000);
  });

  it("makes an animation of a one-frame GIF by duplicating its frame", async () => {
    const entries = [{ index: 0, delay_cs: 10 }, { index: 0, delay_cs: 0 }, { index: 0 }];
    const outputPath = await editFrames(oneFrame, {
      frames: JSON.stringify(entries),
      loop_count: "0",
    });
    await expectFrames(oneFrame, outputPath, entries, { loop: "forever" });
  });

  it("without fields gives the GIF back with every frame, delay and the loop as they were", async () => {
    const inputPath = fixture("gif/cogs.gif");
    const { frameCount } = await gifsicleInfo(inputPath);
    const outputPath = await editFrames(inputPath, {});
    const entries = Array.from({ length: frameCount }, (_, index) => ({ index }));
    await expectFrames(inputPath, outputPath, entries, {});
  });

  it("takes an animated WebP: its frames by index, their own delays, its loop", async () => {
    const webp = join(dir, "loop.webp");
    const result = await runGifTool(
      server,
      "frames",
      webp,
      { frames: JSON.stringify([{ index: 9 }, { index: 0 }, { index: 0, delay_cs: 50 }]) },
      dir,
    );
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    const info = await gifsicleInfo(result.outputPath as string);
    expect(info.frameCount).toBe(3);
    expect(info.delaysCentiseconds).toEqual([1500, 300, 50]);
    expect(info.loop).toBe(2);
    // A WebP has no GIF header for the start call to check: the task says it.
    const outside = await runGifTool(server, "frames", webp, { frames: '[{"index":10}]' }, dir);
    expect(outside.status?.state).toBe("FAILURE");
    expect(outside.status?.error).toBe(
      "Frame index 10 is not in the input: it has 10 frames (indexes 0 to 9).",
    );
  });

  async function startError(inputPath: string, fields: Record<string, string>) {
    const form = multipart([
      {
        name: "file",
        value: await readFile(inputPath),
        fileName: "in.gif",
        contentType: "image/gif",
      },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    const response = await server.app.inject({ method: "POST", url: "/api/frames", ...form });
    return { statusCode: response.statusCode, body: response.json() };
  }

  it("refuses an index the GIF does not have, naming its frame count, before queueing", async () => {
    expect(
      await startError(fixture("gif/cogs.gif"), { frames: '[{"index":0},{"index":5}]' }),
    ).toEqual({
      statusCode: 400,
      body: {
        error: "Frame index 5 is not in the input: it has 5 frames (indexes 0 to 4).",
        code: expect.any(String),
      },
    });
    const single = await startError(oneFrame, { frames: '[{"index":1}]' });
    expect(single.body.error).toBe("Frame index 1 is not in the input: it has 1 frame (index 0).");
  });

  it("refuses an empty list, a bad delay, too many frames and a bad loop count with their messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ frames: "[]" }, "frames is empty: keep at least one frame."],
      [
        { frames: '[{"index":0,"delay_cs":70000}]' },
        "Each frame's delay_cs must be a whole number of hundredths of a second from 0 to 65,535.",
      ],
      [
        { frames: JSON.stringify(Array.from({ length: 601 }, () => ({ index: 0 }))) },
        "frames lists 601 frames; results can have at most 600 frames.",
      ],
      [
        { loop_count: "-1" },
        "loop_count must be a whole number from 0 (forever) to 65,535, or blank to keep the GIF's own setting.",
      ],
      [
        { frames: "first, third" },
        'frames must be a JSON list of {"index": N, "delay_cs": N} entries in output order, e.g. [{"index":0},{"index":2,"delay_cs":10}].',
      ],
    ];
    for (const [fields, message] of cases) {
      const { statusCode, body } = await startError(fixture("gif/cogs.gif"), fields);
      expect(statusCode, message).toBe(400);
      expect(body.error).toBe(message);
    }
  });
});
