import type { IconElement, ToolId } from "@gifkit/tools";
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
}

/** Every tool in menu order, from the root route's data (empty if that data is missing). */
export function useSiteTools(): readonly SiteTool[] {
  return useRouteLoaderData<{ siteTools: readonly SiteTool[] }>("root")?.siteTools ?? [];
}
