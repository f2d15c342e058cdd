import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { defaultLimits, inputLimitViolation } from "@gifkit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCompleteGif, readImageGeometry } from "../../src/ingest/image-geometry.ts";
import { fixture } from "../helpers/fixtures.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";

const run = promisify(execFile);

/** The header parsers read real files the way their decoders do (guards against over-blocking). */
describe("image header parsers", () => {
  let directory: string;
  const made = (name: string) => join(directory, name);

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-geometry-"));
    const source = made("source.png");
    await run("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=64x48",
      "-frames:v",
      "1",
      "-y",
      source,
    ]);
    await run("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=64x48:rate=5",
      "-t",
      "1",
      "-f",
      "apng",
      "-y",
      made("anim.apng"),
    ]);
    await run("convert", [source, "-negate", made("negated.png")]);
    await run("img2webp", [
      "-loop",
      "0",
      source,
      "-d",
      "100",
      made("negated.png"),
      "-d",
      "100",
      "-o",
      made("anim.webp"),
    ]);
    await run("convert", [source, "-interlace", "Plane", made("progressive.jpg")]);
    await run("convert", [source, made("picture.bmp")]);
    await run("convert", [source, made("picture.jp2")]);
    await run("convert", [source, made("picture.mng")]);
    await run("heif-enc", ["-q", "50", source, "-o", made("picture.heic")]);
    await run("heif-enc", ["-A", source, "-o", made("picture.avif")]);
    await run("cjxl", [source, made("bare.jxl")]);
    await run("cjxl", [source, made("boxed.jxl"), "--container=1"]);
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  const geometryOf = (path: string, type: string) =>
    readImageGeometry(createReadStream(path), type);

  for (const name of [
    "cogs.gif",
    "classroom.gif",
    "iss634.gif",
    "dispose-background.gif",
    "rotating-squares.gif",
    "animated-loop-3.gif",
  ]) {
    it(`reads ${name} as gifsicle does (screen, frame count and delays)`, async () => {
      const expected = await gifsicleInfo(fixture(`gif/${name}`));
      const geometry = await geometryOf(fixture(`gif/${name}`), "gif");
      expect(geometry).toEqual({
        label: "GIF",
        width: expected.width,
        height: expected.height,
        frameCount: expected.frameCount,
        delaysCentiseconds: expected.delaysCentiseconds,
      });
    });
  }

  it("reads every other format by its header", async () => {
    const cases: [string, string, object][] = [
      [made("source.png"), "png", { label: "PNG", width: 64, height: 48, frameCount: 1 }],
      [made("anim.apng"), "apng", { label: "APNG", width: 64, height: 48, frameCount: 5 }],
      [made("anim.webp"), "webp", { label: "WebP", width: 64, height: 48, frameCount: 2 }],
      [fixture("image/4.webp"), "webp", { label: "WebP", width: 1024, height: 772, frameCount: 1 }],
      [
        fixture("image/elephant-660-480.jpg"),
        "jpg",
        { label: "JPEG", width: 660, height: 480, frameCount: 1 },
      ],
      [made("progressive.jpg"), "jpg", { label: "JPEG", width: 64, height: 48, frameCount: 1 }],
      [made("picture.bmp"), "bmp", { label: "BMP", width: 64, height: 48, frameCount: 1 }],
      [made("picture.jp2"), "jp2", { label: "JPEG 2000", width: 64, height: 48, frameCount: 1 }],
      [made("picture.mng"), "mng", { label: "MNG", width: 64, height: 48, frameCount: 1 }],
      [made("picture.avif"), "avif", { label: "AVIF", width: 64, height: 48, frameCount: 1 }],
      [made("bare.jxl"), "jxl", { label: "JPEG XL", width: 64, height: 48, frameCount: 1 }],
      [made("boxed.jxl"), "jxl", { label: "JPEG XL", width: 64, height: 48, frameCount: 1 }],
    ];
    for (const [path, type, expected] of cases) {
      expect(await geometryOf(path, type), path).toEqual(expected);
    }
    // HEVC codes whole 8×8 blocks: the declared size may be the padded one, never smaller.
    const heic = await geometryOf(made("picture.heic"), "heic");
    expect(heic?.width).toBeGreaterThanOrEqual(64);
    expect(heic?.height).toBeGreaterThanOrEqual(48);
    expect(heic?.label).toBe("HEIC");
  });

  it("gives the same answer when the bytes arrive three at a time (every chunk boundary)", async () => {
    for (const [path, type] of [
      [fixture("gif/rotating-squares.gif"), "gif"],
      [made("anim.apng"), "apng"],
      [made("anim.webp"), "webp"],
      [made("progressive.jpg"), "jpg"],
      [made("boxed.jxl"), "jxl"],
    ] as const) {
      const bytes = await readFile(path);
      const oneByOne = Readable.from(
        (function* () {
          for (let index = 0; index < bytes.length; index += 3) {
            yield bytes.subarray(index, index + 3);
          }
        })(),
      );
      expect(await readImageGeometry(oneByOne, type), path).toEqual(await geometryOf(path, type));
    }
  });

  it("tells a whole GIF from one cut short (an output written on a full disk is never stored)", async () => {
    const whole = await readFile(fixture("gif/cogs.gif"));
    expect(await isCompleteGif(Readable.from([whole]))).toBe(true);
    for (const length of [0, 6, 13, 800, 1500, whole.length - 1]) {
      expect(
        await isCompleteGif(Readable.from([whole.subarray(0, length)])),
        `${length} bytes`,
      ).toBe(false);
    }
  });

  it("has no parser for PDF (rasterised by the tool at a bounded size) and says so with null", async () => {
    expect(await readImageGeometry(Readable.from([Buffer.from("%PDF-1.7\n")]), "pdf")).toBeNull();
  });

  it("passes the real fixtures under the default limits", async () => {
    for (const name of ["classroom.gif", "iss634.gif"]) {
      const geometry = await geometryOf(fixture(`gif/${name}`), "gif");
      expect(geometry && inputLimitViolation(geometry, defaultLimits)).toBeNull();
    }
  });
});
