import type { ToolId } from "@gifkit/tools";
import { z } from "zod";
import { fillLimitTokens } from "../site/limits.ts";
import { renderMarkdown, splitFrontMatter } from "./markdown.server.ts";

/** The copy of a tool page (packages/tools/src/<tool-id>/content.md), checked at build time. */
export interface ToolPageContent {
  title: string;
  heading: string;
  metaDescription: string;
  description: string;
  steps: { title: string; text: string }[];
  guideHtml: string;
  guideHeadings: { id: string; text: string; depth: 2 | 3 }[];
}

const frontMatterSchema = z.object({
  // Search results cut titles after about 60 characters (structured-data.ts maxTitleCharacters).
  title: z.string().min(1).max(60),
  heading: z.string().min(1),
  metaDescription: z.string().min(50).max(170),
  description: z.string().min(1),
  steps: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(1)
    .max(4),
});

/** Ids of the tool page's own sections, which a guide heading must not repeat. */
const toolPageIds = ["how-it-works", "more-tools"];

// content.md (English) and content.<language>.md (issue 38: es, pt-BR, ...), same front matter.
const sources = import.meta.glob<string>("../../../../packages/tools/src/*/content*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The languages (codes) a tool's page copy is written in: "en" and each content.<code>.md. */
export function toolContentLanguages(toolId: string): string[] {
  return Object.keys(sources).flatMap((fileName) => {
    const match = new RegExp(`/${toolId}/content(?:\\.([A-Za-z-]+))?\\.md$`).exec(fileName);
    return match ? [match[1] ?? "en"] : [];
  });
}

/**
 * The tool page's copy in `languageCode` (content.<code>.md), or in English (content.md) where
 * that file does not exist yet: the page then says so and points its canonical at English.
 */
export function toolPageContent(toolId: ToolId, languageCode = "en"): ToolPageContent {
  const fileFor = (code: string) => (code === "en" ? "content.md" : `content.${code}.md`);
  const entry =
    Object.entries(sources).find(([fileName]) =>
      fileName.endsWith(`/${toolId}/${fileFor(languageCode)}`),
    ) ?? Object.entries(sources).find(([fileName]) => fileName.endsWith(`/${toolId}/content.md`));
  if (!entry) throw new Error(`packages/tools/src/${toolId}/content.md is missing`);
  const [fileName, raw] = entry;
  const source = fillLimitTokens(raw, fileName);
  const { data, body } = splitFrontMatter(source, fileName);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${fileName}: front matter ${issue?.path.join(".")}: ${issue?.message}`);
  }
  // The tool page's own sections (app/routes/tool.tsx) keep their ids.
  const guide = renderMarkdown(body, toolPageIds);
  return { ...parsed.data, guideHtml: guide.html, guideHeadings: guide.headings };
}
