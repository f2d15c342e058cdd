import type { LegalPageId } from "./legal-sources.ts";

/** A page's "Last updated" date, worked out at build time. */
export interface UpdatedDate {
  /** YYYY-MM-DD, for `<time dateTime>`. */
  iso: string;
  /** "November 26, 2026". */
  text: string;
}

/** YYYY-MM-DD per legal page, from git at build time (vite.config.ts `define`). */
declare const __GIFKIT_LEGAL_DATES__: Record<LegalPageId, string>;

/**
 * The date of a legal page's last real change (the last commit touching its sources): a legal
 * page is dated by what changed it, not by a date typed into it. Formatted here, at build time,
 * so no page formats a date in the browser.
 */
export function lastChanged(page: LegalPageId): UpdatedDate {
  const iso = __GIFKIT_LEGAL_DATES__[page];
  const text = new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return { iso, text };
}
