import type { ToolAboutTranslation, ToolTranslations } from "@gifkit/tools/tool-translations";
import type { SiteTool } from "../site/site-tool.ts";
import { type LanguageCode, languages } from "./languages.ts";

/*
 * Each tool folder's translations.ts (packages/tools/src/<tool>/translations.ts), found by file
 * name like about.ts: a new tool folder with none builds and shows its English words in every
 * language, and untranslatedTools() lists it (the i18n test prints the list).
 */
const files = import.meta.glob<ToolTranslations>(
  "../../../../packages/tools/src/*/translations.ts",
  {
    eager: true,
    import: "default",
  },
);

const byTool = new Map<string, ToolTranslations>(
  Object.entries(files).map(([fileName, translations]) => [
    fileName.split("/").at(-2) ?? "",
    translations,
  ]),
);

/** A tool's words in `code`, or undefined where the folder has none (English is used). */
export function toolTranslation(
  toolId: string,
  code: LanguageCode,
): ToolAboutTranslation | undefined {
  if (code === "en") return undefined;
  return byTool.get(toolId)?.[code];
}

/** The tool as the menus show it in `code` (English where the folder has no translation). */
export function localizedTool(tool: SiteTool, code: LanguageCode): SiteTool {
  const translation = toolTranslation(tool.id, code);
  if (!translation) return tool;
  return {
    ...tool,
    name: translation.name,
    summary: translation.summary,
    ...(tool.start
      ? { start: { ...tool.start, action: translation.startAction ?? tool.start.action } }
      : {}),
  };
}

/** Tool ids whose menu words have no translation in `code` (they show in English). */
export function untranslatedTools(toolIds: readonly string[], code: LanguageCode): string[] {
  return code === "en" ? [] : toolIds.filter((toolId) => !toolTranslation(toolId, code));
}

/** Language codes a tool folder's translations.ts names that the site does not have (a typo). */
export function unknownTranslationLanguages(): string[] {
  const known = new Set<string>(languages.map((language) => language.code));
  return [...byTool.entries()].flatMap(([toolId, translations]) =>
    Object.keys(translations)
      .filter((code) => !known.has(code))
      .map((code) => `${toolId}: ${code}`),
  );
}
