import { describe, expect, it } from "vitest";
import { fill, formatNumber, plural } from "../../shared/i18n/format.ts";
import splitText from "../editor-text.ts";
import {
  checkSplitForm,
  initialSplitForm,
  type SplitCheck,
  type SplitInput,
  type SplitSummaryWords,
  splitFields,
  splitSummary,
} from "./split-form.ts";

const wordsIn = (language: "en" | "es"): SplitSummaryWords => ({
  text: language === "en" ? splitText.en : splitText.translations.es,
  fill,
  plural: (forms, count, values) => plural(language, forms, count, values),
  number: (value) => formatNumber(language, value),
});
const english = wordsIn("en");
/** What the editor's summary line says for a form, in English. */
const says = (check: SplitCheck, input: SplitInput = gif(42)) =>
  splitSummary(check, initialSplitForm, input, english);

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
    expect(splitSummary(check, range, gif(42), english)).toBe(
      "Frames 3 to 10 of 42: 8 PNG files in frames.zip, with frames.json.",
    );
    expect(splitSummary(check, range, gif(42), wordsIn("es"))).toBe(
      "Fotogramas 3 a 10 de 42: 8 archivos PNG en frames.zip, con frames.json.",
    );
    expect(says(checkSplitForm({ ...range, startFrame: "50", endFrame: "" }, gif(42)))).toBe(
      "First frame is 50, but there are 42 frames. Choose a start from 1 to 42.",
    );
    expect(says(checkSplitForm(initialSplitForm, gif(700)))).toBe(
      "This would save 700 frames; a ZIP holds at most 600. Choose a range of at most 600 frames (or, for a video, a shorter part or fewer frames per second).",
    );
    expect(says(checkSplitForm({ ...range, endFrame: "2" }, gif(42)))).toBe(
      "Last frame must not be before First frame.",
    );
    expect(
      splitSummary(
        checkSplitForm({ ...range, endFrame: "2" }, gif(42)),
        range,
        gif(42),
        wordsIn("es"),
      ),
    ).toBe("Último fotograma no puede ir antes que Primer fotograma.");
  });

  it("counts a video's frames from its part and rate, within the selection limit", () => {
    const form = { ...initialSplitForm, startTime: "1", endTime: "3", fps: "15" };
    expect(checkSplitForm(form, video(5))).toEqual({
      ok: true,
      frameCount: 30,
      first: 1,
      last: 30,
    });
    expect(says(checkSplitForm({ ...form, endTime: "70" }, video(120)), video(120))).toBe(
      "The part chosen is 69 seconds; the limit is 60 seconds. Choose a shorter part.",
    );
    expect(says(checkSplitForm({ ...form, startTime: "6", endTime: "" }, video(5)), video(5))).toBe(
      "Start time is 6 s, but the video is 5 s long. Choose a start before its end.",
    );
    expect(checkSplitForm(form, video(null))).toEqual({
      ok: true,
      frameCount: null,
      first: 1,
      last: null,
    });
  });
});
