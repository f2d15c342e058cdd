import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { ffmpegPipe } from "../../../../../apps/server/test/helpers/frame-compare.ts";
import { runGifTool } from "../../../../../apps/server/test/helpers/gif-tool-task.ts";
import { gifsicleInfo } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
} from "../../../../../apps/server/test/helpers/test-server.ts";

const run = promisify(execFile);

/**
 * Effects through the HTTP API on real GIFs. Each filter's result is compared with a reference
 * made by a bare ffmpeg command, written here independently of the tool's builder, on the same
 * composited frames (ffmpeg's GIF decoder for both); delays are compared byte for byte, the loop
 * block, the transparent pixels and the color key pixel for pixel, and the bytes against the
 * issue's targets.
 */

/** Every composited frame of a GIF as RGBA, optionally through an ffmpeg filter first. */
async function frames(path: string, filter?: string): Promise<Buffer[]> {
  const { width, height } = await gifsicleInfo(path);
  const { stdout } = await ffmpegPipe([
    "-v",
    "error",
    "-i",
    path,
    "-vf",
    `${filter ? `${filter},` : ""}format=rgba`,
    // One output frame per GIF frame, whatever its delay.
    "-fps_mode",
    "passthrough",
    "-f",
    "rawvideo",
    "pipe:1",
  ]);
  const frameBytes = width * height * 4;
  return Array.from({ length: stdout.length / frameBytes }, (_, index) =>
    stdout.subarray(index * frameBytes, (index + 1) * frameBytes),
  );
}

/**
 * Mean absolute RGB difference (0-255) between two lists of frames over the pixels opaque in
 * `result` (a reference made through a filter that drops alpha is opaque everywhere), and how
 * many pixels are transparent in one list and not in the other.
 */
function compare(result: Buffer[], reference: Buffer[]) {
  expect(result.length).toBe(reference.length);
  let total = 0;
  let samples = 0;
  let alphaFlips = 0;
  for (let frame = 0; frame < result.length; frame++) {
    const a = result[frame] as Buffer;
    const b = reference[frame] as Buffer;
    for (let at = 0; at < a.length; at += 4) {
      const opaque = (a[at + 3] as number) >= 128;
      if (opaque !== (b[at + 3] as number) >= 128) alphaFlips++;
      if (!opaque) continue;
      for (let channel = 0; channel < 3; channel++) {
        total += Math.abs((a[at + channel] as number) - (b[at + channel] as number));
      }
      samples += 3;
    }
  }
  return { meanDifference: total / samples, alphaFlips };
}

/** The references: the same effect written as a plain ffmpeg filter (not the tool's text). */
const references: {
  filter: unknown;
  reference: string;
  maxMean: number;
  /** Blur, sharpen, vignette: compared on the opaque GIF only (the reference would mix in the colors hidden under transparent pixels). */
  spatial?: true;
}[] = [
  { filter: "grayscale", reference: "format=gray,format=rgb24", maxMean: 2 },
  {
    filter: "sepia",
    reference: "colorchannelmixer=.393:.769:.189:0:.349:.686:.168:0:.272:.534:.131",
    maxMean: 2,
  },
  { filter: "negate", reference: "lutrgb=r=negval:g=negval:b=negval", maxMean: 1 },
  {
    filter: { name: "monochrome", threshold: 0.5 },
    reference: "format=gray,lut=y='if(gte(val,128),255,0)',format=rgb24",
    // Grey levels next to the threshold may fall on the other side after rounding.
    maxMean: 4,
  },
  { filter: { name: "brightness", value: 0.2 }, reference: "eq=brightness=0.2", maxMean: 2 },
  { filter: { name: "contrast", value: 1.4 }, reference: "eq=contrast=1.4", maxMean: 2 },
  { filter: { name: "saturation", value: 1.8 }, reference: "eq=saturation=1.8", maxMean: 2 },
  { filter: { name: "hue", value: 120 }, reference: "hue=h=120", maxMean: 2 },
  {
    // Half the picture, half its grey level in orange (#ff8800).
    filter: { name: "tint", color: "#ff8800", strength: 0.5 },
    reference:
      "format=gbrp,split[picture][copy];[copy]format=gray,format=gbrp,colorchannelmixer=rr=1:gg=0.5333:bb=0[tinted];[picture][tinted]blend=all_expr='(A+B)/2'",
    maxMean: 2,
  },
  // Spatial filters make new colors: each group's palette approximates them.
  { filter: { name: "blur", radius: 2 }, reference: "gblur=sigma=2", maxMean: 3, spatial: true },
  {
    filter: { name: "sharpen", amount: 1 },
    reference: "unsharp=5:5:1",
    maxMean: 4,
    spatial: true,
  },
  {
    filter: { name: "vignette", strength: 0.5 },
    reference: "vignette=angle=PI/4:dither=0",
    maxMean: 3,
    spatial: true,
  },
];

describe("Effects through the HTTP API", () => {
  let server: TestServer;
  let workDir: string;
  beforeAll(async () => {
    server = await startTestServer();
    workDir = await mkdtemp(join(tmpdir(), "gifkit-effects-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  async function effects(inputPath: string, fields: Record<string, string>, name?: string) {
    const result = await runGifTool(server, "effects", inputPath, fields, workDir, name);
    expect(result.start.statusCode, result.start.body).toBe(202);
    expect(result.status?.state, result.status?.error ?? "").toBe("SUCCESS");
    expect(result.contentDisposition).toBe('attachment; filename="effects.gif"');
    return result.outputPath as string;
  }

  // The first 12 frames of iss634 (opaque pictures drawn as partial frames with a palette
  // each) and cogs (a transparent background); every task is started at once.
  const filterRuns = new Map<string, Promise<string>>();
  beforeAll(async () => {
    const opaquePath = join(workDir, "iss634-12.gif");
    await run("gifsicle", [fixture("gif/iss634.gif"), "#0-11", "-o", opaquePath]);
    for (const { filter, spatial } of references) {
      for (const inputPath of spatial ? [opaquePath] : [opaquePath, fixture("gif/cogs.gif")]) {
        const name = `${JSON.stringify(filter).replace(/\W+/g, "-")}-${basename(inputPath)}`;
        const started = effects(inputPath, { filters: JSON.stringify([filter]) }, name);
        started.catch(() => {}); // awaited by its test
        filterRuns.set(`${JSON.stringify(filter)} ${inputPath}`, started);
      }
    }
  });

  for (const { filter, reference, maxMean, spatial } of references) {
    const label = typeof filter === "string" ? filter : JSON.stringify(filter);
    it(`${label} matches \`${reference.slice(0, 40)}\` on every frame${spatial ? "" : ", transparency kept"}`, async () => {
      const opaquePath = join(workDir, "iss634-12.gif");
      for (const inputPath of spatial ? [opaquePath] : [opaquePath, fixture("gif/cogs.gif")]) {
        const outputPath = await (filterRuns.get(
          `${JSON.stringify(filter)} ${inputPath}`,
        ) as Promise<string>);
        const before = await gifsicleInfo(inputPath);
        const after = await gifsicleInfo(outputPath);
        expect(after.delaysCentiseconds).toEqual(before.delaysCentiseconds);
        expect(after.loop).toEqual(before.loop);
        const result = await frames(outputPath);
        const { meanDifference } = compare(result, await frames(inputPath, reference));
        expect(meanDifference, `${basename(inputPath)}: mean difference`).toBeLessThan(maxMean);
        // Transparent pixels stay transparent and opaque ones opaque.
        expect(compare(result, await frames(inputPath)).alphaFlips).toBe(0);
      }
    });
  }

  it("chains every filter in one list (ffmpeg picks formats across them) and still keeps the transparency", async () => {
    const inputPath = fixture("gif/cogs.gif");
    for (const list of [
      [...references.map((entry) => entry.filter)],
      // Old film after a YUV filter: the vignette's alpha branch once met a yuv444p split.
      [{ name: "contrast", value: 1.1 }, { name: "vignette", strength: 0.5 }, "sepia"],
    ]) {
      const outputPath = await effects(inputPath, { filters: JSON.stringify(list) }, "chain.gif");
      expect(compare(await frames(outputPath), await frames(inputPath)).alphaFlips).toBe(0);
    }
  });

  it("writes every delay as read (0 and 1 included) on both paths, and sets the loop when asked", async () => {
    const inputPath = join(workDir, "delays.gif");
    // -dN before a frame selection sets that frame's delay in hundredths.
    await run("gifsicle", [
      "-d0",
      fixture("gif/iss634.gif"),
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
    for (const filters of ['["sepia"]', '[{"name": "blur", "radius": 1}]']) {
      const kept = await gifsicleInfo(await effects(inputPath, { filters }, "kept.gif"));
      expect(kept.delaysCentiseconds).toEqual([0, 1, 2, 7]);
      expect(kept.loop).toBe("forever");
      const three = await gifsicleInfo(
        await effects(inputPath, { filters, loop_count: "3" }, "three.gif"),
      );
      expect(three.loop).toBe(2);
      expect(three.delaysCentiseconds).toEqual([0, 1, 2, 7]);
    }
    const once = await gifsicleInfo(
      await effects(inputPath, { filters: '["negate"]', loop_count: "1" }, "once.gif"),
    );
    expect(once.loop).toBeNull();
    // A finite loop block is kept as read.
    const finite = await gifsicleInfo(
      await effects(fixture("gif/animated-loop-3.gif"), { filters: '["negate"]' }),
    );
    expect(finite.loop).toBe(2);
  });

  it("makes exactly the pixels of the key color transparent and leaves every other pixel as it was", async () => {
    const inputPath = fixture("gif/cogs.gif");
    const outputPath = await effects(inputPath, {
      transparency: '{"make_transparent": "#808080", "tolerance": 0}',
    });
    const input = await frames(inputPath);
    const output = await frames(outputPath);
    expect(output.length).toBe(input.length);
    let keyed = 0;
    for (let frame = 0; frame < input.length; frame++) {
      const a = input[frame] as Buffer;
      const b = output[frame] as Buffer;
      for (let at = 0; at < a.length; at += 4) {
        const wasTransparent = (a[at + 3] as number) < 128;
        const isKey = a[at] === 128 && a[at + 1] === 128 && a[at + 2] === 128;
        if (isKey && !wasTransparent) keyed++;
        const transparent = (b[at + 3] as number) < 128;
        expect(transparent, `frame ${frame} pixel ${at / 4}`).toBe(wasTransparent || isKey);
        if (!transparent) expect([...b.subarray(at, at + 3)]).toEqual([...a.subarray(at, at + 3)]);
      }
    }
    expect(keyed).toBeGreaterThan(100);
  });

  it("flattens onto a color: transparent pixels take it, the rest stay, the result is opaque", async () => {
    const inputPath = fixture("gif/cogs.gif");
    const outputPath = await effects(inputPath, {
      transparency: '{"replace_with": "#ff0000"}',
    });
    const input = await frames(inputPath);
    const output = await frames(outputPath);
    for (let frame = 0; frame < input.length; frame++) {
      const a = input[frame] as Buffer;
      const b = output[frame] as Buffer;
      for (let at = 0; at < a.length; at += 4) {
        expect(b[at + 3]).toBe(255);
        const expected = (a[at + 3] as number) < 128 ? [255, 0, 0] : [...a.subarray(at, at + 3)];
        expect([...b.subarray(at, at + 3)]).toEqual(expected);
      }
    }
  });

  it("keeps every color effect within 1.3× its input and grayscale smaller, on every fixture GIF, with delays and loop as read", async () => {
    const gifs = [
      "classroom.gif",
      "iss634.gif",
      "animated-loop-3.gif",
      "dispose-background.gif",
      "cogs.gif",
      "rotating-squares.gif",
      "truecolor-buildup.gif",
    ];
    // Every filter that changes each color alone (the palette path), at a setting that moves
    // every color.
    const colorEffects: unknown[] = [
      "grayscale",
      "sepia",
      "negate",
      { name: "monochrome", threshold: 0.5 },
      { name: "brightness", value: 0.2 },
      { name: "contrast", value: 1.4 },
      { name: "saturation", value: 1.8 },
      { name: "hue", value: 120 },
      { name: "tint", color: "#ff8800", strength: 0.5 },
    ];
    const rows: string[] = [];
    for (const gif of gifs) {
      const inputPath = fixture(`gif/${gif}`);
      const inputBytes = (await stat(inputPath)).size;
      const before = await gifsicleInfo(inputPath);
      const outputs = await Promise.all(
        colorEffects.map((filter, index) =>
          effects(inputPath, { filters: JSON.stringify([filter]) }, `color-${index}-${gif}`),
        ),
      );
      const ratios: string[] = [];
      for (const [index, outputPath] of outputs.entries()) {
        const label = `${gif} ${JSON.stringify(colorEffects[index])}`;
        const ratio = (await stat(outputPath)).size / inputBytes;
        ratios.push(ratio.toFixed(3));
        expect(ratio, label).toBeLessThanOrEqual(1.3);
        // Grayscale makes colors equal and leaves only grays: one table of them is smaller.
        if (colorEffects[index] === "grayscale") expect(ratio, label).toBeLessThan(1);
        const after = await gifsicleInfo(outputPath);
        expect(after.delaysCentiseconds, label).toEqual(before.delaysCentiseconds);
        expect(after.loop, label).toEqual(before.loop);
      }
      rows.push(`${gif}: ${ratios.join(" ")}`);
    }
    console.log(rows.join("\n"));
  });

  it("keeps a true-color build-up GIF (48 tiles of 256 colors, 0-delay frames) under twice its bytes on the engine's path too", async () => {
    const inputPath = fixture("gif/truecolor-buildup.gif");
    const inputBytes = (await stat(inputPath)).size;
    const cases: Record<string, string>[] = [
      { filters: '[{"name": "blur", "radius": 1}]' },
      { filters: '["sepia"]', transparency: '{"replace_with": "#ffffff"}' },
    ];
    for (const fields of cases) {
      const outputPath = await effects(inputPath, fields, "buildup.gif");
      const bytes = (await stat(outputPath)).size;
      expect(bytes / inputBytes, JSON.stringify(fields)).toBeLessThanOrEqual(2);
      const after = await gifsicleInfo(outputPath);
      expect(after.delaysCentiseconds).toEqual((await gifsicleInfo(inputPath)).delaysCentiseconds);
    }
  });

  it("takes an animated WebP and an APNG and answers with a GIF of their frames", async () => {
    const webp = join(workDir, "loop.webp");
    const apng = join(workDir, "loop.apng");
    await run("gif2webp", ["-quiet", fixture("gif/cogs.gif"), "-o", webp]);
    await run("ffmpeg", ["-v", "error", "-y", "-i", fixture("gif/cogs.gif"), "-f", "apng", apng]);
    for (const path of [webp, apng]) {
      const after = await gifsicleInfo(await effects(path, { filters: '["negate"]' }, "input.gif"));
      expect(after.frameCount, path).toBe(5);
      expect([after.width, after.height]).toEqual([85, 77]);
    }
  });

  it("refuses bad settings with the message that names the limit, before anything is queued", async () => {
    const input = await readFile(fixture("gif/cogs.gif"));
    for (const [fields, message] of [
      [
        {},
        "Nothing to do: add a filter, a transparency change or a loop count. Choose a preset or add a filter.",
      ],
      [
        { filters: '[{"name": "contrast", "value": 4}]' },
        "Filter 1 (contrast): value must be a number from 0 to 3.",
      ],
      [
        { filters: '["sepia"]', transparency: '{"make_transparent": "#fff"}' },
        "transparency.make_transparent must be a hex color such as #ffffff.",
      ],
    ] as const) {
      const form = multipart([
        { name: "file", value: input, fileName: "cogs.gif", contentType: "image/gif" },
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ]);
      const response = await server.app.inject({ method: "POST", url: "/api/effects", ...form });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it("documents its fields in the OpenAPI document", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/openapi.yaml" });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(text).toContain("/api/effects");
    for (const field of ["filters", "transparency", "loop_count", "make_transparent"]) {
      expect(text).toContain(field);
    }
  });
});
