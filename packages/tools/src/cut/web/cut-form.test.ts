import { describe, expect, it } from "vitest";
import { cutMessages } from "../shared/options.ts";
import { checkCutForm, cutFields, formatSeconds, initialCutForm } from "./cut-form.ts";

describe("cut form", () => {
  it("sends the fields of the chosen mode only, leaving a blank end out", () => {
    expect(cutFields(initialCutForm)).toEqual({ start_time: "0" });
    expect(cutFields({ ...initialCutForm, startTime: "1.5", endTime: " 2 " })).toEqual({
      start_time: "1.5",
      end_time: "2",
    });
    expect(
      cutFields({
        ...initialCutForm,
        mode: "frames",
        startFrame: "3",
        endFrame: "9",
        endTime: "4",
      }),
    ).toEqual({ start_frame: "3", end_frame: "9" });
  });

  it("checks with the tool's schema, then plans on the known delays", () => {
    expect(checkCutForm({ ...initialCutForm, startTime: "2", endTime: "1" }, null)).toEqual({
      kind: "invalid",
      message: cutMessages.timeOrder,
    });
    expect(checkCutForm({ ...initialCutForm, startTime: "0.1", endTime: "0.25" }, null)).toEqual({
      kind: "valid",
      plan: null,
    });
    expect(
      checkCutForm({ ...initialCutForm, startTime: "0.1", endTime: "0.25" }, [10, 10, 10]),
    ).toEqual({
      kind: "valid",
      plan: { ok: true, firstIndex: 1, lastIndex: 2, delaysCentiseconds: [10, 5] },
    });
    expect(
      checkCutForm({ ...initialCutForm, mode: "frames", startFrame: "4" }, [10, 10, 10]),
    ).toMatchObject({ kind: "valid", plan: { ok: false } });
  });

  it("formats hundredths as seconds", () => {
    expect(formatSeconds(125)).toBe("1.25 s");
    expect(formatSeconds(300)).toBe("3.00 s");
  });
});
