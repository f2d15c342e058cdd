/**
 * A tool's own words in another language (issue 38): what the site's menus, cards and page frame
 * show of it (about.ts `name`, `summary` and its highlights' labels). Each tool folder may have a
 * `translations.ts` whose default export maps a language code ("es", "pt-BR", ...) to these; a
 * language it lacks falls back to English, and the site lists that fallback
 * (apps/web/src/i18n/tool-translations.server.ts). The page copy is content.<code>.md beside
 * content.md, with the same front matter.
 */
export interface ToolAboutTranslation {
  name: string;
  summary: string;
  /** about.ts highlights.start.action, for a tool that has one. */
  startAction?: string;
  /** about.ts highlights.fineTune.label, for a tool that has one. */
  fineTuneLabel?: string;
}

export type ToolTranslations = Readonly<Record<string, ToolAboutTranslation>>;
