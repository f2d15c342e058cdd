import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { readGifStructure } from "@gifkit/tools/shared/image-header";
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

type Angle = 0 | 90 | 180 | 270;
type Flip = "none" | "horizontal" | "vertical";

/** An RGBA picture turned clockwise by `angle`, then mirrored: the reference the GIF must match. */
function transformRgba(
  frame: Buffer,
  width: number,
  height: number,
  angle: Angle,
  flip: Flip,
): { pixels: Buffer; width: number; height: number } {
  const quarter = angle === 90 || angle === 270;
  const outWidth = quarter ? height : width;
  const outHeight = quarter ? width : height;
  const pixels = Buffer.alloc(frame.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Clockwise: (x, y) → (h-1-y, x) for 90°, (w-1-x, h-1-y) for 180°, (y, w-1-x) for 270°.
      let [nx, ny] =
        angle === 90
          ? [height - 1 - y, x]
          : angle === 180
            ? [width - 1 - x, height - 1 - y]
            : angle === 270
              ? [y, width - 1 - x]
              : [x, y];
      if (flip === "horizontal") nx = outWidth - 1 - nx;
      if (flip === "vertical") ny = outHeight - 1 - ny;
      frame.copy(pixels, (ny * outWidth + nx) * 4, (y * width + x) * 4, (y * width + x) * 4 + 4);
    }
  }
  return { pixels, width: outWidth, height: outHeight };
}

/** Pixels that differ at all (both fully transparent counts as equal: colour is irrelevant). */
function differingPixels(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 4) {
    if (a[index + 3] === 0 && b[index + 3] === 0) continue;
    if (a.readUInt32BE(index) !== b.readUInt32BE(index)) differing++;
  }
  return differing;
}

/** The NETSCAPE2.0 application extension as stored (19 bytes), or null when the GIF has none. */
function loopBlock(bytes: Buffer): string | null {
  const at = bytes.indexOf("NETSCAPE2.0", 0, "latin1");
  return at < 0 ? null : bytes.subarray(at - 3, at + 16).toString("hex");
}

/**
 * The colours of every colour table as gifsicle lists them. gifsicle writes each table again with
 * only the colours the frames use (it may merge local tables into the global one) and pads it to
 * a power of two with black, so the trailing black entries of each table are left out: a lossless
 * result then has no colour that the input's tables lack.
 */
async function paletteColours(path: string): Promise<Set<string>> {
  const { stdout } = await run("gifsicle", ["--info", "--color-info", path], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const colours = new Set<string>();
  for (const table of stdout.split(/color table \[\d+\]/).slice(1)) {
    const entries: string[] = [];
    // Rows list four entries each ("|   0: #000000      16: #BECCD8 ..."), in column order.
    for (const match of table.matchAll(/^\s*\|(.*)$/gm)) {
      for (const entry of (match[1] as string).matchAll(/(\d+): (#[0-9A-F]{6})/g)) {
        entries[Number(entry[1])] = entry[2] as string;
      }
    }
    while (entries.at(-1) === "#000000") entries.pop();
    for (const colour of entries) colours.add(colour);
  }
  return colours;
}

describe("Rotate & Flip through the HTTP API", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-rotate-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function rotate(inputPath: string, fields: Record<string, string>, fileName?: string) {
    const result = await runGifTool(server, "rotate", inputPath, fields, dir, fileName);
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.status?.progress).toBe(100);
    expect(result.contentDisposition).toBe('attachment; filename="rotated.gif"');
    return result.outputPath as string;
  }

  /** Every composited output frame equals the input frame turned and mirrored, pixel for pixel. */
  async function expectFramesTransformed(
    inputPath: string,
    outputPath: string,
    angle: Angle,
    flip: Flip,
  ) {
    const before = await gifsicleInfo(inputPath);
    const after = await gifsicleInfo(outputPath);
    const inputFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
    const outputFrames = await decodeFramesWithFfmpeg(outputPath, after.width, after.height);
    expect(outputFrames.length).toBe(inputFrames.length);
    expect(outputFrames.length).toBe(before.frameCount);
    for (const [index, frame] of outputFrames.entries()) {
      const reference = transformRgba(
        inputFrames[index] as Buffer,
        before.width,
        before.height,
        angle,
        flip,
      );
      expect([reference.width, reference.height]).toEqual([after.width, after.height]);
      expect(differingPixels(frame, reference.pixels), `frame ${index}`).toBe(0);
    }
  }

  for (const name of [
    "classroom.gif",
    "iss634.gif",
    "animated-loop-3.gif",
    "dispose-background.gif",
    "cogs.gif",
    "rotating-squares.gif",
  ]) {
    it(`turns ${name} 90° clockwise losslessly: sides swapped, same frames, delays, loop block and palettes`, async () => {
      const inputPath = fixture(`gif/${name}`);
      const outputPath = await rotate(inputPath, { angle: "90" });
      const before = await readGifStructure(inputPath);
      const after = await readGifStructure(outputPath);
      expect([after.width, after.height]).toEqual([before.height, before.width]);
      expect(after.frameCount).toBe(before.frameCount);
      // Delays as stored in each Graphic Control Extension, 0 and 1 included.
      expect(after.frames.map((frame) => frame.delayCentiseconds)).toEqual(
        before.frames.map((frame) => frame.delayCentiseconds),
      );
      expect(after.loopCount).toBe(before.loopCount);
      const inputBytes = await readFile(inputPath);
      const outputBytes = await readFile(outputPath);
      expect(loopBlock(outputBytes)).toBe(loopBlock(inputBytes));
      // Lossless: no new palette (no colour the input's tables lack) and, below, the same pixels.
      const inputColours = await paletteColours(inputPath);
      const newColours = [...(await paletteColours(outputPath))].filter(
        (colour) => !inputColours.has(colour),
      );
      expect(newColours).toEqual([]);
      await expectFramesTransformed(inputPath, outputPath, 90, "none");
    });
  }

  it("puts a known pixel where a clockwise quarter turn takes it", async () => {
    // 3×2 frames with a red top-left and a blue bottom-right pixel on white, two frames.
    const source = join(dir, "corners.gif");
    await run("convert", [
      "-delay",
      "7",
      "-size",
      "3x2",
      "xc:white",
      "-fill",
      "red",
      "-draw",
      "point 0,0",
      "-fill",
      "blue",
      "-draw",
      "point 2,1",
      "(",
      "-size",
      "3x2",
      "xc:white",
      "-fill",
      "lime",
      "-draw",
      "point 1,0",
      ")",
      "-loop",
      "0",
      source,
    ]);
    const outputPath = await rotate(source, { angle: "90" });
    const info = await gifsicleInfo(outputPath);
    expect([info.width, info.height]).toEqual([2, 3]);
    const [first, second] = await decodeFramesWithFfmpeg(outputPath, 2, 3);
    const pixel = (frame: Buffer | undefined, x: number, y: number) =>
      (frame as Buffer).subarray((y * 2 + x) * 4, (y * 2 + x) * 4 + 3).toString("hex");
    // (0,0) → (h-1-0, 0) = (1,0); (2,1) → (h-1-1, 2) = (0,2); (1,0) → (1,1).
    expect(pixel(first, 1, 0)).toBe("ff0000");
    expect(pixel(first, 0, 2)).toBe("0000ff");
    expect(pixel(first, 0, 0)).toBe("ffffff");
    expect(pixel(second, 1, 1)).toBe("00ff00");
    expect(info.delaysCentiseconds).toEqual([7, 7]);
    expect(info.loop).toBe("forever");
  });

  const combinations: { angle: Angle; flip: Flip }[] = [
    { angle: 0, flip: "horizontal" },
    { angle: 0, flip: "vertical" },
    { angle: 180, flip: "none" },
    { angle: 270, flip: "none" },
    // Rotation first, then the mirror: gifsicle itself flips first, so the axis must be swapped.
    { angle: 90, flip: "horizontal" },
    { angle: 270, flip: "vertical" },
    { angle: 180, flip: "horizontal" },
  ];
  for (const { angle, flip } of combinations) {
    it(`angle ${angle}, flip ${flip}: every frame turned then mirrored, delays and loop block kept`, async () => {
      const inputPath = fixture("gif/classroom.gif");
      const outputPath = await rotate(inputPath, { angle: String(angle), flip });
      const before = await readGifStructure(inputPath);
      const after = await readGifStructure(outputPath);
      expect(after.frames.map((frame) => frame.delayCentiseconds)).toEqual(
        before.frames.map((frame) => frame.delayCentiseconds),
      );
      expect(loopBlock(await readFile(outputPath))).toBe(loopBlock(await readFile(inputPath)));
      await expectFramesTransformed(inputPath, outputPath, angle, flip);
    });
  }

  describe("WebP, APNG and MNG inputs are converted to a GIF, then turned", () => {
    const source = fixture("gif/animated-loop-3.gif");
    let convertedDir: string;
    beforeAll(async () => {
      convertedDir = await mkdtemp(join(tmpdir(), "gifkit-rotate-inputs-"));
      const gif = join(convertedDir, "source.gif");
      await copyFile(source, gif);
      await run("gif2webp", ["-quiet", gif, "-o", join(convertedDir, "loop.webp")]);
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
        join(convertedDir, "loop.apng"),
      ]);
      await run("convert", [
        gif,
        "-coalesce",
        "-type",
        "TrueColor",
        join(convertedDir, "loop.mng"),
      ]);
    });
    afterAll(() => rm(convertedDir, { recursive: true, force: true }));

    for (const format of ["webp", "apng", "mng"]) {
      it(`rotates an animated ${format.toUpperCase()} 270° into a GIF`, async () => {
        const outputPath = await rotate(join(convertedDir, `loop.${format}`), {
          angle: "270",
          flip: "none",
        });
        expect((await readFile(outputPath)).subarray(0, 4).toString("latin1")).toBe("GIF8");
        const info = await gifsicleInfo(outputPath);
        expect([info.width, info.height]).toEqual([285, 370]);
        expect(info.frameCount).toBe(10);
        if (format === "webp") {
          // The source plays 3 times (NETSCAPE 2) with nine 3 s frames and a 15 s one.
          expect(info.loop).toBe(2);
          expect(info.delaysCentiseconds).toEqual([...Array(9).fill(300), 1500]);
        }
      });
    }
  });

  describe("bad settings are refused at the start call with a message that names the field", () => {
    const cases: [Record<string, string>, string][] = [
      [{ angle: "45" }, "Angle must be 0, 90, 180 or 270 (degrees clockwise)."],
      [{ angle: "-90" }, "Angle must be 0, 90, 180 or 270 (degrees clockwise)."],
      [{ angle: "ninety" }, "Angle must be 0, 90, 180 or 270 (degrees clockwise)."],
      [{ flip: "diagonal" }, "Flip must be one of none, horizontal, vertical."],
      [
        { angle: "0", flip: "none" },
        "Nothing to do: angle is 0 and flip is none. Choose an angle of 90, 180 or 270, or a flip.",
      ],
      [
        { angle: "0" },
        "Nothing to do: angle is 0 and flip is none. Choose an angle of 90, 180 or 270, or a flip.",
      ],
    ];
    for (const [fields, message] of cases) {
      it(`${JSON.stringify(fields)} → 400`, async () => {
        const result = await runGifTool(server, "rotate", fixture("gif/cogs.gif"), fields, dir);
        expect(result.start.statusCode).toBe(400);
        expect(result.start.json().error).toBe(message);
      });
    }

    it("a JPEG is refused as a GIF tool's input, by name and content", async () => {
      const form = multipart([
        {
          name: "file",
          value: await readFile(fixture("image/elephant-660-480.jpg")),
          fileName: "elephant.jpg",
          contentType: "image/jpeg",
        },
      ]);
      const start = await server.app.inject({ method: "POST", url: "/api/rotate", ...form });
      expect(start.statusCode).toBe(400);
      expect(start.json().error).toBe(
        "Unsupported file type: elephant.jpg. Allowed: GIF, WEBP, APNG, MNG, AVIF, WEBM",
      );
    });
  });
});
