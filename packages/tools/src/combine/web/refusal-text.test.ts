import { describe, expect, it } from "vitest";
import { fill, formatNumber } from "../../shared/i18n/format.ts";
import combineText from "../editor-text.ts";
import { type CombineGeometry, outputSizeProblem } from "../shared/layout.ts";
import {
  noDurationMessage,
  sequenceFramesExplanation,
  sideBySideFramesExplanation,
  tooManyFramesMessage,
} from "../shared/limit-messages.ts";
import { checkAddedFiles } from "./input-items.ts";
import {
  loopingFramesText,
  noDurationText,
  outputSizeText,
  sequenceFramesText,
} from "./refusal-text.ts";

const wordsIn = (languageCode: "en" | "ja" | "es") => ({
  languageCode,
  own: languageCode === "en" ? combineText.en : combineText.translations[languageCode],
  fill,
});
const wide: CombineGeometry = { width: 12_400, height: 1_000, cells: [], referenceIndex: 0 };
const tall: CombineGeometry = { width: 1_000, height: 12_400, cells: [], referenceIndex: 0 };
const inputs = [
  { name: "cat.gif", frameCount: 1_200 },
  { name: "dog.gif", frameCount: 300 },
];

describe("Combine's checks before sending, in the page's language (issue 38)", () => {
  it("says on English pages exactly what the server says", () => {
    const en = wordsIn("en");
    for (const layout of ["sequence", "horizontal", "vertical"] as const) {
      const geometry = layout === "vertical" ? tall : wide;
      expect(outputSizeText(en, geometry, layout, "cat.gif")).toBe(
        outputSizeProblem(geometry, layout, "cat.gif"),
      );
    }
    expect(outputSizeText(en, { ...wide, width: 800 }, "horizontal", "cat.gif")).toBeNull();
    expect(sequenceFramesText(en, 1_500, inputs)).toBe(
      tooManyFramesMessage(1_500, sequenceFramesExplanation(inputs)),
    );
    expect(loopingFramesText(en, 1_001, "cat.gif", 1_234)).toBe(
      tooManyFramesMessage(1_001, sideBySideFramesExplanation("cat.gif", 1_234), true),
    );
    expect(noDurationText(en, "still.gif")).toBe(noDurationMessage("still.gif"));
  });

  it("says them in Japanese, its numbers through Intl", () => {
    const ja = wordsIn("ja");
    expect(outputSizeText(ja, wide, "horizontal", "cat.gif")).toBe(
      "結合した GIF は 12,400×1,000 px になります（すべての GIF を cat.gif の高さ 1,000 px に合わせるため）。編集した GIF は最大 2,000×2,000 px です。サイズを小さくするか、GIF の数を減らしてください。",
    );
    expect(sequenceFramesText(ja, 1_500, inputs)).toBe(
      "結合した GIF は 1,500 フレームになります（cat.gif: 1,200、dog.gif: 300）。結果のフレーム数は最大 600 です。",
    );
    expect(loopingFramesText(ja, 1_001, "cat.gif", 1_234)).toContain("cat.gif（12.34 秒）");
    expect(noDurationText(ja, "still.gif")).toBe(
      "still.gif には再生時間がないため（すべてのフレームの遅延が 0）、ほかの GIF と並べて再生できません。「順番に再生」で結合してください。",
    );
  });

  it("says them in Spanish, with its grouping and decimal comma", () => {
    const es = wordsIn("es");
    expect(outputSizeText(es, tall, "vertical", "cat.gif")).toBe(
      "El GIF combinado mediría 1000×12.400 px, porque todos los GIF toman el ancho de cat.gif (1000 px); un GIF editado puede medir como máximo 2000×2000 px. Elige un tamaño menor o menos GIFs.",
    );
    expect(sequenceFramesText(es, 1_500, inputs)).toBe(
      "El GIF combinado tendría 1500 fotogramas (cat.gif: 1200 y dog.gif: 300); un resultado puede tener como máximo 600.",
    );
    expect(loopingFramesText(es, 1_001, "cat.gif", 1_234)).toContain("cat.gif (12,34 s)");
  });

  it("refuses a 21st animation in the page's words", () => {
    const file = new File(["GIF89a"], "more.gif", { type: "image/gif" });
    const t = combineText.translations.ja;
    const problem = checkAddedFiles([file, file], 19, {
      unsupportedFile: () => "",
      tooMany: (max, total) =>
        fill(t.tooMany, { max: formatNumber("ja", max), total: formatNumber("ja", total) }),
    });
    expect(problem).toBe("結合できるのは最大20個です。このままだと21個になります。");
    expect(checkAddedFiles([file, file], 19)).toBe(
      "Combine takes at most 20 animations; this would be 21.",
    );
  });
});
