import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { frameTimeline } from "@gifkit/text-layout";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const require = createRequire(import.meta.url);
/** A font the site does not bundle (DejaVu Serif Bold, from the project's font package): the "custom" upload. */
const customFontPath = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf");

interface Region {
  top: number;
  bottom: number;
}

/** Pixels of a region whose composited colour differs between two frames (transparent = transparent). */
function differingPixels(a: Buffer, b: Buffer, width: number, region: Region): number {
  let differing = 0;
  for (let y = region.top; y < region.bottom; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      const opaqueA = (a[offset + 3] as number) >= 128;
      const opaqueB = (b[offset + 3] as number) >= 128;
      if (!opaqueA && !opaqueB) continue;
      if (
        opaqueA !== opaqueB ||
        a[offset] !== b[offset] ||
        a[offset + 1] !== b[offset + 1] ||
        a[offset + 2] !== b[offset + 2]
      ) {
        differing++;
      }
    }
  }
  return differing;
}

/** The largest difference of one colour channel between two opaque frames in a region. */
function largestChannelDifference(a: Buffer, b: Buffer, width: number, region: Region): number {
  let largest = 0;
  for (let offset = region.top * width * 4; offset < region.bottom * width * 4; offset += 4) {
    for (let channel = 0; channel < 3; channel++) {
      largest = Math.max(
        largest,
        Math.abs((a[offset + channel] as number) - (b[offset + channel] as number)),
      );
    }
  }
  return largest;
}

/** Pixels of exactly this colour in a region, and the topmost row that has one (-1: none). */
function colourPixels(
  frame: Buffer,
  width: number,
  region: Region,
  hex: string,
): { count: number; topRow: number } {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  let count = 0;
  let topRow = -1;
  for (let y = region.top; y < region.bottom; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      if (
        (frame[offset + 3] as number) >= 128 &&
        frame[offset] === r &&
        frame[offset + 1] === g &&
        frame[offset + 2] === b
      ) {
        count++;
        if (topRow < 0) topRow = y;
      }
    }
  }
  return { count, topRow };
}

describe("Add Text through the HTTP API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  async function start(parts: Parameters<typeof multipart>[0]) {
    return server.app.inject({ method: "POST", url: "/api/add-text-layers", ...multipart(parts) });
  }

  async function addText(
    gifName: string,
    layers: unknown[],
    fonts: { field: string; path: string }[] = [],
  ) {
    const input = await readFile(fixture(`gif/${gifName}`));
    const response = await start([
      { name: "file", value: input, fileName: gifName, contentType: "image/gif" },
      { name: "layers", value: JSON.stringify(layers) },
      ...(await Promise.all(
        fonts.map(async (font) => ({
          name: font.field,
          value: await readFile(font.path),
          fileName: "custom.ttf",
          contentType: "font/ttf",
        })),
      )),
    ]);
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { response: downloaded, body } = await download(server.app, status.result?.gif as string);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers["content-disposition"]).toBe(
      'attachment; filename="gif-with-text.gif"',
    );
    const outputPath = join(tmpdir(), `with-text-${Date.now()}-${gifName}`);
    await writeFile(outputPath, body);
    return outputPath;
  }

  // classroom.gif: 480×270, 45 partial frames of 60-70 ms (3 s), photographic, loops forever.
  const fadeLayer = {
    text: "FADE IN",
    font_family: "Impact",
    font_size: 40,
    color: "#ff00ff",
    stroke_color: "#000000",
    stroke_width: 2,
    horizontal_align: "center",
    vertical_align: "top",
    offset_x: 0,
    offset_y: 8,
    start_time: 0.5,
    end_time: 1.5,
    animation_style: "fade",
  };
  const slideLayer = {
    text: "Slides up",
    font_family: "Arial",
    font_size: 32,
    color: "#00ffff",
    stroke_color: "#000000",
    stroke_width: 1,
    horizontal_align: "center",
    vertical_align: "bottom",
    offset_y: -10,
    start_time: 2,
    end_time: "",
    animation_style: "slide_up",
    font_field: "font_0",
  };
  const topRegion = { top: 0, bottom: 100 };
  const bottomRegion = { top: 170, bottom: 270 };

  it("draws a faded and a sliding layer (custom font) only in their windows; other frames stay exact", async () => {
    const inputPath = fixture("gif/classroom.gif");
    const outputPath = await addText(
      "classroom.gif",
      [fadeLayer, slideLayer],
      [{ field: "font_0", path: customFontPath }],
    );

    const before = await gifsicleInfo(inputPath);
    const after = await gifsicleInfo(outputPath);
    expect(after.frameCount).toBe(before.frameCount);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect(after.delaysCentiseconds).toEqual(
      // Exactly as read, 0 and 1 included.
      before.delaysCentiseconds,
    );
    expect(after.loop).toEqual(before.loop);

    const { width, height } = before;
    const inputFrames = await decodeFramesWithFfmpeg(inputPath, width, height);
    const outputFrames = await decodeFramesWithFfmpeg(outputPath, width, height);
    expect(outputFrames.length).toBe(inputFrames.length);
    // The colours are absent from the input, so any such pixel is text.
    for (const frame of inputFrames) {
      expect(colourPixels(frame, width, { top: 0, bottom: height }, "#ff00ff").count).toBe(0);
      expect(colourPixels(frame, width, { top: 0, bottom: height }, "#00ffff").count).toBe(0);
    }

    const { startsMs } = frameTimeline(before.delaysCentiseconds.map((delay) => delay * 10));
    const slideTopRows: number[] = [];
    let framesOutside = 0;
    for (const [index, startMs] of startsMs.entries()) {
      const input = inputFrames[index] as Buffer;
      const output = outputFrames[index] as Buffer;
      const inFade = startMs >= 500 && startMs < 1500;
      const inSlide = startMs >= 2000;
      const label = `frame ${index} at ${startMs} ms`;
      if (!inFade && !inSlide) {
        framesOutside++;
        expect(differingPixels(output, input, width, { top: 0, bottom: height }), label).toBe(0);
        continue;
      }
      if (inFade) {
        // Fade: nothing at the first instant of the window, fully there from 0.3 s in.
        if (startMs > 500)
          expect(differingPixels(output, input, width, topRegion), label).toBeGreaterThan(100);
        if (startMs >= 800 && startMs < 1200) {
          expect(colourPixels(output, width, topRegion, "#ff00ff").count, label).toBeGreaterThan(
            300,
          );
        }
      } else {
        expect(colourPixels(output, width, topRegion, "#ff00ff").count, label).toBe(0);
        expect(
          largestChannelDifference(output, input, width, topRegion),
          label,
        ).toBeLessThanOrEqual(24);
      }
      if (inSlide) {
        const slide = colourPixels(output, width, bottomRegion, "#00ffff");
        expect(slide.count, label).toBeGreaterThan(200);
        slideTopRows.push(slide.topRow);
      } else {
        expect(colourPixels(output, width, bottomRegion, "#00ffff").count, label).toBe(0);
        // A frame with text may need its palette reduced (> 255 colours); the rest stays close.
        expect(
          largestChannelDifference(output, input, width, bottomRegion),
          label,
        ).toBeLessThanOrEqual(24);
      }
    }
    expect(framesOutside).toBeGreaterThan(10);
    // Slide up: the text starts lower and rises into place, then stays.
    expect(slideTopRows[0]).toBeGreaterThan((slideTopRows.at(-1) as number) + 10);
    expect(new Set(slideTopRows.slice(-5)).size).toBe(1);

    // The custom font was used: the same layers with the bundled Arial draw different pixels.
    const withBundledFont = await addText("classroom.gif", [
      fadeLayer,
      { ...slideLayer, font_field: null },
    ]);
    const bundledFrames = await decodeFramesWithFfmpeg(withBundledFont, width, height);
    const last = outputFrames.length - 1;
    expect(
      differingPixels(
        outputFrames[last] as Buffer,
        bundledFrames[last] as Buffer,
        width,
        bottomRegion,
      ),
    ).toBeGreaterThan(200);
    // Elsewhere both stay within palette rounding of the input.
    expect(
      largestChannelDifference(
        outputFrames[last] as Buffer,
        bundledFrames[last] as Buffer,
        width,
        topRegion,
      ),
    ).toBeLessThanOrEqual(48);
  });

  for (const name of [
    "iss634.gif",
    "dispose-background.gif",
    "rotating-squares.gif",
    "animated-loop-3.gif",
  ]) {
    it(`keeps frames outside the window of ${name} (transparency, disposal, local palettes) exact`, async () => {
      const inputPath = fixture(`gif/${name}`);
      const before = await gifsicleInfo(inputPath);
      const { startsMs } = frameTimeline(before.delaysCentiseconds.map((delay) => delay * 10));
      // A window over the second frame only.
      const window = { start: (startsMs[1] as number) / 1000, end: (startsMs[2] as number) / 1000 };
      const outputPath = await addText(name, [
        {
          text: "Hi",
          font_family: "Verdana",
          font_size: 30,
          color: "#ff00ff",
          start_time: window.start,
          end_time: window.end,
        },
      ]);
      const after = await gifsicleInfo(outputPath);
      expect(after.frameCount).toBe(before.frameCount);
      expect(after.loop).toEqual(before.loop);
      expect(after.delaysCentiseconds).toEqual(
        // Exactly as read, 0 and 1 included.
        before.delaysCentiseconds,
      );
      const inputFrames = await decodeFramesWithFfmpeg(inputPath, before.width, before.height);
      const outputFrames = await decodeFramesWithFfmpeg(outputPath, before.width, before.height);
      const whole = { top: 0, bottom: before.height };
      for (const [index, input] of inputFrames.entries()) {
        const output = outputFrames[index] as Buffer;
        if (index === 1) {
          expect(colourPixels(output, before.width, whole, "#ff00ff").count).toBeGreaterThan(20);
        } else {
          expect(differingPixels(output, input, before.width, whole), `frame ${index}`).toBe(0);
        }
      }
    });
  }

  describe("bad input gets a clear message", () => {
    const gif = async () => ({
      name: "file",
      value: await readFile(fixture("gif/cogs.gif")),
      fileName: "cogs.gif",
      contentType: "image/gif",
    });
    const layers = (overrides: Record<string, unknown> = {}) => ({
      name: "layers",
      value: JSON.stringify([{ text: "Hello", ...overrides }]),
    });

    async function inputBlobs() {
      const keys: string[] = [];
      for await (const blob of server.runtime.services.store.list()) {
        if (blob.metadata.role === "input") keys.push(blob.key);
      }
      return keys;
    }

    it("a file that is not a GIF, named .gif", async () => {
      const response = await start([
        {
          name: "file",
          value: await readFile(fixture("image/elephant-660-480.jpg")),
          fileName: "photo.gif",
          contentType: "image/gif",
        },
        layers(),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "photo.gif is not a GIF file: its content does not match its name.",
        code: "unsupported-file-type",
      });
    });

    it("a corrupt GIF", async () => {
      const header = (await readFile(fixture("gif/classroom.gif"))).subarray(0, 800);
      const garbage = Buffer.from(
        Array.from({ length: 4000 }, (_, index) => (index * 131 + 7) % 251),
      );
      const response = await start([
        {
          name: "file",
          value: Buffer.concat([header, garbage]),
          fileName: "broken.gif",
          contentType: "image/gif",
        },
        layers(),
      ]);
      // The start route reads every frame header before queueing: the upload is refused at once.
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: "The GIF file is damaged or incomplete: it has no frame.",
        code: "damaged-input",
      });
      expect(await inputBlobs()).toEqual([]);
    });

    it("a font file that is not a font, and nothing of the upload is kept", async () => {
      const response = await start([
        await gif(),
        layers({ font_field: "font_0" }),
        {
          name: "font_0",
          value: Buffer.from("this is plain text, not a font"),
          fileName: "fancy.ttf",
          contentType: "font/ttf",
        },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'The custom font "fancy.ttf" (font_0) is not a TrueType or OpenType font. Upload a .ttf or .otf file.',
      );
      expect(await inputBlobs()).toEqual([]);
    });

    it("a real font under another extension", async () => {
      const response = await start([
        await gif(),
        layers({ font_field: "font_0" }),
        {
          name: "font_0",
          value: await readFile(customFontPath),
          fileName: "font.woff",
          contentType: "font/woff",
        },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(
        '"font.woff" (font_0) is not a TrueType or OpenType font',
      );
    });

    it("an end time before the start time", async () => {
      const response = await start([await gif(), layers({ start_time: 2, end_time: 1 })]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "Layer 1: the end time (1.00 s) must be after the start time (2.00 s).",
        code: "invalid-options",
      });
    });

    it("no text, an unknown font, a bad colour, unreadable layers", async () => {
      const cases: [unknown, string][] = [
        [[{ text: "   " }], "Layer 1 has no text. Type the text to add."],
        [
          [{ text: "a" }, { text: "b", font_family: "Papyrus" }],
          'Layer 2: unknown font "Papyrus". Choose one of Arial, Helvetica, Times New Roman, Courier New, Verdana, Georgia, Comic Sans MS, Impact.',
        ],
        [
          [{ text: "a", color: "red" }],
          "Layer 1: the text color must be a hex color such as #ffffff.",
        ],
        [
          [{ text: "a", animation_style: "spin" }],
          "Layer 1: animation must be none, fade or slide_up.",
        ],
        [[], "Add at least one text layer."],
      ];
      for (const [value, message] of cases) {
        const response = await start([
          await gif(),
          { name: "layers", value: JSON.stringify(value) },
        ]);
        expect(response.json().error).toBe(message);
      }
      const notJson = await start([await gif(), { name: "layers", value: "[{text:" }]);
      expect(notJson.json().error).toBe(
        "The text layers could not be read: layers must be a JSON array.",
      );
      const missing = await start([await gif()]);
      expect(missing.json().error).toBe("Add at least one text layer.");
    });

    it("a layer naming a font field that was not uploaded, or starting after the end", async () => {
      // The form alone shows the missing font: the start call refuses it (issue 13).
      const noFont = await start([await gif(), layers({ font_field: "font_3" })]);
      expect(noFont.statusCode).toBe(400);
      expect(noFont.json().error).toBe(
        "Layer 1 uses the custom font font_3, but no file was uploaded in that field.",
      );
      // cogs.gif plays for 0.22 s (a first frame of 0 cs is written as 2 cs, then 4 × 5 cs).
      const late = await start([await gif(), layers({ start_time: 5 })]);
      const lateStatus = await waitForTask(server.app, late.json().task_id);
      expect(lateStatus.error).toBe("Layer 1 starts at 5.00 s, after the end of the GIF (0.22 s).");
    });
  });
});
