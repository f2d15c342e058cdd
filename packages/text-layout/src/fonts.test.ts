import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { bundledFontFiles, bundledFonts, customFontFamily, fontNames } from "./fonts.ts";

const require = createRequire(import.meta.url);

describe("bundled fonts", () => {
  it("maps each of the spec's eight names to a font", () => {
    expect(fontNames).toHaveLength(8);
    for (const name of fontNames) expect(bundledFonts[name].family).toMatch(/^GifKit /);
    expect(bundledFonts.Arial).toBe(bundledFonts.Helvetica);
    expect(bundledFontFiles).toHaveLength(7);
  });

  it("ships every font as an installed TrueType file", () => {
    for (const font of bundledFontFiles) {
      const head = readFileSync(require.resolve(font.file)).subarray(0, 4);
      expect(head.toString("hex"), font.file).toBe("00010000");
    }
  });

  it("gives custom fonts a family name of safe characters", () => {
    expect(customFontFamily("font_0")).toBe("GifKit Custom font_0");
    expect(customFontFamily('font_"1')).toBe("GifKit Custom font_1");
  });
});
