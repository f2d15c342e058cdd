import { toolExamplesById } from "@gifkit/tools/examples";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { toolExample } from "../content/examples.server.ts";
import { ToolExample } from "../ui/tool-example.tsx";
import { leaves, placeholders } from "./catalog-leaves.ts";
import {
  exampleTranslation,
  translatedExampleTools,
  unknownExampleLanguages,
} from "./example-translations.server.ts";
import { exampleWords } from "./example-words.server.ts";
import { type LanguageCode, languages } from "./languages.ts";

/** Values written the same as English in some language (each with the languages that do). */
const sameAsEnglishAllowed = new Set([
  "{value} s", // es, pt-BR, fr, de, it (and the symbol itself)
  ": ", // the label separator, all but French and Japanese
  "Input", // it, id
  "video", // it, id
  "Pause", // fr, de
  "{size} photo, {bytes}", // none yet; kept for a language that writes it so
  "{title}: {credit}, {licence}{shareAlike}", // the credit's names and punctuation only
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

  /** A tool page's example section as the tool route renders it, in `code`. */
  const section = (toolId: string, code: LanguageCode) => {
    const example = toolExample(toolId as never, code);
    if (!example) throw new Error(`no example for ${toolId}`);
    return renderToStaticMarkup(ToolExample({ example, words: exampleWords[code] }));
  };

  test("English: the settings, alt texts and credits as the examples' pipeline wrote them", () => {
    const resize = toolExample("resize");
    expect(resize?.settings).toBe("240 × 135 (half size), aspect ratio kept");
    expect(resize?.credit).toBe("classroom.gif: Intel Corporation, CC BY 4.0");
    expect(resize?.output.alt).toBe(
      "The same classroom GIF at 240 × 135: four people at their tables, moving slightly.",
    );
    expect(section("resize", "en")).not.toContain('lang="en"');
  });

  test("Japanese and Spanish: settings, alt texts and credit in the page's language, nothing marked English", () => {
    const ja = section("reverse", "ja");
    expect(ja).toContain("設定：フレームを最後から最初へ再生、各フレームは元の表示時間のまま。");
    expect(ja).toContain('alt="逆再生される赤いつぼみ：開くのではなく閉じていきます。"');
    expect(ja).toContain("flower.mp4（花が開く様子）：MDN Web Docs のサンプル動画、CC0");
    const es = section("add-subtitles", "es");
    expect(es).toContain("un SRT de dos subtítulos incrustados, tamaño mediano, abajo, MP4");
    expect(es).toContain(
      "friday.mp4, un fragmento de película en blanco y negro: vídeo de muestra de MDN Web Docs, CC0; switchboard.srt, dos subtítulos: escrito para GifKit, CC0",
    );
    for (const html of [ja, es]) {
      expect(html).not.toContain('lang="en"');
      expect(html).not.toContain("sample video");
      expect(html).not.toContain("played back to front");
      // The result's Play/Pause button too, not only the input's.
      expect(html).not.toContain('data-pause="Pause"');
    }
  });

  test("every tool's example: words for its settings and every picture in every language", () => {
    const missing = Object.keys(toolExamplesById).flatMap((toolId) =>
      languages
        .filter((language) => language.code !== "en")
        .flatMap(({ code }) => {
          const html = section(toolId, code);
          return html.includes('lang="en"') ? [`${toolId} (${code})`] : [];
        }),
    );
    expect(missing).toEqual([]);
  });

  test("Portuguese, Italian and Indonesian: a tool page's example in the page's language", () => {
    const pt = section("resize", "pt-BR");
    expect(pt).toContain("Ajustes: 240 × 135 (metade do tamanho), proporção mantida.");
    const it = section("effects", "it");
    expect(it).toContain(
      "Impostazioni: preset Pellicola d&#x27;epoca: seppia, contrasto 1,1, vignettatura 50%.",
    );
    const id = section("video-to-gif", "id");
    expect(id).toContain('alt="Tiga botol air plastik bertutup biru di atas meja putih');
    for (const html of [pt, it, id]) {
      expect(html).not.toContain('lang="en"');
      expect(html).not.toContain("aspect ratio kept");
      expect(html).not.toContain("Old film");
    }
  });

  test("each example-words.ts: known languages, one alt per input, nothing left in English", () => {
    expect(unknownExampleLanguages()).toEqual([]);
    const problems: string[] = [];
    for (const toolId of translatedExampleTools()) {
      const example = toolExamplesById[toolId as keyof typeof toolExamplesById];
      if (!example) {
        problems.push(`${toolId}: no example.ts`);
        continue;
      }
      for (const language of languages) {
        const words = exampleTranslation(toolId, language.code);
        if (!words) continue;
        if (words.inputAlts.length !== example.inputs.length)
          problems.push(`${toolId} ${language.code}: ${words.inputAlts.length} input alts`);
        if (words.settings === example.settings)
          problems.push(`${toolId} ${language.code}: settings`);
        if (words.outputAlt === example.outputAlt) problems.push(`${toolId} ${language.code}: alt`);
        words.inputAlts.forEach((alt, index) => {
          if (alt === example.inputAlts[index])
            problems.push(`${toolId} ${language.code}: input alt ${index + 1}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });
});
