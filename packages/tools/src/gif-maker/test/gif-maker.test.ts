import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { TaskStatus } from "@gifkit/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../../../../../apps/server/test/helpers/close-server.ts";
import {
  cogsPlayedDelaysMs,
  type GifMakerImages,
  makeGifMakerImages,
  pdfRenderedSize,
} from "../../../../../apps/server/test/helpers/gif-maker-images.ts";
import {
  decodeFramesWithFfmpeg,
  gifsicleInfo,
} from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

/** Mean absolute difference per channel (0-255) between an opaque RGBA frame and an RGB picture. */
function meanDifference(rgba: Buffer, rgb: Buffer): number {
  let total = 0;
  for (let pixel = 0; pixel < rgb.length / 3; pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      total += Math.abs(
        (rgba[pixel * 4 + channel] as number) - (rgb[pixel * 3 + channel] as number),
      );
    }
  }
  return total / rgb.length;
}

/** The picture as the GIF Maker should place it: upright, fitted inside the canvas, centred. */
async function reference(
  path: string,
  width: number,
  height: number,
  background = "#000000",
): Promise<Buffer> {
  return sharp(path)
    .rotate()
    .flatten({ background })
    .resize(width, height, { fit: "contain", background })
    .removeAlpha()
    .raw()
    .toBuffer();
}

describe("GIF Maker through the HTTP API", () => {
  let server: TestServer;
  let directory: string;
  let images: GifMakerImages;
  let imageServer: Server;
  let imageBaseUrl: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "gifkit-gif-maker-"));
    images = await makeGifMakerImages(directory);
    server = await startTestServer();
    // Serves the images for URL inputs (the test server allows loopback URLs).
    imageServer = createServer(async (request, response) => {
      try {
        const body = await readFile(
          join(directory, basename(new URL(request.url ?? "/", "http://x").pathname)),
        );
        response.writeHead(200, { "content-type": "application/octet-stream" }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => imageServer.listen(0, "127.0.0.1", resolve));
    const address = imageServer.address();
    imageBaseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await server?.close();
    await closeServer(imageServer);
    await rm(directory, { recursive: true, force: true });
  });

  const urlOf = (path: string) => `${imageBaseUrl}/${basename(path)}`;

  async function start(files: string[], urls: string[], fields: Record<string, string>) {
    const form = multipart([
      ...(await Promise.all(
        files.map(async (path) => ({
          name: "files",
          value: await readFile(path),
          fileName: basename(path),
        })),
      )),
      ...urls.map((url) => ({ name: "urls", value: url })),
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ]);
    return server.app.inject({ method: "POST", url: "/api/gif-maker", ...form });
  }

  /** Starts a task, waits for it, downloads created.gif; returns the status and the GIF's path. */
  async function create(files: string[], urls: string[], fields: Record<string, string>) {
    const response = await start(files, urls, fields);
    expect(response.statusCode, response.body).toBe(202);
    const status: TaskStatus = await waitForTask(server.app, response.json().task_id);
    if (status.state !== "SUCCESS") return { status, outputPath: "" };
    const { response: downloadResponse, body } = await download(
      server.app,
      status.result?.gif as string,
    );
    expect(downloadResponse.headers["content-disposition"]).toBe(
      'attachment; filename="created.gif"',
    );
    const outputPath = join(directory, `created-${Math.random().toString(16).slice(2)}.gif`);
    await writeFile(outputPath, body);
    return { status, outputPath };
  }

  /** Files the data directory holds besides task records: uploads, results, work folders. */
  async function storedFiles(): Promise<string[]> {
    const found: string[] = [];
    for (const folder of ["blobs", "work"]) {
      const entries = await readdir(join(server.dataDir, folder), { recursive: true }).catch(
        () => [],
      );
      found.push(...entries.map((entry) => `${folder}/${entry}`));
    }
    return found.sort();
  }

  /**
   * No file this test made is left: the task's uploads are deleted just after its status is
   * saved, so wait up to 5 s for that. Files of earlier tests may disappear meanwhile (their
   * clean-up finishing), so only new files count.
   */
  async function expectNothingLeftBehind(before: string[]): Promise<void> {
    const added = async () => (await storedFiles()).filter((file) => !before.includes(file));
    const deadline = Date.now() + 5000;
    let left = await added();
    while (left.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await added();
    }
    expect(left).toEqual([]);
  }

  const stillFormats = [
    "jpg",
    "jpeg",
    "png",
    "webp",
    "heic",
    "heif",
    "avif",
    "jxl",
    "jp2",
    "bmp",
    "pdf",
  ] as const;
  for (const format of stillFormats) {
    it(`makes a GIF from a ${format.toUpperCase()} image: one frame, its duration, the loop count, its size, its picture`, async () => {
      const path = images.stills[format];
      const { status, outputPath } = await create([path], [], {
        frame_durations: "[700]",
        loop_count: "2",
      });
      expect(status.state, status.error ?? "").toBe("SUCCESS");
      const info = await gifsicleInfo(outputPath);
      const size = format === "pdf" ? pdfRenderedSize : { width: 240, height: 176 };
      expect(info).toMatchObject({ frameCount: 1, ...size, delaysCentiseconds: [70] });
      // Two plays in all: the NETSCAPE block repeats once (DESIGN §2).
      expect(info.loop).toBe(1);
      const [frame] = await decodeFramesWithFfmpeg(outputPath, size.width, size.height);
      const expected = await reference(images.basePng, size.width, size.height);
      // Lossy formats and a GIF palette stay close to the picture they were made from.
      expect(meanDifference(frame as Buffer, expected)).toBeLessThan(format === "pdf" ? 14 : 10);
    });
  }

  for (const format of ["gif", "webp", "apng", "mng", "jxl", "avif"] as const) {
    it(`keeps every frame of an animated ${format.toUpperCase()} with its own delay`, async () => {
      const { status, outputPath } = await create([images.animations[format]], [], {
        loop_count: "0",
        background_color: "#ffffff",
      });
      expect(status.state, status.error ?? "").toBe("SUCCESS");
      const info = await gifsicleInfo(outputPath);
      expect(info).toMatchObject({ frameCount: 5, width: 85, height: 77, loop: "forever" });
      expect(info.delaysCentiseconds).toEqual(cogsPlayedDelaysMs.map((delay) => delay / 10));
      // Each frame is the fixture's frame (composited, on white).
      const made = await decodeFramesWithFfmpeg(outputPath, 85, 77);
      const original = await sharp(images.animations.gif, { animated: true })
        .flatten({ background: "#ffffff" })
        .removeAlpha()
        .raw()
        .toBuffer();
      for (let index = 0; index < 5; index++) {
        const expected = original.subarray(index * 85 * 77 * 3, (index + 1) * 85 * 77 * 3);
        expect(meanDifference(made[index] as Buffer, expected), `frame ${index}`).toBeLessThan(12);
      }
    });
  }

  it("turns an EXIF-rotated JPEG upright: the first image sets the canvas (80 × 120)", async () => {
    const { status, outputPath } = await create([images.rotatedJpeg, images.stills.png], [], {});
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const info = await gifsicleInfo(outputPath);
    expect(info).toMatchObject({
      frameCount: 2,
      width: 80,
      height: 120,
      delaysCentiseconds: [50, 50],
      loop: "forever",
    });
    const [rotated, letterboxed] = await decodeFramesWithFfmpeg(outputPath, 80, 120);
    const pixel = (frame: Buffer | undefined, x: number, y: number) =>
      Array.from((frame as Buffer).subarray((y * 80 + x) * 4, (y * 80 + x) * 4 + 3));
    const [topRed, , topBlue] = pixel(rotated, 40, 20);
    const [bottomRed, , bottomBlue] = pixel(rotated, 40, 100);
    expect(topRed).toBeGreaterThan(180);
    expect(topBlue).toBeLessThan(70);
    expect(bottomBlue).toBeGreaterThan(180);
    expect(bottomRed).toBeLessThan(70);
    // The landscape PNG is fitted inside the portrait canvas, with black bars above and below.
    expect(pixel(letterboxed, 40, 2)).toEqual([0, 0, 0]);
    expect(
      meanDifference(letterboxed as Buffer, await reference(images.stills.png, 80, 120)),
    ).toBeLessThan(10);
  });

  it("makes the GIF at the output size asked for: both sides, or one with the other following the first image", async () => {
    const both = await create([images.rotatedJpeg, images.stills.png], [], {
      width: "120",
      height: "90",
    });
    expect(both.status.state, both.status.error ?? "").toBe("SUCCESS");
    expect(await gifsicleInfo(both.outputPath)).toMatchObject({
      frameCount: 2,
      width: 120,
      height: 90,
    });
    // Each image is fitted inside the asked size and letterboxed, the first one too.
    const frames = await decodeFramesWithFfmpeg(both.outputPath, 120, 90);
    for (const [index, source] of [images.rotatedJpeg, images.stills.png].entries()) {
      expect(
        meanDifference(frames[index] as Buffer, await reference(source, 120, 90)),
        `frame ${index}`,
      ).toBeLessThan(10);
    }
    // Width only: the height follows the upright first image (80 × 120).
    const widthOnly = await create([images.rotatedJpeg, images.stills.png], [], {
      width: "40",
      height: "",
    });
    expect(widthOnly.status.state, widthOnly.status.error ?? "").toBe("SUCCESS");
    expect(await gifsicleInfo(widthOnly.outputPath)).toMatchObject({ width: 40, height: 60 });
    // A followed side past the limit fails the task with a message naming the sizes.
    const tooTall = await create([images.rotatedJpeg], [], { width: "2000" });
    expect(tooTall.status.state).toBe("FAILURE");
    expect(tooTall.status.error).toBe(
      "The GIF would be 2,000 × 3,000 pixels (its height follows the first image's shape); GIF Maker output can be at most 2,000 × 2,000. Set a smaller width, or both sides.",
    );
  });

  it("follows `order` across files and URLs and fits each image on the first one's canvas", async () => {
    const { status, outputPath } = await create(
      [images.treeWebp, images.rotatedJpeg],
      [urlOf(images.stills.png)],
      {
        order: '["url:0", "file:1", "file:0"]',
        frame_durations: "[300, 400, 500]",
        quality_level: "ultra",
      },
    );
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const info = await gifsicleInfo(outputPath);
    expect(info).toMatchObject({
      frameCount: 3,
      width: 240,
      height: 176,
      delaysCentiseconds: [30, 40, 50],
    });
    const frames = await decodeFramesWithFfmpeg(outputPath, 240, 176);
    const sources = [images.stills.png, images.rotatedJpeg, images.treeWebp];
    for (const [index, source] of sources.entries()) {
      const expected = await reference(source, 240, 176);
      expect(
        meanDifference(frames[index] as Buffer, expected),
        `frame ${index} is ${basename(source)}`,
      ).toBeLessThan(8);
      // ...and clearly not one of the others.
      for (const other of sources.filter((candidate) => candidate !== source)) {
        expect(
          meanDifference(frames[index] as Buffer, await reference(other, 240, 176)),
        ).toBeGreaterThan(20);
      }
    }
  });

  it("renders fades, zooms, crossfades and an animation in one GIF whose delays add up to the requested time", async () => {
    const { status, outputPath } = await create(
      [images.cameraJpeg, images.animations.gif, images.stills.heic],
      [urlOf(images.stills.png), urlOf(images.stills.pdf)],
      {
        order: '["url:0", "file:1", "file:0", "url:1", "file:2"]',
        frame_durations: "[400, null, 1000, 300, 5000]",
        effects: '["fade", "none", "zoom", "none", "fade"]',
        transition_type: "crossfade",
        transition_steps: "4",
        loop_count: "1",
        quality_level: "medium",
      },
    );
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const info = await gifsicleInfo(outputPath);
    // Canvas: the first image in order (photo.png). Frames, worked out from the timeline rules:
    // fade 400 ms + crossfade (3 + 4), cogs 300 ms with its frames cut short by the crossfade
    // (2 + 4), zoom 1000 ms (13 + 4), still 300 ms (1 + 4), fade 5000 ms (8 + hold + 8).
    expect(info).toMatchObject({ width: 240, height: 176, frameCount: 7 + 6 + 17 + 5 + 17 });
    // One play: no loop block.
    expect(info.loop).toBeNull();
    const totalMs = info.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0) * 10;
    expect(Math.abs(totalMs - (400 + 300 + 1000 + 300 + 5000))).toBeLessThanOrEqual(10);
    for (const delay of info.delaysCentiseconds) expect(delay).toBeGreaterThanOrEqual(2);

    const frames = await decodeFramesWithFfmpeg(outputPath, 240, 176);
    const brightness = (frame: Buffer | undefined) => {
      let sum = 0;
      for (let index = 0; index < (frame as Buffer).length; index += 4)
        sum += (frame as Buffer)[index + 1] as number;
      return sum / ((frame as Buffer).length / 4);
    };
    // The fade starts black and the last frame (the HEIC's fade-out) ends black.
    expect(brightness(frames[0])).toBeLessThan(3);
    expect(brightness(frames.at(-1))).toBeLessThan(3);
    expect(brightness(frames[2])).toBeGreaterThan(40);
    // The frame after the first image's crossfade is the cogs animation's first frame.
    const cogs = await reference(images.animations.gif, 240, 176);
    expect(meanDifference(frames[7] as Buffer, cogs)).toBeLessThan(15);
    // A crossfade step lies between the two pictures it joins.
    const png = await reference(images.stills.png, 240, 176);
    const middle = frames[4] as Buffer;
    expect(meanDifference(middle, png)).toBeGreaterThan(5);
    expect(meanDifference(middle, cogs)).toBeGreaterThan(5);
  });

  it("makes a GIF of identical images: every frame kept, the delays add up (issue 13, obs. 7)", async () => {
    const two = await create([images.stills.jpg, images.stills.jpg], [], {});
    expect(two.status.state, two.status.error ?? "").toBe("SUCCESS");
    expect(await gifsicleInfo(two.outputPath)).toMatchObject({
      frameCount: 2,
      delaysCentiseconds: [50, 50],
    });
    const copies = Array.from({ length: 6 }, () => images.stills.png);
    const six = await create(copies, [], {
      frame_durations: "[300, 300, 300, 300, 300, 1000]",
      quality_level: "low",
    });
    expect(six.status.state, six.status.error ?? "").toBe("SUCCESS");
    expect(await gifsicleInfo(six.outputPath)).toMatchObject({
      frameCount: 6,
      delaysCentiseconds: [30, 30, 30, 30, 30, 100],
    });
  });

  it("shows each item for the duration set on it: an animation loops or is cut to fill it (DESIGN §2)", async () => {
    // cogs plays 100 + 50 + 50 + 50 + 50 = 300 ms; set to 700 ms (WebP) and 1000 ms (GIF).
    const { status, outputPath } = await create(
      [images.stills.jpg, images.animations.webp, images.animations.gif],
      [],
      { frame_durations: "[300, 700, 1000]", background_color: "#ffffff" },
    );
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const info = await gifsicleInfo(outputPath);
    const cogs = cogsPlayedDelaysMs.map((delay) => delay / 10);
    expect(info.delaysCentiseconds).toEqual([
      30,
      ...cogs,
      ...cogs,
      10, // the third pass is cut after its first frame: 700 ms exactly
      ...cogs,
      ...cogs,
      ...cogs,
      10, // 1000 ms exactly
    ]);
    expect(info.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0)).toBe(200);
    // The loop starts again from the animation's first frame.
    const frames = await decodeFramesWithFfmpeg(outputPath, 240, 176);
    const first = frames[1] as Buffer;
    const looped = frames[6] as Buffer;
    let difference = 0;
    for (let index = 0; index < first.length; index++)
      difference += Math.abs((first[index] as number) - (looped[index] as number));
    expect(difference / first.length).toBeLessThan(2);
  });

  it("fails on a corrupt JPEG among good images, naming it, and leaves no files behind", async () => {
    const before = await storedFiles();
    const { status } = await create(
      [images.stills.jpg, images.corruptJpeg, images.stills.png],
      [],
      {},
    );
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "corrupt.jpg could not be read: the file is damaged or not a supported image.",
    );
    await expectNothingLeftBehind(before);
  });

  it("fails on a PDF without pages, naming it", async () => {
    const before = await storedFiles();
    const { status } = await create([images.stills.png], [urlOf(images.emptyPdf)], {});
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe("empty.pdf is a PDF with no pages.");
    await expectNothingLeftBehind(before);
  });

  it("refuses a 30,000 × 30,000 PNG header before decoding, naming the file (upload and URL)", async () => {
    const before = await storedFiles();
    const response = await start([images.stills.png, images.hugePng], [], {});
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(
      "huge.png: The PNG is 30,000 × 30,000 pixels; the largest side allowed is 12,000 px.",
    );
    const { status } = await create([images.stills.png], [urlOf(images.hugePng)], {});
    expect(status.state).toBe("FAILURE");
    expect(status.error).toContain("huge.png");
    expect(status.error).toContain("12,000");
    await expectNothingLeftBehind(before);
  });

  it("refuses a GIF over 600 frames before decoding, with a message naming the limit", async () => {
    const copies = Array.from({ length: 21 }, () => images.stills.png);
    const { status } = await create(copies, [], {
      frame_durations: JSON.stringify(copies.map(() => 5000)),
      effects: JSON.stringify(copies.map(() => "zoom")),
    });
    expect(status.state).toBe("FAILURE");
    expect(status.error).toBe(
      "The GIF would have 630 frames (effects and crossfade steps add frames); the limit is 600. Use fewer images, effects or transition steps.",
    );
  });

  it("answers 400 with a clear message for settings that do not fit the images", async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { frame_durations: "[500]" },
        "frame_durations has 1 entry for 2 images; send one per image.",
      ],
      [{ effects: '["fade", "spin"]' }, "Each frame effect must be none, fade or zoom."],
      [
        { frame_durations: "[500, 6000]" },
        "Each frame duration must be a whole number of milliseconds from 50 to 5000.",
      ],
      [{ loop_count: "12" }, "Loop count must be a whole number from 0 (forever) to 10."],
      [{ order: '["file:0", "file:2"]' }, "order names file:2, but 2 files were sent."],
      [{ width: "0" }, "Width must be a whole number of pixels from 1 to 2000."],
      [{ width: "12.5" }, "Width must be a whole number of pixels from 1 to 2000."],
      [{ height: "2001" }, "Height must be a whole number of pixels from 1 to 2000."],
    ];
    const before = await storedFiles();
    for (const [fields, message] of cases) {
      const response = await start([images.stills.png, images.stills.jpg], [], fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const text = join(directory, "notes.txt");
    await writeFile(text, "not an image");
    const unsupported = await start([images.stills.png, text], [], {});
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().error).toBe(
      "Unsupported file type: notes.txt. Allowed: JPG, JPEG, PNG, GIF, WEBP, APNG, HEIC, HEIF, MNG, JP2, AVIF, JXL, BMP, PDF",
    );
    await expectNothingLeftBehind(before);
  });
});
