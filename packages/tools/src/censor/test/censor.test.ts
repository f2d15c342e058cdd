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
  multipart,
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";
import { type CensorRegion, defaultRegion } from "../shared/options.ts";
import { clipToPicture, framesInTimeRange } from "../shared/regions.ts";

const run = promisify(execFile);

type Box = { x: number; y: number; width: number; height: number };

/** Counts, inside and outside a set of rectangles, the pixels whose RGBA differs (both transparent: equal). */
function compareFrame(a: Buffer, b: Buffer, width: number, boxes: readonly Box[]) {
  let outside = 0;
  const inside = boxes.map(() => 0);
  for (let pixel = 0; pixel < a.length / 4; pixel++) {
    const offset = pixel * 4;
    const alphaA = a[offset + 3] as number;
    const alphaB = b[offset + 3] as number;
    const same =
      (alphaA < 128 && alphaB < 128) ||
      (alphaA === alphaB &&
        a[offset] === b[offset] &&
        a[offset + 1] === b[offset + 1] &&
        a[offset + 2] === b[offset + 2]);
    const x = pixel % width;
    const y = Math.floor(pixel / width);
    const box = boxes.findIndex(
      (r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height,
    );
    if (same) continue;
    if (box < 0) outside++;
    else inside[box] = (inside[box] as number) + 1;
  }
  return { outside, inside };
}

/** Every pixel of the rectangle has this RGB and is opaque. */
function filledWith(frame: Buffer, width: number, box: Box, hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const rgb = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const offset = (y * width + x) * 4;
      if (
        frame[offset] !== rgb[0] ||
        frame[offset + 1] !== rgb[1] ||
        frame[offset + 2] !== rgb[2] ||
        frame[offset + 3] !== 255
      )
        return false;
    }
  }
  return true;
}

function opaqueIn(frame: Buffer, width: number, box: Box): boolean {
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      if (frame[(y * width + x) * 4 + 3] !== 255) return false;
    }
  }
  return true;
}

const region = (overrides: Partial<CensorRegion>): CensorRegion => ({
  ...defaultRegion,
  ...overrides,
});

describe("Censor through the HTTP API", () => {
  let server: TestServer;
  let workDir: string;
  let zeroDelayCogs: string;
  let shortClassroom: string;
  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "censor-"));
    zeroDelayCogs = join(workDir, "cogs-0-1-delays.gif");
    // -dN before a frame selection sets that frame's delay in hundredths.
    await run("gifsicle", [
      "-d0",
      fixture("gif/cogs.gif"),
      "#0",
      "-d1",
      "#1",
      "-d2",
      "#2",
      "-d7",
      "#3",
      "-d5",
      "#4",
      "-o",
      zeroDelayCogs,
    ]);
    // The photo's first 15 frames (about 1 s), stored as they are (partial frames kept): enough
    // frames for time ranges, a third of the work.
    shortClassroom = join(workDir, "classroom-15.gif");
    await run("gifsicle", [fixture("gif/classroom.gif"), "#0-14", "-o", shortClassroom]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  /**
   * Censors `inputPath`, then checks against the input's composited frames (ffmpeg decodes both):
   * every delay as read, the loop block, pixels outside the active regions identical on every
   * frame, each region changed on its frames only (a box filled with its color exactly).
   */
  async function censorAndCheck(inputPath: string, regions: CensorRegion[]) {
    const result = await runGifTool(
      server,
      "censor",
      inputPath,
      { regions: JSON.stringify(regions) },
      workDir,
    );
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.contentDisposition).toBe('attachment; filename="censored.gif"');
    const outputPath = result.outputPath as string;

    const before = await gifsicleInfo(inputPath);
    const after = await gifsicleInfo(outputPath);
    expect(after.frameCount).toBe(before.frameCount);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
    expect(after.loop).toEqual(before.loop);

    const inputFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
    const outputFrames = await decodeFramesWithFfmpeg(outputPath, after.width, after.height);
    expect(outputFrames.length).toBe(before.frameCount);
    const ranges = regions.map((r) =>
      framesInTimeRange(before.delaysCentiseconds, r.start_time, r.end_time),
    );
    const changedFrames = regions.map(() => [] as number[]);
    for (const [index, output] of outputFrames.entries()) {
      const active = regions.filter((_, r) => {
        const range = ranges[r];
        return range && index >= range.firstFrame && index <= range.lastFrame;
      });
      const { outside, inside } = compareFrame(
        inputFrames[index] as Buffer,
        output,
        before.width,
        active,
      );
      expect(outside, `frame ${index}: pixels changed outside the active regions`).toBe(0);
      for (const [a, box] of active.entries()) {
        const r = regions.indexOf(box);
        if ((inside[a] as number) > 0) changedFrames[r]?.push(index);
        const clipped = clipToPicture(box, before);
        // A censored rectangle is opaque: transparent pixels in it show the region's backdrop.
        if (clipped) expect(opaqueIn(output, before.width, clipped), `frame ${index}`).toBe(true);
        if (box.style === "box" && clipped) {
          expect(filledWith(output, before.width, clipped, box.color), `frame ${index} box`).toBe(
            true,
          );
        }
      }
    }
    return { changedFrames, ranges, before };
  }

  it("opaque photo (classroom.gif, 15 frames of 255 colors, partial frames): blur and pixelate each on its own frames, nothing else touched", async () => {
    const regions = [
      region({
        x: 40,
        y: 30,
        width: 120,
        height: 70,
        style: "blur",
        strength: 8,
        start_time: 0.3,
        end_time: 0.6,
      }),
      region({
        x: 300,
        y: 150,
        width: 96,
        height: 64,
        style: "pixelate",
        strength: 16,
        start_time: 0.7,
      }),
    ];
    const { changedFrames, ranges } = await censorAndCheck(shortClassroom, regions);
    for (const [r, range] of ranges.entries()) {
      expect(range, `region ${r + 1} covers frames`).not.toBeNull();
      const expected = [];
      for (let frame = range?.firstFrame ?? 0; frame <= (range?.lastFrame ?? -1); frame++)
        expected.push(frame);
      // Inside: every covered frame changed (and, from the check above, no other frame did).
      expect(changedFrames[r], `region ${r + 1}`).toEqual(expected);
    }
    // The times picked real frames of the 15: not all of them, not none.
    expect(ranges[0]?.firstFrame).toBeGreaterThan(0);
    expect(ranges[0]?.lastFrame).toBeLessThan(14);
    expect(ranges[1]?.lastFrame).toBe(14);
  });

  it("transparent GIF with 0 and 1 hundredth delays (cogs): delays byte-exact, region over transparency made opaque", async () => {
    const regions = [
      region({
        x: 5,
        y: 5,
        width: 40,
        height: 30,
        style: "pixelate",
        strength: 8,
        start_time: 0.02,
        end_time: 0.05,
      }),
      region({
        x: 50,
        y: 45,
        width: 30,
        height: 25,
        style: "box",
        color: "#00aa00",
        start_time: 0,
        end_time: 0.01,
      }),
    ];
    const { changedFrames, ranges, before } = await censorAndCheck(zeroDelayCogs, regions);
    expect(before.delaysCentiseconds).toEqual([0, 1, 2, 7, 5]);
    // [0.02 s, 0.05 s): frame 2 (shown 0.01-0.03 s) and frame 3 (0.03-0.10 s).
    expect(ranges[0]).toEqual({ firstFrame: 2, lastFrame: 3 });
    expect(changedFrames[0]).toEqual([2, 3]);
    // [0, 0.01 s): the 0-delay frame drawn at 0 and frame 1 (shown 0-0.01 s).
    expect(ranges[1]).toEqual({ firstFrame: 0, lastFrame: 1 });
    expect(changedFrames[1]).toEqual([0, 1]);
  });

  it("transparent GIF with disposal to background and a finite loop (animated-loop-3, dispose-background): outside untouched, loop kept", async () => {
    await censorAndCheck(fixture("gif/dispose-background.gif"), [
      region({
        x: 60,
        y: 40,
        width: 80,
        height: 60,
        style: "blur",
        strength: 10,
        color: "#ffffff",
      }),
    ]);
    const { changedFrames } = await censorAndCheck(fixture("gif/animated-loop-3.gif"), [
      region({ x: 100, y: 80, width: 150, height: 100, style: "blur", strength: 20 }),
      region({ x: 320, y: 240, width: 200, height: 200, style: "box", color: "#123456" }),
    ]);
    // Blurred on the frames where the region has detail (two show only flat color there).
    expect(changedFrames[0]?.length).toBeGreaterThan(5);
  });

  it("clips a region reaching past the edge to the picture", async () => {
    const { changedFrames } = await censorAndCheck(fixture("gif/cogs.gif"), [
      region({ x: 60, y: 50, width: 500, height: 500, style: "box", color: "#ff0000" }),
    ]);
    expect(changedFrames[0]?.length).toBe(5);
  });

  it("takes an APNG (converted to a GIF first): the box lands on every frame", async () => {
    const apng = join(workDir, "cogs.apng");
    await run("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-i",
      fixture("gif/cogs.gif"),
      "-plays",
      "0",
      "-f",
      "apng",
      apng,
    ]);
    const result = await runGifTool(
      server,
      "censor",
      apng,
      {
        regions: JSON.stringify([
          region({ x: 10, y: 10, width: 30, height: 20, style: "box", color: "#0000ff" }),
        ]),
      },
      workDir,
      "cogs.apng",
    );
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    const info = await gifsicleInfo(result.outputPath as string);
    expect(info.frameCount).toBe(5);
    const frames = await decodeFramesWithFfmpeg(result.outputPath as string, 85, 77);
    for (const frame of frames)
      expect(filledWith(frame, 85, { x: 10, y: 10, width: 30, height: 20 }, "#0000ff")).toBe(true);
  });

  async function start(fields: Record<string, string>, name = "cogs.gif") {
    const form = multipart([
      {
        name: "file",
        value: await readFile(fixture(`gif/${name}`)),
        fileName: name,
        contentType: "image/gif",
      },
      ...Object.entries(fields).map(([field, value]) => ({ name: field, value })),
    ]);
    return server.app.inject({ method: "POST", url: "/api/censor", ...form });
  }

  it("refuses bad regions at the start call with a message naming the region and the limit", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, "Draw at least one region to censor."],
      [{ regions: "[]" }, "Draw at least one region to censor."],
      [{ regions: "not json" }, "The regions could not be read: regions must be a JSON array."],
      [{ regions: JSON.stringify(Array(21).fill(region({}))) }, "Too many regions: at most 20."],
      [
        { regions: JSON.stringify([region({}), region({ style: "swirl" as never })]) },
        "Region 2: style must be blur, pixelate or box.",
      ],
      [
        { regions: JSON.stringify([region({ strength: 1 })]) },
        "Region 1: strength must be a whole number of pixels from 2 to 100.",
      ],
      [
        { regions: JSON.stringify([region({ start_time: 2, end_time: 1 })]) },
        "Region 1: end_time (1.00 s) must be after start_time (2.00 s).",
      ],
      // From the GIF's header: cogs.gif is 85 × 77 and 0.2 s long (its first
      // frame has no delay).
      [
        { regions: JSON.stringify([region({ x: 85, y: 0 })]) },
        "Region 1 lies outside the picture: it starts at x 85, y 0, but the GIF is 85 × 77 pixels.",
      ],
      [
        { regions: JSON.stringify([region({ start_time: 9 })]) },
        "Region 1 has no frame in its time range: start_time is 9 s, but the GIF is 0.2 s long.",
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await start(fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it("documents the regions field in the OpenAPI document", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/openapi.yaml" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("/api/censor:");
    expect(response.body).toMatch(/regions:\s+anyOf:/);
    expect(response.body).toMatch(/style\s+blur\|pixelate\|box/);
  });
});
