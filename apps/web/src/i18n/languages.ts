/**
 * The site's languages (issue 38). English keeps today's addresses; every other language lives
 * under /<prefix>/. Adding a language: one message file (messages/<code>.ts, which must satisfy
 * the English one's type) and one line here plus one in catalogs.server.ts.
 * Kept free of imports: the browser's own code (route-table.ts, site-shell.ts) reads it.
 */
export const languages = [
  { code: "en", prefix: "", hreflang: "en", name: "English" },
  { code: "es", prefix: "es", hreflang: "es", name: "Español" },
  { code: "pt-BR", prefix: "pt-br", hreflang: "pt-BR", name: "Português (Brasil)" },
  { code: "fr", prefix: "fr", hreflang: "fr", name: "Français" },
  { code: "de", prefix: "de", hreflang: "de", name: "Deutsch" },
  { code: "it", prefix: "it", hreflang: "it", name: "Italiano" },
  { code: "ja", prefix: "ja", hreflang: "ja", name: "日本語" },
  { code: "id", prefix: "id", hreflang: "id", name: "Bahasa Indonesia" },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language["code"];

export const defaultLanguage: Language = languages[0];

/** The languages with their own /<prefix>/ addresses (all but English). */
export const prefixedLanguages = languages.filter((language) => language.prefix !== "");

/** localStorage key of the visitor's chosen language (the switcher writes it). */
export const languageStorageKey = "gifkit-language";

/** The language a path is in and the path without its language prefix ("/es/resize" → "/resize"). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const first = pathname.split("/")[1] ?? "";
  const language = prefixedLanguages.find((candidate) => candidate.prefix === first);
  if (!language) return { language: defaultLanguage, path: pathname || "/" };
  const rest = pathname.slice(first.length + 1);
  return { language, path: rest === "" ? "/" : rest };
}

/** The address of an English path in `language` ("/resize", es → "/es/resize"; "/" → "/es"). */
export function localizedPath(path: string, language: { prefix: string }): string {
  if (!language.prefix) return path;
  return path === "/" ? `/${language.prefix}` : `/${language.prefix}${path}`;
}

export const languageByCode = (code: string): Language | undefined =>
  languages.find((language) => language.code === code);

/**
 * The supported language a browser prefers most (navigator.languages order), matched by full tag
 * first ("pt-BR"), then by its primary subtag ("pt-PT" → pt-BR, "es-MX" → es).
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language | undefined {
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    const exact = languages.find((language) => language.code.toLowerCase() === lower);
    if (exact) return exact;
    const primary = lower.split("-")[0];
    const close = languages.find(
      (language) => language.code.toLowerCase().split("-")[0] === primary,
    );
    if (close) return close;
  }
  return undefined;
}
