import { useLocation, useRouteLoaderData } from "react-router";
import { fill, type PluralForms, plural } from "./format.ts";
import { type Language, splitLanguagePath } from "./languages.ts";
import type { SiteMessages } from "./messages/en.ts";

/**
 * The page's language and its strings. The root loader (build time) puts only the page's own
 * language's catalog into the page's data, so no page carries another language's strings and the
 * browser code carries none of them (its own `t` is these few lines).
 */
export interface PageLanguage {
  language: Language;
  /** The English path of the page ("/es/resize" → "/resize"). */
  path: string;
  messages: SiteMessages;
  fill: (template: string, values?: Record<string, string | number>) => string;
  plural: (forms: PluralForms, count: number, values?: Record<string, string | number>) => string;
}

export interface RootLanguageData {
  languageCode: string;
  messages: SiteMessages;
}

export function pageLanguageOf(pathname: string, messages: SiteMessages): PageLanguage {
  const { language, path } = splitLanguagePath(pathname);
  return {
    language,
    path,
    messages,
    fill,
    plural: (forms, count, values) => plural(language.code, forms, count, values),
  };
}

/** In a component: the page's language and strings (from the root route's data). */
export function usePageLanguage(): PageLanguage {
  const { pathname } = useLocation();
  const data = useRouteLoaderData<RootLanguageData>("root");
  if (!data) throw new Error("usePageLanguage: the root route's data is missing");
  return pageLanguageOf(pathname, data.messages);
}

/** In a meta function: the same, from its `matches` and `location`. */
export function metaLanguageOf(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  location: { pathname: string },
): PageLanguage {
  const data = matches.find((match) => match?.id === "root")?.data as RootLanguageData | undefined;
  if (!data) throw new Error("metaLanguageOf: the root route's data is missing");
  return pageLanguageOf(location.pathname, data.messages);
}
