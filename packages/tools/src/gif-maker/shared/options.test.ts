import { describe, expect, it } from "vitest";
import {
  checkGifMakerInputs,
  gifMakerDefaults,
  gifMakerOptionsSchema,
  orderedInputs,
  parseHexColour,
} from "./options.ts";

const parse = (fields: Record<string, string>) => gifMakerOptionsSchema.safeParse(fields);
const messageOf = (fields: Record<string, string>) => {
  const result = parse(fields);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("gifMakerOptionsSchema", () => {
  it("has the spec's defaults", () => {
    expect(gifMakerDefaults).toEqual({
      frame_duration: 500,
      loop_count: 0,
      quality_level: "high",
      transition_type: "none",
      transition_steps: 6,
      background_color: "#000000",
    });
  });

  it("reads the form's strings, and reads its own output again (the worker parses twice)", () => {
    const fields = {
      frame_durations: "[100, null, 5000]",
      effects: '["fade", "none", "zoom"]',
      frame_duration: "750",
      loop_count: "3",
      quality_level: "ultra",
      transition_type: "crossfade",
      transition_steps: "12",
      background_color: "#ffffff",
      order: '["url:0", "file:1", "file:0"]',
    };
    const parsed = gifMakerOptionsSchema.parse(fields);
    expect(parsed).toEqual({
      frame_durations: [100, null, 5000],
      effects: ["fade", "none", "zoom"],
      frame_duration: 750,
      loop_count: 3,
      quality_level: "ultra",
      transition_type: "crossfade",
      transition_steps: 12,
      background_color: "#ffffff",
      order: ["url:0", "file:1", "file:0"],
    });
    expect(gifMakerOptionsSchema.parse(parsed)).toEqual(parsed);
  });

  it("clamps transition steps to 2-12 as the spec says", () => {
    expect(parse({ transition_steps: "1" }).data?.transition_steps).toBe(2);
    expect(parse({ transition_steps: "40" }).data?.transition_steps).toBe(12);
    expect(messageOf({ transition_steps: "many" })).toBe(
      "Transition steps must be a number from 2 to 12.",
    );
  });

  it("refuses values out of range with messages that name the range", () => {
    expect(messageOf({ frame_durations: "[40]" })).toBe(
      "Each frame duration must be a whole number of milliseconds from 50 to 5000.",
    );
    expect(messageOf({ frame_durations: "[5001]" })).toBe(
      "Each frame duration must be a whole number of milliseconds from 50 to 5000.",
    );
    expect(messageOf({ frame_durations: "not json" })).toBe(
      "Each frame duration must be a whole number of milliseconds from 50 to 5000.",
    );
    expect(messageOf({ effects: '["spin"]' })).toBe(
      "Each frame effect must be none, fade or zoom.",
    );
    expect(messageOf({ frame_duration: "99" })).toBe(
      "Frame duration must be a whole number of milliseconds from 100 to 2000.",
    );
    expect(messageOf({ loop_count: "11" })).toBe(
      "Loop count must be a whole number from 0 (forever) to 10.",
    );
    expect(messageOf({ loop_count: "-1" })).toBe(
      "Loop count must be a whole number from 0 (forever) to 10.",
    );
    expect(messageOf({ quality_level: "best" })).toBe(
      "Quality must be low, medium, high or ultra.",
    );
    expect(messageOf({ transition_type: "wipe" })).toBe("Transition must be none or crossfade.");
    expect(messageOf({ order: '["file:0", "disk:1"]' })).toBe(
      'order must be a JSON list of "file:N" and "url:N" entries.',
    );
  });
});

describe("checkGifMakerInputs and orderedInputs", () => {
  const options = (fields: Record<string, string>) => gifMakerOptionsSchema.parse(fields);

  it("takes files first, then URLs, without an order", () => {
    expect(orderedInputs(options({}), { fileCount: 2, urlCount: 1 })).toEqual([
      { kind: "file", index: 0 },
      { kind: "file", index: 1 },
      { kind: "url", index: 0 },
    ]);
  });

  it("follows the order, which must name every input once", () => {
    const ordered = options({ order: '["url:0", "file:1", "file:0"]' });
    expect(orderedInputs(ordered, { fileCount: 2, urlCount: 1 })).toEqual([
      { kind: "url", index: 0 },
      { kind: "file", index: 1 },
      { kind: "file", index: 0 },
    ]);
    expect(checkGifMakerInputs(ordered, { fileCount: 2, urlCount: 1 })).toBeNull();
    expect(checkGifMakerInputs(ordered, { fileCount: 2, urlCount: 2 })).toBe(
      "order lists 3 of the 4 images; it must list each once.",
    );
    expect(checkGifMakerInputs(ordered, { fileCount: 1, urlCount: 1 })).toBe(
      "order names file:1, but 1 file was sent.",
    );
    expect(
      checkGifMakerInputs(options({ order: '["file:0", "file:0"]' }), {
        fileCount: 2,
        urlCount: 0,
      }),
    ).toBe("order names file:0 twice.");
  });

  it("wants one duration and one effect per image", () => {
    expect(
      checkGifMakerInputs(options({ frame_durations: "[500, 600]" }), {
        fileCount: 3,
        urlCount: 0,
      }),
    ).toBe("frame_durations has 2 entries for 3 images; send one per image.");
    expect(
      checkGifMakerInputs(options({ effects: '["fade"]' }), { fileCount: 1, urlCount: 1 }),
    ).toBe("effects has 1 entry for 2 images; send one per image.");
    expect(
      checkGifMakerInputs(options({ frame_durations: "[500, 600]", effects: '["fade", "zoom"]' }), {
        fileCount: 1,
        urlCount: 1,
      }),
    ).toBeNull();
  });

  it("reads the background colour", () => {
    expect(parseHexColour("#1a2B3c")).toEqual({ red: 0x1a, green: 0x2b, blue: 0x3c });
  });
});
