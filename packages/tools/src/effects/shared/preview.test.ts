import { describe, expect, it } from "vitest";
import { presets } from "./options.ts";
import { previewLook } from "./preview.ts";

describe("the editor's preview look", () => {
  it("maps each filter to a CSS filter function, in order", () => {
    expect(
      previewLook(
        [
          { name: "grayscale" },
          { name: "contrast", value: 1.2 },
          { name: "brightness", value: -0.25 },
          { name: "hue", value: 90 },
          { name: "saturation", value: 1.5 },
          { name: "negate" },
          { name: "sepia" },
          { name: "blur", radius: 2 },
          { name: "monochrome", threshold: 0.25 },
        ],
        undefined,
        "fx",
      ),
    ).toEqual({
      css: "grayscale(1) contrast(1.2) brightness(0.75) hue-rotate(90deg) saturate(1.5) invert(1) sepia(1) blur(2px) grayscale(1) brightness(2) contrast(100)",
      svgFilters: [],
      vignetteStrength: 0,
      background: null,
    });
  });

  it("names SVG filters for tint and sharpen where they stand in the list", () => {
    const look = previewLook(
      [
        { name: "tint", color: "#ff0000", strength: 1 },
        { name: "sharpen", amount: 2 },
      ],
      { replace_with: "#00ff00" },
      "p",
    );
    expect(look.css).toBe("url(#p-0) url(#p-1)");
    expect(look.svgFilters).toEqual([
      { id: "p-0", kind: "matrix", values: "0.299 0.587 0.114 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0" },
      { id: "p-1", kind: "convolve", kernel: "0 -0.5 0 -0.5 3 -0.5 0 -0.5 0" },
    ]);
    expect(look.background).toBe("#00ff00");
  });

  it("shades a vignette over the picture and has no filter for no filters", () => {
    expect(previewLook(presets["old-film"].filters, undefined, "x")).toMatchObject({
      css: "sepia(1) contrast(1.1)",
      vignetteStrength: 0.5,
    });
    expect(previewLook([], { make_transparent: "#ffffff", tolerance: 5 }, "x")).toEqual({
      css: "none",
      svgFilters: [],
      vignetteStrength: 0,
      background: null,
    });
  });
});
