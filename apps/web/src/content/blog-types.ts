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

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "November 26, 2026" (or "Nov 26, 2026") from "2026-11-26", as en-US writes it. Plain string
 * work, not toLocaleDateString: the first Intl date call in a browser built its locale data for
 * 115-127 ms at 4x CPU (issue 29), and the result is the same at build time and in the browser.
 */
export function formatDate(isoDate: string, month: "long" | "short" = "long"): string {
  const [year, monthNumber, day] = isoDate.split("-").map(Number);
  const name = monthNames[(monthNumber ?? 1) - 1] ?? "";
  return `${month === "long" ? name : name.slice(0, 3)} ${day}, ${year}`;
}
