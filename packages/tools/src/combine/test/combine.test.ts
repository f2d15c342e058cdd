import { execFile } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { MediaToolkit } from "@gifkit/tools";
import { runToolTask } from "@gifkit/tools/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { BinaryPaths } from "../../../../../apps/server/src/media/run-command.ts";
import { createMediaToolkit } from "../../../../../apps/server/src/media/toolkit.ts";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
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

const run = promisify(execFile);

/** The rectangle (x, y, width, height) of an RGBA frame `frameWidth` wide, as its own RGBA buffer. */
function region(
  frame: Buffer,
  frameWidth: number,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const rows: Buffer[] = [];
  for (let row = y; row < y + height; row++) {
    rows.push(frame.subarray((row * frameWidth + x) * 4, (row * frameWidth + x + width) * 4));
  }
  return Buffer.concat(rows);
}

/** Share of pixels that differ (transparent pixels equal whatever their colour; others by > tolerance). */
function differingShare(a: Buffer, b: Buffer, tolerance: number): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 4) {
    const alphaA = a[index + 3] as number;
    const alphaB = b[index + 3] as number;
    if (alphaA < 128 && alphaB < 128) continue;
    if (
      Math.abs(alphaA - alphaB) >= 128 ||
      Math.abs((a[index] as number) - (b[index] as number)) > tolerance ||
      Math.abs((a[index + 1] as number) - (b[index + 1] as number)) > tolerance ||
      Math.abs((a[index + 2] as number) - (b[index + 2] as number)) > tolerance
    ) {
      differing++;
    }
  }
  return differing / (a.length / 4);
}

/** A bare ffmpeg reference: the GIF's composited frames through `filters`, as RGBA frames. */
async function referenceFrames(path: string, filters: string, width: number, height: number) {
  const { stdout } = await run(
    "ffmpeg",
    [
      "-v",
      "error",
      "-f",
      "gif",
      "-i",
      path,
      "-vf",
      filters,
      "-fps_mode",
      "passthrough",
      "-pix_fmt",
      "rgba",
      "-f",
      "rawvideo",
      "pipe:1",
    ],
    { encoding: "buffer", maxBuffer: 256 * 1024 * 1024 },
  );
  const frameBytes = width * height * 4;
  return Array.from({ length: stdout.length / frameBytes }, (_, index) =>
    stdout.subarray(index * frameBytes, (index + 1) * frameBytes),
  );
}

const lanczos = (width: number, height: number) =>
  `format=rgba,premultiply=inplace=1,scale=${width}:${height}:flags=lanczos,unpremultiply=inplace=1`;

describe("Combine on real GIFs (the processor with the real toolkit)", () => {
  let media: MediaToolkit;
  let workRoot: string;
  /** rotating-squares.gif with every delay set to 1 cs, and its first to 0 (gifsicle). */
  let quickSquares: string;
  beforeAll(async () => {
    media = createMediaToolkit(
      new Proxy({}, { get: (_target, name) => String(name) }) as BinaryPaths,
    );
    workRoot = await mkdtemp(join(tmpdir(), "combine-media-"));
    quickSquares = join(workRoot, "quick-squares.gif");
    const squares = fixture("gif/rotating-squares.gif");
    // gifsicle applies each --delay to the frames selected after it.
    await run("gifsicle", [
      "--delay",
      "0",
      squares,
      "#0",
      "--delay",
      "1",
      squares,
      "#1-",
      "--output",
      quickSquares,
    ]);
  });
  afterAll(() => rm(workRoot, { recursive: true, force: true }));

  async function combine(paths: string[], fields: Record<string, string>) {
    const workDir = await mkdtemp(join(workRoot, "task-"));
    const inputPaths: string[] = [];
    for (const [index, path] of paths.entries()) {
      inputPaths.push(join(workDir, `input-${index}`));
      await copyFile(path, inputPaths[index] as string);
    }
    // The registered tool parses the fields with its schema and runs its processor.
    const result = await runToolTask(
      { tool: "combine", options: fields as never },
      {
        inputPaths,
        inputOrigins: paths.map((path, index) => ({
          kind: "file",
          index,
          name: path.split("/").pop() as string,
        })),
        workDir,
        media,
        signal: new AbortController().signal,
        reportProgress: () => undefined,
      },
    );
    return result.outputs[0]?.path as string;
  }

  it("one after another, fitted: the sum of frames, every delay as stored (0 and 1 kept), total time exact, padding transparent", async () => {
    const cogs = fixture("gif/cogs.gif");
    const dispose = fixture("gif/dispose-background.gif");
    const inputs = [cogs, quickSquares, dispose];
    const infos = await Promise.all(inputs.map((path) => gifsicleInfo(path)));
    expect(infos[1]?.delaysCentiseconds.slice(0, 3)).toEqual([0, 1, 1]);
    const output = await combine(inputs, { layout: "sequence", size: "largest" });
    const info = await gifsicleInfo(output);
    // dispose-background (192×168) has the most pixels: the others are fitted inside it.
    expect([info.width, info.height]).toEqual([192, 168]);
    expect(info.frameCount).toBe(5 + 30 + 3);
    expect(info.delaysCentiseconds).toEqual(infos.flatMap((input) => input.delaysCentiseconds));
    const total = (delays: number[]) => delays.reduce((sum, delay) => sum + delay, 0);
    expect(total(info.delaysCentiseconds)).toBe(
      infos.reduce((sum, input) => sum + total(input.delaysCentiseconds), 0),
    );
    // The inputs disagree on looping (cogs loops forever): the result loops forever.
    expect(info.loop).toBe("forever");

    const frames = await decodeFramesWithFfmpeg(output, 192, 168);
    // The reference input is not scaled: its composited frames, through the engine's palette
    // per group of frames (shared with the other inputs' last frames here).
    const own = await decodeFramesWithFfmpeg(dispose, 192, 168);
    for (const [index, frame] of own.entries()) {
      expect(differingShare(frames[35 + index] as Buffer, frame, 24)).toBeLessThan(0.005);
    }
    // cogs (85×77) fitted: scaled to 185×168 by the engine's Lanczos, centered (x = 3), padded
    // with transparency; compared with bare ffmpeg's scale and pad of the same frames.
    const reference = await referenceFrames(
      cogs,
      `${lanczos(185, 168)},pad=192:168:3:0:color=0x00000000`,
      192,
      168,
    );
    expect(reference).toHaveLength(5);
    for (const [index, frame] of reference.entries()) {
      expect(differingShare(frames[index] as Buffer, frame, 24)).toBeLessThan(0.01);
      // The padding columns are transparent.
      const padding = region(frames[index] as Buffer, 192, 0, 0, 3, 168);
      for (let alpha = 3; alpha < padding.length; alpha += 4) expect(padding[alpha]).toBe(0);
    }
  });

  it("one after another, an opaque GIF then a smaller one: its padding is transparent, not the last frame before it", async () => {
    // Issue 41: ffmpeg's encoder drew the padded frame over the frame before (disposal asis), so
    // the first GIF's last frame stayed visible around the second one.
    const output = await combine([fixture("gif/animated-loop-3.gif"), fixture("gif/cogs.gif")], {
      layout: "sequence",
      size: "first",
      background: "transparent",
    });
    const info = await gifsicleInfo(output);
    expect([info.width, info.height]).toEqual([370, 285]);
    const frames = await decodeFramesWithFfmpeg(output, 370, 285);
    expect(frames).toHaveLength(info.frameCount);
    const cogsFrames = frames.slice(info.frameCount - 5);
    // cogs (85 × 77) fitted: 315 × 285 at x = 27; the 20 columns at each side are padding.
    for (const frame of cogsFrames) {
      for (const x of [0, 350]) {
        const padding = region(frame, 370, x, 0, 20, 285);
        let opaque = 0;
        for (let alpha = 3; alpha < padding.length; alpha += 4)
          if ((padding[alpha] as number) >= 128) opaque++;
        expect(opaque).toBe(0);
      }
    }
    // The first GIF's frames are still whole and opaque.
    const last = region(frames[info.frameCount - 6] as Buffer, 370, 0, 0, 20, 285);
    for (let alpha = 3; alpha < last.length; alpha += 4) expect(last[alpha]).toBe(255);
  });

  it("one after another at the same size: the stored frames joined, every picture exact", async () => {
    const classroom = fixture("gif/classroom.gif");
    const output = await combine([classroom, classroom], { layout: "sequence" });
    const input = await gifsicleInfo(classroom);
    const info = await gifsicleInfo(output);
    expect(info.frameCount).toBe(90);
    expect(info.delaysCentiseconds).toEqual([
      ...input.delaysCentiseconds,
      ...input.delaysCentiseconds,
    ]);
    const own = await decodeFramesWithFfmpeg(classroom, 480, 270);
    const frames = await decodeFramesWithFfmpeg(output, 480, 270);
    expect(frames).toHaveLength(90);
    for (const [index, frame] of frames.entries()) {
      expect(differingShare(frame, own[index % 45] as Buffer, 0), `frame ${index}`).toBe(0);
    }
  });

  it("takes any mix of formats: an animated WebP and an APNG one after another", async () => {
    const source = fixture("gif/animated-loop-3.gif");
    const webp = join(workRoot, "loop.webp");
    const apng = join(workRoot, "loop.apng");
    await run("gif2webp", ["-quiet", source, "-o", webp]);
    await run("ffmpeg", ["-v", "error", "-y", "-i", source, "-plays", "3", "-f", "apng", apng]);
    const output = await combine([webp, apng], { layout: "sequence" });
    const info = await gifsicleInfo(output);
    expect([info.width, info.height]).toEqual([370, 285]);
    expect(info.frameCount).toBe(20);
    // The WebP's delays as its conversion to GIF read them; both play three times (loop 2).
    expect(info.delaysCentiseconds.slice(0, 10)).toEqual([...Array(9).fill(300), 1500]);
    expect(info.loop).toBe(2);
  });

  it("pads with the background color when one is chosen", async () => {
    const output = await combine([fixture("gif/dispose-background.gif"), fixture("gif/cogs.gif")], {
      layout: "sequence",
      size: "first",
      background: "#ff0000",
    });
    const frames = await decodeFramesWithFfmpeg(output, 192, 168);
    expect(frames).toHaveLength(8);
    // cogs fitted into 192×168: 185×168 at x = 3; the first three columns are opaque red.
    const padding = region(frames[4] as Buffer, 192, 0, 0, 3, 168);
    const red = Buffer.from([255, 0, 0, 255]);
    for (let offset = 0; offset < padding.length; offset += 4) {
      expect(padding.subarray(offset, offset + 4).equals(red)).toBe(true);
    }
  });

  it("side by side: the expected size, frames at the union of both inputs' changes, each cell on time", async () => {
    const cogs = fixture("gif/cogs.gif");
    const dispose = fixture("gif/dispose-background.gif");
    const output = await combine([cogs, dispose], { layout: "horizontal", size: "first" });
    const info = await gifsicleInfo(output);
    // Height of cogs (77 px); dispose-background 192×168 → 88×77 beside it.
    expect([info.width, info.height]).toEqual([85 + 88, 77]);
    // cogs: delays 0, 5, 5, 5, 5 (20 cs) loops 7.5 times over dispose-background's 3 × 50 cs.
    expect(info.frameCount).toBe(30);
    expect(info.delaysCentiseconds).toEqual(Array(30).fill(5));
    expect(info.loop).toBe("forever");

    const frames = await decodeFramesWithFfmpeg(output, 173, 77);
    const cogsFrames = await decodeFramesWithFfmpeg(cogs, 85, 77);
    const disposeFrames = await referenceFrames(dispose, lanczos(88, 77), 88, 77);
    for (const [index, frame] of frames.entries()) {
      // At 5·index cs cogs shows its frame 1 + index mod 4 (its frame 0 lasts 0 cs) ...
      const left = region(frame, 173, 0, 0, 85, 77);
      expect(differingShare(left, cogsFrames[1 + (index % 4)] as Buffer, 0), `frame ${index}`).toBe(
        0,
      );
      // ... and dispose-background its frame floor(index / 10).
      const right = region(frame, 173, 85, 0, 88, 77);
      expect(
        differingShare(right, disposeFrames[Math.floor(index / 10)] as Buffer, 24),
      ).toBeLessThan(0.02);
    }
  });

  it("side by side with a still (one frame, delay 0): it shows the whole time, no extra frames", async () => {
    const still = join(workRoot, "still.gif");
    // cogs.gif's first frame alone: one frame, delay 0.
    await run("gifsicle", [fixture("gif/cogs.gif"), "#0", "--output", still]);
    const output = await combine([still, fixture("gif/dispose-background.gif")], {
      layout: "horizontal",
    });
    const info = await gifsicleInfo(output);
    expect([info.width, info.height]).toEqual([85 + 88, 77]);
    expect(info.delaysCentiseconds).toEqual([50, 50, 50]);
  });

  it("stacked: every input at the first one's width, in a column; loop kept when the inputs agree", async () => {
    const loop3 = fixture("gif/animated-loop-3.gif");
    const output = await combine([loop3, loop3], { layout: "vertical", size: "smallest" });
    const info = await gifsicleInfo(output);
    expect([info.width, info.height]).toEqual([370, 285 * 2]);
    const input = await gifsicleInfo(loop3);
    expect(info.delaysCentiseconds).toEqual(input.delaysCentiseconds);
    expect(info.loop).toBe(2);
  });

  it("the toolkit's encodeRawGif writes the named raw frames in order, repeats included, with exact delays", async () => {
    const rawPath = join(workRoot, "two-colors.rgba");
    // Two 16 × 8 frames: red, then blue (a bare ffmpeg color source).
    await run("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "color=c=red:s=16x8:d=1,format=rgba",
      "-f",
      "lavfi",
      "-i",
      "color=c=blue:s=16x8:d=1,format=rgba",
      "-filter_complex",
      "[0:v]trim=end_frame=1[a];[1:v]trim=end_frame=1[b];[a][b]concat=n=2:v=1:a=0,format=rgba",
      "-f",
      "rawvideo",
      "-y",
      rawPath,
    ]);
    const outputPath = join(workRoot, "raw-encoded.gif");
    const result = await media.encodeRawGif(
      {
        rawPath,
        width: 16,
        height: 8,
        frames: [
          { index: 1, delayCentiseconds: 0 },
          { index: 0, delayCentiseconds: 1 },
          { index: 1, delayCentiseconds: 250 },
        ],
        loopCount: null,
        outputPath,
        workDir: workRoot,
      },
      new AbortController().signal,
    );
    expect(result).toEqual({ frameCount: 3 });
    const info = await gifsicleInfo(outputPath);
    expect(info.delaysCentiseconds).toEqual([0, 1, 250]);
    expect(info.loop).toBeNull();
    const frames = await decodeFramesWithFfmpeg(outputPath, 16, 8);
    expect(frames.map((frame) => [...frame.subarray(0, 4)])).toEqual([
      [0, 0, 255, 255],
      [255, 0, 0, 255],
      [0, 0, 255, 255],
    ]);
    await expect(
      media.encodeRawGif(
        {
          rawPath,
          width: 16,
          height: 8,
          frames: [{ index: 2, delayCentiseconds: 10 }],
          loopCount: 0,
          outputPath,
          workDir: workRoot,
        },
        new AbortController().signal,
      ),
    ).rejects.toThrow("frame index 2 is outside the raw file's 2 frames");
  });

  it("refuses a side-by-side result over the frame limit, naming the longest input", async () => {
    // 1 cs frames (30 cs) looping beside animated-loop-3's 42 s: one frame per hundredth.
    await expect(
      combine([quickSquares, fixture("gif/animated-loop-3.gif")], { layout: "horizontal" }),
    ).rejects.toThrow(
      /^The combined GIF would have at least 4,200 frames \(the shorter GIFs loop until the longest, animated-loop-3\.gif \(42 s\), ends, and each of their frame changes starts a frame\); results can have at most 600 frames\.$/,
    );
  });
});

describe("Combine through the HTTP API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const file = async (name: string) => ({
    name: "files",
    value: await readFile(fixture(`gif/${name}`)),
    fileName: name,
    contentType: "image/gif",
  });

  async function start(parts: Parameters<typeof multipart>[0]) {
    return server.app.inject({ method: "POST", url: "/api/combine", ...multipart(parts) });
  }

  it("combines 2 files one after another and names the download combined.gif", async () => {
    const response = await start([await file("cogs.gif"), await file("rotating-squares.gif")]);
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { response: downloaded, body } = await download(server.app, status.result?.gif as string);
    expect(downloaded.headers["content-disposition"]).toBe('attachment; filename="combined.gif"');
    const path = join(tmpdir(), `combine-api-${Date.now()}.gif`);
    await writeFile(path, body);
    const info = await gifsicleInfo(path);
    expect(info.frameCount).toBe(35);
    expect([info.width, info.height]).toEqual([85, 77]);
    await rm(path);
  });

  it("takes links too, in the order `order` gives", async () => {
    const files = createServer(async (request, response) => {
      response.setHeader("content-type", "image/gif");
      response.end(await readFile(fixture(`gif/${request.url?.slice(1)}`)));
    });
    await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
    const { port } = files.address() as AddressInfo;
    try {
      const response = await start([
        await file("cogs.gif"),
        { name: "urls", value: `http://127.0.0.1:${port}/rotating-squares.gif` },
        { name: "order", value: JSON.stringify(["url:0", "file:0"]) },
      ]);
      expect(response.statusCode, response.body).toBe(202);
      const status = await waitForTask(server.app, response.json().task_id);
      expect(status.state, status.error ?? "").toBe("SUCCESS");
      const { body } = await download(server.app, status.result?.gif as string);
      const path = join(tmpdir(), `combine-api-${Date.now()}.gif`);
      await writeFile(path, body);
      const info = await gifsicleInfo(path);
      // The link first: its 80 × 80 sets the size, its 30 frames come first.
      expect([info.width, info.height, info.frameCount]).toEqual([80, 80, 35]);
      const squares = await gifsicleInfo(fixture("gif/rotating-squares.gif"));
      expect(info.delaysCentiseconds.slice(0, 30)).toEqual(squares.delaysCentiseconds);
      await rm(path);
    } finally {
      files.close();
    }
  });

  it("combines 3 files side by side in the order `order` gives", async () => {
    const response = await start([
      await file("cogs.gif"),
      await file("rotating-squares.gif"),
      await file("dispose-background.gif"),
      { name: "layout", value: "horizontal" },
      { name: "size", value: "smallest" },
      // rotating-squares first: it has the fewest pixels, so every GIF takes its 80 px height.
      { name: "order", value: JSON.stringify(["file:1", "file:2", "file:0"]) },
    ]);
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.gif as string);
    const path = join(tmpdir(), `combine-api-${Date.now()}.gif`);
    await writeFile(path, body);
    const info = await gifsicleInfo(path);
    // 80 (squares) + 91 (192×168 at 80 px high) + 88 (85×77 at 80 px high).
    expect([info.width, info.height]).toEqual([80 + 91 + 88, 80]);
    // The longest, dispose-background (150 cs), sets the length.
    expect(info.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0)).toBe(150);
    const frames = await decodeFramesWithFfmpeg(path, 259, 80);
    const squares = await decodeFramesWithFfmpeg(fixture("gif/rotating-squares.gif"), 80, 80);
    // Three GIFs in one frame have more than 256 colors: each frame's palette is quantized.
    expect(
      differingShare(region(frames[0] as Buffer, 259, 0, 0, 80, 80), squares[0] as Buffer, 24),
    ).toBeLessThan(0.01);
    await rm(path);
  });

  it("refuses one file, and an order that misses one, before anything is queued", async () => {
    const one = await start([await file("cogs.gif")]);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      error: "Combine takes 2 to 20 animations; 1 was given.",
      code: "invalid-options",
    });
    const missing = await start([
      await file("cogs.gif"),
      await file("cogs.gif"),
      { name: "order", value: '["file:1"]' },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe("order lists 1 of the 2 animations; it must list each once.");
  });

  it("is in the OpenAPI document with its fields", async () => {
    const response = await server.app.inject({ url: "/api/openapi.yaml" });
    const document = parse(response.body);
    const combine = document.paths["/api/combine"].post;
    const schema = combine.requestBody.content["multipart/form-data"].schema;
    expect(schema.properties.files).toMatchObject({ type: "array" });
    expect(schema.properties.urls).toMatchObject({ type: "array" });
    expect(schema.properties.layout).toMatchObject({
      enum: ["sequence", "horizontal", "vertical"],
      default: "sequence",
    });
    expect(schema.properties.size).toMatchObject({ enum: ["first", "largest", "smallest"] });
    expect(schema.properties.timing).toMatchObject({ enum: ["loop-shorter"] });
    expect(schema.properties.background.description).toContain("transparent");
    expect(schema.properties.order.description).toContain('"file:N"');
    expect(schema.properties.source_key).toBeDefined();
  });

  it("refuses more than 20 files", async () => {
    const cogs = await file("cogs.gif");
    const response = await start(Array(21).fill(cogs));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Too many files: this tool takes at most 20.",
      code: "too-many-files",
      values: { max_files: 20 },
    });
  });
});
