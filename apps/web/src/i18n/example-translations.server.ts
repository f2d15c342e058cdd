import type { ExampleTranslations, ExampleWordsTranslation } from "@gifkit/tools/shared/example";
import { type LanguageCode, languages } from "./languages.ts";

/*
 * Each tool folder's example-words.ts (packages/tools/src/<tool>/example-words.ts): its example's
 * settings line and alt texts in other languages, found by file name like translations.ts. A
 * folder without one, or without a language, shows the example's English, marked lang="en".
 */
const files = import.meta.glob<ExampleTranslations>(
  "../../../../packages/tools/src/*/example-words.ts",
  { eager: true, import: "default" },
);

const byTool = new Map<string, ExampleTranslations>(
  Object.entries(files).map(([fileName, words]) => [fileName.split("/").at(-2) ?? "", words]),
);

/** A tool's example's words in `code`, or undefined (English: the example's own). */
export function exampleTranslation(
  toolId: string,
  code: LanguageCode,
): ExampleWordsTranslation | undefined {
  if (code === "en") return undefined;
  return byTool.get(toolId)?.[code];
}

/** Every folder's translated languages, for the tests: "tool: code" where a code is unknown. */
export function unknownExampleLanguages(): string[] {
  const known = new Set<string>(languages.map((language) => language.code));
  return [...byTool.entries()].flatMap(([toolId, words]) =>
    Object.keys(words)
      .filter((code) => !known.has(code))
      .map((code) => `${toolId}: ${code}`),
  );
}

/** The folders with an example-words.ts. */
export const translatedExampleTools = (): string[] => [...byTool.keys()];
