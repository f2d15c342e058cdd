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
  differingRgbaShare as differingShare,
  sumOf as sum,
} from "../../../../../apps/server/test/helpers/rgba-compare.ts";
import {
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

/**
 * Boomerang through the HTTP API (/api/boomerang, and /api/reverse with mode=boomerang): frames
 * forward then back to the second, each with its own delay, on GIFs that take each path (stand-
 * alone frames, gifsicle's unoptimised frames, the engine); pictures compared with the input's
 * composited frames in that order; Reverse's default unchanged.
 */
describe("Boomerang through the HTTP API", () => {
  let server: TestServer;
  let workDir: string;
  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "gifkit-boomerang-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function boomerang(inputPath: string, tool = "boomerang", fields = {}) {
    const result = await runGifTool(server, tool, inputPath, fields, workDir);
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    return result;
  }

  for (const [name, path] of [
    ["cogs.gif (frames stand alone: stored frames copied)", "gif/cogs.gif"],
    ["classroom.gif (frame differences: gifsicle unoptimises)", "gif/classroom.gif"],
    ["iss634.gif (a palette per frame: the engine)", "gif/iss634.gif"],
  ] as const) {
    it(`${name}: forward then back to the second frame, each with its own delay`, async () => {
      const inputPath = fixture(path);
      const result = await boomerang(inputPath);
      expect(result.contentDisposition).toBe('attachment; filename="boomerang.gif"');
      const outputPath = result.outputPath as string;
      const before = await gifsicleInfo(inputPath);
      const after = await gifsicleInfo(outputPath);
      const count = before.frameCount;
      const order = [
        ...Array.from({ length: count }, (_, index) => index),
        ...Array.from({ length: count - 2 }, (_, index) => count - 2 - index),
      ];
      expect(after.frameCount).toBe(2 * count - 2);
      expect(after.delaysCentiseconds).toEqual(
        order.map((index) => before.delaysCentiseconds[index]),
      );
      // Total time: the whole GIF once, and every frame but the turning ones once more.
      expect(sum(after.delaysCentiseconds)).toBe(
        2 * sum(before.delaysCentiseconds) -
          (before.delaysCentiseconds[0] as number) -
          (before.delaysCentiseconds[count - 1] as number),
      );
      expect(after.loop).toEqual(before.loop);
      const inputFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
      const outputFrames = await decodeFramesWithFfmpeg(outputPath, after.width, after.height);
      expect(outputFrames.length).toBe(order.length);
      for (const [position, index] of order.entries()) {
        expect(
          differingShare(outputFrames[position] as Buffer, inputFrames[index] as Buffer),
          `frame ${position} (input ${index})`,
        ).toBeLessThan(0.02);
      }
    });
  }

  // Issue 26: a true-colour GIF shows pictures built from 0-delay patches, each with its own
  // palette. Reversing (or a boomerang) moves whole pictures, each one's patches kept as stored
  // and in their own order: at most 2× the bytes (the engine made 10.1× and 19.5×), and every
  // picture shown is, pixel for pixel, one of the input's.
  it("moves whole pictures of 0-delay patches: at most 2× the bytes, every picture exact", async () => {
    const single = fixture("gif/truecolor-buildup.gif");
    // Two pictures, each a whole opaque 256-colour base refined by 48 tiles; the second mirrored.
    const base = join(workDir, "truecolor-base.gif");
    const mirroredBase = join(workDir, "truecolor-base-mirrored.gif");
    const mirrored = join(workDir, "truecolor-mirrored.gif");
    const two = join(workDir, "truecolor-two-pictures.gif");
    await run("ffmpeg", [
      "-v",
      "error",
      "-i",
      single,
      "-vf",
      "select=eq(n\\,47)",
      "-frames:v",
      "1",
      base,
    ]);
    await run("gifsicle", ["--flip-horizontal", base, "-o", mirroredBase]);
    await run("gifsicle", ["--flip-horizontal", single, "-o", mirrored]);
    // -d0 before a base makes it a patch of its picture; --same-delay keeps the tiles' own.
    await run("gifsicle", [
      "--loopcount=forever",
      "-d0",
      base,
      "--same-delay",
      single,
      "-d0",
      mirroredBase,
      "--same-delay",
      mirrored,
      "-o",
      two,
    ]);
    const cases = [
      { path: single, tool: "reverse", fields: {}, pictures: [[0, 47]], shown: [0] },
      { path: single, tool: "boomerang", fields: {}, pictures: [[0, 47]], shown: [0] },
      {
        path: two,
        tool: "reverse",
        fields: {},
        pictures: [
          [0, 48],
          [49, 97],
        ],
        shown: [1, 0],
      },
      {
        path: two,
        tool: "reverse",
        fields: { mode: "boomerang" },
        pictures: [
          [0, 48],
          [49, 97],
        ],
        shown: [0, 1],
      },
    ];
    for (const testCase of cases) {
      const label = `${testCase.tool} ${JSON.stringify(testCase.fields)} of ${testCase.pictures.length} picture(s)`;
      const result = await boomerang(testCase.path, testCase.tool, testCase.fields);
      const outputPath = result.outputPath as string;
      const inputBytes = (await readFile(testCase.path)).length;
      const outputBytes = (await readFile(outputPath)).length;
      expect(outputBytes, label).toBeLessThanOrEqual(2 * inputBytes);
      const before = await gifsicleInfo(testCase.path);
      const after = await gifsicleInfo(outputPath);
      const expectedOrder = testCase.shown.flatMap((picture) => {
        const [first, last] = testCase.pictures[picture] as [number, number];
        return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
      });
      expect(after.delaysCentiseconds, label).toEqual(
        expectedOrder.map((index) => before.delaysCentiseconds[index]),
      );
      const inputFrames = await decodeFramesWithFfmpeg(testCase.path, before.width, before.height);
      const outputFrames = await decodeFramesWithFfmpeg(outputPath, after.width, after.height);
      // Each picture as it is shown: the composited frame after its last patch.
      let end = -1;
      for (const picture of testCase.shown) {
        const [first, last] = testCase.pictures[picture] as [number, number];
        end += last - first + 1;
        expect(
          (outputFrames[end] as Buffer).equals(inputFrames[last] as Buffer),
          `${label}: picture ${picture}, output frame ${end} against input frame ${last}`,
        ).toBe(true);
      }
    }
  });

  it("keeps delays of 0 and 1 on the way out and back, on both gifsicle and engine paths", async () => {
    for (const source of ["gif/cogs.gif", "gif/iss634.gif"]) {
      const inputPath = join(workDir, `delays-${source.slice(4)}`);
      // -dN before a frame selection sets that frame's delay in hundredths.
      await run("gifsicle", [
        "-d0",
        fixture(source),
        "#0",
        "-d1",
        "#1",
        "-d2",
        "#2",
        "-d7",
        "#3",
        "-o",
        inputPath,
      ]);
      const after = await gifsicleInfo((await boomerang(inputPath)).outputPath as string);
      expect(after.delaysCentiseconds, source).toEqual([0, 1, 2, 7, 2, 1]);
    }
  });

  it("refuses a GIF whose boomerang would pass the output frame limit, naming it", async () => {
    const inputPath = join(workDir, "long.gif");
    // 302 frames: the boomerang would have 602.
    await run("gifsicle", [
      fixture("gif/cogs.gif"),
      ...Array.from({ length: 302 }, (_, index) => `#${index % 5}`),
      "-o",
      inputPath,
    ]);
    const result = await runGifTool(server, "boomerang", inputPath, {}, workDir);
    expect(result.status?.state).toBe("FAILURE");
    expect(result.status?.error).toBe(
      "A boomerang of this GIF would have 602 frames (its 302 forward, then back); results can have at most 600 frames, so cut the GIF to 301 frames or fewer first.",
    );
  });

  it("is Reverse with mode=boomerang, and Reverse without a mode is unchanged", async () => {
    const inputPath = fixture("gif/classroom.gif");
    const viaReverse = await boomerang(inputPath, "reverse", { mode: "boomerang" });
    const viaBoomerang = await boomerang(inputPath);
    expect(await readFile(viaReverse.outputPath as string)).toEqual(
      await readFile(viaBoomerang.outputPath as string),
    );
    // Today's reverse: the bare gifsicle command Reverse has always run on this GIF.
    const reversed = await boomerang(inputPath, "reverse");
    const barePath = join(workDir, "bare-reversed.gif");
    await run("gifsicle", [
      "--unoptimize",
      "--disposal",
      "background",
      inputPath,
      "#-1-0",
      "-O2",
      "-Okeep-empty",
      "--output",
      barePath,
    ]);
    expect(await readFile(reversed.outputPath as string)).toEqual(await readFile(barePath));
    const refused = await runGifTool(server, "reverse", inputPath, { mode: "pingpong" }, workDir);
    expect(refused.start.statusCode).toBe(400);
    expect(refused.start.json().error).toBe("mode must be reverse or boomerang.");
  });
});
