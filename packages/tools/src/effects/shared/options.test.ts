import { describe, expect, it } from "vitest";
import {
  defaultFilter,
  effectsMessages,
  effectsOptionsSchema,
  filterNames,
  isPointFilter,
  presets,
} from "./options.ts";

const parse = (fields: Record<string, unknown>) => effectsOptionsSchema.safeParse(fields);
const message = (fields: Record<string, unknown>) =>
  parse(fields).error?.issues[0]?.message ?? "parsed";

describe("effects options", () => {
  it("reads the form's JSON text, fills each filter's default setting and keeps the order", () => {
    const parsed = effectsOptionsSchema.parse({
      filters: JSON.stringify([
        { name: "contrast", value: "1.2" },
        "sepia",
        { name: "tint", color: "#00FF00" },
        { name: "blur" },
      ]),
      transparency: '{"make_transparent": "#FFFFFF"}',
      loop_count: "3",
    });
    expect(parsed).toEqual({
      filters: [
        { name: "contrast", value: 1.2 },
        { name: "sepia" },
        { name: "tint", color: "#00ff00", strength: 0.5 },
        { name: "blur", radius: 2 },
      ],
      transparency: { make_transparent: "#ffffff", tolerance: 10 },
      loop_count: 3,
    });
    // The worker parses the parsed options again: the same options come out.
    expect(effectsOptionsSchema.parse(parsed)).toEqual(parsed);
  });

  it("leaves the loop and transparency as they are when absent or blank", () => {
    expect(
      effectsOptionsSchema.parse({ filters: '["negate"]', transparency: "", loop_count: "" }),
    ).toEqual({ filters: [{ name: "negate" }], transparency: undefined, loop_count: undefined });
    expect(effectsOptionsSchema.parse({ loop_count: "0" }).loop_count).toBe(0);
    expect(effectsOptionsSchema.parse({ transparency: { replace_with: "#112233" } })).toEqual({
      filters: [],
      transparency: { replace_with: "#112233" },
      loop_count: undefined,
    });
  });

  it("names what is wrong, the filter's position and the limit", () => {
    expect(message({})).toBe(effectsMessages.nothingToDo);
    expect(message({ filters: "[]" })).toBe(effectsMessages.nothingToDo);
    expect(message({ filters: "grayscale" })).toBe(effectsMessages.filtersList);
    expect(message({ filters: '{"name": "grayscale"}' })).toBe(effectsMessages.filtersList);
    expect(message({ filters: JSON.stringify(Array(21).fill("negate")) })).toBe(
      "Too many filters: at most 20.",
    );
    expect(message({ filters: '["negate", {"name": "emboss"}]' })).toBe(
      'Filter 2: unknown name "emboss"; use one of grayscale, sepia, negate, monochrome, brightness, contrast, saturation, hue, tint, blur, sharpen, vignette.',
    );
    expect(message({ filters: '[{"name": "brightness", "value": 1.5}]' })).toBe(
      "Filter 1 (brightness): value must be a number from -1 to 1.",
    );
    expect(message({ filters: '[{"name": "contrast", "value": -0.1}]' })).toBe(
      "Filter 1 (contrast): value must be a number from 0 to 3.",
    );
    expect(message({ filters: '[{"name": "saturation", "value": "lots"}]' })).toBe(
      "Filter 1 (saturation): value must be a number from 0 to 3.",
    );
    expect(message({ filters: '[{"name": "hue", "value": 181}]' })).toBe(
      "Filter 1 (hue): value must be a number from -180 to 180.",
    );
    expect(message({ filters: '[{"name": "monochrome", "threshold": 2}]' })).toBe(
      "Filter 1 (monochrome): threshold must be a number from 0 to 1.",
    );
    expect(message({ filters: '[{"name": "tint", "color": "red"}]' })).toBe(
      "Filter 1 (tint): color must be a hex color such as #ff8800.",
    );
    expect(message({ filters: '[{"name": "tint", "strength": 1.1}]' })).toBe(
      "Filter 1 (tint): strength must be a number from 0 to 1.",
    );
    expect(message({ filters: '[{"name": "blur", "radius": 50}]' })).toBe(
      "Filter 1 (blur): radius must be a number of pixels from 0.1 to 20.",
    );
    expect(message({ filters: '[{"name": "sharpen", "amount": 0}]' })).toBe(
      "Filter 1 (sharpen): amount must be a number from 0.1 to 5.",
    );
    expect(message({ filters: '[{"name": "vignette", "strength": 0}]' })).toBe(
      "Filter 1 (vignette): strength must be a number from 0.05 to 1.",
    );
    expect(message({ transparency: "#ffffff" })).toBe(effectsMessages.transparency);
    expect(message({ transparency: '{"replace_with": "#fff", "make_transparent": "#fff"}' })).toBe(
      effectsMessages.transparency,
    );
    expect(message({ transparency: '{"replace_with": "white"}' })).toBe(
      "transparency.replace_with must be a hex color such as #ffffff.",
    );
    expect(message({ transparency: '{"make_transparent": "#ffffff", "tolerance": 101}' })).toBe(
      "transparency.tolerance must be a number from 0 to 100 (percent).",
    );
    expect(message({ loop_count: "1.5" })).toBe(
      "Loop count must be a whole number from 0 (forever) to 1000 plays.",
    );
    // Form numbers are decimal digits only (issue 28): no hexadecimal, exponent or spaces.
    for (const text of ["0x2", "1e2", " 3 "]) {
      expect(message({ loop_count: text })).toBe(
        "Loop count must be a whole number from 0 (forever) to 1000 plays.",
      );
    }
    expect(message({ filters: '[{"name": "contrast", "value": "1e0"}]' })).toBe(
      "Filter 1 (contrast): value must be a number from 0 to 3.",
    );
    expect(message({ loop_count: "1001" })).toBe(
      "Loop count must be a whole number from 0 (forever) to 1000 plays.",
    );
  });

  it("gives every filter a default the schema accepts, and presets of valid filters", () => {
    for (const name of filterNames) {
      const filter = defaultFilter(name);
      expect(effectsOptionsSchema.parse({ filters: [filter] }).filters).toEqual([filter]);
    }
    for (const preset of Object.values(presets)) {
      expect(effectsOptionsSchema.parse({ filters: preset.filters }).filters).toEqual(
        preset.filters,
      );
    }
  });

  it("counts only per-color filters as palette filters", () => {
    expect(filterNames.filter((name) => !isPointFilter(defaultFilter(name)))).toEqual([
      "blur",
      "sharpen",
      "vignette",
    ]);
  });
});

describe("effects filter entries are strict (issue 40)", () => {
  it("refuses unknown keys, __proto__ included, and a null value", () => {
    expect(
      parse({ filters: '[{"name":"contrast","value":1.2,"extra":1}]' }).error?.issues[0]?.message,
    ).toBe('Filter 1 (contrast): unknown field "extra"; it takes name, value.');
    expect(
      parse({ filters: '[{"name":"grayscale","__proto__":{"x":1}}]' }).error?.issues[0]?.message,
    ).toBe('Filter 1 (grayscale): unknown field "__proto__"; it takes name.');
    expect(parse({ filters: '[{"name":"contrast","value":null}]' }).error?.issues[0]?.message).toBe(
      "Filter 1 (contrast): value must be a number from 0 to 3.",
    );
    expect(parse({ transparency: '{"replace_with":"#ffffff","x":1}' }).success).toBe(false);
    expect(parse({ filters: '[{"name":"contrast","value":1.2}]' }).success).toBe(true);
  });
});
