import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { defaultLimits, inputLimitViolation } from "@gifkit/contracts";
import {
  isCompleteGif,
  readGifStructure,
  readImageGeometry,
  readImageHeader,
  setGifDelays,
  toImageProbe,
  UnreadableImageError,
} from "@gifkit/tools/shared/image-header";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";

const run = promisify(execFile);

const gifFixtures = [
  "cogs.gif",
  "classroom.gif",
  "iss634.gif",
  "dispose-background.gif",
  "rotating-squares.gif",
  "animated-loop-3.gif",
];

/** The bytes of `bytes`, three at a time: every chunk boundary a stream can have. */
const threeAtATime = (bytes: Uint8Array) =>
  Readable.from(
    (function* () {
      for (let index = 0; index < bytes.length; index += 3) yield bytes.subarray(index, index + 3);
    })(),
  );

/** The streaming GIF walk that the limits check, the tools and /api/gif-metadata read GIFs with. */
describe("the GIF walk", () => {
  for (const name of gifFixtures) {
    it(`reads ${name} as gifsicle does: screen, frames, delays, loop`, async () => {
      const path = fixture(`gif/${name}`);
      const [structure, reference, geometry] = await Promise.all([
        readGifStructure(path),
        gifsicleInfo(path),
        readImageGeometry(createReadStream(path), "gif"),
      ]);
      expect(structure.frameCount).toBe(reference.frameCount);
      expect([structure.width, structure.height]).toEqual([reference.width, reference.height]);
      expect(structure.delaysMs.map((delay) => delay / 10)).toEqual(reference.delaysCentiseconds);
      expect(structure.loopCount === 0 ? "forever" : structure.loopCount).toEqual(reference.loop);
      expect(geometry).toEqual({
        label: "GIF",
        width: reference.width,
        height: reference.height,
        frameCount: reference.frameCount,
        delaysCentiseconds: reference.delaysCentiseconds,
      });
    });
  }

  it("reads a stream in small chunks the same way, and tells whole from cut-off files", async () => {
    const bytes = await readFile(fixture("gif/classroom.gif"));
    const chunked = Readable.from(
      Array.from({ length: Math.ceil(bytes.length / 997) }, (_, i) =>
        bytes.subarray(i * 997, (i + 1) * 997),
      ),
    );
    const whole = await readGifStructure(chunked);
    expect(whole.frameCount).toBe(45);
    expect(whole.complete).toBe(true);
    const cut = await readGifStructure(Readable.from([bytes.subarray(0, bytes.length / 2)]));
    expect(cut.complete).toBe(false);
    expect(cut.frameCount).toBeLessThan(45);
    await expect(readGifStructure(Readable.from([Buffer.from("GIF89a")]))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    await expect(
      readGifStructure(Readable.from([Buffer.from("\x89PNG\r\n\x1a\n")])),
    ).rejects.toThrow("The GIF file is damaged or incomplete: no GIF header.");
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

  it("refuses a GIF without a frame with the message the start call shows", async () => {
    const screenOnly = Buffer.from([...Buffer.from("GIF89a"), 1, 0, 1, 0, 0, 0, 0, 0x3b]);
    await expect(readImageGeometry(Readable.from([screenOnly]), "gif")).rejects.toThrow(
      "The GIF file is damaged or incomplete: it has no frame.",
    );
  });

  it("gives the toolkit's probe: played delays (0 counts as 100 ms), one per frame", async () => {
    const header = await readImageHeader(fixture("gif/cogs.gif"), "gif");
    expect(header && toImageProbe(header)).toEqual({
      format: "gif",
      width: 85,
      height: 77,
      storedWidth: 85,
      storedHeight: 77,
      frameCount: 5,
      frameDelaysMs: [100, 50, 50, 50, 50],
    });
  });

  it("passes the real fixtures under the default limits", async () => {
    for (const name of ["classroom.gif", "iss634.gif"]) {
      const geometry = await readImageGeometry(fixture(`gif/${name}`), "gif");
      expect(geometry && inputLimitViolation(geometry, defaultLimits)).toBeNull();
    }
  });
});

/** The header readers read real files the way their decoders do (guards against over-blocking). */
describe("the other image headers", () => {
  let directory: string;
  const made = (name: string) => join(directory, name);

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-header-"));
    const source = made("source.png");
    const lavfi = ["-v", "error", "-f", "lavfi", "-i"];
    await run("ffmpeg", [...lavfi, "testsrc=size=64x48", "-frames:v", "1", "-y", source]);
    // ffmpeg's APNG muxer: 5 frames of 200 ms, played once by default.
    await run("ffmpeg", [
      ...lavfi,
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
      "-d",
      "100",
      source,
      "-d",
      "150",
      made("negated.png"),
      "-o",
      made("anim.webp"),
    ]);
    await run("convert", [source, "-interlace", "Plane", made("progressive.jpg")]);
    await run("convert", [source, made("picture.bmp")]);
    await run("convert", [source, `BMP2:${made("os2.bmp")}`]);
    await run("convert", [source, made("picture.jp2")]);
    await run("convert", [source, made("picture.mng")]);
    // Two frames of 20 ticks at ImageMagick's 100 ticks per second.
    await run("convert", ["-delay", "20", source, made("negated.png"), made("anim.mng")]);
    await run("heif-enc", ["-q", "50", source, "-o", made("picture.heic")]);
    await run("heif-enc", ["-A", source, "-o", made("picture.avif")]);
    await run("cjxl", [source, made("bare.jxl")]);
    await run("cjxl", [source, made("boxed.jxl"), "--container=1"]);
    const elephant = fixture("image/elephant-660-480.jpg");
    // EXIF orientation 6: stored 660 × 480, shown 480 × 660.
    await run("convert", [elephant, "-orient", "right-top", made("rotated.jpg")]);
    // Arithmetic coding (SOF9): libjpeg-turbo decodes it; image-size finds no size.
    await run("jpegtran", ["-arithmetic", "-outfile", made("arithmetic.jpg"), elephant]);
    // 150,000 empty comment segments (600 KB) before the frame header: valid, and past any
    // fixed-size head a buffer reader would take.
    const jpeg = await readFile(elephant);
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x02]);
    await writeFile(
      made("long-head.jpg"),
      Buffer.concat([
        jpeg.subarray(0, 2),
        Buffer.alloc(150_000 * 4).fill(comment),
        jpeg.subarray(2),
      ]),
    );
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  const geometryOf = (path: string, type: string) =>
    readImageGeometry(createReadStream(path), type);

  it("reads every format's stored size and frame count", async () => {
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
      [made("arithmetic.jpg"), "jpg", { label: "JPEG", width: 660, height: 480, frameCount: 1 }],
      [made("long-head.jpg"), "jpg", { label: "JPEG", width: 660, height: 480, frameCount: 1 }],
      [made("rotated.jpg"), "jpg", { label: "JPEG", width: 660, height: 480, frameCount: 1 }],
      [made("picture.bmp"), "bmp", { label: "BMP", width: 64, height: 48, frameCount: 1 }],
      [made("os2.bmp"), "bmp", { label: "BMP", width: 64, height: 48, frameCount: 1 }],
      [made("picture.jp2"), "jp2", { label: "JPEG 2000", width: 64, height: 48, frameCount: 1 }],
      [made("picture.mng"), "mng", { label: "MNG", width: 64, height: 48, frameCount: 1 }],
      [made("anim.mng"), "mng", { label: "MNG", width: 64, height: 48, frameCount: 2 }],
      [made("picture.avif"), "avif", { label: "AVIF", width: 64, height: 48, frameCount: 1 }],
      [made("bare.jxl"), "jxl", { label: "JPEG XL", width: 64, height: 48, frameCount: 1 }],
      [made("boxed.jxl"), "jxl", { label: "JPEG XL", width: 64, height: 48, frameCount: 1 }],
    ];
    for (const [path, type, expected] of cases) {
      expect(await geometryOf(path, type), path).toEqual(expected);
    }
    // HEVC codes whole 8×8 blocks: the stored size may be the padded one, never smaller.
    const heic = await geometryOf(made("picture.heic"), "heic");
    expect(heic?.width).toBeGreaterThanOrEqual(64);
    expect(heic?.height).toBeGreaterThanOrEqual(48);
    expect(heic?.label).toBe("HEIC");
  });

  it("gives the size as displayed that libvips gives (EXIF orientation, HEIF primary image)", async () => {
    for (const [name, type] of [
      ["source.png", "png"],
      ["progressive.jpg", "jpg"],
      ["rotated.jpg", "jpg"],
      ["anim.webp", "webp"],
      ["picture.avif", "avif"],
      ["picture.heic", "heic"],
    ] as const) {
      const header = await readImageHeader(made(name), type);
      const metadata = await sharp(made(name)).metadata();
      const shown = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
      expect({ width: header?.width, height: header?.height }, name).toEqual({
        width: shown.width,
        height: shown.height,
      });
    }
    const rotated = await readImageHeader(made("rotated.jpg"), "jpg");
    expect(rotated).toMatchObject({ width: 480, height: 660, storedWidth: 660, storedHeight: 480 });
  });

  it("reads every animation's delays and plays, and gives the toolkit's probe", async () => {
    const apng = await readImageHeader(made("anim.apng"), "apng");
    expect(apng).toMatchObject({ format: "apng", frameDelaysMs: [200, 200, 200, 200, 200] });
    expect(apng?.plays).toBe(1); // ffmpeg's APNG muxer writes one play unless told otherwise
    const webp = await readImageHeader(made("anim.webp"), "webp");
    const metadata = await sharp(made("anim.webp"), { animated: true }).metadata();
    expect(webp).toMatchObject({ format: "webp", frameDelaysMs: metadata.delay, plays: 0 });
    expect(webp?.frameDelaysMs).toEqual([100, 150]);
    const mng = await readImageHeader(made("anim.mng"), "mng");
    expect(mng && toImageProbe(mng)).toEqual({
      format: "mng",
      width: 64,
      height: 48,
      storedWidth: 64,
      storedHeight: 48,
      frameCount: 2,
      frameDelaysMs: [200, 200],
    });
    const still = await readImageHeader(made("source.png"), "png");
    expect(still && toImageProbe(still)).toMatchObject({ frameCount: 1, frameDelaysMs: [] });
  });

  it("gives the same answer when the bytes arrive three at a time (every chunk boundary)", async () => {
    for (const [path, type] of [
      [fixture("gif/rotating-squares.gif"), "gif"],
      [made("anim.apng"), "apng"],
      [made("anim.webp"), "webp"],
      [made("anim.mng"), "mng"],
      [made("rotated.jpg"), "jpg"],
      [made("picture.heic"), "heic"],
      [made("boxed.jxl"), "jxl"],
    ] as const) {
      const bytes = await readFile(path);
      expect(await readImageHeader(threeAtATime(bytes), type), path).toEqual(
        await readImageHeader(path, type),
      );
    }
  });

  it("takes a HEIF primary image's own size and rotation, and the largest coded size for the limits", async () => {
    const box = (type: string, ...body: Uint8Array[]) => {
      const content = Buffer.concat(body);
      const header = Buffer.alloc(8);
      header.writeUInt32BE(8 + content.length);
      header.write(type, 4, "latin1");
      return Buffer.concat([header, content]);
    };
    const fullBox = (type: string, ...body: Uint8Array[]) => box(type, Buffer.alloc(4), ...body);
    const u32 = (...values: number[]) =>
      Buffer.concat(
        values.map((value) => {
          const bytes = Buffer.alloc(4);
          bytes.writeUInt32BE(value);
          return bytes;
        }),
      );
    const heif = Buffer.concat([
      box("ftyp", Buffer.from("heic"), u32(0), Buffer.from("mif1heic")),
      fullBox(
        "meta",
        fullBox("pitm", Buffer.from([0, 2])),
        box(
          "iprp",
          box(
            "ipco",
            fullBox("ispe", u32(512, 512)), // 1: a grid tile
            fullBox("ispe", u32(1024, 768)), // 2: the grid, the primary image
            box("irot", Buffer.from([1])), // 3: a quarter turn anticlockwise
          ),
          // item 1 → property 1; item 2 → properties 2 and 3 (essential bit set on 3).
          fullBox("ipma", u32(2), Buffer.from([0, 1, 1, 1, 0, 2, 2, 2, 0x83])),
        ),
      ),
      box("mdat", Buffer.alloc(16)),
    ]);
    expect(await readImageHeader(Readable.from([heif]), "heic")).toMatchObject({
      width: 768,
      height: 1024,
      storedWidth: 1024,
      storedHeight: 768,
    });
  });

  it("refuses headers without a size, naming the format and why", async () => {
    const cases: [Buffer, string, string][] = [
      [
        Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
        "png",
        "The PNG file is damaged or incomplete: it has no image header.",
      ],
      [
        Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
        "jpg",
        "The JPEG file is damaged or incomplete: it has no frame header.",
      ],
      [
        Buffer.from("RIFF\0\0\0\0WEBP", "latin1"),
        "webp",
        "The WebP file is damaged or incomplete: it has no image.",
      ],
      [
        Buffer.from("\x8aMNG\r\n\x1a\n", "latin1"),
        "mng",
        "The MNG file is damaged or incomplete: it has no frame size.",
      ],
    ];
    for (const [bytes, type, message] of cases) {
      const error = await readImageHeader(Readable.from([bytes]), type).catch((e: unknown) => e);
      expect(error, type).toBeInstanceOf(UnreadableImageError);
      expect((error as Error).message).toBe(message);
    }
  });

  it("has no reader for PDF (rasterised by the tool at a bounded size) and says so with null", async () => {
    expect(await readImageGeometry(Readable.from([Buffer.from("%PDF-1.7\n")]), "pdf")).toBeNull();
  });
});

/** A 1×1 GIF with two frames: the first without a control block, the second with delay 7. */
function twoFrameGif(): Uint8Array {
  const header = [
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
  ];
  const image = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
  const control = [0x21, 0xf9, 0x04, 0x00, 0x07, 0x00, 0x00, 0x00];
  return Uint8Array.from([...header, ...image, ...control, ...image, 0x3b]);
}

const controlDelays = (bytes: Uint8Array) =>
  [...bytes.keys()]
    .filter((index) => bytes[index] === 0x21 && bytes[index + 1] === 0xf9)
    .map((at) => (bytes[at + 4] as number) | ((bytes[at + 5] as number) << 8));

describe("setGifDelays", () => {
  it("writes 0 and 1 exactly, inserting a control block where a frame has none", () => {
    const { bytes, frameCount } = setGifDelays(twoFrameGif(), [0, 1]);
    expect(frameCount).toBe(2);
    expect(controlDelays(bytes)).toEqual([0, 1]);
    expect(bytes.at(-1)).toBe(0x3b);
    expect(bytes.length).toBe(twoFrameGif().length + 8);
  });
  it("writes delays over 255 in both bytes", () => {
    expect(controlDelays(setGifDelays(twoFrameGif(), [300, 65535]).bytes)).toEqual([300, 65535]);
  });
  it("refuses a delay list that does not match the frames", () => {
    expect(() => setGifDelays(twoFrameGif(), [5])).toThrow(/no delay given for frame 2/);
    expect(() => setGifDelays(twoFrameGif(), [5, 5, 5])).toThrow(/2 frames, 3 delays/);
    expect(() => setGifDelays(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), [1])).toThrow(/not a GIF/);
  });
});
