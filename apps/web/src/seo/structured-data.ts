import { type BlogPost, blogAuthor, blogHeroImage, type FaqEntry } from "../content/blog-types.ts";
import {
  absoluteUrl,
  siteName,
  siteOrigin,
  socialProfiles,
  supportEmail,
} from "../site/route-table.ts";

type Node = Record<string, unknown>;

export const organizationId = `${siteOrigin}/#organization`;
export const websiteId = `${siteOrigin}/#website`;

export function organization(): Node {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: siteName,
    url: absoluteUrl("/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl("/images/generated/logo-512.png"),
      width: 512,
      height: 512,
    },
    email: supportEmail,
    sameAs: socialProfiles.map((profile) => profile.href),
  };
}

/** Search results cut titles after about 60 characters. */
export const maxTitleCharacters = 60;

/**
 * The <title> of an article: its headline with the site's name when that fits in 60 characters,
 * else the part before its colon ("GIF Optimization Techniques: How to..." → "GIF Optimization
 * Techniques | GifKit Blog"), else the headline alone. The H1 keeps the full headline.
 */
export function articleTitle(headline: string): string {
  const head = headline.split(":")[0]?.trim() ?? headline;
  const candidates = [
    `${headline} | GifKit Blog`,
    `${headline} | GifKit`,
    headline,
    `${head} | GifKit Blog`,
    `${head} | GifKit`,
  ];
  return candidates.find((title) => title.length <= maxTitleCharacters) ?? head;
}

export function website(): Node {
  return {
    "@type": "WebSite",
    "@id": websiteId,
    name: siteName,
    url: absoluteUrl("/"),
    publisher: { "@id": organizationId },
    inLanguage: "en",
  };
}

/** `path` is the page's own address (/es/about in Spanish); `inLanguage` its hreflang. */
export function webPage(
  type: string,
  name: string,
  path: string,
  description: string,
  inLanguage = "en",
): Node {
  return {
    "@type": type,
    "@id": `${absoluteUrl(path)}#webpage`,
    name,
    url: absoluteUrl(path),
    description,
    isPartOf: { "@id": websiteId },
    inLanguage,
  };
}

/** Home is always first (in the page's language: its name and address); `items` come after it. */
export function breadcrumbs(
  items: readonly { name: string; path: string }[],
  home: { name: string; path: string } = { name: "Home", path: "/" },
): Node {
  const all = [home, ...items];
  return {
    "@type": "BreadcrumbList",
    itemListElement: all.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** A tool as a free web application (spec: price 0 USD), in the page's language. */
export function webApplication(
  name: string,
  path: string,
  description: string,
  words: { operatingSystem: string; browserRequirements: string },
): Node {
  return {
    "@type": "WebApplication",
    name,
    url: absoluteUrl(path),
    description,
    applicationCategory: "MultimediaApplication",
    operatingSystem: words.operatingSystem,
    browserRequirements: words.browserRequirements,
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    publisher: { "@id": organizationId },
  };
}

export function faqPage(entries: readonly FaqEntry[], path: string): Node {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(path)}#faq`,
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.q,
      acceptedAnswer: { "@type": "Answer", text: entry.a },
    })),
  };
}

export function article(post: BlogPost): Node {
  const path = `/blog/${post.slug}`;
  return {
    "@type": "Article",
    headline: post.title,
    description: post.description,
    author: { "@type": "Organization", name: blogAuthor, url: absoluteUrl("/about") },
    publisher: { "@id": organizationId },
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    image: {
      "@type": "ImageObject",
      url: absoluteUrl(blogHeroImage(post.slug).fallback),
      width: 1200,
      height: 675,
    },
    keywords: post.keywords.join(", "),
    wordCount: post.wordCount,
    inLanguage: "en",
  };
}

export function howTo(post: BlogPost): Node | null {
  if (!post.howTo) return null;
  return {
    "@type": "HowTo",
    name: post.howTo.name,
    description: post.description,
    image: absoluteUrl(blogHeroImage(post.slug).fallback),
    estimatedCost: { "@type": "MonetaryAmount", currency: "USD", value: "0" },
    step: post.howTo.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  };
}
