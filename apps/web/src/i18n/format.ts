/**
 * The site's Intl formatting (numbers, sizes, dates, plurals) lives with the tools' shared code,
 * which the tool pages' editors use too (imports flow from the site to the tools, never back).
 */
export * from "@gifkit/tools/shared/i18n/format";
