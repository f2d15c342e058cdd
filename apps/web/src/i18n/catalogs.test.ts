import { errorCodes } from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import { describe, expect, test } from "vitest";
import { toolContentLanguages } from "../content/tool-content.server.ts";
import { leaves, placeholders } from "./catalog-leaves.ts";
import { siteCatalogs } from "./catalogs.server.ts";
import { fill, formatBytes, formatDate, formatNumber, plural } from "./format.ts";
import { languages, localizedPath, preferredLanguage, splitLanguagePath } from "./languages.ts";
import { en } from "./messages/en.ts";
import { pageCopies, translatedStaticPagePaths } from "./page-copies.server.ts";
import { linkedParts } from "./page-copy.ts";
import { codesNoToolPageShows, pageErrorCodes } from "./page-error-codes.ts";
import {
  toolTranslation,
  unknownTranslationLanguages,
  untranslatedTools,
} from "./tool-translations.server.ts";
import { toolUiCatalogs } from "./tool-ui-catalogs.server.ts";

/**
 * Values a translation may keep exactly as in English (names and words those languages use too).
 * Anything else identical to English is an untranslated string.
 */
const sameAsEnglishAllowed = new Set([
  "Blog",
  "API",
  "FAQ",
  "GIF",
  "Tools", // de
  "Contact", // fr
  "Mobile", // fr, it
  "Legal", // es, id
  "Edit", // id
  "Sprite Sheet", // id
  "Cookie policy", // it: the usual Italian name of the page
  "Dimensions", // fr
  "Frames", // de (the glossary's word)
  // The chain's step names (keep editing, issue 36).
  "Boomerang", // fr, it
  "Loop", // pt-BR, it, id (the glossaries' word)
  "Text", // de
  // Brand names of "Fit under a size"'s destinations, and what only holds figures and units.
  "Discord",
  "Slack",
  "Reddit",
  "X (Twitter)",
  "GitHub (README, issues, pull requests)", // pt-BR: GitHub's own words there
  "{name}: {size}",
  "{width} × {height} px",
  "{count} KB",
  "{count} byte", // es, pt-BR, it, id
  "{count} bytes", // es, pt-BR
  "{fps} fps",
  "{name} ({id})", // the destination pack's place: its name and its file's id
  "{bytes}.", // the destination pack's size alone
  "Frame {number}: {size}", // de
  ", ",
  "Video", // de, it, id
  "Name", // de
  "Message", // fr
  "{credit}.", // the home hero's credit line: the sources' own words, then a full stop
  "Email", // it, id
  "Type", // fr: the cookie table's column
  ".", // the privacy policy's retention labels end as in English (ja: "：")
  // The FAQ: the same words in these languages.
  "General", // es: the FAQ's first section
  "Source", // fr: the destinations table's column
  "{count} megapixels", // pt-BR: "megapixels" is the Portuguese word too
  "Video: ", // de, it, id: the limits box's label ("Video" above)
  // The /api page: the same words in these languages.
  "Endpoints", // es, pt-BR: the word their developer documentation uses
  "Webhooks (callback_url)", // es, pt-BR, fr, de: "webhook" is their word too; the field is code
  ":", // es, pt-BR, de, it, id: what follows a kind of file's name (fr " :", ja "：")
  "No", // es, it
  // The /api-key page: figures, units and times only, and de's word for a tool.
  "{count} MB",
  "{time} UTC",
  "{time}: {status}",
  "{time}: {status} ({error})",
  "Tool", // de: the tasks table's column (as the site's "Tools")
]);

/**
 * Tool-UI keys whose English {noun} (the tool's own English word) another language leaves out:
 * it writes one whole sentence per kind of input instead (tool-ui.en.ts UploadNoun).
 */
const nounOptional = (key: string) =>
  /^upload\.(dropHere|chooseHere|fileInputLabel|linkLabel)\.|^flow\.editAgain$/.test(key);

const english = leaves(en);

describe("site catalogs", () => {
  test("one catalog per language, no more", () => {
    expect(Object.keys(siteCatalogs).sort()).toEqual(languages.map((l) => l.code).sort());
  });

  for (const language of languages.filter((candidate) => candidate.code !== "en")) {
    test(`${language.code}: every key, the same placeholders, nothing left in English`, () => {
      const translated = leaves(siteCatalogs[language.code]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      const untranslated: string[] = [];
      const wrongPlaceholders: string[] = [];
      for (const [key, englishText] of english) {
        const text = translated.get(key) ?? "";
        expect(text.trim(), key).not.toBe("");
        if (text === englishText && !sameAsEnglishAllowed.has(text)) untranslated.push(key);
        // A plural's "one" form may leave the number out ("L'outil"), every other form keeps it.
        const optional = key.endsWith(".one");
        if (!optional && placeholders(text).join() !== placeholders(englishText).join())
          wrongPlaceholders.push(`${key}: ${text}`);
      }
      expect(untranslated).toEqual([]);
      expect(wrongPlaceholders).toEqual([]);
    });

    test(`${language.code}: the home page's description fits search results`, () => {
      const description = fill(siteCatalogs[language.code].home.description, { count: 99 });
      expect(description.length).toBeLessThanOrEqual(160);
      expect(siteCatalogs[language.code].home.title.length).toBeLessThanOrEqual(70);
    });
  }
});

describe("failures a tool page shows (apiErrors, issue 38)", () => {
  test("every code of the list is shown with a sentence or has a reason not to be", () => {
    const classified = [...pageErrorCodes, ...Object.keys(codesNoToolPageShows)].sort();
    expect(classified).toEqual([...errorCodes].sort());
    expect(pageErrorCodes.filter((code) => code in codesNoToolPageShows)).toEqual([]);
  });

  for (const language of languages) {
    test(`${language.code}: a sentence for every code a tool page can show, no other`, () => {
      const catalog = siteCatalogs[language.code];
      const missing = pageErrorCodes.filter((code) => !catalog.apiErrors[code]?.trim());
      expect(missing).toEqual([]);
      expect(Object.keys(catalog.apiErrors).sort()).toEqual([...pageErrorCodes].sort());
      for (const code of Object.keys(catalog.apiErrorsWithValues)) {
        expect(pageErrorCodes as readonly string[]).toContain(code);
      }
    });
  }

  test("the sentences without values name no number (only the build's limits)", () => {
    for (const language of languages) {
      for (const [code, text] of Object.entries(siteCatalogs[language.code].apiErrors)) {
        const withoutLimits = text.replace(/\{(maxUpload|minutes)\}/g, "");
        // "2 回" (sent twice), "1 本" (one video) and "1 分ほど" (in a minute), ja: words, not limits.
        expect(withoutLimits.replace(/[12] [回本分]/g, ""), `${language.code} ${code}`).not.toMatch(
          /\d/,
        );
      }
    }
  });
});

describe("static pages' copy (i18n/pages/<page>/<code>.ts)", () => {
  const linkTargets = (text: string) =>
    linkedParts(text)
      .flatMap((part) => part.to ?? [])
      .sort();
  for (const path of translatedStaticPagePaths) {
    const englishCopy = leaves(pageCopies[path].en);
    for (const language of languages.filter((candidate) => candidate.code !== "en")) {
      test(`${path} in ${language.code}: every key, its placeholders and links, nothing left in English`, () => {
        const translated = leaves(pageCopies[path][language.code]);
        expect([...translated.keys()].sort()).toEqual([...englishCopy.keys()].sort());
        const untranslated: string[] = [];
        const wrong: string[] = [];
        for (const [key, englishText] of englishCopy) {
          const text = translated.get(key) ?? "";
          expect(text.trim(), key).not.toBe("");
          if (text === englishText && !sameAsEnglishAllowed.has(text)) untranslated.push(key);
          if (placeholders(text).join() !== placeholders(englishText).join())
            wrong.push(`${key}: placeholders ${text}`);
          // The same links, to the same pages, in whatever order the language puts them.
          if (linkTargets(text).join() !== linkTargets(englishText).join())
            wrong.push(`${key}: links ${text}`);
        }
        expect(untranslated).toEqual([]);
        expect(wrong).toEqual([]);
        // Search results cut a description after 160 characters (meta.ts refuses longer ones).
        const { description } = pageCopies[path][language.code];
        expect(fill(description, { toolCount: 99 }).length, description).toBeLessThanOrEqual(160);
      });
    }
  }

  test("a page's copy identical to English is caught", () => {
    // The check above is not vacuous: an English value in a language's file is reported.
    const english = leaves(pageCopies["/about"].en);
    const copied = leaves({ ...pageCopies["/about"].es, heading: pageCopies["/about"].en.heading });
    const same = [...copied].filter(
      ([key, text]) => text === english.get(key) && !sameAsEnglishAllowed.has(text),
    );
    expect(same.map(([key]) => key)).toEqual(["heading"]);
  });
});

describe("tool-page catalogs (the tool area's words)", () => {
  const englishUi = leaves(toolUiCatalogs.en);
  test("one catalog per language, no more", () => {
    expect(Object.keys(toolUiCatalogs).sort()).toEqual(languages.map((l) => l.code).sort());
  });

  for (const language of languages.filter((candidate) => candidate.code !== "en")) {
    test(`${language.code}: every key, the same placeholders, nothing left in English`, () => {
      const translated = leaves(toolUiCatalogs[language.code]);
      const pluralKey = (key: string) => /\.(zero|one|two|few|many|other)$/.test(key);
      // A plural object may have fewer categories than English (Japanese: `other` only).
      const required = [...englishUi.keys()].filter(
        (key) => !/\.(zero|one|two|few|many)$/.test(key),
      );
      for (const key of required) expect(translated.has(key), key).toBe(true);
      for (const key of translated.keys())
        expect(englishUi.has(key) || pluralKey(key), `extra key ${key}`).toBe(true);
      const untranslated: string[] = [];
      const wrongPlaceholders: string[] = [];
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe("");
        const englishText =
          englishUi.get(key) ?? englishUi.get(key.replace(/\.\w+$/, ".other")) ?? "";
        if (text === englishText && !sameAsEnglishAllowed.has(text)) untranslated.push(key);
        const expected = placeholders(englishText).filter(
          (name) => !(name === "noun" && nounOptional(key)),
        );
        const optional = key.endsWith(".one") || key.endsWith(".other");
        const found = placeholders(text);
        // A plural's form may leave {count} or a list out; nothing else may be lost or added.
        const lost = expected.filter((name) => !found.includes(name));
        const added = found.filter((name) => !placeholders(englishText).includes(name));
        if (added.length > 0 || (!optional && lost.length > 0))
          wrongPlaceholders.push(`${key}: ${text}`);
      }
      expect(untranslated).toEqual([]);
      expect(wrongPlaceholders).toEqual([]);
    });
  }

  test("a plural's forms are the language's own categories (Intl.PluralRules)", () => {
    const gaps: string[] = [];
    for (const language of languages) {
      const categories = new Intl.PluralRules(language.code).resolvedOptions().pluralCategories;
      for (const [key] of leaves(toolUiCatalogs[language.code]))
        if (key.endsWith(".other")) {
          const base = key.slice(0, -".other".length);
          for (const category of categories)
            if (
              category !== "many" &&
              category !== "zero" &&
              category !== "two" &&
              !leaves(toolUiCatalogs[language.code]).has(`${base}.${category}`)
            )
              gaps.push(`${language.code}: ${base}.${category}`);
        }
    }
    expect(gaps).toEqual([]);
  });
});

describe("tool translations", () => {
  const pageToolIds = toolList.filter((tool) => !tool.apiOnly).map((tool) => tool.id);

  test("a tool folder's translations.ts names only the site's languages", () => {
    expect(unknownTranslationLanguages()).toEqual([]);
  });

  test("a tool that has translations has them in every language, none left in English", () => {
    const translatedIds = pageToolIds.filter((id) => toolTranslation(id, "es"));
    const gaps: string[] = [];
    for (const language of languages.filter((candidate) => candidate.code !== "en"))
      for (const id of untranslatedTools(translatedIds, language.code))
        gaps.push(`${id}: ${language.code}`);
    expect(gaps).toEqual([]);
    const englishNames = new Map(toolList.map((tool) => [tool.id, tool.name]));
    const sameAsEnglish = translatedIds.flatMap((id) =>
      languages
        .filter((language) => language.code !== "en")
        .filter((language) => {
          const name = toolTranslation(id, language.code)?.name;
          return name === englishNames.get(id) && !sameAsEnglishAllowed.has(name ?? "");
        })
        .map((language) => `${id}: ${language.code}`),
    );
    expect(sameAsEnglish).toEqual([]);
  });

  test("a tool's own step-flow words (translations.ts messages) are in every language or none", () => {
    const gaps: string[] = [];
    for (const tool of toolList) {
      const keys = Object.keys(toolTranslation(tool.id, "es")?.messages ?? {}).sort();
      for (const language of languages.filter((candidate) => candidate.code !== "en")) {
        const messages = toolTranslation(tool.id, language.code)?.messages ?? {};
        if (Object.keys(messages).sort().join() !== keys.join())
          gaps.push(`${tool.id}: ${language.code}`);
        for (const [key, text] of Object.entries(messages))
          if (text === (tool.messages as Record<string, string | undefined>)[key])
            gaps.push(`${tool.id}: ${language.code} ${key} left in English`);
      }
    }
    expect(gaps).toEqual([]);
    // The twelve GIF edit tools, Video to GIF and GIF Maker say their result in every language.
    expect(toolTranslation("resize", "ja")?.messages?.resultTitle).toBe(
      "リサイズした GIF ができました！",
    );
  });

  test("a tool with a help center quick start has its words in every language", () => {
    const gaps: string[] = [];
    for (const tool of toolList.filter((candidate) => candidate.highlights?.helpQuickStart)) {
      const english = tool.highlights!.helpQuickStart!;
      for (const language of languages.filter((candidate) => candidate.code !== "en")) {
        const words = toolTranslation(tool.id, language.code)?.helpQuickStart;
        if (!words?.title || !words.text) gaps.push(`${tool.id}: ${language.code} missing`);
        else if (words.title === english.title || words.text === english.text)
          gaps.push(`${tool.id}: ${language.code} left in English`);
      }
    }
    expect(gaps).toEqual([]);
    expect(toolTranslation("crop", "ja")?.helpQuickStart?.title).toBe("GIF を切り抜く");
  });

  test("the tools still without translations are listed (they show in English)", () => {
    // A new tool folder builds with no translations.ts: its words stay English in every
    // language. This prints the list for the report; today every tool with a page has one.
    const missing = untranslatedTools(pageToolIds, "es");
    if (missing.length) console.info(`tools shown in English in other languages: ${missing}`);
    expect(missing.every((id) => !toolTranslation(id, "ja"))).toBe(true);
  });

  test("content.<code>.md files are in the site's languages", () => {
    const codes = new Set<string>(languages.map((language) => language.code));
    const strays = pageToolIds.flatMap((id) =>
      toolContentLanguages(id)
        .filter((code) => !codes.has(code))
        .map((code) => `${id}: content.${code}.md`),
    );
    expect(strays).toEqual([]);
  });
});

describe("addresses and formats", () => {
  test("paths carry the language prefix, English keeps today's addresses", () => {
    expect(splitLanguagePath("/es/resize")).toMatchObject({ path: "/resize" });
    expect(splitLanguagePath("/es/resize").language.code).toBe("es");
    expect(splitLanguagePath("/pt-br").language.code).toBe("pt-BR");
    expect(splitLanguagePath("/pt-br").path).toBe("/");
    expect(splitLanguagePath("/resize").language.code).toBe("en");
    // A path that only starts like a prefix is English.
    expect(splitLanguagePath("/ja-not").language.code).toBe("en");
    expect(localizedPath("/", languages[6])).toBe("/ja");
    expect(localizedPath("/faq", languages[1])).toBe("/es/faq");
    expect(localizedPath("/faq", languages[0])).toBe("/faq");
  });

  test("the browser's preferred language, by full tag then primary subtag", () => {
    expect(preferredLanguage(["pt-PT", "en"])?.code).toBe("pt-BR");
    expect(preferredLanguage(["es-MX"])?.code).toBe("es");
    expect(preferredLanguage(["nl", "de-AT"])?.code).toBe("de");
    expect(preferredLanguage(["nl"])).toBeUndefined();
  });

  test("plurals, numbers, sizes and dates through Intl", () => {
    expect(plural("en", en.shell.allToolsByTask, 1)).toBe("The 1 tool by task");
    expect(plural("en", en.shell.allToolsByTask, 26)).toBe("All 26 tools by task");
    expect(plural("fr", siteCatalogs.fr.shell.allToolsByTask, 1)).toBe("L'outil, classé par tâche");
    expect(plural("ja", siteCatalogs.ja.shell.allToolsByTask, 1)).toBe("用途別の全 1 ツール");
    expect(formatNumber("de", 12000)).toBe("12.000");
    expect(formatNumber("fr", 12000)).toBe("12\u202f000");
    expect(formatBytes("en", 200_000_000)).toBe("200 MB");
    expect(formatBytes("de", 1_500_000)).toBe("1,5 MB");
    expect(formatDate("ja", "2026-12-02")).toBe("2026年12月2日");
    expect(formatDate("es", "2026-12-02")).toBe("2 de diciembre de 2026");
  });
});
