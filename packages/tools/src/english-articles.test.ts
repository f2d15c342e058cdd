import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import {
  acceptedExtensions,
  contentMismatchMessage,
  formatLabel,
  indefiniteArticle,
  linkContentMismatchMessage,
  linkProblemOf,
} from "@gifkit/contracts";
import { describe, expect, it } from "vitest";
import { planCompression } from "./compress-video/shared/options.ts";
import { tools } from "./index.ts";
import { drawShape, drawShapeKinds } from "./operations/draw.ts";
import { editorUiEn } from "./shared/i18n/editor-ui.en.ts";
import { fill } from "./shared/i18n/format.ts";
import { toolUiEn } from "./shared/i18n/tool-ui.en.ts";
import { splitFormats } from "./split/shared/options.ts";
import { spriteSheetMessages } from "./sprite-sheet/shared/options.ts";

/**
 * "a"/"an" in the English copy follow the sound, not the letter: "an MP4", "an AVIF", "an MNG",
 * "an APNG", "an SVG", "a GIF", "a WebP", "a WebM", "a HEIC", "an 8 s video". The copy used to
 * say "a MP4" where a sentence was built from a format's name (the page's content check, the
 * server's "is not a MP4 file"), "a animation or sheet" (Sprite Sheet's link field) and
 * "A ellipse takes 2 points". Every format name is listed here by its sound, by hand, so the
 * shared function (contracts english-article.ts) is checked against it, not against itself.
 */
const vowelSoundNames = ["MP4", "AVIF", "MNG", "APNG", "SVG", "AVI", "MKV", "M4V", "FLV"];
const consonantSoundNames = [
  "GIF",
  "WebP",
  "WebM",
  "HEIC",
  "HEIF",
  "PNG",
  "JPEG",
  "JPG",
  "BMP",
  "PDF",
  "MOV",
  "WMV",
  "3GP",
  "QuickTime",
  "Matroska",
  "JPEG XL",
  "JPEG 2000",
  "QuickTime (MOV)",
  "Matroska (MKV)",
];
const names = [...vowelSoundNames, ...consonantSoundNames].sort((a, b) => b.length - a.length);
const nameWithArticle = new RegExp(
  `(?<![\\w+-])(an?)\\s+(${names.map((name) => name.replace(/[.()]/g, "\\$&")).join("|")})(?!\\w)`,
  "gi",
);
/** "a" before a number said with a vowel sound (8, 11, 18, 80...), or "an" before another. */
const numberWithArticle = /(?<![\w+-])(an?)\s+(\d[\d,]*)(?![\w{])/gi;
/** "a" before a plain lower-case word starting with a vowel ("a ellipse"), "an" before a consonant. */
const wordWithArticle = /(?<![\w+'’-])(an?)\s+([a-z]+)\b/gi;
const aBeforeVowelWord = /^(?!one|once|uni|use|usu|uti|eu)[aeio]/;
const anBeforeConsonantWord = /^(?!hour|honest|heir|href)[b-df-hj-np-tv-z]/;

/** Each article that does not match the sound of the name, number or word after it. */
function wrongArticles(text: string): string[] {
  const found: string[] = [];
  for (const [whole, article = "", name = ""] of text.matchAll(nameWithArticle)) {
    const known = names.find((candidate) => candidate.toLowerCase() === name.toLowerCase()) ?? "";
    const wantsAn = vowelSoundNames.includes(known);
    if ((article.toLowerCase() === "an") !== wantsAn) found.push(whole);
  }
  for (const [whole, article = "", number = ""] of text.matchAll(numberWithArticle)) {
    const digits = number.replaceAll(",", "");
    const wantsAn =
      digits.startsWith("8") ||
      (digits.length % 3 === 2 && (digits.startsWith("11") || digits.startsWith("18")));
    if ((article.toLowerCase() === "an") !== wantsAn) found.push(whole);
  }
  for (const [whole, article = "", word = ""] of text.matchAll(wordWithArticle)) {
    if (word.toLowerCase() !== word) continue;
    const an = article.toLowerCase() === "an";
    if ((!an && aBeforeVowelWord.test(word)) || (an && anBeforeConsonantWord.test(word)))
      found.push(whole);
  }
  return found;
}

const toolsRoot = fileURLToPath(new URL(".", import.meta.url));
const webRoot = fileURLToPath(new URL("../../../apps/web/src/", import.meta.url));
const otherLanguage =
  /\.(de|es|fr|id|it|ja|pt-br|pt-BR)\.(ts|md)$|\/(de|es|fr|id|it|ja|pt-br|pt-BR)\.ts$/;
const filesUnder = (root: string, wanted: RegExp): string[] =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((path) => join(root, path))
    .filter((path) => wanted.test(path) && !otherLanguage.test(path) && !/\.test\./.test(path))
    // Every language's example words in one file (English's are examples.json's own).
    .filter((path) => !path.endsWith("example-words.server.ts"));

/**
 * The English copy as written: each tool's about.ts, tool.ts, example.ts, content.md and JSON,
 * and the site's English sources (apps/web/src, the generated examples' notes among them).
 * translations.ts and example-words.ts hold the other languages only, and are left out.
 */
const copyFiles = [
  ...filesUnder(toolsRoot, /\/(about|tool|example)\.ts$|\/content\.md$|\.json$/),
  ...filesUnder(webRoot, /\.(ts|tsx|md|json)$/),
];

/** Every string in a catalog object (its plural forms too). */
const leaves = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(leaves)
      : [];

const editorTexts = import.meta.glob<{ en: object }>("./*/editor-text.ts", {
  eager: true,
  import: "default",
});

/** The English catalogs the tool pages show: the shared ones and every tool's editor words. */
const englishCatalog: [string, string][] = [
  ...leaves(toolUiEn).map((text): [string, string] => ["tool-ui.en", text]),
  ...leaves(editorUiEn).map((text): [string, string] => ["editor-ui.en", text]),
  ...Object.entries(editorTexts).flatMap(([path, set]) =>
    leaves(set.en).map((text): [string, string] => [path, text]),
  ),
  ...Object.values(tools).flatMap((tool) =>
    leaves([tool.name, tool.summary, tool.messages, tool.downloadNames]).map(
      (text): [string, string] => [tool.id, text],
    ),
  ),
];

const formatNames = [...new Set(Object.values(acceptedExtensions).flat())].map(formatLabel);

/**
 * What fills a placeholder that follows an article in an English template, by its name: each
 * value is tried. A template with an article before any other placeholder fails (its values are
 * unknown here): write the article where the value is made, or name the values below.
 */
const placeholderValues: Record<string, readonly string[]> = {
  noun: Object.values(tools).flatMap((tool) => (tool.messages.noun ? [tool.messages.noun] : [])),
  article: ["a", "an"], // filled with the format's own (indefiniteArticle): checked as a pair
  type: splitFormats.map((format) => format.toUpperCase()),
  site: [linkProblemOf("https://vimeo.com/1")].flatMap((problem) =>
    problem.kind === "video-site" ? [problem.site] : [],
  ),
};

/** Each way `template` can be filled through its article-led placeholders. */
function filledSentences(template: string): string[] {
  const led = [...template.matchAll(/\b(?:a|an)\s+\{(\w+)\}/gi)].map((match) => match[1] ?? "");
  if (led.includes("article")) {
    // {article} {format}: the pair the page fills from one name (source-checks contentMismatchIn).
    return formatNames.map((format) =>
      fill(template, { article: indefiniteArticle(format), format }),
    );
  }
  return led.reduce<string[]>(
    (sentences, name) =>
      sentences.flatMap((sentence) =>
        (placeholderValues[name] ?? [`{unknown ${name}}`]).map((value) =>
          fill(sentence, { [name]: value }),
        ),
      ),
    [template],
  );
}

describe("English articles follow the sound of the word after them", () => {
  it("the check itself: a/an before format names, numbers and words", () => {
    expect(wrongArticles("a MP4, an GIF, a AVIF, a MNG, a APNG, a SVG, an HEIC, an WebM")).toEqual([
      "a MP4",
      "an GIF",
      "a AVIF",
      "a MNG",
      "a APNG",
      "a SVG",
      "an HEIC",
      "an WebM",
    ]);
    expect(
      wrongArticles("an MP4, a GIF, an AVIF, an animated WebP, a HEIC, a WebP, an MNG"),
    ).toEqual([]);
    expect(
      wrongArticles("a 8 s video, an 30 s video, a 11 × 11 grid, an 18 px cell, a 110 px"),
    ).toEqual(["a 8", "an 30", "a 11"]);
    expect(wrongArticles("a arrow, a one-off, an user, a user, an hour, Ctrl+A and")).toEqual([
      "a arrow",
    ]);
  });

  it("the shared function gives every format name its article by sound", () => {
    for (const name of vowelSoundNames) expect(indefiniteArticle(name), name).toBe("an");
    for (const name of consonantSoundNames) expect(indefiniteArticle(name), name).toBe("a");
    // Every name an accepted file can have is listed above, by its sound.
    expect(formatNames.filter((name) => !names.includes(name))).toEqual([]);
    // Tools' names (the API's "Start an Optimize GIF task") and the video site's.
    expect(["3GP", "URL", "Vimeo", "GIF Maker", "Video to GIF"].map(indefiniteArticle)).toEqual(
      Array(5).fill("a"),
    );
    expect(
      ["H.264", "Optimize GIF", "Add Text", "AI GIF", "Edit Frames"].map(indefiniteArticle),
    ).toEqual(Array(5).fill("an"));
  });

  it("no wrong article in the English copy files (tools' pages, the site, examples' notes)", () => {
    const found = copyFiles.flatMap((path) =>
      wrongArticles(readFileSync(path, "utf8")).map(
        (wrong) => `${relative(join(toolsRoot, "../../.."), path)}: ${wrong}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("no wrong article in any English catalog sentence, filled with each of its values", () => {
    const found = englishCatalog.flatMap(([where, template]) =>
      filledSentences(template).flatMap((sentence) =>
        [
          ...wrongArticles(sentence),
          ...(sentence.includes("{unknown") ? [`article before a placeholder: ${template}`] : []),
        ].map((wrong) => `${where}: ${wrong}`),
      ),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it("no wrong article in the sentences built from every format name", () => {
    const sentences = Object.values(acceptedExtensions)
      .flat()
      .flatMap((extension) => [
        contentMismatchMessage([`clip.${extension}`]),
        linkContentMismatchMessage(`/files/clip.${extension}`),
      ]);
    expect(sentences).toContain(
      "clip.mp4 is not an MP4 file: its content does not match its name.",
    );
    expect(sentences).toContain(
      "clip.heic is not a HEIC file: its content does not match its name.",
    );
    expect(sentences.flatMap(wrongArticles)).toEqual([]);
  });

  it("no wrong article in the messages built from a shape kind or a number", () => {
    const shapes = drawShapeKinds.map(
      (kind) =>
        drawShape.safeParse({ kind, points: Array(kind === "step" ? 3 : 1).fill([1, 1]) }).error
          ?.issues[0]?.message ?? "",
    );
    expect(shapes.every((message) => message.includes("takes"))).toBe(true);
    const numbers = [8, 11, 18, 80, 800];
    const built = [
      ...shapes,
      ...numbers.map((n) => spriteSheetMessages.cellTooLarge(n, n, 2, 2)),
      ...numbers.map((seconds) => {
        const plan = planCompression({
          targetBytes: 10_000,
          durationSeconds: seconds,
          width: 640,
          height: 360,
          framesPerSecond: 30,
          hasAudio: false,
        });
        return plan.ok ? "" : plan.message;
      }),
    ];
    expect(built.filter((message) => message === "")).toEqual([]);
    expect(built.flatMap(wrongArticles)).toEqual([]);
  });
});
