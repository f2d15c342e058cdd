import { formatDate } from "../i18n/format.ts";
import type { LanguageCode } from "../i18n/languages.ts";
import type { LegalPageId } from "./legal-sources.ts";

/** A page's "Last updated" date, worked out at build time. */
export interface UpdatedDate {
  /** YYYY-MM-DD, for `<time dateTime>`. */
  iso: string;
  /** "November 26, 2026" (in English; "2026年11月26日" in Japanese). */
  text: string;
}

/** YYYY-MM-DD per legal page, from git at build time (vite.config.ts `define`). */
declare const __GIFKIT_LEGAL_DATES__: Record<LegalPageId, string>;

/**
 * The date of a legal page's last real change (the last commit touching its sources): a legal
 * page is dated by what changed it, not by a date typed into it. Formatted here, at build time,
 * so no page formats a date in the browser. A translation carries the English page's date: the
 * English text is the one that binds, and it is what the date is of.
 */
export function lastChanged(page: LegalPageId, languageCode: LanguageCode = "en"): UpdatedDate {
  const iso = __GIFKIT_LEGAL_DATES__[page];
  if (languageCode !== "en") return { iso, text: formatDate(languageCode, iso) };
  const text = new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return { iso, text };
}
