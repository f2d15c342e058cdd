import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import {
  decodeFlatFrames,
  filterFrames,
  meanAbsoluteDifference,
} from "../helpers/frame-compare.ts";
import { runGifTool } from "../helpers/gif-tool-task.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const run = promisify(execFile);

/** Frame delays of an APNG from its fcTL chunks (delay_num / delay_den seconds). */
function apngDelaysCentiseconds(bytes: Buffer): number[] {
  const delays: number[] = [];
  for (let offset = 8; offset + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    if (bytes.toString("latin1", offset + 4, offset + 8) === "fcTL") {
      const numerator = bytes.readUInt16BE(offset + 8 + 20);
      const denominator = bytes.readUInt16BE(offset + 8 + 22) || 100;
      delays.push(Math.round((numerator / denominator) * 100));
    }
    offset += length + 12;
  }
  return delays;
}

/**
 * The GIF tools take animated WebP, APNG and MNG too (DESIGN §2) and always answer with a GIF.
 * The inputs are made from a fixture with Debian's tools (gif2webp, ffmpeg, ImageMagick).
 */
describe("GIF tools with WebP, APNG and MNG inputs", () => {
  let server: TestServer;
  let dir: string;
  const source = fixture("gif/animated-loop-3.gif");
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-inputs-"));
    const gif = join(dir, "source.gif");
    await copyFile(source, gif);
    await run("gif2webp", ["-quiet", gif, "-o", join(dir, "loop.webp")]);
    await run("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-i",
      gif,
      "-plays",
      "3",
      "-f",
      "apng",
      join(dir, "loop.apng"),
    ]);
    await run("convert", [gif, "-coalesce", "-type", "TrueColor", join(dir, "loop.mng")]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const format of ["webp", "apng", "mng"]) {
    it(`crops an animated ${format.toUpperCase()} into a GIF`, async () => {
      const box = { x: 100, y: 50, width: 200, height: 150 };
      const result = await runGifTool(
        server,
        "crop",
        join(dir, `loop.${format}`),
        Object.fromEntries(Object.entries(box).map(([key, value]) => [key, String(value)])),
        dir,
      );
      expect(result.start.statusCode, result.start.body).toBe(202);
      expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
      const outputPath = result.outputPath as string;
      expect((await readFile(outputPath)).subarray(0, 4).toString("latin1")).toBe("GIF8");
      const info = await gifsicleInfo(outputPath);
      expect([info.width, info.height]).toEqual([box.width, box.height]);
      expect(info.frameCount).toBe(10);
      if (format === "mng") {
        // ImageMagick's MNG reader gave all but the last frame 1 cs; the MNG's own delays are kept.
        expect(info.delaysCentiseconds).toEqual([...Array(9).fill(300), 1500]);
      } else {
        // The source plays 3 times: NETSCAPE 2 (ImageMagick's MNG writer keeps no loop count).
        expect(info.loop).toBe(2);
        // ffmpeg's APNG muxer wrote the last frame with the others' delay: expect what the file says.
        const expected =
          format === "apng"
            ? apngDelaysCentiseconds(await readFile(join(dir, "loop.apng")))
            : [...Array(9).fill(300), 1500];
        expect(info.delaysCentiseconds).toEqual(expected);
      }
      const reference = await filterFrames(
        await decodeFlatFrames(source, 370, 285),
        { width: 370, height: 285 },
        `crop=${box.width}:${box.height}:${box.x}:${box.y}`,
        box,
      );
      const frames = await decodeFlatFrames(outputPath, box.width, box.height);
      for (const [index, frame] of frames.entries()) {
        expect(
          meanAbsoluteDifference(frame, reference[index] as Buffer),
          `frame ${index}`,
        ).toBeLessThan(3);
      }
    });
  }

  it("reverses an animated WebP into a GIF", async () => {
    const result = await runGifTool(server, "reverse", join(dir, "loop.webp"), {}, dir);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    const info = await gifsicleInfo(result.outputPath as string);
    expect(info.frameCount).toBe(10);
    expect(info.delaysCentiseconds).toEqual([1500, ...Array(9).fill(300)]);
  });
});
