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
  differingRgbaShare as differingShare,
  sumOf as sum,
} from "../../../../../apps/server/test/helpers/rgba-compare.ts";
import {
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

/** The API's messages, written out: a change of wording must be deliberate. */
const cutMessages = {
  mixed:
    "Give start_time and end_time, or start_frame and end_frame, not both kinds: choose one way to set the range.",
  timeOrder: "end_time must be after start_time.",
  frameOrder: "end_frame must not be before start_frame.",
  startTime: "start_time must be a number of seconds from 0 to 86,400.",
  startFrame: "start_frame must be a whole number from 1 to 1,000,000.",
  endFrame: "end_frame must be a whole number from 1 to 1,000,000, or blank for the last frame.",
};

describe("Cut through the HTTP API", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-cut-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function cut(
    name: string,
    fields: Record<string, string>,
    inputPath = fixture(`gif/${name}`),
  ) {
    const result = await runGifTool(server, "cut", inputPath, fields, dir, name);
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.contentDisposition).toBe('attachment; filename="cut.gif"');
    return result.outputPath as string;
  }

  /** Output frame k shows what input frame `firstIndex + k` showed (both composited by ffmpeg). */
  async function expectSamePictures(inputPath: string, outputPath: string, firstIndex: number) {
    const input = await gifsicleInfo(inputPath);
    const output = await gifsicleInfo(outputPath);
    expect([output.width, output.height]).toEqual([input.width, input.height]);
    const inputFrames = await decodeFramesWithFfmpeg(inputPath, input.width, input.height);
    const outputFrames = await decodeFramesWithFfmpeg(outputPath, output.width, output.height);
    expect(outputFrames.length).toBe(output.frameCount);
    for (const [index, frame] of outputFrames.entries()) {
      expect(
        differingShare(frame, inputFrames[firstIndex + index] as Buffer),
        `output frame ${index} against input frame ${firstIndex + index}`,
      ).toBeLessThan(0.02);
    }
  }

  it("cuts by time (classroom.gif, partial frames): the frames shown in the range, ends shortened", async () => {
    // Frames start at 0, 7, 13, 20, ... hundredths (7, 6, 7 repeating). 0.50 s falls in frame 8
    // (0.47-0.53): kept for 3 hundredths; 2.00 s is where frame 31 starts, so frame 30 is the last.
    const inputPath = fixture("gif/classroom.gif");
    const input = await gifsicleInfo(inputPath);
    const outputPath = await cut("classroom.gif", { start_time: "0.5", end_time: "2" });
    const output = await gifsicleInfo(outputPath);
    expect(output.frameCount).toBe(23);
    expect(output.delaysCentiseconds).toEqual([3, ...input.delaysCentiseconds.slice(8, 30)]);
    expect(sum(output.delaysCentiseconds)).toBe(150);
    expect(output.loop).toBe("forever");
    // Frame 8 stored only what changed since frame 7: it must show the whole picture.
    await expectSamePictures(inputPath, outputPath, 7);
  });

  it("cuts by frame (iss634.gif, a palette per frame: the composited path) with exact delays", async () => {
    const inputPath = fixture("gif/iss634.gif");
    const input = await gifsicleInfo(inputPath);
    const outputPath = await cut("iss634.gif", { start_frame: "10", end_frame: "20" });
    const output = await gifsicleInfo(outputPath);
    expect(output.frameCount).toBe(11);
    expect(output.delaysCentiseconds).toEqual(input.delaysCentiseconds.slice(9, 20));
    expect(output.loop).toBe("forever");
    await expectSamePictures(inputPath, outputPath, 9);
  });

  it("cuts by time a GIF whose frames stand alone (rotating-squares.gif, local palettes): slivers kept at 2 hundredths", async () => {
    // 3 hundredths a frame: 0.31 s is 1 hundredth before frame 11 ends, 0.62 s 2 into frame 21.
    const inputPath = fixture("gif/rotating-squares.gif");
    const outputPath = await cut("rotating-squares.gif", { start_time: "0.31", end_time: "0.62" });
    const output = await gifsicleInfo(outputPath);
    expect(output.frameCount).toBe(11);
    expect(output.delaysCentiseconds).toEqual([2, ...Array(9).fill(3), 2]);
    expect(output.loop).toBe("forever");
    await expectSamePictures(inputPath, outputPath, 10);
  });

  it("from the first frame copies the frames exactly (dispose-background.gif), loop count kept", async () => {
    const inputPath = fixture("gif/dispose-background.gif");
    const outputPath = await cut("dispose-background.gif", {
      start_time: "0.25",
      end_time: "1.2",
    });
    const output = await gifsicleInfo(outputPath);
    expect(output.frameCount).toBe(3);
    expect(output.delaysCentiseconds).toEqual([25, 50, 20]);
    expect(output.loop).toBe(10);
    const input = await gifsicleInfo(inputPath);
    const before = await decodeFramesWithFfmpeg(inputPath, input.width, input.height);
    const after = await decodeFramesWithFfmpeg(outputPath, output.width, output.height);
    // Nothing depends on a dropped frame: the pictures are the input's, bit for bit.
    expect(after.map((frame, index) => frame.equals(before[index] as Buffer))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("keeps a finite loop count and full pictures from a later frame (animated-loop-3.gif)", async () => {
    const inputPath = fixture("gif/animated-loop-3.gif");
    const outputPath = await cut("animated-loop-3.gif", { start_frame: "4", end_frame: "" });
    const output = await gifsicleInfo(outputPath);
    expect(output.frameCount).toBe(7);
    expect(output.delaysCentiseconds).toEqual([...Array(6).fill(300), 1500]);
    expect(output.loop).toBe(2);
    await expectSamePictures(inputPath, outputPath, 3);
  });

  it("cuts an animated WebP (converted to GIF first)", async () => {
    const webpPath = join(dir, "loop.webp");
    await run("gif2webp", ["-quiet", fixture("gif/animated-loop-3.gif"), "-o", webpPath]);
    const outputPath = await cut("loop.webp", { start_time: "27", end_time: "" }, webpPath);
    const output = await gifsicleInfo(outputPath);
    expect((await readFile(outputPath)).subarray(0, 4).toString("latin1")).toBe("GIF8");
    // The tenth frame (27 s to 42 s) is the only one shown from 27 s on.
    expect(output.frameCount).toBe(1);
    expect(output.delaysCentiseconds).toEqual([1500]);
    expect(output.loop).toBe(2);
  });

  describe("bad ranges", () => {
    async function startCut(name: string, fields: Record<string, string>, inputPath?: string) {
      return runGifTool(server, "cut", inputPath ?? fixture(`gif/${name}`), fields, dir, name);
    }
    const cases: [string, Record<string, string>, string][] = [
      ["mixing both kinds", { start_time: "1", end_frame: "4" }, cutMessages.mixed],
      ["mixing both kinds (frame start)", { start_frame: "2", end_time: "1" }, cutMessages.mixed],
      ["an end before the start", { start_time: "2", end_time: "1" }, cutMessages.timeOrder],
      [
        "a last frame before the first",
        { start_frame: "9", end_frame: "3" },
        cutMessages.frameOrder,
      ],
      ["a start that is not a number", { start_time: "soon" }, cutMessages.startTime],
      ["a negative start", { start_time: "-1" }, cutMessages.startTime],
      ["frame 0", { start_frame: "0" }, cutMessages.startFrame],
      ["a fractional frame", { end_frame: "2.5" }, cutMessages.endFrame],
      [
        "a start time past the end (read from the header)",
        { start_time: "5", end_time: "" },
        "The range has no frame in it: start_time is 5 s, but the GIF is 2.99 s long.",
      ],
      [
        "a start frame past the last frame (read from the header)",
        { start_frame: "46" },
        "The range has no frame in it: start_frame is 46, but the GIF has 45 frames.",
      ],
    ];
    for (const [what, fields, message] of cases) {
      it(`refuses ${what} at the start call with a 400 that says so`, async () => {
        const result = await startCut("classroom.gif", fields);
        expect(result.start.statusCode, result.start.body).toBe(400);
        expect(result.start.json()).toMatchObject({ error: message });
      });
    }

    it("fails the task with the same message when the header was not read at the start (WebP)", async () => {
      const webpPath = join(dir, "range.webp");
      await run("gif2webp", ["-quiet", fixture("gif/animated-loop-3.gif"), "-o", webpPath]);
      const result = await startCut("range.webp", { start_frame: "11" }, webpPath);
      expect(result.start.statusCode, result.start.body).toBe(202);
      expect(result.status?.state).toBe("FAILURE");
      expect(result.status?.error).toBe(
        "The range has no frame in it: start_frame is 11, but the GIF has 10 frames.",
      );
    });
  });
});
