import { describe, expect, it } from "vitest";
import { type CensorRegion, censorOptionsSchema, defaultRegion } from "./options.ts";

const parse = (regions: unknown) => censorOptionsSchema.safeParse({ regions });
const messageOf = (regions: unknown) => {
  const result = parse(regions);
  return result.success ? null : result.error.issues[0]?.message;
};
const region = (overrides: Record<string, unknown>) => ({ ...defaultRegion, ...overrides });

describe("censor options", () => {
  it("reads a JSON list from the form, fills defaults, rounds times to hundredths, lower-cases colors", () => {
    const result = parse(
      JSON.stringify([
        { x: "10", y: 20, width: 30, height: "40" },
        {
          x: 0,
          y: 0,
          width: 5,
          height: 5,
          style: "box",
          color: "#ABC",
          start_time: "0.123",
          end_time: "",
        },
      ]),
    );
    expect(result.success).toBe(true);
    expect(result.data?.regions).toEqual([
      { ...defaultRegion, x: 10, y: 20, width: 30, height: 40 },
      {
        ...defaultRegion,
        x: 0,
        y: 0,
        width: 5,
        height: 5,
        style: "box",
        color: "#aabbcc",
        start_time: 0.12,
        end_time: null,
      },
    ]);
  });

  it("parses its own output again to the same value (the worker parses what crossed the queue)", () => {
    const first = parse(JSON.stringify([region({ style: "pixelate", end_time: 1.5 })]));
    const again = parse(JSON.parse(JSON.stringify(first.data?.regions)) as CensorRegion[]);
    expect(again.data).toEqual(first.data);
  });

  it("names the region and the limit in every refusal", () => {
    expect(messageOf(undefined)).toBe("Draw at least one region to censor.");
    expect(messageOf("[]")).toBe("Draw at least one region to censor.");
    expect(messageOf("{")).toBe("The regions could not be read: regions must be a JSON array.");
    expect(messageOf('{"x":1}')).toBe(
      "The regions could not be read: regions must be a JSON array.",
    );
    expect(messageOf(JSON.stringify(Array(21).fill(defaultRegion)))).toBe(
      "Too many regions: at most 20.",
    );
    expect(messageOf(JSON.stringify([defaultRegion, 3]))).toBe(
      "Region 2 must be an object with x, y, width, height and style.",
    );
    expect(messageOf(JSON.stringify([region({ x: -1 })]))).toBe(
      "Region 1: x and y must be whole numbers of pixels from 0 to 20,000.",
    );
    expect(messageOf(JSON.stringify([region({ x: "0x10" })]))).toBe(
      "Region 1: x and y must be whole numbers of pixels from 0 to 20,000.",
    );
    expect(messageOf(JSON.stringify([region({ y: 1.5 })]))).toBe(
      "Region 1: x and y must be whole numbers of pixels from 0 to 20,000.",
    );
    expect(messageOf(JSON.stringify([region({ width: 0 })]))).toBe(
      "Region 1: width and height must be whole numbers of pixels from 1 to 20,000.",
    );
    expect(messageOf(JSON.stringify([region({ height: "1e308" })]))).toBe(
      "Region 1: width and height must be whole numbers of pixels from 1 to 20,000.",
    );
    expect(messageOf(JSON.stringify([region({ style: "swirl" })]))).toBe(
      "Region 1: style must be blur, pixelate or box.",
    );
    expect(messageOf(JSON.stringify([region({ strength: 101 })]))).toBe(
      "Region 1: strength must be a whole number of pixels from 2 to 100.",
    );
    expect(messageOf(JSON.stringify([region({ color: "red" })]))).toBe(
      "Region 1: the color must be a hex color such as #000000.",
    );
    expect(messageOf(JSON.stringify([region({ start_time: "Infinity" })]))).toBe(
      "Region 1: start_time must be a number of seconds from 0 to 86,400.",
    );
    expect(messageOf(JSON.stringify([region({ end_time: -1 })]))).toBe(
      "Region 1: end_time must be a number of seconds from 0 to 86,400, or blank for the end of the GIF.",
    );
    expect(messageOf(JSON.stringify([region({ start_time: 1, end_time: 1.001 })]))).toBe(
      "Region 1: end_time (1.00 s) must be after start_time (1.00 s).",
    );
  });
});
