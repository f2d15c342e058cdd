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

/** Where the build script puts each article's hero (scripts/generate-images.ts). */
export const blogHeroImage = (slug: string) => ({
  webp: `/images/generated/blog/${slug}.webp`,
  webpSmall: `/images/generated/blog/${slug}-640.webp`,
  png: `/images/generated/blog/${slug}.png`,
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
