import { describe, expect, it } from "vitest";
import {
  checkFrameIndexes,
  framesMessages,
  framesOptionsSchema,
  indexOutOfRangeMessage,
  planFrames,
} from "./options.ts";

/** The message the start call would answer (the first issue's), or "ok". */
function messageFor(fields: Record<string, unknown>): string {
  const parsed = framesOptionsSchema.safeParse(fields);
  return parsed.success ? "ok" : (parsed.error.issues[0]?.message ?? "");
}

describe("Edit frames options", () => {
  it("reads the list as JSON text (a form) and as a list (the worker's second parse)", () => {
    const text = framesOptionsSchema.parse({
      frames: '[{"index":2,"delay_cs":0},{"index":0}]',
      loop_count: "3",
    });
    expect(text).toEqual({ frames: [{ index: 2, delay_cs: 0 }, { index: 0 }], loop_count: 3 });
    expect(framesOptionsSchema.parse(JSON.parse(JSON.stringify(text)))).toEqual(text);
  });

  it("blank or absent fields keep everything: every frame, the GIF's own loop", () => {
    expect(framesOptionsSchema.parse({})).toEqual({});
    expect(framesOptionsSchema.parse({ frames: " ", loop_count: "" })).toEqual({});
  });

  it("takes delays 0 and 1 and the largest a GIF stores, loop 0 (forever)", () => {
    expect(
      messageFor({
        frames: '[{"index":0,"delay_cs":0},{"index":0,"delay_cs":1},{"index":1,"delay_cs":65535}]',
        loop_count: "0",
      }),
    ).toBe("ok");
  });

  it("says what a list must be when it is not JSON, not a list, or an entry is not an object", () => {
    expect(messageFor({ frames: "[{index:0}" })).toBe(framesMessages.list);
    expect(messageFor({ frames: '{"index":0}' })).toBe(framesMessages.list);
    expect(messageFor({ frames: "[3]" })).toBe(framesMessages.list);
  });

  it("refuses an empty list", () => {
    expect(messageFor({ frames: "[]" })).toBe("frames is empty: keep at least one frame.");
  });

  it("refuses more entries than a result may have frames, naming both numbers", () => {
    const list = JSON.stringify(Array.from({ length: 601 }, () => ({ index: 0 })));
    expect(messageFor({ frames: list })).toBe(
      "frames lists 601 frames; results can have at most 600 frames.",
    );
    const atLimit = JSON.stringify(Array.from({ length: 600 }, () => ({ index: 0 })));
    expect(messageFor({ frames: atLimit })).toBe("ok");
  });

  it("refuses an index that is missing, negative, fractional or absurd", () => {
    for (const entry of [
      "{}",
      '{"index":-1}',
      '{"index":1.5}',
      '{"index":"2"}',
      '{"index":1000000}',
    ]) {
      expect(messageFor({ frames: `[${entry}]` }), entry).toBe(framesMessages.index);
    }
    expect(framesMessages.index).toBe(
      "Each frame's index must be a whole number from 0 (the first frame) to 999,999.",
    );
  });

  it("refuses a delay outside 0 to 65,535 hundredths or not whole", () => {
    for (const delay of ["-1", "65536", "2.5", '"10"', "null"]) {
      expect(messageFor({ frames: `[{"index":0,"delay_cs":${delay}}]` }), delay).toBe(
        "Each frame's delay_cs must be a whole number of hundredths of a second from 0 to 65,535.",
      );
    }
  });

  it("refuses keys it does not know (a typo would otherwise be ignored)", () => {
    expect(messageFor({ frames: '[{"index":0,"delay":5}]' })).toBe(
      'Each entry of frames may only have "index" and "delay_cs".',
    );
  });

  it("refuses a loop count outside 0 to 65,535 or not whole", () => {
    for (const loop of ["-1", "65536", "1.5", "forever"]) {
      expect(messageFor({ loop_count: loop }), loop).toBe(
        "loop_count must be a whole number from 0 (forever) to 65,535, or blank to keep the GIF's own setting.",
      );
    }
  });

  it("names the frame count when an index is not in the GIF", () => {
    expect(checkFrameIndexes([{ index: 0 }, { index: 5 }, { index: 9 }], 5)).toBe(
      "Frame index 5 is not in the input: it has 5 frames (indexes 0 to 4).",
    );
    expect(indexOutOfRangeMessage(1, 1)).toBe(
      "Frame index 1 is not in the input: it has 1 frame (index 0).",
    );
    expect(checkFrameIndexes([{ index: 4 }], 5)).toBeNull();
    expect(checkFrameIndexes(undefined, 5)).toBeNull();
  });

  it("plans each frame with its given delay, or the input frame's own exactly as stored", () => {
    expect(
      planFrames(
        [{ index: 2 }, { index: 0, delay_cs: 7 }, { index: 2, delay_cs: 1 }],
        [0, 1, 65535],
      ),
    ).toEqual([
      { index: 2, delayCentiseconds: 65535 },
      { index: 0, delayCentiseconds: 7 },
      { index: 2, delayCentiseconds: 1 },
    ]);
    expect(planFrames(undefined, [0, 1])).toEqual([
      { index: 0, delayCentiseconds: 0 },
      { index: 1, delayCentiseconds: 1 },
    ]);
  });
});
