/**
 * What each legal page's text comes from (repository paths): its route file, plus the code its
 * sentences are made from. The page is dated by the last commit that changed any of them
 * (vite.config.ts asks git at build time; legal-dates.server.ts formats the date). The English
 * copy (i18n/pages/<page>/en.ts) is a source; the translations are not: they carry the English
 * page's date, since the English text is the one that binds.
 */
export const legalSources = {
  privacy: [
    "apps/web/app/routes/privacy-policy.tsx",
    "apps/web/src/i18n/pages/privacy-policy/en.ts",
    "packages/contracts/src/retention.ts",
    "packages/contracts/src/limits.ts",
  ],
  terms: [
    "apps/web/app/routes/terms.tsx",
    "apps/web/src/i18n/pages/terms/en.ts",
    "packages/contracts/src/retention.ts",
  ],
  cookies: [
    "apps/web/app/routes/cookie-policy.tsx",
    "apps/web/src/i18n/pages/cookie-policy/en.ts",
    "apps/web/src/consent/consent.ts",
  ],
} as const;

export type LegalPageId = keyof typeof legalSources;

/**
 * Commits that changed a legal page's sources but not one of its English words: they do not
 * re-date the page. Each was checked by building the site before and after it: the English
 * page's <main> was the same HTML (issue 38 moved the words into i18n/pages/<page>/en.ts).
 */
export const wordlessLegalCommits: ReadonlySet<string> = new Set([
  "3600a392076dc6467fe21cc9a19fa1365853bd97",
  "64b55964ddd6949a984c7fbc160fb764a3dfb71b",
  "50d271f97f674f31cb46fafafe8c7bf223803abd",
]);

/** `git log` arguments listing the commits that changed `paths`, newest first ("<hash> <YYYY-MM-DD>"). */
export const legalLogArguments = (paths: readonly string[]): string[] => [
  "log",
  "--format=%H %cs",
  "--",
  ...paths,
];

/** The date of the newest commit in that log that changed words (undefined: none). */
export function lastWordChange(log: string): string | undefined {
  for (const line of log.trim().split("\n")) {
    const [hash, date] = line.split(" ");
    if (hash && date && !wordlessLegalCommits.has(hash)) return date;
  }
  return undefined;
}
