import type { MetaDescriptor } from "react-router";
import { defaultLanguage, type Language, localizedPath } from "../i18n/languages.ts";
import { absoluteUrl, siteName } from "../site/route-table.ts";
import { organization, website } from "./structured-data.ts";

export interface PageImage {
  /** Site path of the image. */
  path: string;
  alt: string;
  width: number;
  height: number;
}

export const defaultShareImage: PageImage = {
  path: "/images/generated/og-default.png",
  alt: "GifKit: free online tools to make and edit animated GIFs",
  width: 1200,
  height: 630,
};

export interface PageMeta {
  /** The full document title. */
  title: string;
  description: string;
  /** The canonical path of the page in English ("/resize", also for /es/resize). */
  path: string;
  /** The language the page is shown in (its address's prefix); English when not given. */
  language?: Language;
  /**
   * The languages this page's own words exist in (issue 38). Each gets an hreflang alternate
   * (with x-default: English), and the page's canonical is its own address only if its language
   * is among them; a page still in English under /<lang>/ points its canonical at the English one.
   */
  translatedIn?: readonly Language[];
  keywords?: readonly string[];
  image?: PageImage;
  type?: "website" | "article";
  article?: { publishedTime: string; modifiedTime: string; tags: readonly string[] };
  /**
   * Schema.org nodes, emitted as one JSON-LD graph into the prerendered HTML. Callers pass them
   * only when `import.meta.env.SSR`, so the browser bundle carries none of it: crawlers read the
   * HTML, and hydration leaves the prerendered script in place (the shell removes it when the
   * visitor moves on to another page, so it never describes the wrong page).
   */
  structuredData?: readonly Record<string, unknown>[];
  noindex?: boolean;
}

/**
 * Everything a page puts in <head> besides the shared tags: title, description, canonical link,
 * Open Graph, Twitter card and JSON-LD. Prerendering writes these into the HTML.
 */
/** Search results cut a description after about 160 characters: longer ones lose their end. */
export const maxDescriptionCharacters = 160;

export function pageMeta(page: PageMeta): MetaDescriptor[] {
  // Refused while prerendering, so no page ships a description search results cut short.
  if (import.meta.env.SSR && page.description.length > maxDescriptionCharacters)
    throw new Error(
      `${page.path}: the meta description is ${page.description.length} characters; at most ${maxDescriptionCharacters} show in search results.`,
    );
  const language = page.language ?? defaultLanguage;
  const translatedIn = page.translatedIn ?? [defaultLanguage];
  const ownWords = translatedIn.some((candidate) => candidate.code === language.code);
  const url = absoluteUrl(localizedPath(page.path, ownWords ? language : defaultLanguage));
  const image = page.image ?? defaultShareImage;
  const imageUrl = absoluteUrl(image.path);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (translatedIn.length > 1) {
    for (const alternate of translatedIn)
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: alternate.hreflang,
        href: absoluteUrl(localizedPath(page.path, alternate)),
      });
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(page.path),
    });
  }
  if (language.code !== defaultLanguage.code)
    tags.push({ property: "og:locale", content: language.hreflang.replace("-", "_") });
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.article) {
    tags.push(
      { property: "article:published_time", content: page.article.publishedTime },
      { property: "article:modified_time", content: page.article.modifiedTime },
      ...page.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  if (import.meta.env.SSR && page.structuredData?.length) {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@graph": withSiteNodes(page.structuredData),
      },
    });
  }
  return tags;
}

/**
 * Every page's nodes point at the site (`isPartOf` #website) and its publisher (#organization):
 * both nodes go in every page's graph, once, so each reference resolves on the page itself.
 */
function withSiteNodes(nodes: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const all = [...nodes, website(), organization()];
  return all.filter(
    (node, index) =>
      node["@id"] === undefined || all.findIndex((other) => other["@id"] === node["@id"]) === index,
  );
}

/** "Page name | GifKit", the title pattern of every page but home. */
export const titled = (name: string) => `${name} | ${siteName}`;
