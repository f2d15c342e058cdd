import type { ToolId } from "@gifkit/tools";
import { de } from "@gifkit/tools/shared/i18n/tool-ui.de";
import { type ToolUiMessages, toolUiEn } from "@gifkit/tools/shared/i18n/tool-ui.en";
import { es } from "@gifkit/tools/shared/i18n/tool-ui.es";
import { fr } from "@gifkit/tools/shared/i18n/tool-ui.fr";
import { id } from "@gifkit/tools/shared/i18n/tool-ui.id";
import { it } from "@gifkit/tools/shared/i18n/tool-ui.it";
import { ja } from "@gifkit/tools/shared/i18n/tool-ui.ja";
import { ptBR } from "@gifkit/tools/shared/i18n/tool-ui.pt-br";
import type { ToolUiData } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { editorDataFor } from "./editor-text.server.ts";
import type { LanguageCode } from "./languages.ts";
import { toolTranslation } from "./tool-translations.server.ts";

/**
 * Every language's tool-page words (packages/tools/src/shared/i18n/tool-ui.<code>.ts), build time
 * only: a tool page's data carries its own language's catalog (toolUiDataFor), never the others.
 * A new language is one file there and one line here (the Record makes a missing one fail).
 */
export const toolUiCatalogs: Record<LanguageCode, ToolUiMessages> = {
  en: toolUiEn,
  es,
  "pt-BR": ptBR,
  fr,
  de,
  it,
  ja,
  id,
};

/** What a tool page in `code` provides to its step flow and editor (ToolUiProvider). */
export function toolUiDataFor(toolId: ToolId, code: LanguageCode): ToolUiData {
  return {
    languageCode: code,
    ui: toolUiCatalogs[code],
    toolMessages: toolTranslation(toolId, code)?.messages,
    editor: editorDataFor(toolId, code),
  };
}
