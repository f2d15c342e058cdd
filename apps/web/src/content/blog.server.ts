import { z } from "zod";
import { fillDestinationTokens } from "../site/destination-rows.ts";
import { fillLimitTokens } from "../site/limits.ts";
import type { BlogPost, BlogPostSummary } from "./blog-types.ts";
import { heroAttribution, heroCaption } from "./examples.server.ts";
import { renderMarkdown, splitFrontMatter } from "./markdown.server.ts";

const isoDate = z.union([
  z.iso.date(),
  // YAML reads an unquoted 2025-07-15 as a Date.
  z.date().transform((date) => date.toISOString().slice(0, 10)),
]);

const frontMatterSchema = z.object({
  id: z.number().int().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  date: isoDate,
  updated: isoDate.optional(),
  tags: z.array(z.string()).default([]),
  keywords: z.array(z.string()).default([]),
  featured: z.boolean().default(false),
  imageAlt: z.string().min(1),
  related: z.array(z.string()).default([]),
  cta: z.string().optional(),
  faq: z.array(z.object({ q: z.string().min(1), a: z.string().min(1) })).default([]),
  howTo: z
    .object({
      name: z.string().min(1),
      steps: z.array(z.object({ name: z.string().min(1), text: z.string().min(1) })).min(1),
    })
    .optional(),
});

const sources = import.meta.glob<string>("../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

function parsePost(fileName: string, raw: string): BlogPost {
  const { data, body } = splitFrontMatter(
    fillLimitTokens(fillDestinationTokens(raw, fileName), fileName),
    fileName,
  );
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${fileName}: front matter ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const front = parsed.data;
  if (!fileName.endsWith(`/${front.slug}.md`)) {
    throw new Error(`${fileName}: slug "${front.slug}" does not match the file name`);
  }
  const rendered = renderMarkdown(body);
  return {
    id: front.id,
    slug: front.slug,
    title: front.title,
    description: front.description,
    date: front.date,
    updated: front.updated ?? null,
    tags: front.tags,
    keywords: front.keywords,
    featured: front.featured,
    imageAlt: front.imageAlt,
    imageCaption: heroCaption(front.slug),
    imageAttribution: heroAttribution(front.slug),
    related: front.related,
    cta: front.cta ?? null,
    faq: front.faq,
    howTo: front.howTo ?? null,
    html: rendered.html,
    headings: rendered.headings,
    wordCount: rendered.wordCount,
    // About 225 words a minute, never less than a minute.
    readingMinutes: Math.max(1, Math.round(rendered.wordCount / 225)),
  };
}

let cache: BlogPost[] | undefined;

/** Every article, in the spec's order (by id). */
export function allPosts(): BlogPost[] {
  cache ??= Object.entries(sources)
    .map(([fileName, source]) => parsePost(fileName, source))
    .sort((a, b) => a.id - b.id);
  return cache;
}

export function postBySlug(slug: string): BlogPost | undefined {
  return allPosts().find((post) => post.slug === slug);
}

export function summaryOf(post: BlogPost): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    date: post.date,
    updated: post.updated,
    tags: post.tags,
    featured: post.featured,
    imageAlt: post.imageAlt,
    imageCaption: post.imageCaption,
    imageAttribution: post.imageAttribution,
    readingMinutes: post.readingMinutes,
  };
}
