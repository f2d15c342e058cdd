/**
 * A tool's own words in another language (issue 38): what the site's menus, cards and page frame
 * show of it (about.ts `name`, `summary` and its highlights' labels). Each tool folder may have a
 * `translations.ts` whose default export maps a language code ("es", "pt-BR", ...) to these; a
 * language it lacks falls back to English, and the site lists that fallback
 * (apps/web/src/i18n/tool-translations.server.ts). The page copy is content.<code>.md beside
 * content.md, with the same front matter.
 */
import type { ToolMessages } from "./define-tool.ts";

export interface ToolAboutTranslation {
  name: string;
  summary: string;
  /** about.ts highlights.start.action, for a tool that has one. */
  startAction?: string;
  /** about.ts highlights.fineTune.label, for a tool that has one. */
  fineTuneLabel?: string;
  /** about.ts highlights.helpQuickStart's title and line (/help), for a tool that has one. */
  helpQuickStart?: { title: string; text: string };
  /**
   * The tool's own step-flow words (tool.ts `messages`: its result title, its start-over button,
   * its failures) in this language; unset ones use the shared tool UI's (tool-ui.<code>.ts).
   */
  messages?: Partial<Omit<ToolMessages, "noun" | "downloadLabel">>;
}

export type ToolTranslations = Readonly<Record<string, ToolAboutTranslation>>;
