import { fixedStageTexts, progressStageTexts, valueStageTexts } from "@gifkit/contracts";
import { describe, expect, test } from "vitest";
import { stageText } from "./stage-text.ts";
import { toolUiEn } from "./tool-ui.en.ts";
import { ja as toolUiJa } from "./tool-ui.ja.ts";
import { toolUiOf } from "./tool-ui-text.ts";

const ja = toolUiOf({ languageCode: "ja", ui: toolUiJa });
const en = toolUiOf({ languageCode: "en", ui: toolUiEn });

describe("a task's stage line in the page's language (issue 38)", () => {
  test("the catalogs' stages are the contracts' list; the English is the server's", () => {
    expect(Object.keys(toolUiEn.stages).sort()).toEqual(Object.keys(progressStageTexts).sort());
    for (const [id, text] of Object.entries(fixedStageTexts)) {
      expect(toolUiEn.stages[id as keyof typeof fixedStageTexts]).toBe(text);
    }
    expect(Object.keys(valueStageTexts)).toContain("fitting-under-attempt");
  });

  test("Japanese: a stage by its id, its numbers through Intl", () => {
    expect(stageText(ja, { status: "Saving...", stage: "saving" })).toBe("保存しています...");
    expect(
      stageText(ja, {
        status: "Fitting under 9.5 MB (attempt 2)...",
        stage: "fitting-under-attempt",
        stage_values: { target_bytes: 9.5 * 1024 * 1024, attempt: 2 },
      }),
    ).toBe("9.5 MB 以下に収めています（2 回目）...");
    expect(
      stageText(ja, {
        status: "Encoding 1,200 video frames...",
        stage: "encoding-video-frames",
        stage_values: { frames: 1200 },
      }),
    ).toBe("動画の 1,200 フレームをエンコードしています...");
  });

  test("English keeps the server's text; a value missing keeps the server's text too", () => {
    const status = { status: "Saving...", stage: "saving" as const };
    expect(stageText(en, status)).toBe("Saving...");
    expect(
      stageText(ja, {
        status: "Fitting under 2 MB (attempt 3)...",
        stage: "fitting-under-attempt",
        stage_values: { attempt: 3 },
      }),
    ).toBe("Fitting under 2 MB (attempt 3)...");
    expect(stageText(ja, { status: "Something new..." })).toBe("Something new...");
  });
});
