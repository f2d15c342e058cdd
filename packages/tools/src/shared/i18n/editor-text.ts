/**
 * A tool's editor words (issue 38): its English object and every other language's, in one file
 * beside the tool (packages/tools/src/<tool>/editor-text.ts), typed by the English one, so a
 * missing or extra key in any language fails `npm run check`. Build time only: the site's tool
 * route puts the page's language's words into the page's data (ToolUiData.editor), the editor
 * reads them with useEditorText(); its code imports only the type, so no language is bundled.
 */

import type { EditorUiMessages } from "./editor-ui.en.ts";
import { formatNumber, type PluralForms } from "./format.ts";
import { type ToolUi, useToolUi } from "./tool-ui-text.ts";

/** The site's languages besides English (apps/web/src/i18n/languages.ts; its test checks they agree). */
export type EditorLanguage = "es" | "pt-BR" | "fr" | "de" | "it" | "ja" | "id";

/** Plural forms in an English object: other languages give the categories they need only. */
export const forms = (value: PluralForms): PluralForms => value;

/** A tool's editor words in every language, the English object first (the type of the others). */
export interface EditorTextSet<English extends object> {
  en: English;
  translations: Record<EditorLanguage, English>;
}

export const editorTextSet = <English extends object>(
  en: English,
  translations: Record<EditorLanguage, NoInfer<English>>,
): EditorTextSet<English> => ({ en, translations });

/** What the tool route delivers with the page: the shared parts' words and the tool's own. */
export interface EditorData {
  ui: EditorUiMessages;
  /** The page's tool's editor words in the page's language (its editor-text.ts), if it has one. */
  own?: object | undefined;
}

export interface EditorText<Own> {
  languageCode: string;
  /** The shared editor parts' words (editor-ui.<code>.ts). */
  ui: EditorUiMessages;
  /** The page's tool's own editor words (its editor-text.ts, typed by the English object). */
  own: Own;
  fill: (template: string, values?: Record<string, string | number>) => string;
  plural: (forms: PluralForms, count: number, values?: Record<string, string | number>) => string;
  /** A number written the page language's way (Intl). */
  number: (value: number) => string;
}

/**
 * In an editor (or a shared part of one): the page's language's editor words. `Own` is the type
 * of the tool's English object (`import type { ... } from "../editor-text.ts"`).
 */
export function useEditorText<Own = undefined>(): EditorText<Own> {
  const words = editorTextOf<Own>(useToolUi());
  if (!words) throw new Error("useEditorText: the tool route provides no editor words");
  return words;
}

/**
 * The same words outside an editor (the step flow, which hands them to a tool's message
 * rewrites); null when the route provides none.
 */
export function editorTextOf<Own = undefined>(ui: ToolUi): EditorText<Own> | null {
  const editor = ui.editor;
  if (!editor) return null;
  return {
    languageCode: ui.languageCode,
    ui: editor.ui,
    own: editor.own as Own,
    fill: ui.fill,
    plural: ui.plural,
    number: (value) => formatNumber(ui.languageCode, value),
  };
}
