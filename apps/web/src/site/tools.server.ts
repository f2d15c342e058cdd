import type { ToolAbout, ToolId } from "@gifkit/tools";
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

/** Every tool, in menu order (each about.ts says its place). */
export const siteTools: readonly SiteTool[] = Object.values(abouts)
  .sort((first, second) => first.menuPosition - second.menuPosition)
  .map((about) => ({
    id: about.id,
    name: about.name,
    path: `/${about.id}`,
    summary: about.summary,
    icon: about.icon,
  }));

export function siteToolById(id: ToolId): SiteTool {
  const tool = siteTools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool: ${id}`);
  return tool;
}
