import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import {
  decodePicture,
  largestDifference,
  makeCogsVariants,
} from "../../../../../apps/server/test/helpers/frame-files.ts";
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

interface SheetJson {
  image: string;
  width: number;
  height: number;
  columns: number;
  rows: number;
  padding: number;
  frame_width: number;
  frame_height: number;
  frame_count: number;
  loop_count: number | null;
  frames: {
    index: number;
    x: number;
    y: number;
    width: number;
    height: number;
    delay_ms: number;
    delay_cs: number;
  }[];
}

/** The RGBA pixels of a rectangle of a decoded picture, row by row. */
function region(
  picture: { data: Buffer; width: number },
  area: { x: number; y: number; width: number; height: number },
): Buffer {
  const rows: Buffer[] = [];
  for (let row = 0; row < area.height; row++) {
    const start = ((area.y + row) * picture.width + area.x) * 4;
    rows.push(picture.data.subarray(start, start + area.width * 4));
  }
  return Buffer.concat(rows);
}

describe("Sprite sheet through the HTTP API", () => {
  let server: TestServer;
  let work: string;
  beforeAll(async () => {
    server = await startTestServer();
    work = await mkdtemp(join(tmpdir(), "sprite-sheet-test-"));
    // Inputs the fixtures lack: 0 and 1 delays, one frame, APNG.
    await makeCogsVariants(work);
  });
  afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function startTask(fileBytes: Buffer, fileName: string, fields: Record<string, string>) {
    return server.app.inject({
      method: "POST",
      url: "/api/sprite-sheet",
      ...multipart([
        { name: "file", value: fileBytes, fileName },
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ]),
    });
  }

  async function finish(fileBytes: Buffer, fileName: string, fields: Record<string, string>) {
    const start = await startTask(fileBytes, fileName, fields);
    expect(start.statusCode, start.body).toBe(202);
    return waitForTask(server.app, start.json().task_id);
  }

  async function toSheet(path: string, fields: Record<string, string> = {}) {
    const status = await finish(await readFile(path), "input.gif", fields);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const pngKey = status.result?.png as string;
    const jsonKey = status.result?.json as string;
    expect(status.result?.path).toBe(pngKey);
    const png = await download(server.app, pngKey);
    expect(png.response.headers["content-type"]).toBe("image/png");
    expect(png.response.headers["content-disposition"]).toBe(
      'attachment; filename="sprite-sheet.png"',
    );
    const json = await download(server.app, jsonKey);
    expect(json.response.headers["content-type"]).toMatch(/^application\/json/);
    expect(json.response.headers["content-disposition"]).toBe(
      'attachment; filename="sprite-sheet.json"',
    );
    return {
      png: new Uint8Array(png.body),
      sheet: JSON.parse(Buffer.from(json.body).toString("utf8")) as SheetJson,
    };
  }

  async function fromSheet(png: Uint8Array, fileName: string, fields: Record<string, string>) {
    const status = await finish(Buffer.from(png), fileName, { direction: "from-sheet", ...fields });
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { response, body } = await download(server.app, status.result?.gif as string);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="sprite-animation.gif"',
    );
    const path = join(work, `from-${fileName}-${Date.now()}.gif`);
    await writeFile(path, new Uint8Array(body));
    return path;
  }

  const roundTrips = [
    {
      name: "dispose-background.gif",
      path: () => fixture("gif/dispose-background.gif"),
      padding: 0,
    },
    { name: "rotating-squares.gif", path: () => fixture("gif/rotating-squares.gif"), padding: 3 },
    { name: "zero-one-delays.gif", path: () => join(work, "zero-one-delays.gif"), padding: 2 },
    { name: "one-frame.gif", path: () => join(work, "one-frame.gif"), padding: 0 },
  ];
  for (const input of roundTrips) {
    it(`round trip of ${input.name}: sheet cells and the GIF cut from it are the input's frames, delays exact`, async () => {
      const path = input.path();
      const info = await gifsicleInfo(path);
      const { png, sheet } = await toSheet(path, { padding: String(input.padding) });
      const columns = Math.ceil(Math.sqrt(info.frameCount));
      const rows = Math.ceil(info.frameCount / columns);
      expect(sheet).toMatchObject({
        columns,
        rows,
        padding: input.padding,
        frame_width: info.width,
        frame_height: info.height,
        frame_count: info.frameCount,
      });
      const picture = await decodePicture(png);
      expect([picture.width, picture.height]).toEqual([
        columns * info.width + (columns - 1) * input.padding,
        rows * info.height + (rows - 1) * input.padding,
      ]);
      expect([sheet.width, sheet.height]).toEqual([picture.width, picture.height]);
      expect(sheet.frames.map((frame) => frame.delay_cs)).toEqual(info.delaysCentiseconds);
      expect(sheet.frames.map((frame) => frame.delay_ms)).toEqual(
        info.delaysCentiseconds.map((delay) => delay * 10),
      );

      // Each cell is the composited frame (ffmpeg's GIF decoder: disposal and transparency).
      const reference = await decodeFramesWithFfmpeg(path, info.width, info.height);
      expect(reference.length).toBe(info.frameCount);
      for (const frame of sheet.frames) {
        expect(frame.x).toBe((frame.index % columns) * (info.width + input.padding));
        expect(frame.y).toBe(Math.floor(frame.index / columns) * (info.height + input.padding));
        const cell = region(picture, frame);
        expect(
          largestDifference(cell, reference[frame.index] as Buffer),
          `cell ${frame.index}`,
        ).toBe(0);
      }

      // Back to a GIF with the same grid, the JSON's delays and the input's frame count.
      const gifPath = await fromSheet(png, "sprite-sheet.png", {
        columns: String(columns),
        rows: String(rows),
        padding: String(input.padding),
        frame_count: String(info.frameCount),
        delays_cs: sheet.frames.map((frame) => frame.delay_cs).join(","),
      });
      const back = await gifsicleInfo(gifPath);
      expect([back.width, back.height, back.frameCount]).toEqual([
        info.width,
        info.height,
        info.frameCount,
      ]);
      expect(back.delaysCentiseconds).toEqual(info.delaysCentiseconds);
      expect(back.loop).toBe("forever");
      const backFrames = await decodeFramesWithFfmpeg(gifPath, info.width, info.height);
      expect(backFrames.length).toBe(info.frameCount);
      for (const [index, frame] of backFrames.entries()) {
        // Every frame of these inputs shows at most 255 colors: a palette of the frame's own
        // colors holds them all, so the frame comes back exactly, transparency included.
        expect(largestDifference(frame, reference[index] as Buffer), `frame ${index}`).toBe(0);
      }
    });
  }

  it("lays out an APNG (converted to GIF first) with its frames and delays", async () => {
    const { sheet } = await toSheet(join(work, "cogs.apng"));
    expect(sheet).toMatchObject({ source_format: "apng", frame_count: 5, columns: 3, rows: 2 });
    // The APNG's own delays: ffmpeg's GIF demuxer read cogs' first delay (0) as 10 when the
    // APNG was made, the others are cogs' 5.
    expect(sheet.frames.map((frame) => frame.delay_cs)).toEqual([10, 5, 5, 5, 5]);
  });

  it("fills gaps and transparent pixels with a background color, columns as asked", async () => {
    const path = fixture("gif/cogs.gif");
    const { png, sheet } = await toSheet(path, {
      columns: "5",
      padding: "4",
      background: "#3366FF",
    });
    expect([sheet.columns, sheet.rows, sheet.width, sheet.height]).toEqual([5, 1, 5 * 85 + 16, 77]);
    const reference = await decodeFramesWithFfmpeg(path, 85, 77);
    const picture = await decodePicture(png);
    // A gap between cells is the color, opaque.
    const gap = region(picture, { x: 85, y: 0, width: 4, height: 77 });
    for (let index = 0; index < gap.length; index += 4) {
      expect([...gap.subarray(index, index + 4)]).toEqual([0x33, 0x66, 0xff, 255]);
    }
    // A cell is the frame over the color (cogs' pixels are fully opaque or fully transparent).
    for (const frame of sheet.frames) {
      const cell = region(picture, frame);
      const expected = Buffer.from(reference[frame.index] as Buffer);
      for (let index = 0; index < expected.length; index += 4) {
        if (expected[index + 3] === 0) expected.set([0x33, 0x66, 0xff], index);
        expected[index + 3] = 255;
      }
      expect(largestDifference(cell, expected), `cell ${frame.index}`).toBe(0);
    }
  });

  it("cuts a JPG sheet by frame size, takes frame_count cells and sets delay and plays", async () => {
    // elephant is 660 × 480: 200 × 160 cells 10 px apart give 3 columns and 2 rows.
    const jpg = await readFile(fixture("image/elephant-660-480.jpg"));
    const gifPath = await fromSheet(jpg, "elephant.jpg", {
      frame_width: "200",
      frame_height: "160",
      padding: "10",
      frame_count: "5",
      delay_cs: "25",
      loop_count: "3",
    });
    const info = await gifsicleInfo(gifPath);
    expect([info.width, info.height, info.frameCount]).toEqual([200, 160, 5]);
    expect(info.delaysCentiseconds).toEqual(Array(5).fill(25));
    // 3 plays: 2 repetitions after the first.
    expect(info.loop).toBe(2);
    // Frame 5 (index 4) is the cell in row 1, column 1: at (210, 170) of the sheet.
    const frames = await decodeFramesWithFfmpeg(gifPath, 200, 160);
    const { stdout: cellRaw } = await run(
      "ffmpeg",
      [
        "-v",
        "error",
        "-i",
        fixture("image/elephant-660-480.jpg"),
        "-vf",
        "format=rgba,crop=200:160:210:170",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgba",
        "pipe:1",
      ],
      { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
    );
    // A photo has more than 256 colors: the GIF's palette quantises it, but only a little.
    let sum = 0;
    const made = frames[4] as Buffer;
    for (let index = 0; index < made.length; index++) {
      sum += Math.abs((made[index] as number) - (cellRaw[index] as number));
    }
    expect(sum / made.length).toBeLessThan(6);
  });

  it("plays once without a loop block when loop_count is 1", async () => {
    const jpg = await readFile(fixture("image/elephant-660-480.jpg"));
    const gifPath = await fromSheet(jpg, "elephant.jpg", { columns: "2", loop_count: "1" });
    const info = await gifsicleInfo(gifPath);
    expect([info.width, info.height, info.frameCount]).toEqual([330, 480, 2]);
    expect(info.loop).toBeNull();
  });

  it("refuses the wrong kind of file for each direction, naming the other direction", async () => {
    const jpg = await readFile(fixture("image/elephant-660-480.jpg"));
    const still = await finish(jpg, "elephant.jpg", {});
    expect(still.state).toBe("FAILURE");
    expect(still.error).toBe(
      "To make a sprite sheet, upload an animation: GIF, WebP, APNG or MNG. To cut a sheet into a GIF, choose From sheet to GIF (direction=from-sheet).",
    );
    const gif = await readFile(fixture("gif/cogs.gif"));
    const animation = await finish(gif, "cogs.gif", { direction: "from-sheet", columns: "2" });
    expect(animation.state).toBe("FAILURE");
    expect(animation.error).toBe(
      "A sprite sheet must be a still PNG, WebP or JPG image. To lay out an animation's frames on a sheet, choose Animation to sheet (direction=to-sheet).",
    );
  });

  it("refuses a sheet over the size limit, a grid that does not fit, and misplaced fields", async () => {
    // Refused by the start call from the header (issue 40): nothing is queued for them.
    // classroom is 480 × 270 with 45 frames: 45 columns make a 21,600 px wide sheet.
    const wide = await startTask(await readFile(fixture("gif/classroom.gif")), "classroom.gif", {
      columns: "45",
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toEqual({
      code: "output-too-large",
      error:
        "The sheet would be 21,600 × 270 px; a sprite sheet can be at most 12,000 px on a side and 50 megapixels in all. Choose fewer columns (for a wide sheet), more columns (for a tall one) or less padding.",
    });
    const jpg = await readFile(fixture("image/elephant-660-480.jpg"));
    const overCells = await startTask(jpg, "elephant.jpg", {
      direction: "from-sheet",
      columns: "2",
      rows: "2",
      frame_count: "5",
    });
    expect(overCells.statusCode).toBe(400);
    expect(overCells.json().error).toBe(
      "frame_count is 5 but the grid has 4 cells. Choose at most 4 frames, or more columns or rows.",
    );
    const delays = await startTask(jpg, "elephant.jpg", {
      direction: "from-sheet",
      columns: "2",
      delays_cs: "10,20,30",
    });
    expect(delays.statusCode).toBe(400);
    expect(delays.json().error).toBe(
      "delays_cs lists 3 delays for 2 frames: give one per frame, or none.",
    );
    const misplaced = await startTask(jpg, "elephant.jpg", { rows: "2" });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().error).toBe(
      "rows is read only with direction=from-sheet (cutting a sheet into a GIF): leave it out to make a sheet.",
    );
    const badColor = await startTask(jpg, "elephant.jpg", { background: "red" });
    expect(badColor.statusCode).toBe(400);
    expect(badColor.json().error).toBe(
      "background must be transparent or a color as #rrggbb (e.g. #ffffff).",
    );
  });

  it("documents its fields in the OpenAPI document", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/openapi.yaml" });
    expect(response.statusCode).toBe(200);
    const start = response.body.indexOf("/api/sprite-sheet:");
    expect(start).toBeGreaterThan(-1);
    const section = response.body.slice(start, start + 12_000);
    for (const field of [
      "direction",
      "columns",
      "rows",
      "padding",
      "background",
      "frame_width",
      "frame_height",
      "frame_count",
      "delay_cs",
      "delays_cs",
      "loop_count",
    ]) {
      expect(section, field).toContain(`${field}:`);
    }
  });
});
