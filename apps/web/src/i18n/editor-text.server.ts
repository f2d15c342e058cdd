import type {
  EditorData,
  EditorLanguage,
  EditorTextSet,
} from "@gifkit/tools/shared/i18n/editor-text";
import { de } from "@gifkit/tools/shared/i18n/editor-ui.de";
import { type EditorUiMessages, editorUiEn } from "@gifkit/tools/shared/i18n/editor-ui.en";
import { es } from "@gifkit/tools/shared/i18n/editor-ui.es";
import { fr } from "@gifkit/tools/shared/i18n/editor-ui.fr";
import { id } from "@gifkit/tools/shared/i18n/editor-ui.id";
import { it } from "@gifkit/tools/shared/i18n/editor-ui.it";
import { ja } from "@gifkit/tools/shared/i18n/editor-ui.ja";
import { ptBR } from "@gifkit/tools/shared/i18n/editor-ui.pt-br";
import type { LanguageCode } from "./languages.ts";

/**
 * Every language's editor words, build time only (issue 38): the shared editor parts'
 * (packages/tools/src/shared/i18n/editor-ui.<code>.ts, one line each here; the Record makes a
 * missing language fail) and each tool's own (its folder's editor-text.ts, found by file name).
 * A tool page's data carries its own language's words only (editorDataFor).
 */
export const editorUiCatalogs: Record<LanguageCode, EditorUiMessages> = {
  en: editorUiEn,
  es,
  "pt-BR": ptBR,
  fr,
  de,
  it,
  ja,
  id,
};

// The tools' language list (EditorLanguage) and the site's must be the same languages.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const languagesAgree: Same<Exclude<LanguageCode, "en">, EditorLanguage> = true;
void languagesAgree;

const files = import.meta.glob<EditorTextSet<object>>(
  "../../../../packages/tools/src/*/editor-text.ts",
  { eager: true, import: "default" },
);

/** Each tool's editor words (its folder's editor-text.ts), by tool id. */
export const editorTextSets = new Map<string, EditorTextSet<object>>(
  Object.entries(files).map(([fileName, set]) => [fileName.split("/").at(-2) ?? "", set]),
);

/** A tool's editor words in `code` (undefined for a tool without editor-text.ts). */
export function toolEditorText(toolId: string, code: LanguageCode): object | undefined {
  const set = editorTextSets.get(toolId);
  if (!set) return undefined;
  return code === "en" ? set.en : set.translations[code];
}

/** What a tool page in `code` gives its editor (ToolUiData.editor). */
export const editorDataFor = (toolId: string, code: LanguageCode): EditorData => ({
  ui: editorUiCatalogs[code],
  own: toolEditorText(toolId, code),
});
