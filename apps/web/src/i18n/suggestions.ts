import { useRouteLoaderData } from "react-router";
import type { LanguageCode } from "./languages.ts";

/** Each language's own suggestion line (root route data: a few words per language). */
export type LanguageSuggestions = Partial<
  Record<LanguageCode, { suggestion: string; suggestionLink: string; dismiss: string }>
>;

export function useLanguageSuggestions(): LanguageSuggestions {
  return (
    useRouteLoaderData<{ languageSuggestions?: LanguageSuggestions }>("root")
      ?.languageSuggestions ?? {}
  );
}
