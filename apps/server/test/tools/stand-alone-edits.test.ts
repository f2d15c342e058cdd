import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { setGifDelays } from "@gifkit/tools/shared/image-header";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { runGifTool } from "../helpers/gif-tool-task.ts";
import { decodeFramesWithFfmpeg, gifsicleInfo } from "../helpers/media-probe.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const run = promisify(execFile);

/**
 * Edits of a GIF whose frames stand alone (a sprite on a transparent canvas with a palette per
 * frame, each frame cleared after it is shown): gifsicle cannot unoptimise it (local colour
 * tables + transparency), yet reverse, cut and crop need no re-encoding. The results must
 * be exact: every composited pixel as in the source (a re-encode re-quantises them).
 */

const frameCount = 40;
const size = { width: 300, height: 80 };
/** Delays with 0 and 1 among them: each must come out exactly as read. */
const delays = Array.from(
  { length: frameCount },
  (_, index) => [0, 1, 7, 10, 3][index % 5] as number,
);

/** Pixels whose colour or opacity differ (both transparent counts as equal). */
function differingPixels(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 4) {
    const opaqueA = (a[index + 3] as number) >= 128;
    const opaqueB = (b[index + 3] as number) >= 128;
    if (!opaqueA && !opaqueB) continue;
    if (
      opaqueA !== opaqueB ||
      a[index] !== b[index] ||
      a[index + 1] !== b[index + 1] ||
      a[index + 2] !== b[index + 2]
    ) {
      differing++;
    }
  }
  return differing;
}

describe("Edits of a GIF whose frames stand alone are exact, without re-encoding", () => {
  let server: TestServer;
  let workDir: string;
  let spritePath: string;
  let sourceFrames: Buffer[];

  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "stand-alone-"));
    const quantised = join(workDir, "quantised.gif");
    // A clip moving over a transparent canvas, a palette per frame, then partial frames.
    await run("ffmpeg", [
      "-v",
      "error",
      "-i",
      fixture("video/bottle-detection.mp4"),
      "-filter_complex",
      `color=c=black@0:s=${size.width}x${size.height}:r=10,format=rgba[canvas];` +
        "[0:v]fps=10,scale=64:48,format=rgba[clip];" +
        "[canvas][clip]overlay=x='mod(t*80\\,236)':y=16:shortest=1,split[a][b];" +
        "[a]palettegen=stats_mode=single:reserve_transparent=1[p];" +
        "[b][p]paletteuse=new=1:alpha_threshold=128",
      "-frames:v",
      String(frameCount),
      "-y",
      quantised,
    ]);
    const optimised = join(workDir, "optimised.gif");
    await run("gifsicle", ["-O3", quantised, "-o", optimised]);
    spritePath = join(workDir, "sprite.gif");
    await writeFile(spritePath, setGifDelays(await readFile(optimised), delays).bytes);
    sourceFrames = await decodeFramesWithFfmpeg(spritePath, size.width, size.height);
    expect(sourceFrames.length).toBe(frameCount);
    // The premise: frames carry their own colour tables (gifsicle cannot unoptimise this).
    const { stdout } = await run("gifsicle", ["--info", spritePath]);
    expect(stdout.match(/local color table/g)?.length).toBeGreaterThan(frameCount / 2);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function edit(tool: string, fields: Record<string, string>) {
    const result = await runGifTool(server, tool, spritePath, fields, workDir);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    const outputPath = result.outputPath as string;
    const info = await gifsicleInfo(outputPath);
    return {
      info,
      frames: await decodeFramesWithFfmpeg(outputPath, info.width, info.height),
    };
  }

  it("reverse: every frame back to front, pixel for pixel, each with its own delay", async () => {
    const { info, frames } = await edit("reverse", {});
    expect(info.delaysCentiseconds).toEqual([...delays].reverse());
    expect(info.loop).toBe("forever");
    expect(frames.length).toBe(frameCount);
    for (const [index, frame] of frames.entries()) {
      const source = sourceFrames[frameCount - 1 - index] as Buffer;
      expect(differingPixels(frame, source), `frame ${index}`).toBe(0);
    }
  });

  it("cut frames 11-30: the frames as shown, pixel for pixel, delays kept", async () => {
    const { info, frames } = await edit("cut", { start_frame: "11", end_frame: "30" });
    expect(info.delaysCentiseconds).toEqual(delays.slice(10, 30));
    expect(frames.length).toBe(20);
    for (const [index, frame] of frames.entries()) {
      expect(differingPixels(frame, sourceFrames[10 + index] as Buffer), `frame ${index}`).toBe(0);
    }
  });

  it("crop: frames wholly outside the box stay as empty frames with their delays; the rest exact", async () => {
    const box = { x: 20, y: 10, width: 100, height: 50 };
    const { info, frames } = await edit("crop", {
      x: String(box.x),
      y: String(box.y),
      width: String(box.width),
      height: String(box.height),
    });
    expect([info.width, info.height, info.frameCount]).toEqual([box.width, box.height, frameCount]);
    expect(info.delaysCentiseconds).toEqual(delays);
    const rowBytes = size.width * 4;
    let emptyFrames = 0;
    for (const [index, frame] of frames.entries()) {
      const source = sourceFrames[index] as Buffer;
      const cropped = Buffer.concat(
        Array.from({ length: box.height }, (_, row) =>
          source.subarray(
            (box.y + row) * rowBytes + box.x * 4,
            (box.y + row) * rowBytes + (box.x + box.width) * 4,
          ),
        ),
      );
      expect(differingPixels(frame, cropped), `frame ${index}`).toBe(0);
      if (cropped.every((value, offset) => offset % 4 !== 3 || value < 128)) emptyFrames++;
    }
    // The premise: the sprite leaves the box for part of the clip.
    expect(emptyFrames).toBeGreaterThan(5);
  });
});
