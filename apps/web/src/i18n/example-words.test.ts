import { describe, expect, test } from "vitest";
import { toolExample } from "../content/examples.server.ts";
import { leaves, placeholders } from "./catalog-leaves.ts";
import { exampleWords } from "./example-words.server.ts";
import { languages } from "./languages.ts";

/** Values written the same as English in some language (each with the languages that do). */
const sameAsEnglishAllowed = new Set([
  "{value} s", // es, pt-BR, fr, de, it (and the symbol itself)
  ": ", // the label separator, all but French and Japanese
  "Input", // it, id
  "video", // it, id
  "Pause", // fr, de
  "{size} photo, {bytes}", // none yet; kept for a language that writes it so
]);

describe("the real examples' words", () => {
  const english = leaves(exampleWords.en);
  for (const language of languages.filter((candidate) => candidate.code !== "en")) {
    test(`${language.code}: every word translated, every placeholder kept`, () => {
      const problems: string[] = [];
      for (const [key, text] of leaves(exampleWords[language.code])) {
        const englishText = english.get(key) ?? "";
        if (text === englishText && !sameAsEnglishAllowed.has(text))
          problems.push(`${key}: same as English`);
        if (placeholders(text).join() !== placeholders(englishText).join())
          problems.push(`${key}: placeholders ${placeholders(text).join()}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test("a tool page's example in German: the numbers written the German way, the tool's German name", () => {
    const example = toolExample("split", "de");
    expect(example?.summary).toBe(
      "Beispiel: dieses GIF mit 480 × 360 (1,7 MB) → frames.zip (2,0 MB): 20 Frames, jedes ein PNG mit 480 × 360 wie dieses (99 KB).",
    );
    expect(toolExample("resize", "de")?.toolName).toBe("GIF-Größe ändern");
    // English as the pages always said it.
    expect(toolExample("resize")?.summary).toBe(
      "Example: this 480 × 270 GIF (1.1 MB) → 240 × 135 GIF (276 KB).",
    );
  });
});
