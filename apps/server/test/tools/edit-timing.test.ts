import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import { runGifTool } from "../helpers/gif-tool-task.ts";
import { gifsicleInfo } from "../helpers/media-probe.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const run = promisify(execFile);

/**
 * Timing is sacred: an edit that does not change timing writes every delay exactly as read,
 * 0 and 1 included (browsers play those as 0.1 s; raising them to 2 made such GIFs play 5× faster).
 * Two inputs with delays 0, 1, 2, 7 made by gifsicle: one with a global palette (gifsicle's
 * lossless paths) and one with local palettes and transparency (the engine's composited path).
 */
describe("Edits keep every delay exactly as read (0 and 1 included)", () => {
  let server: TestServer;
  let workDir: string;
  const inputs: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "edit-timing-"));
    for (const [name, source] of [
      ["global-palette", "gif/cogs.gif"],
      ["local-palettes", "gif/iss634.gif"],
    ] as const) {
      const path = join(workDir, `${name}.gif`);
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
        path,
      ]);
      expect((await gifsicleInfo(path)).delaysCentiseconds).toEqual([0, 1, 2, 7]);
      inputs[name] = path;
    }
  });
  afterAll(async () => {
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const cases: { tool: string; fields: Record<string, string>; reversed?: boolean }[] = [
    { tool: "reverse", fields: {}, reversed: true },
    { tool: "resize", fields: { width: "40", height: "40", maintain_aspect_ratio: "true" } },
    // A box some frames lie outside of, and one every frame reaches into.
    { tool: "crop", fields: { x: "0", y: "0", width: "30", height: "30" } },
    { tool: "crop", fields: { x: "10", y: "10", width: "60", height: "60" } },
    {
      tool: "add-text-layers",
      fields: {
        layers: JSON.stringify([{ text: "Hi", font_size: 12, start_time: 0, end_time: 0.01 }]),
      },
    },
  ];
  for (const name of ["global-palette", "local-palettes"]) {
    for (const testCase of cases) {
      it(`${testCase.tool} ${JSON.stringify(testCase.fields).slice(0, 40)} on the ${name} GIF`, async () => {
        const inputPath = inputs[name] as string;
        const result = await runGifTool(server, testCase.tool, inputPath, testCase.fields, workDir);
        expect(result.start.statusCode, result.start.body).toBe(202);
        expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
        const before = await gifsicleInfo(inputPath);
        const after = await gifsicleInfo(result.outputPath as string);
        expect(after.frameCount).toBe(4);
        expect(after.delaysCentiseconds).toEqual(testCase.reversed ? [7, 2, 1, 0] : [0, 1, 2, 7]);
        expect(after.loop).toEqual(before.loop);
      });
    }
  }
});
