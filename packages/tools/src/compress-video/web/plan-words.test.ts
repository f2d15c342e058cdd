import { describe, expect, it } from "vitest";
import { editorUiEn } from "../../shared/i18n/editor-ui.en.ts";
import { es as editorUiEs } from "../../shared/i18n/editor-ui.es.ts";
import { fill, formatNumber, plural } from "../../shared/i18n/format.ts";
import compressVideoText from "../editor-text.ts";
import { planCompression } from "../shared/options.ts";
import { refusalText } from "./plan-words.ts";

const wordsIn = (code: "en" | "es") => ({
  languageCode: code,
  ui: code === "en" ? editorUiEn : editorUiEs,
  own: code === "en" ? compressVideoText.en : compressVideoText.translations.es,
  fill,
  plural: (forms: Parameters<typeof plural>[1], count: number) => plural(code, forms, count),
  number: (value: number) => formatNumber(code, value),
});

describe("Compress Video's plan words", () => {
  const clip = { durationSeconds: 30, width: 640, height: 480, framesPerSecond: 25 };
  const refusal = planCompression({ targetBytes: 100_000, ...clip, hasAudio: true });

  it("the English refusal is the API's message, word for word", () => {
    if (refusal.ok) throw new Error("expected a refusal");
    expect(refusalText(wordsIn("en"), refusal)).toBe(refusal.message);
  });

  it("the Spanish refusal writes the same figures with a decimal comma", () => {
    if (refusal.ok) throw new Error("expected a refusal");
    expect(refusalText(wordsIn("es"), refusal)).toBe(
      "Un vídeo de 30,0 s no cabe en 0,10 MB: quedarían 0 kb/s para la imagen y necesita al menos 50 kb/s. Elige al menos 0,47 MB o recorta antes el vídeo.",
    );
  });
});
