import {
  type ToolAbout,
  type ToolHighlights,
  type ToolId,
  tools,
  toolsForRefusedInput,
} from "@gifkit/tools";
import type { LanguageCode } from "../i18n/languages.ts";
import { localizedTool } from "../i18n/tool-translations.server.ts";
import type { SiteTool } from "./site-tool.ts";

export type { SiteTool };

/*
 * What the site's navigation knows about each tool: its folder's `about.ts` (plain data), found
 * by file name, so a new tool folder appears in the menus, cards, footer and sitemap with no line
 * here. Build time only: pages get the list as the root route's data (site-tool.ts).
 */

const abouts = import.meta.glob<ToolAbout<ToolId>>("../../../../packages/tools/src/*/about.ts", {
  eager: true,
  import: "default",
});

/** Every tool's about.ts with a page (not `apiOnly`: Edit), in menu order (each says its place). */
const toolAbouts = Object.values(abouts)
  .filter((about) => !about.apiOnly)
  .sort((first, second) => first.menuPosition - second.menuPosition);

/**
 * Whether this build lists the tools that need an AI generation server: the operator's
 * GENERATION_BACKEND (docs/prompt-to-gif.md) at build time, as the Dockerfile passes it. The
 * pages are prerendered, so the menus and counts are decided here; the server still tells each
 * page at run time whether generation is set up (static-site.ts), and Prompt to GIF's page shows
 * its form or its notice by that.
 */
export const buildListsGenerationTools = Boolean(process.env.GENERATION_BACKEND);

/** Every tool with a page, in menu order (listed or not). */
export const pageTools: readonly SiteTool[] = toolAbouts.map((about) => ({
  id: about.id,
  name: about.name,
  path: `/${about.id}`,
  summary: about.summary,
  icon: about.icon,
  group: about.group,
  ...(about.highlights?.start ? { start: about.highlights.start } : {}),
  ...(about.highlights?.madeFrom ? { madeFrom: about.highlights.madeFrom } : {}),
  ...videoTwinOf(about.id),
}));

/** A GIF tool's video tool for the same edit (toolsForRefusedInput), for its upload screen. */
function videoTwinOf(id: ToolId): { videoTwin?: ToolId } {
  const twin = toolsForRefusedInput(tools[id], "video").sameEdit;
  return twin ? { videoTwin: twin.id } : {};
}

const unlistedIds = new Set<string>(
  toolAbouts
    .filter((about) => about.needsGenerationServer && !buildListsGenerationTools)
    .map((about) => about.id),
);

/**
 * The tools the site lists (menus, cards, counts, sitemap), in menu order: those with a page,
 * less Prompt to GIF where no generation server is set up (a visitor would find it unusable).
 */
export const siteTools: readonly SiteTool[] = pageTools.filter((tool) => !unlistedIds.has(tool.id));

/** The listed tools with their names and summaries in `code` (English where untranslated). */
export function localizedSiteTools(code: LanguageCode): readonly SiteTool[] {
  return siteTools.map((tool) => localizedTool(tool, code));
}

type PlacedHighlight = {
  [Key in keyof ToolHighlights]-?: NonNullable<ToolHighlights[Key]> extends { place: number }
    ? Key
    : never;
}[keyof ToolHighlights];

/**
 * The tools one of the site's own lists leads to (about.ts `highlights`), in their places, each
 * with its entry; two tools in one place are refused at build time.
 */
export function highlightedTools<Key extends PlacedHighlight>(
  key: Key,
): { tool: SiteTool; highlight: NonNullable<ToolHighlights[Key]> }[] {
  const listed = toolAbouts
    .filter((about) => about.highlights?.[key])
    .map((about) => ({
      tool: siteToolById(about.id),
      highlight: about.highlights![key] as NonNullable<ToolHighlights[Key]>,
    }))
    .sort((first, second) => first.highlight.place - second.highlight.place);
  for (const [index, entry] of listed.entries())
    if (index > 0 && listed[index - 1]!.highlight.place === entry.highlight.place)
      throw new Error(
        `highlights.${key}: ${entry.tool.id} and another tool share place ${entry.highlight.place}.`,
      );
  return listed;
}

/** The one tool whose about.ts sets this highlight (`homeHero`); throws unless exactly one does. */
export function theHighlightedTool(key: "homeHero" | "apiExample"): SiteTool {
  const found = toolAbouts.filter((about) => about.highlights?.[key]);
  if (found.length !== 1)
    throw new Error(`${found.length} tools set highlights.${key} in their about.ts; one must.`);
  return siteToolById(found[0]!.id);
}

export function siteToolById(id: ToolId): SiteTool {
  const tool = pageTools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool: ${id}`);
  return tool;
}
