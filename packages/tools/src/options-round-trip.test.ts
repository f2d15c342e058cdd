import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { toolList } from "./index.ts";

/**
 * The start call parses a tool's form with its schema; the worker parses the result again after
 * it crossed the queue as JSON. Every value the first parse accepts must pass the second and mean
 * the same (issue 13: numbers JSON cannot carry, such as Infinity, became null and failed there).
 */
const hostileValues: unknown[] = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "-1e308",
  "1e-308",
  "9007199254740993",
  "-0",
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1e308,
  -1e308,
];

const jsonListFields = new Set(["segments", "frame_durations", "effects", "layers"]);

const layerNumberFields = [
  "font_size",
  "stroke_width",
  "offset_x",
  "offset_y",
  "start_time",
  "end_time",
  "max_width_ratio",
  "line_height",
];

/** Form values to try in one field: the hostile numbers alone, and inside the JSON lists. */
function candidates(field: string): unknown[] {
  if (!jsonListFields.has(field)) return hostileValues;
  const numbers = ["NaN", "Infinity", "-Infinity", "1e308", "-1e308", "1e-308", "-0"];
  if (field === "layers") {
    return layerNumberFields.flatMap((name) =>
      numbers
        .map((number) => `[{"text":"a","${name}":${JSON.stringify(number)}}]`)
        .concat(
          ["1e308", "-1e308", "1e-308"].map((number) => `[{"text":"a","${name}":${number}}]`),
        ),
    );
  }
  if (field === "segments") {
    return ["1e308", "-1e308", "1e-308"].flatMap((number) => [
      `[{"start":0,"end":${number}}]`,
      `[{"start":${number},"end":1}]`,
    ]);
  }
  return ["1e308", "-1e308", "1e-308", "null"].map((number) => `[${number}]`);
}

describe("what the start call accepts, the worker's parse accepts unchanged", () => {
  for (const tool of toolList) {
    const shape = (tool.optionsSchema as unknown as { shape?: Record<string, z.ZodType> }).shape;
    if (!shape) continue;
    it(`${tool.id}: every field with NaN, ±Infinity, ±1e308`, () => {
      const failures: string[] = [];
      for (const field of Object.keys(shape)) {
        for (const value of candidates(field)) {
          const first = tool.optionsSchema.safeParse({ [field]: value });
          if (!first.success) continue;
          const sent = JSON.parse(JSON.stringify(first.data));
          const second = tool.optionsSchema.safeParse(sent);
          if (!second.success) {
            failures.push(`${field}=${String(value)}: ${second.error.issues[0]?.message}`);
          } else if (JSON.stringify(second.data) !== JSON.stringify(first.data)) {
            failures.push(`${field}=${String(value)}: parsed again to a different value`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

describe("numbers in form fields are decimal digits only", () => {
  // Each means 2 to Number(); a form field that takes "2" must refuse them (issue 28).
  const disguisedTwos = ["0x2", "2e0", "0b10", " 2", "2 ", "+2e0", "0o2"];
  for (const tool of toolList) {
    const shape = (tool.optionsSchema as unknown as { shape?: Record<string, z.ZodType> }).shape;
    if (!shape) continue;
    it(`${tool.id}: a field that reads "2" as 2 refuses ${disguisedTwos.join(", ")}`, () => {
      const accepted: string[] = [];
      let numericFields = 0;
      for (const field of Object.keys(shape)) {
        const plain = tool.optionsSchema.safeParse({ [field]: "2" });
        if (!plain.success || (plain.data as Record<string, unknown>)[field] !== 2) continue;
        numericFields++;
        for (const value of disguisedTwos) {
          if (tool.optionsSchema.safeParse({ [field]: value }).success) {
            accepted.push(`${field}=${JSON.stringify(value)}`);
          }
        }
      }
      expect(accepted).toEqual([]);
      // Tools without a number field (Reverse) have nothing to check.
      if (tool.id === "resize" || tool.id === "video-to-gif")
        expect(numericFields).toBeGreaterThan(0);
    });
  }
});
