import { describe, expect, it } from "vitest";
import {
  checkCombineInputs,
  combineDefaults,
  combineOptionsSchema,
  orderedInputs,
} from "./options.ts";

const firstMessage = (fields: Record<string, unknown>) =>
  combineOptionsSchema.safeParse(fields).error?.issues[0]?.message;

describe("Combine options", () => {
  it("defaults to one after another, the first GIF's size, transparent padding, shorter ones looping", () => {
    expect(combineDefaults).toEqual({
      layout: "sequence",
      size: "first",
      background: "transparent",
      timing: "loop-shorter",
    });
  });

  it("reads the form's strings", () => {
    expect(
      combineOptionsSchema.parse({
        layout: "vertical",
        size: "smallest",
        background: " #FFAA00 ",
        order: '["url:0","file:1","file:0"]',
      }),
    ).toEqual({
      layout: "vertical",
      size: "smallest",
      background: "#ffaa00",
      timing: "loop-shorter",
      order: ["url:0", "file:1", "file:0"],
    });
  });

  it("says what each field takes", () => {
    expect(firstMessage({ layout: "grid" })).toBe(
      "Layout must be sequence, horizontal or vertical.",
    );
    expect(firstMessage({ size: "huge" })).toBe("Size must be first, largest or smallest.");
    expect(firstMessage({ background: "red" })).toBe(
      'Background must be "transparent" or a hex color such as #ffffff.',
    );
    expect(firstMessage({ timing: "longest-frame" })).toBe("Timing must be loop-shorter.");
    expect(firstMessage({ order: "[file:0" })).toBe(
      'order must be a JSON list of "file:N" and "url:N" entries.',
    );
    expect(firstMessage({ order: '["image:0"]' })).toBe(
      'order must be a JSON list of "file:N" and "url:N" entries.',
    );
  });
});

describe("checkCombineInputs and orderedInputs", () => {
  it("takes 2 to 20 animations", () => {
    expect(checkCombineInputs({}, { fileCount: 1, urlCount: 0 })).toBe(
      "Combine takes 2 to 20 animations; 1 was given.",
    );
    expect(checkCombineInputs({}, { fileCount: 20, urlCount: 1 })).toBe(
      "Combine takes 2 to 20 animations; 21 were given.",
    );
    expect(checkCombineInputs({}, { fileCount: 1, urlCount: 1 })).toBeNull();
  });

  it("wants order to name every input once", () => {
    const counts = { fileCount: 2, urlCount: 1 };
    expect(checkCombineInputs({ order: ["file:2", "file:0", "url:0"] }, counts)).toBe(
      "order names file:2, but 2 files were sent.",
    );
    expect(checkCombineInputs({ order: ["file:0", "file:0", "url:0"] }, counts)).toBe(
      "order names file:0 twice.",
    );
    expect(checkCombineInputs({ order: ["file:0", "url:0"] }, counts)).toBe(
      "order lists 2 of the 3 animations; it must list each once.",
    );
    expect(checkCombineInputs({ order: ["url:0", "file:1", "file:0"] }, counts)).toBeNull();
  });

  it("orders files then links without `order`, and as `order` says with it", () => {
    expect(orderedInputs(undefined, { fileCount: 2, urlCount: 1 })).toEqual([
      { kind: "file", index: 0 },
      { kind: "file", index: 1 },
      { kind: "url", index: 0 },
    ]);
    expect(orderedInputs(["url:0", "file:1", "file:0"], { fileCount: 2, urlCount: 1 })).toEqual([
      { kind: "url", index: 0 },
      { kind: "file", index: 1 },
      { kind: "file", index: 0 },
    ]);
  });
});

describe("Combine order by number (issue 40)", () => {
  it('reads "file:01" as file 1: beside "file:1" it is a duplicate, refused', () => {
    const options = combineOptionsSchema.parse({ order: '["file:01","file:1"]' });
    expect(options.order).toEqual(["file:1", "file:1"]);
    expect(checkCombineInputs(options, { fileCount: 2, urlCount: 0 })).toBe(
      "order names file:1 twice.",
    );
    // The parsed form parses to itself (the worker parses the options again).
    expect(combineOptionsSchema.parse(JSON.parse(JSON.stringify(options))).order).toEqual(
      options.order,
    );
  });
});
