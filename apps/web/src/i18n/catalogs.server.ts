import type { LanguageCode } from "./languages.ts";
import { de } from "./messages/de.ts";
import { en, type SiteMessages } from "./messages/en.ts";
import { es } from "./messages/es.ts";
import { fr } from "./messages/fr.ts";
import { id } from "./messages/id.ts";
import { it } from "./messages/it.ts";
import { ja } from "./messages/ja.ts";
import { ptBR } from "./messages/pt-br.ts";

/**
 * Every language's site strings, build time only (`.server`: prerendering and the root loader
 * read them; a page receives its own language's strings as data, never the other catalogs).
 */
export const siteCatalogs: Record<LanguageCode, SiteMessages> = {
  en,
  es,
  "pt-BR": ptBR,
  fr,
  de,
  it,
  ja,
  id,
};
