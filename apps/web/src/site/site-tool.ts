import type { IconElement, ToolAbout, ToolGroupId, ToolId } from "@gifkit/tools";
import { useRouteLoaderData } from "react-router";

/**
 * What the site's navigation shows of a tool (its folder's about.ts). The list is worked out at
 * build time (tools.server.ts) and reaches each page as the root route's data, in the HTML: no
 * page's code carries it, so a new tool costs the pages no JavaScript.
 */
export interface SiteTool {
  id: ToolId;
  /** Name in menus, breadcrumbs and cards. */
  name: string;
  path: `/${ToolId}`;
  /** One line for the tool cards. */
  summary: string;
  icon: readonly IconElement[];
  /** The /tools page's group (tool-groups.ts names them). */
  group: ToolGroupId;
  /** A way in: the header's button, the home hero's and the call-to-action bands' (about.ts). */
  start?: NonNullable<ToolAbout["highlights"]>["start"];
  /** The kind of file a GIF tool sends here when it is given that instead of GIFs (about.ts). */
  madeFrom?: NonNullable<ToolAbout["highlights"]>["madeFrom"];
  /** The video tool making the same edit, which a GIF tool names when given a video (Resize Video). */
  videoTwin?: ToolId;
}

/** Every tool in menu order, from the root route's data (empty if that data is missing). */
export function useSiteTools(): readonly SiteTool[] {
  return useRouteLoaderData<{ siteTools: readonly SiteTool[] }>("root")?.siteTools ?? [];
}

/**
 * The site's two ways in (each tool's about.ts `highlights.start`): the first is the header's
 * button and the first button of the home hero and the call-to-action bands, the second theirs.
 */
export function useStartTools(): { first: SiteTool; second: SiteTool } {
  return startTools(useSiteTools());
}

export function startTools(tools: readonly SiteTool[]): { first: SiteTool; second: SiteTool } {
  const at = (place: 1 | 2) => {
    const found = tools.filter((tool) => tool.start?.place === place);
    if (found.length !== 1)
      throw new Error(`${found.length} tools say highlights.start place ${place}; one must.`);
    return found[0]!;
  };
  return { first: at(1), second: at(2) };
}
