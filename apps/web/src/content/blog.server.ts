import type { ToolId } from "@gifkit/tools";
import { z } from "zod";
import { fillDestinationTokens } from "../site/destination-rows.ts";
import { fillLimitTokens } from "../site/limits.ts";
import type { BlogPost, BlogPostSummary } from "./blog-types.ts";
import { exampleStillPath, stillReadable } from "./example-stills.ts";
import { heroAttribution, heroCaption, toolExample } from "./examples.server.ts";
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
  rendered.html = rendered.html.replace(
    /<p>\{\{\s*example:([a-z0-9-]+)\s*\}\}<\/p>/g,
    (_match, toolId: string) => exampleFigure(toolId as ToolId, fileName),
  );
  if (!/<figure class="article-example"/.test(rendered.html)) {
    throw new Error(`${fileName}: an article shows a result made by GifKit ({{example:<tool>}})`);
  }
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * `{{example:<tool>}}` in an article: a frame of the tool's committed example (made by the tool,
 * found through the examples manifest), with what it is, its measured sizes and a link to the
 * animation itself. A still, so nothing in an article moves unless the reader asks.
 */
function exampleFigure(toolId: ToolId, fileName: string): string {
  const example = toolExample(toolId);
  if (!example || !stillReadable(example.output.src)) {
    throw new Error(`${fileName}: no readable example for the tool "${toolId}"`);
  }
  const { output } = example;
  const format = output.src.slice(output.src.lastIndexOf(".") + 1).toUpperCase();
  const described = output.alt.replace(/^Animated [A-Za-z]+: /, "");
  const alt = `A frame of a result made by GifKit's ${example.toolName}: ${described}`;
  return [
    '<figure class="article-example">',
    `<img src="${exampleStillPath(toolId)}" width="${output.width}" height="${output.height}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`,
    "<figcaption>",
    `Made with <a href="${example.toolPath}">${escapeHtml(example.toolName)}</a>. ${escapeHtml(example.summary)} Settings: ${escapeHtml(example.settings)}. `,
    `<a href="${output.src}">See the ${format} itself</a> (${escapeHtml(output.caption)}). Source: ${escapeHtml(example.credit)}.`,
    "</figcaption>",
    "</figure>",
  ].join("");
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
