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
