import { type Language, languages, localizedPath } from "../i18n/languages.ts";
import type { PageLanguage } from "../i18n/page-language.ts";
import { defaultShareImage, pageMeta } from "./meta.ts";
import { breadcrumbs, webPage } from "./structured-data.ts";

/**
 * The head of a static page written in every language (issue 38): its own title and description,
 * its own canonical, hreflang to every language (each pointing back), and its structured data
 * (the page node, its breadcrumbs, any `extra` such as FAQPage) in the page's language.
 */
export function translatedPageMeta(page: {
  page: Pick<PageLanguage, "language" | "messages">;
  /** The document title, "About GifKit | GifKit". */
  title: string;
  description: string;
  /** The English path ("/about"). */
  path: string;
  /** schema.org type of the page node (AboutPage, ContactPage…). */
  type: string;
  /** The page's name in its breadcrumb. */
  crumb: string;
  /** The pages between home and this one in its breadcrumbs (English paths: /api-key's /api). */
  parents?: readonly { name: string; path: string }[];
  keywords?: readonly string[];
  extra?: (language: Language) => Record<string, unknown>[];
  /** Replaces the page node (a CollectionPage with its list). */
  node?: (node: Record<string, unknown>) => Record<string, unknown>;
}) {
  const { language, messages } = page.page;
  const address = localizedPath(page.path, language);
  const node = webPage(page.type, page.title, address, page.description, language.hreflang);
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    language,
    translatedIn: languages,
    keywords: page.keywords,
    // The share card's words in the page's language too (its title and description are).
    image: { ...defaultShareImage, alt: messages.shell.shareImageAlt },
    structuredData: import.meta.env.SSR
      ? [
          page.node ? page.node(node) : node,
          breadcrumbs(
            [
              ...(page.parents ?? []).map((parent) => ({
                name: parent.name,
                path: localizedPath(parent.path, language),
              })),
              { name: page.crumb, path: address },
            ],
            {
              name: messages.toolPage.home,
              path: localizedPath("/", language),
            },
          ),
          ...(page.extra?.(language) ?? []),
        ]
      : undefined,
  });
}
