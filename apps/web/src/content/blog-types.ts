/** An article as the pages see it (front matter of content/blog/<slug>.md, checked at build time). */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  updated: string | null;
  tags: string[];
  featured: boolean;
  imageAlt: string;
  /** What the hero is and whom it credits (shown under it on the article). */
  imageCaption: string;
  /** A short credit for cards when the hero's sources ask for one, else null. */
  imageAttribution: string | null;
  readingMinutes: number;
}

export interface FaqEntry {
  q: string;
  a: string;
}

export interface BlogPost extends BlogPostSummary {
  keywords: string[];
  related: string[];
  cta: string | null;
  faq: FaqEntry[];
  howTo: { name: string; steps: { name: string; text: string }[] } | null;
  html: string;
  headings: { id: string; text: string; depth: 2 | 3 }[];
  wordCount: number;
}

export const blogAuthor = "The GifKit Team";

/**
 * Each article's hero: a frame of a GIF made by GifKit's tools from the sample media
 * (apps/server/scripts/make-examples.ts, committed under public/images/blog/).
 */
export const blogHeroImage = (slug: string) => ({
  webp: `/images/blog/${slug}.webp`,
  webpSmall: `/images/blog/${slug}-640.webp`,
  fallback: `/images/blog/${slug}.jpg`,
  width: 1200,
  height: 675,
});

export function formatDate(isoDate: string, month: "long" | "short" = "long"): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month,
    day: "numeric",
    timeZone: "UTC",
  });
}
