import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { differingShare } from "../../../../../apps/server/test/helpers/frame-compare.ts";
import { runGifTool } from "../../../../../apps/server/test/helpers/gif-tool-task.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const execute = promisify(execFile);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** Delays as browsers play them: 0 and 1 hundredths show as 10. */
const played = (delays: readonly number[]) => delays.map((delay) => (delay < 2 ? 10 : delay));

/**
 * Speed through the HTTP API on real fixtures: delays and loop read back with gifsicle --info,
 * pictures decoded by ffmpeg (disposal applied) and compared with the input's frames.
 */
describe("Speed through the HTTP API", () => {
  let server: TestServer;
  let outputDir: string;
  beforeAll(async () => {
    server = await startTestServer();
    outputDir = await mkdtemp(join(tmpdir(), "gifkit-speed-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  async function speed(inputPath: string, value: string, fileName?: string) {
    const run = await runGifTool(server, "speed", inputPath, { speed: value }, outputDir, fileName);
    expect(run.start.statusCode, run.start.body).toBe(202);
    expect(run.status?.state, run.status?.error ?? "").toBe("SUCCESS");
    expect(run.contentDisposition).toBe('attachment; filename="speed.gif"');
    return run.outputPath as string;
  }

  /** A copy of a fixture with every delay set to `delay` hundredths (gifsicle keeps the pixels). */
  async function withDelay(name: string, delay: number): Promise<string> {
    const path = join(outputDir, `delay-${delay}-${name}`);
    await execute("gifsicle", ["--delay", String(delay), fixture(`gif/${name}`), "-o", path]);
    return path;
  }

  it("×2 halves the duration of classroom.gif: every frame kept, pixels byte-exact, loop kept", async () => {
    const inputPath = fixture("gif/classroom.gif");
    const outputPath = await speed(inputPath, "2");
    const before = await gifsicleInfo(inputPath);
    const after = await gifsicleInfo(outputPath);
    expect(after.frameCount).toBe(45);
    expect(after.loop).toBe("forever");
    expect(before.delaysCentiseconds.slice(0, 4)).toEqual([7, 6, 7, 7]);
    // Halved on the time line (ends at 3.5, 6.5, 10, 13.5 → 4, 7, 10, 14), so halves of 7 take
    // turns at 4 and 3 and the total never drifts.
    expect(after.delaysCentiseconds.slice(0, 4)).toEqual([4, 3, 3, 4]);
    let elapsed = 0;
    const ends = before.delaysCentiseconds.map((delay) => {
      elapsed += delay;
      return Math.round(elapsed / 2);
    });
    expect(after.delaysCentiseconds).toEqual(
      ends.map((end, index) => end - (ends[index - 1] ?? 0)),
    );
    expect(Math.min(...after.delaysCentiseconds)).toBe(3);
    expect(sum(before.delaysCentiseconds)).toBe(299);
    expect(sum(after.delaysCentiseconds)).toBe(150); // 149.5, rounded
    // Only the delays changed: same size, and every composited picture identical.
    const [input, output] = [await readFile(inputPath), await readFile(outputPath)];
    expect(output.length).toBe(input.length);
    const differingBytes = input.reduce(
      (count, byte, index) => count + (byte !== output[index] ? 1 : 0),
      0,
    );
    expect(differingBytes).toBeLessThanOrEqual(45 * 2); // at most the two delay bytes of each frame
    const inputFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
    const outputFrames = await decodeFramesWithFfmpeg(outputPath, after.width, after.height);
    expect(outputFrames.length).toBe(45);
    outputFrames.forEach((frame, index) => {
      expect(frame.equals(inputFrames[index] as Buffer), `frame ${index}`).toBe(true);
    });
  });

  it("×0.5 doubles the duration of dispose-background.gif and keeps its loop count of 10", async () => {
    const outputPath = await speed(fixture("gif/dispose-background.gif"), "0.5");
    const after = await gifsicleInfo(outputPath);
    expect(after.frameCount).toBe(3);
    expect(after.delaysCentiseconds).toEqual([100, 100, 100]);
    expect(after.loop).toBe(10);
  });

  it("×10 on a 2-hundredths GIF with local palettes drops frames evenly, none under 2 (frames copied as stored)", async () => {
    // rotating-squares.gif: 30 frames, a local colour table on 29 of them (gifsicle cannot
    // unoptimise it, but each frame stands alone, so the kept ones are copied); 60 hundredths → 6.
    const inputPath = await withDelay("rotating-squares.gif", 2);
    const outputPath = await speed(inputPath, "10");
    const before = await gifsicleInfo(inputPath);
    const after = await gifsicleInfo(outputPath);
    expect(before.delaysCentiseconds).toEqual(Array(30).fill(2));
    expect(after.frameCount).toBe(3);
    expect(after.delaysCentiseconds).toEqual([2, 2, 2]);
    expect(after.loop).toBe("forever");
    const inputFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
    const outputFrames = await decodeFramesWithFfmpeg(outputPath, after.width, after.height);
    expect(outputFrames.length).toBe(3);
    [0, 10, 20].forEach((kept, index) => {
      const share = differingShare(outputFrames[index] as Buffer, inputFrames[kept] as Buffer);
      expect(share, `output frame ${index} = input frame ${kept}`).toBeLessThan(0.02);
    });
  });

  it("×10 on a 2-hundredths GIF with one global palette drops frames losslessly (gifsicle path)", async () => {
    // classroom.gif stores only what changed between frames: the kept frames must be rebuilt.
    const inputPath = await withDelay("classroom.gif", 2);
    const outputPath = await speed(inputPath, "10");
    const before = await gifsicleInfo(inputPath);
    const after = await gifsicleInfo(outputPath);
    // 45 × 2 = 90 hundredths → 9: frames 0, 10, 20, 30; the remainder of 1 joins the last.
    expect(after.frameCount).toBe(4);
    expect(after.delaysCentiseconds).toEqual([2, 2, 2, 3]);
    expect(after.loop).toBe("forever");
    const inputFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
    const outputFrames = await decodeFramesWithFfmpeg(outputPath, after.width, after.height);
    expect(outputFrames.length).toBe(4);
    [0, 10, 20, 30].forEach((kept, index) => {
      expect(
        (outputFrames[index] as Buffer).equals(inputFrames[kept] as Buffer),
        `output frame ${index} = input frame ${kept}, exactly`,
      ).toBe(true);
    });
  });

  it("×10 on classroom.gif (6-7 hundredths) keeps the total within one frame of a tenth", async () => {
    const inputPath = fixture("gif/classroom.gif");
    const outputPath = await speed(inputPath, "10");
    const after = await gifsicleInfo(outputPath);
    expect(Math.min(...after.delaysCentiseconds)).toBeGreaterThanOrEqual(2);
    expect(sum(after.delaysCentiseconds)).toBe(30); // 299 / 10, rounded
    expect(after.frameCount).toBe(15);
    expect(after.delaysCentiseconds).toEqual(Array(15).fill(2));
  });

  it("counts delays 0 and 1 as the 10 hundredths browsers show (iss634.gif ×2)", async () => {
    const inputPath = fixture("gif/iss634.gif");
    const before = await gifsicleInfo(inputPath);
    expect(before.delaysCentiseconds.filter((delay) => delay < 2)).toEqual([0]);
    const outputPath = await speed(inputPath, "2");
    const after = await gifsicleInfo(outputPath);
    expect(after.frameCount).toBe(before.frameCount);
    const zeroAt = before.delaysCentiseconds.indexOf(0);
    expect(after.delaysCentiseconds[zeroAt]).toBe(5);
    expect(Math.min(...after.delaysCentiseconds)).toBeGreaterThanOrEqual(2);
    expect(sum(after.delaysCentiseconds)).toBe(
      Math.round(sum(played(before.delaysCentiseconds)) / 2),
    );
    expect(after.loop).toBe(before.loop);
  });

  it("takes an animated WebP and gives a GIF at the new speed", async () => {
    const webpPath = join(outputDir, "cogs.webp");
    await execute("ffmpeg", [
      "-v",
      "error",
      "-i",
      fixture("gif/dispose-background.gif"),
      "-c:v",
      "libwebp",
      "-lossless",
      "1",
      "-loop",
      "0",
      "-y",
      webpPath,
    ]);
    const outputPath = await speed(webpPath, "4", "clip.webp");
    const after = await gifsicleInfo(outputPath);
    expect(after.frameCount).toBe(3);
    expect(after.delaysCentiseconds).toEqual([13, 12, 13]);
  });

  it("checks the result's frame count after dropping: 700 frames fail at ×1 and pass at ×4", async () => {
    // 700 frames of 2 hundredths (ffmpeg writes 50 fps as 2), over the 600-frame result limit.
    const inputPath = join(outputDir, "many-frames.gif");
    await execute("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=32x32:rate=50",
      "-frames:v",
      "700",
      "-y",
      inputPath,
    ]);
    const refused = await runGifTool(server, "speed", inputPath, { speed: "1" }, outputDir);
    expect(refused.status?.state).toBe("FAILURE");
    expect(refused.status?.error).toBe(
      "The GIF has 700 frames; results can have at most 600 frames.",
    );
    // ×4: 1400 hundredths become 350, shown as 175 frames of 2 (every fourth frame).
    const outputPath = await speed(inputPath, "4", "many-frames-x4.gif");
    const after = await gifsicleInfo(outputPath);
    expect(after.frameCount).toBe(175);
    expect(after.delaysCentiseconds).toEqual(Array(175).fill(2));
  });

  for (const [value, label] of [
    ["0", "zero"],
    ["10.5", "above 10"],
    ["0.05", "below 0.1"],
    ["fast", "not a number"],
    ["Infinity", "infinite"],
  ] as const) {
    it(`answers 400 naming the field for a speed that is ${label}`, async () => {
      const run = await runGifTool(
        server,
        "speed",
        fixture("gif/cogs.gif"),
        { speed: value },
        outputDir,
      );
      expect(run.start.statusCode).toBe(400);
      expect(run.start.json()).toEqual({
        error: "Speed must be a number from 0.1 to 10 (2 = twice as fast).",
        code: "invalid-options",
      });
    });
  }
});
