import { describe, expect, it } from "vitest";
import { cssFont, layoutText, type MeasureText, type TextBlockStyle, wrapText } from "./layout.ts";

/** Every character is half the font size wide: easy to reason about, like a monospace font. */
const measure: MeasureText = (text, font) => {
  const size = Number(/^([\d.]+)px/.exec(font)?.[1]);
  return Array.from(text).length * size * 0.5;
};

const style = (overrides: Partial<TextBlockStyle> = {}): TextBlockStyle => ({
  text: "Sample Text",
  fontSizePx: 20,
  fontFamily: "GifKit Arimo",
  horizontalAlign: "center",
  verticalAlign: "middle",
  offsetX: 0,
  offsetY: 0,
  maxWidthRatio: 1,
  lineHeight: 1.2,
  autoFit: false,
  ...overrides,
});

describe("wrapText", () => {
  const font = cssFont(20, "F"); // 10 px per character

  it("breaks between words at the width limit", () => {
    expect(wrapText("aaa bbb ccc", font, 70, measure)).toEqual(["aaa bbb", "ccc"]);
    expect(wrapText("aaa bbb ccc", font, 69, measure)).toEqual(["aaa", "bbb", "ccc"]);
  });

  it("keeps explicit line breaks and blank lines, collapses runs of spaces", () => {
    expect(wrapText("top  line\n\nbottom", font, 1000, measure)).toEqual([
      "top line",
      "",
      "bottom",
    ]);
  });

  it("breaks a word longer than the width between characters, keeping accents whole", () => {
    expect(wrapText("abcdefghij", font, 40, measure)).toEqual(["abcd", "efgh", "ij"]);
    // "e" + combining acute is one grapheme: it never splits from its letter.
    // (The test measure counts code points, so "e\u0301" is 20 px wide.)
    expect(wrapText("ae\u0301e\u0301e\u0301", font, 40, measure)).toEqual([
      "ae\u0301",
      "e\u0301e\u0301",
    ]);
  });

  it("continues after a broken word on the same line when the next word fits", () => {
    expect(wrapText("abcdefg hi", font, 50, measure)).toEqual(["abcde", "fg hi"]);
  });

  it("keeps a single character wider than the limit instead of looping", () => {
    expect(wrapText("ab", font, 5, measure)).toEqual(["a", "b"]);
  });

  it("draws nothing for empty or blank text", () => {
    expect(wrapText("", font, 100, measure)).toEqual([]);
    expect(wrapText("  \n ", font, 100, measure)).toEqual([]);
  });
});

describe("layoutText", () => {
  const canvas = { width: 400, height: 200 };

  it("wraps at max_width_ratio of the canvas width", () => {
    // 0.5 × 400 = 200 px = 20 characters at 20 px.
    const layout = layoutText(
      style({ text: "one two three four five six", maxWidthRatio: 0.5 }),
      canvas,
      measure,
    );
    expect(layout.lines.map((line) => line.text)).toEqual(["one two three four", "five six"]);
    expect(layout.lines.map((line) => line.width)).toEqual([180, 80]);
  });

  it("centres the block and spaces lines by line_height", () => {
    const layout = layoutText(style({ text: "ab\ncd", lineHeight: 1.5 }), canvas, measure);
    expect(layout.lineHeightPx).toBe(30);
    expect(layout.textAlign).toBe("center");
    expect(layout.textBaseline).toBe("middle");
    // Block 60 px tall centred in 200: top 70, line centres at 85 and 115.
    expect(layout.lines.map((line) => [line.x, line.y])).toEqual([
      [200, 85],
      [200, 115],
    ]);
    expect(layout.box).toEqual({ x: 190, y: 70, width: 20, height: 60 });
  });

  it("aligns left and right inside the wrap column, top and bottom on the canvas", () => {
    // Column of 0.9 × 400 = 360 px from x = 20 to 380.
    const left = layoutText(
      style({ horizontalAlign: "left", verticalAlign: "top", maxWidthRatio: 0.9 }),
      canvas,
      measure,
    );
    expect(left.textAlign).toBe("left");
    expect([left.lines[0]?.x, left.lines[0]?.y]).toEqual([20, 12]);
    expect(left.box.x).toBe(20);

    const right = layoutText(
      style({ horizontalAlign: "right", verticalAlign: "bottom", maxWidthRatio: 0.9 }),
      canvas,
      measure,
    );
    expect(right.textAlign).toBe("right");
    expect([right.lines[0]?.x, right.lines[0]?.y]).toEqual([380, 188]);
    expect(right.box).toEqual({ x: 380 - 110, y: 176, width: 110, height: 24 });
  });

  it("moves the block by the offsets (the spec's Subtitle and Clean presets)", () => {
    const subtitle = layoutText(
      style({
        horizontalAlign: "left",
        verticalAlign: "top",
        offsetX: 10,
        offsetY: 10,
        maxWidthRatio: 0.95,
      }),
      canvas,
      measure,
    );
    expect([subtitle.lines[0]?.x, subtitle.lines[0]?.y]).toEqual([20, 22]);
    const clean = layoutText(style({ verticalAlign: "bottom", offsetY: -20 }), canvas, measure);
    expect(clean.box.y + clean.box.height).toBe(180);
  });

  it("auto-fit shrinks by 10% per step until the block fits in 95% of the height", () => {
    // 10 lines of 40 px × 1.2 = 480 px in a 200 px canvas: limit 190 px.
    const text = Array.from({ length: 10 }, () => "x").join("\n");
    const layout = layoutText(style({ text, fontSizePx: 40, autoFit: true }), canvas, measure);
    // 40 → 36 → 32.4 → 29.16 → 26.24 → 23.62 → 21.26 → 19.13 → 17.22 → 15.5 (10 × 15.5 × 1.2 = 186 ≤ 190)
    expect(layout.autoFitSteps).toBe(9);
    expect(layout.fontSizePx).toBe(15.5);
    expect(layout.lines.length * layout.lineHeightPx).toBeLessThanOrEqual(190);
    expect(layout.font).toBe('15.5px "GifKit Arimo"');
  });

  it("auto-fit re-wraps at each size, so a smaller font can need fewer lines", () => {
    // At 40 px (20 px per char) 200 px holds 10 chars: 3 lines; smaller sizes hold more per line.
    const layout = layoutText(
      style({ text: "aaaa bbbb cccc dddd", fontSizePx: 40, autoFit: true, maxWidthRatio: 0.5 }),
      { width: 400, height: 60 },
      measure,
    );
    expect(layout.lines.length * layout.lineHeightPx).toBeLessThanOrEqual(57);
    expect(layout.lines.length).toBeLessThan(4);
  });

  it("auto-fit stops at 8 px", () => {
    const text = Array.from({ length: 40 }, () => "x").join("\n");
    const layout = layoutText(style({ text, fontSizePx: 150, autoFit: true }), canvas, measure);
    expect(layout.fontSizePx).toBe(8);
    expect(layout.autoFitSteps).toBeLessThanOrEqual(50);
  });

  it("without auto-fit the size is kept even when the block overflows", () => {
    const text = Array.from({ length: 10 }, () => "x").join("\n");
    const layout = layoutText(style({ text, fontSizePx: 40, autoFit: false }), canvas, measure);
    expect(layout.fontSizePx).toBe(40);
    expect(layout.autoFitSteps).toBe(0);
  });

  it("auto-fit from the largest size reaches the 8 px floor within the 50-step cap", () => {
    // A canvas too short for even 8 px text: 150 × 0.9^28 < 8, so the floor ends the loop.
    const layout = layoutText(
      style({ text: "x", fontSizePx: 150, autoFit: true }),
      { width: 400, height: 1 },
      measure,
    );
    expect(layout.fontSizePx).toBe(8);
    expect(layout.autoFitSteps).toBe(28);
  });
});
