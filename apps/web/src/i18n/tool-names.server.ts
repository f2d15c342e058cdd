import type { SiteTool } from "../site/site-tool.ts";
import { highlightedTools, pageTools } from "../site/tools.server.ts";
import type { LanguageCode } from "./languages.ts";
import { localizedTool, toolTranslation } from "./tool-translations.server.ts";

/*
 * Page copy names a tool by a {placeholder}; the page's code maps each placeholder to the tool's
 * page (not its id: the site names no tool by its id, issue 36), and these fill in the tool's
 * name in the page's language (its translations.ts).
 */

/** The tool whose page is `path`. */
export function toolAtPage(path: string): SiteTool {
  const tool = pageTools.find((candidate) => candidate.path === path);
  if (!tool) throw new Error(`no tool page ${path}`);
  return tool;
}

/** Each placeholder's tool name in `code` (the menus' name: "Optimize GIF"). */
export function toolNamesByPage<Placeholder extends string>(
  pages: Record<Placeholder, string>,
  code: LanguageCode,
): Record<Placeholder, string> {
  return Object.fromEntries(
    Object.entries<string>(pages).map(([placeholder, path]) => [
      placeholder,
      localizedTool(toolAtPage(path), code).name,
    ]),
  ) as Record<Placeholder, string>;
}

/**
 * The short name a sentence gives the tool at `path` ("Optimize"): its about.ts `fineTune` label,
 * in `code` its translations.ts `fineTuneLabel`; a tool without one has its menu name.
 */
export function toolShortName(path: string, code: LanguageCode): string {
  const entry = highlightedTools("fineTune").find(({ tool }) => tool.path === path);
  if (!entry) return localizedTool(toolAtPage(path), code).name;
  return toolTranslation(entry.tool.id, code)?.fineTuneLabel ?? entry.highlight.label;
}
