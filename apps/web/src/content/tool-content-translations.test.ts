import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ToolId } from "@gifkit/tools";
import { describe, expect, test } from "vitest";
import { languages, prefixedLanguages } from "../i18n/languages.ts";
import { splitFrontMatter } from "./markdown.server.ts";
import { toolContentLanguages, toolPageContent } from "./tool-content.server.ts";

// Issue 38: each content.<code>.md says what content.md says, in its own words. These checks hold
// the facts that come from code ({{placeholders}}), the links, the page's shape and its length.

const toolsRoot = fileURLToPath(new URL("../../../../packages/tools/src/", import.meta.url));

interface CopyFile {
  data: Record<string, unknown>;
  body: string;
  raw: string;
}

function readCopy(path: string): CopyFile {
  const raw = readFileSync(path, "utf8");
  const { data, body } = splitFrontMatter(raw, path);
  return { data: data as Record<string, unknown>, body, raw };
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([A-Za-z]+)\s*\}\}/g)].map((match) => match[1]).sort();
// Markdown link targets: "](/crop)", "](/blog/...)", "](https://...)".
const linkTargets = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).sort();
const h2Count = (body: string) => body.split("\n").filter((line) => /^## \S/.test(line)).length;
/** The guide's words as a reader counts them: no Markdown punctuation, table rules or URLs. */
function guideWords(body: string): number {
  const text = body
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#*_`|[\]>-]+/g, " ")
    .trim();
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
const guideCharacters = (body: string) =>
  body.replace(/\]\([^)]*\)/g, "]").replace(/[\s#*_`|[\]>-]+/g, "").length;

const translations = readdirSync(toolsRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join(toolsRoot, entry.name)).flatMap((fileName) => {
      const match = /^content\.([A-Za-z-]+)\.md$/.exec(fileName);
      return match?.[1] ? [{ toolId: entry.name, code: match[1] }] : [];
    }),
  );

test("translated tool copy exists (the checks below run on something)", () => {
  expect(translations.length).toBeGreaterThan(0);
});

test("every tool page has its copy in every language (a missing content.<code>.md is named)", () => {
  const toolsWithCopy = readdirSync(toolsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((toolId) => readdirSync(join(toolsRoot, toolId)).includes("content.md"));
  expect(toolsWithCopy.length).toBeGreaterThan(30);
  const missing = toolsWithCopy.flatMap((toolId) =>
    prefixedLanguages
      .filter((language) => !toolContentLanguages(toolId).includes(language.code))
      .map((language) => `${toolId}/content.${language.code}.md`),
  );
  expect(missing).toEqual([]);
});

describe.each(translations)("$toolId copy in $code", ({ toolId, code }) => {
  const english = readCopy(join(toolsRoot, toolId, "content.md"));
  const translated = readCopy(join(toolsRoot, toolId, `content.${code}.md`));

  test("is in one of the site's languages and is served for it", () => {
    expect(languages.map((language) => language.code)).toContain(code);
    expect(toolContentLanguages(toolId)).toContain(code);
    // The loader's own checks (front matter schema, known limit tokens, Markdown) pass, and it
    // serves this file, not the English fallback.
    const content = toolPageContent(toolId as ToolId, code);
    expect(content.title).toBe(translated.data.title);
    expect(content.guideHeadings.filter((heading) => heading.depth === 2).length).toBe(
      h2Count(english.body),
    );
  });

  test("has the English front matter's keys and as many steps", () => {
    expect(Object.keys(translated.data).sort()).toEqual(Object.keys(english.data).sort());
    const steps = translated.data.steps as { title: string; text: string }[];
    expect(steps).toHaveLength((english.data.steps as unknown[]).length);
    for (const step of steps) expect(Object.keys(step).sort()).toEqual(["text", "title"]);
  });

  test("keeps every {{placeholder}} and link target of the English copy", () => {
    expect(placeholders(translated.raw)).toEqual(placeholders(english.raw));
    expect(linkTargets(translated.raw)).toEqual(linkTargets(english.raw));
  });

  test("title, meta description and description are its own", () => {
    const title = String(translated.data.title);
    expect(title).toMatch(/ \| GifKit$/);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(String(translated.data.metaDescription).length).toBeLessThanOrEqual(160);
    expect(String(translated.data.metaDescription).length).toBeGreaterThanOrEqual(50);
    for (const key of ["title", "heading", "metaDescription", "description"])
      expect(translated.data[key], key).not.toBe(english.data[key]);
  });

  test("the guide keeps every section and has substance", () => {
    expect(h2Count(translated.body)).toBe(h2Count(english.body));
    // The page adds its "How it works" h2: at least 4 on the page, as site-html asks of English.
    expect(h2Count(translated.body)).toBeGreaterThanOrEqual(3);
    if (code === "ja") expect(guideCharacters(translated.body)).toBeGreaterThan(600);
    else expect(guideWords(translated.body)).toBeGreaterThan(300);
  });
});
