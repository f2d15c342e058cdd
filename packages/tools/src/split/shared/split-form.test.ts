import { describe, expect, it } from "vitest";
import { checkSplitForm, initialSplitForm, splitFields, splitSummary } from "./split-form.ts";

const gif = (frameCount: number | null) => ({ kind: "animation" as const, frameCount });
const video = (durationSeconds: number | null) => ({ kind: "video" as const, durationSeconds });

describe("Split's editor form", () => {
  it("sends only the fields that apply to the input", () => {
    expect(splitFields(initialSplitForm, gif(10))).toEqual({ format: "png", frames: "all" });
    expect(
      splitFields({ ...initialSplitForm, frames: "range", startFrame: "2", endFrame: "" }, gif(10)),
    ).toEqual({ format: "png", frames: "range", start_frame: "2" });
    expect(splitFields({ ...initialSplitForm, endTime: "4" }, video(9))).toEqual({
      format: "png",
      frames: "all",
      start_time: "0",
      end_time: "4",
      fps: "10",
    });
  });

  it("says what the ZIP will hold, or why it cannot be made", () => {
    const range = {
      ...initialSplitForm,
      frames: "range" as const,
      startFrame: "3",
      endFrame: "10",
    };
    const check = checkSplitForm(range, gif(42));
    expect(check).toEqual({ ok: true, frameCount: 42, first: 3, last: 10 });
    expect(splitSummary(check, range, gif(42))).toBe(
      "Frames 3 to 10 of 42: 8 PNG files in frames.zip, with frames.json.",
    );
    expect(checkSplitForm({ ...range, startFrame: "50", endFrame: "" }, gif(42))).toEqual({
      ok: false,
      message: "start_frame is 50, but there are 42 frames. Choose a start from 1 to 42.",
    });
    expect(checkSplitForm(initialSplitForm, gif(700))).toMatchObject({ ok: false });
    expect(checkSplitForm({ ...range, endFrame: "2" }, gif(42))).toEqual({
      ok: false,
      message: "end_frame must not be before start_frame.",
    });
  });

  it("counts a video's frames from its part and rate, within the selection limit", () => {
    const form = { ...initialSplitForm, startTime: "1", endTime: "3", fps: "15" };
    expect(checkSplitForm(form, video(5))).toEqual({
      ok: true,
      frameCount: 30,
      first: 1,
      last: 30,
    });
    expect(checkSplitForm({ ...form, endTime: "70" }, video(120))).toEqual({
      ok: false,
      message: "The part chosen is 69.0 seconds; the limit is 60 seconds. Choose a shorter part.",
    });
    expect(checkSplitForm(form, video(null))).toEqual({
      ok: true,
      frameCount: null,
      first: 1,
      last: null,
    });
  });
});
