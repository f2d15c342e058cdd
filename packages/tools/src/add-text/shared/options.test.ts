import { describe, expect, it } from "vitest";
import { customFontRefusedMessage, isFontFileHead } from "./font-file.ts";
import { resolveTextLayer } from "./layers.ts";
import {
  addTextOptionsSchema,
  defaultTextLayer,
  normaliseTextLayer,
  type TextLayerOptions,
  textPresets,
} from "./options.ts";

const parse = (layers: unknown) =>
  addTextOptionsSchema.safeParse({ layers: JSON.stringify(layers) });
const layer = (overrides: Record<string, unknown>) => {
  const result = normaliseTextLayer({ text: "Hi", ...overrides }, 0);
  if ("error" in result) throw new Error(result.error);
  return result;
};

describe("Add Text layer options", () => {
  it("fills the spec's defaults", () => {
    expect(layer({})).toEqual({ ...defaultTextLayer, text: "Hi" });
  });

  it("clamps font size 8-150, stroke 0-5, max width 40-100%, line height 1-2 in 0.05 steps, whole-pixel offsets", () => {
    expect([layer({ font_size: 2 }).font_size, layer({ font_size: "400" }).font_size]).toEqual([
      8, 150,
    ]);
    expect([
      layer({ stroke_width: -1 }).stroke_width,
      layer({ stroke_width: 9 }).stroke_width,
    ]).toEqual([0, 5]);
    expect([
      layer({ max_width_ratio: 0.1 }).max_width_ratio,
      layer({ max_width_ratio: 3 }).max_width_ratio,
    ]).toEqual([0.4, 0.4]);
    expect(layer({ max_width_ratio: 80 }).max_width_ratio).toBe(0.8); // a percentage
    expect(layer({ max_width_ratio: 1 }).max_width_ratio).toBe(1);
    expect([
      layer({ line_height: 0.5 }).line_height,
      layer({ line_height: 3 }).line_height,
      layer({ line_height: 1.33 }).line_height,
    ]).toEqual([1, 2, 1.35]);
    expect([layer({ offset_x: "12.6" }).offset_x, layer({ offset_y: -3.4 }).offset_y]).toEqual([
      13, -3,
    ]);
  });

  it("falls back where the spec says: max width 0.95, line height 1.2, offsets 0", () => {
    const fallen = layer({
      max_width_ratio: "wide",
      line_height: "",
      offset_x: "left",
      offset_y: null,
      font_size: "big",
    });
    expect([
      fallen.max_width_ratio,
      fallen.line_height,
      fallen.offset_x,
      fallen.offset_y,
      fallen.font_size,
    ]).toEqual([0.95, 1.2, 0, 0, 24]);
  });

  it("reads times in 0.01 s steps; a blank end is the end of the GIF", () => {
    expect(layer({ start_time: "1.234", end_time: "2.006" })).toMatchObject({
      start_time: 1.23,
      end_time: 2.01,
    });
    expect(layer({ start_time: -3, end_time: "" })).toMatchObject({
      start_time: 0,
      end_time: null,
    });
  });

  it("reads colours as lower-case #rrggbb and booleans from form strings", () => {
    expect(layer({ color: "#ABC", stroke_color: "00FF00" })).toMatchObject({
      color: "#aabbcc",
      stroke_color: "#00ff00",
    });
    expect(layer({ auto_fit: "false" }).auto_fit).toBe(false);
  });

  it("parses its own output again unchanged (the worker parses stored options)", () => {
    const first = parse([{ text: "a", font_size: 500, end_time: 2, font_field: "font_0" }]);
    expect(first.success).toBe(true);
    const again = addTextOptionsSchema.safeParse(first.data);
    expect(again.data).toEqual(first.data);
  });

  it("refuses what cannot be guessed, naming the layer", () => {
    const message = (layers: unknown) => parse(layers).error?.issues[0]?.message;
    expect(message([{ text: "a", end_time: 1, start_time: 1 }])).toBe(
      "Layer 1: the end time (1.00 s) must be after the start time (1.00 s).",
    );
    expect(message([{ text: "a" }, { text: "b", horizontal_align: "middle" }])).toBe(
      "Layer 2: horizontal alignment must be left, center or right.",
    );
    expect(message([{ text: "a", font_field: "../etc/passwd" }])).toBe(
      "Layer 1: font_field must name a custom font field such as font_0.",
    );
    expect(message([{ text: "x".repeat(501) }])).toBe(
      "Layer 1: the text is too long (at most 500 characters per layer).",
    );
    expect(message(Array.from({ length: 21 }, () => ({ text: "a" })))).toBe(
      "Too many text layers: at most 20.",
    );
    expect(message({ text: "a" })).toBe(
      "The text layers could not be read: layers must be a JSON array.",
    );
  });

  it("has the spec's presets", () => {
    expect(textPresets.meme.settings).toMatchObject({
      font_family: "Impact",
      font_size: 36,
      color: "#ffffff",
      stroke_color: "#000000",
      stroke_width: 3,
      horizontal_align: "center",
      vertical_align: "top",
    });
    expect(textPresets.subtitle.settings).toMatchObject({
      font_family: "Arial",
      font_size: 18,
      color: "#000000",
      stroke_color: "#ffffff",
      stroke_width: 1,
      horizontal_align: "left",
      vertical_align: "top",
      offset_x: 10,
      offset_y: 10,
    });
    expect(textPresets.clean.settings).toMatchObject({
      font_family: "Georgia",
      font_size: 24,
      color: "#333333",
      stroke_color: "#ffffff",
      stroke_width: 0,
      horizontal_align: "center",
      vertical_align: "bottom",
      offset_x: 0,
      offset_y: -20,
    });
  });

  it("resolves a layer to the shared layout's terms, with the custom font's family when it has one", () => {
    const sent: TextLayerOptions = {
      ...defaultTextLayer,
      font_family: "Impact",
      start_time: 1,
      end_time: 2,
    };
    expect(resolveTextLayer(sent).style.fontFamily).toBe("GifKit Anton");
    expect(resolveTextLayer({ ...sent, font_field: "font_2" }).style.fontFamily).toBe(
      "GifKit Custom font_2",
    );
    expect(resolveTextLayer(sent).timing).toEqual({
      startTimeSeconds: 1,
      endTimeSeconds: 2,
      animationStyle: "none",
    });
    expect(resolveTextLayer(sent).paint).toEqual({
      color: "#ffffff",
      strokeColor: "#000000",
      strokeWidthPx: 2,
    });
  });
});

describe("custom font files", () => {
  it("are TrueType or OpenType by their first bytes", () => {
    expect(isFontFileHead(Uint8Array.of(0, 1, 0, 0, 9))).toBe(true);
    expect(isFontFileHead(new TextEncoder().encode("OTTO...."))).toBe(true);
    expect(isFontFileHead(new TextEncoder().encode("true...."))).toBe(true);
    expect(isFontFileHead(new TextEncoder().encode("wOF2...."))).toBe(false);
    expect(isFontFileHead(new TextEncoder().encode("GIF89a"))).toBe(false);
    expect(isFontFileHead(Uint8Array.of(0, 1))).toBe(false);
    expect(customFontRefusedMessage("a.ttf", "font_0")).toBe(
      'The custom font "a.ttf" (font_0) is not a TrueType or OpenType font. Upload a .ttf or .otf file.',
    );
  });
});

describe("Add Text layers are strict (issue 40)", () => {
  it("refuses a setting a layer does not take", () => {
    const parsed = addTextOptionsSchema.safeParse({
      layers: JSON.stringify([{ text: "Hi", colour: "#ff0000" }]),
    });
    expect(parsed.error?.issues[0]?.message).toBe('Layer 1: unknown setting "colour".');
    expect(
      addTextOptionsSchema.safeParse({ layers: JSON.stringify([{ text: "Hi", color: "#ff0000" }]) })
        .success,
    ).toBe(true);
  });
});
