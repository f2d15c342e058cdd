import { describe, expect, test } from "vitest";
import { leaves, placeholders } from "./catalog-leaves.ts";
import { editorTextSets, editorUiCatalogs } from "./editor-text.server.ts";
import { languages } from "./languages.ts";

/**
 * The editors' words (issue 38): the shared parts' catalogs (editor-ui.<code>.ts) and each tool's
 * editor-text.ts. The type check already fails on a missing or extra key; this fails on a value
 * left identical to English (outside the short list below) or a placeholder lost or added.
 */
const sameAsEnglishAllowed = new Set([
  "GIF",
  "px",
  "%",
  "1:1",
  "16:9",
  "9:16",
  "X",
  "Y",
  "Zoom",
  "Web",
  "Preset",
  "Dithering",
  "Social",
  "{size} KB",
  "{before} → {after}, {frames}",
  "Boomerang",
  "180°",
  "Angle",
  "{turn}.",
  "{mirror}.",
  "{seconds} s",
  "APNG",
  "{count} / {max}",
  "{fps} fps",
  "(optional)",
  "Frames",
  "Seed",
  "Prompt",
  // The video editor frame (videoParts): the player's word in fr/de, "frame" in Indonesian.
  "Pause",
  "−1 frame",
  "+1 frame",
  // French and Indonesian say "Mode" too.
  "Mode",
  // Add Text to Video: the same word in Spanish (Color), French (Position, Animation), German
  // (Text, Position, Animation).
  "Color",
  "Text",
  "Position",
  "Animation",
  // Sprite sheet: French and German say "Transparent"; a picture's name and size is the same everywhere.
  "Transparent",
  "{name}: {width} × {height} px",
  // Video to GIF's segment card: French says "Segment" too.
  "Segment {number}",
  // Effects: a filter's setting, "Hue 4: value", has no words of its own (es, pt-BR, de, it, id).
  "{filter} {position}: {setting}",
  // Effects' filter names as the tool's pages name them: Sepia (es, de, id), Monochrome and
  // Saturation (fr), Vignette (fr, de, id); Indonesian keeps Grayscale, Hue, Tint, Blur, Invert
  // and radius as its photo editors do. Spanish says "color".
  "Sepia",
  "Monochrome",
  "Saturation",
  "Vignette",
  "Grayscale",
  "Hue",
  "Tint",
  "Blur",
  "Invert",
  "radius",
  "color",
  // Edit frames' and Effects' loop settings: pt-BR, German, Italian and Indonesian say "Loop" too.
  "Loop",
  // Add Text: a width in pixels, and the player's time and size line, are written the same in
  // every language; a font's name and its open font read the same except in French ("{name} : …").
  "{value} px",
  "{time} / {duration} · {width} × {height} px",
  "{name}: {openFont}",
  // Add Text: Comic Sans MS is drawn with Comic Neue, a font's name in every language.
  "Comic Neue",
  // GIF Maker: milliseconds are "ms" in every language but Japanese; French says "Transition"
  // too, and "Image" for a tile of a format the browser cannot show.
  "{ms} ms",
  "Transition",
  "Image",
  // GIF Maker, named as its pages in those languages name them: the quality "Ultra" (es, pt-BR,
  // fr, de, it, id), the effect "Fade" (pt-BR, id) and the transition "Crossfade" (id).
  "Ultra",
  "Fade",
  "Crossfade",
]);

/**
 * Tools whose editors still show English in every language (no editor-text.ts yet). It may only
 * shrink: a tool with an editor that is neither here nor translated fails, so none is forgotten.
 */
const editorsNotYetTranslated: string[] = [];

/** Tools whose editors are shared parts only (their words are the editor-ui catalogs'). */
const editorsOfSharedParts = ["reverse", "boomerang"];

/** Tools with no page of their own (Edit: a chain the edit tools' pages make), so no editor. */
const toolsWithoutEditor = ["edit"];

/** Tool folders with browser code (web/index.ts: the editor, for those that have one). */
const toolsWithEditors = Object.keys(
  import.meta.glob("../../../../packages/tools/src/*/web/index.ts"),
).map((fileName) => fileName.split("/").at(-3) ?? "");

const pluralCategory = /\.(zero|one|two|few|many|other)$/;

/** What is wrong with `translated` against `english`: untranslated, lost or added placeholders. */
function problems(englishCatalog: object, translatedCatalog: object): string[] {
  const english = leaves(englishCatalog);
  const translated = leaves(translatedCatalog);
  const found: string[] = [];
  for (const [key, text] of translated) {
    const englishText = english.get(key) ?? english.get(key.replace(/\.\w+$/, ".other")) ?? "";
    if (text.trim() === "") found.push(`${key}: empty`);
    if (text === englishText && !sameAsEnglishAllowed.has(text.trim()))
      found.push(`${key}: same as English`);
    // A plural's form may leave {count} out ("un GIF"); no other placeholder may be lost or added.
    const own = placeholders(text);
    const expected = placeholders(englishText);
    const lost = pluralCategory.test(key) ? [] : expected.filter((name) => !own.includes(name));
    const added = own.filter((name) => !expected.includes(name));
    if (lost.length + added.length > 0) found.push(`${key}: placeholders ${own.join()}`);
  }
  return found;
}

const otherLanguages = languages.filter((language) => language.code !== "en");

describe("editor words", () => {
  for (const language of otherLanguages) {
    test(`${language.code}: the shared editor parts, nothing left in English`, () => {
      expect(problems(editorUiCatalogs.en, editorUiCatalogs[language.code])).toEqual([]);
    });
  }

  for (const [toolId, set] of editorTextSets) {
    test(`${toolId}: every language, nothing left in English`, () => {
      expect(Object.keys(set.translations).sort()).toEqual(
        otherLanguages.map((language) => language.code).sort(),
      );
      for (const language of otherLanguages)
        expect(problems(set.en, set.translations[language.code]), language.code).toEqual([]);
    });
  }

  test("every tool's editor is translated or listed as not yet (a list that only shrinks)", () => {
    const missing = toolsWithEditors.filter(
      (toolId) =>
        !editorTextSets.has(toolId) &&
        !editorsNotYetTranslated.includes(toolId) &&
        !editorsOfSharedParts.includes(toolId) &&
        !toolsWithoutEditor.includes(toolId),
    );
    const listedButDone = editorsNotYetTranslated.filter((toolId) => editorTextSets.has(toolId));
    expect(missing, "a tool's editor has no editor-text.ts: translate it").toEqual([]);
    expect(listedButDone, "translated now: remove from editorsNotYetTranslated").toEqual([]);
    expect(editorTextSets.has("resize")).toBe(true);
  });
});
