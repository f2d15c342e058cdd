import { defaultLimits } from "@gifkit/contracts";
import { formatNumber } from "./format.ts";
import { type Language, type LanguageCode, splitLanguagePath } from "./languages.ts";
import { fillCopy } from "./page-copy.ts";
import { about as aboutDe } from "./pages/about/de.ts";
import { type AboutCopy, about as aboutEn } from "./pages/about/en.ts";
import { about as aboutEs } from "./pages/about/es.ts";
import { about as aboutFr } from "./pages/about/fr.ts";
import { about as aboutId } from "./pages/about/id.ts";
import { about as aboutIt } from "./pages/about/it.ts";
import { about as aboutJa } from "./pages/about/ja.ts";
import { about as aboutPtBr } from "./pages/about/pt-br.ts";
import { api as apiDe } from "./pages/api/de.ts";
import { type ApiCopy, api as apiEn } from "./pages/api/en.ts";
import { api as apiEs } from "./pages/api/es.ts";
import { api as apiFr } from "./pages/api/fr.ts";
import { api as apiId } from "./pages/api/id.ts";
import { api as apiIt } from "./pages/api/it.ts";
import { api as apiJa } from "./pages/api/ja.ts";
import { api as apiPtBr } from "./pages/api/pt-br.ts";
import { apiKey as apiKeyDe } from "./pages/api-key/de.ts";
import { type ApiKeyCopy, apiKey as apiKeyEn } from "./pages/api-key/en.ts";
import { apiKey as apiKeyEs } from "./pages/api-key/es.ts";
import { apiKey as apiKeyFr } from "./pages/api-key/fr.ts";
import { apiKey as apiKeyId } from "./pages/api-key/id.ts";
import { apiKey as apiKeyIt } from "./pages/api-key/it.ts";
import { apiKey as apiKeyJa } from "./pages/api-key/ja.ts";
import { apiKey as apiKeyPtBr } from "./pages/api-key/pt-br.ts";
import { contact as contactDe } from "./pages/contact/de.ts";
import { type ContactCopy, contact as contactEn } from "./pages/contact/en.ts";
import { contact as contactEs } from "./pages/contact/es.ts";
import { contact as contactFr } from "./pages/contact/fr.ts";
import { contact as contactId } from "./pages/contact/id.ts";
import { contact as contactIt } from "./pages/contact/it.ts";
import { contact as contactJa } from "./pages/contact/ja.ts";
import { contact as contactPtBr } from "./pages/contact/pt-br.ts";
import { cookiePolicy as cookiePolicyDe } from "./pages/cookie-policy/de.ts";
import { type CookiePolicyCopy, cookiePolicy as cookiePolicyEn } from "./pages/cookie-policy/en.ts";
import { cookiePolicy as cookiePolicyEs } from "./pages/cookie-policy/es.ts";
import { cookiePolicy as cookiePolicyFr } from "./pages/cookie-policy/fr.ts";
import { cookiePolicy as cookiePolicyId } from "./pages/cookie-policy/id.ts";
import { cookiePolicy as cookiePolicyIt } from "./pages/cookie-policy/it.ts";
import { cookiePolicy as cookiePolicyJa } from "./pages/cookie-policy/ja.ts";
import { cookiePolicy as cookiePolicyPtBr } from "./pages/cookie-policy/pt-br.ts";
import { faq as faqDe } from "./pages/faq/de.ts";
import { type FaqCopy, faq as faqEn } from "./pages/faq/en.ts";
import { faq as faqEs } from "./pages/faq/es.ts";
import { faq as faqFr } from "./pages/faq/fr.ts";
import { faq as faqId } from "./pages/faq/id.ts";
import { faq as faqIt } from "./pages/faq/it.ts";
import { faq as faqJa } from "./pages/faq/ja.ts";
import { faq as faqPtBr } from "./pages/faq/pt-br.ts";
import { help as helpDe } from "./pages/help/de.ts";
import { type HelpCopy, help as helpEn } from "./pages/help/en.ts";
import { help as helpEs } from "./pages/help/es.ts";
import { help as helpFr } from "./pages/help/fr.ts";
import { help as helpId } from "./pages/help/id.ts";
import { help as helpIt } from "./pages/help/it.ts";
import { help as helpJa } from "./pages/help/ja.ts";
import { help as helpPtBr } from "./pages/help/pt-br.ts";
import { privacyPolicy as privacyPolicyDe } from "./pages/privacy-policy/de.ts";
import {
  type PrivacyPolicyCopy,
  privacyPolicy as privacyPolicyEn,
} from "./pages/privacy-policy/en.ts";
import { privacyPolicy as privacyPolicyEs } from "./pages/privacy-policy/es.ts";
import { privacyPolicy as privacyPolicyFr } from "./pages/privacy-policy/fr.ts";
import { privacyPolicy as privacyPolicyId } from "./pages/privacy-policy/id.ts";
import { privacyPolicy as privacyPolicyIt } from "./pages/privacy-policy/it.ts";
import { privacyPolicy as privacyPolicyJa } from "./pages/privacy-policy/ja.ts";
import { privacyPolicy as privacyPolicyPtBr } from "./pages/privacy-policy/pt-br.ts";
import { terms as termsDe } from "./pages/terms/de.ts";
import { type TermsCopy, terms as termsEn } from "./pages/terms/en.ts";
import { terms as termsEs } from "./pages/terms/es.ts";
import { terms as termsFr } from "./pages/terms/fr.ts";
import { terms as termsId } from "./pages/terms/id.ts";
import { terms as termsIt } from "./pages/terms/it.ts";
import { terms as termsJa } from "./pages/terms/ja.ts";
import { terms as termsPtBr } from "./pages/terms/pt-br.ts";
import { tools as toolsDe } from "./pages/tools/de.ts";
import { type ToolsCopy, tools as toolsEn } from "./pages/tools/en.ts";
import { tools as toolsEs } from "./pages/tools/es.ts";
import { tools as toolsFr } from "./pages/tools/fr.ts";
import { tools as toolsId } from "./pages/tools/id.ts";
import { tools as toolsIt } from "./pages/tools/it.ts";
import { tools as toolsJa } from "./pages/tools/ja.ts";
import { tools as toolsPtBr } from "./pages/tools/pt-br.ts";

/**
 * Every static page's words in every language, build time only (`.server`: the routes' loaders
 * read them; a page gets its own language's copy as data, and no browser bundle carries any).
 * A `Record<LanguageCode, …>`: a language without a page's file fails `npm run check`.
 */
export const pageCopies = {
  "/about": {
    en: aboutEn,
    es: aboutEs,
    "pt-BR": aboutPtBr,
    fr: aboutFr,
    de: aboutDe,
    it: aboutIt,
    ja: aboutJa,
    id: aboutId,
  } satisfies Record<LanguageCode, AboutCopy>,
  "/tools": {
    en: toolsEn,
    es: toolsEs,
    "pt-BR": toolsPtBr,
    fr: toolsFr,
    de: toolsDe,
    it: toolsIt,
    ja: toolsJa,
    id: toolsId,
  } satisfies Record<LanguageCode, ToolsCopy>,
  "/contact": {
    en: contactEn,
    es: contactEs,
    "pt-BR": contactPtBr,
    fr: contactFr,
    de: contactDe,
    it: contactIt,
    ja: contactJa,
    id: contactId,
  } satisfies Record<LanguageCode, ContactCopy>,
  "/help": {
    en: helpEn,
    es: helpEs,
    "pt-BR": helpPtBr,
    fr: helpFr,
    de: helpDe,
    it: helpIt,
    ja: helpJa,
    id: helpId,
  } satisfies Record<LanguageCode, HelpCopy>,
  "/faq": {
    en: faqEn,
    es: faqEs,
    "pt-BR": faqPtBr,
    fr: faqFr,
    de: faqDe,
    it: faqIt,
    ja: faqJa,
    id: faqId,
  } satisfies Record<LanguageCode, FaqCopy>,
  "/privacy-policy": {
    en: privacyPolicyEn,
    es: privacyPolicyEs,
    "pt-BR": privacyPolicyPtBr,
    fr: privacyPolicyFr,
    de: privacyPolicyDe,
    it: privacyPolicyIt,
    ja: privacyPolicyJa,
    id: privacyPolicyId,
  } satisfies Record<LanguageCode, PrivacyPolicyCopy>,
  "/terms": {
    en: termsEn,
    es: termsEs,
    "pt-BR": termsPtBr,
    fr: termsFr,
    de: termsDe,
    it: termsIt,
    ja: termsJa,
    id: termsId,
  } satisfies Record<LanguageCode, TermsCopy>,
  "/cookie-policy": {
    en: cookiePolicyEn,
    es: cookiePolicyEs,
    "pt-BR": cookiePolicyPtBr,
    fr: cookiePolicyFr,
    de: cookiePolicyDe,
    it: cookiePolicyIt,
    ja: cookiePolicyJa,
    id: cookiePolicyId,
  } satisfies Record<LanguageCode, CookiePolicyCopy>,
  "/api": {
    en: apiEn,
    es: apiEs,
    "pt-BR": apiPtBr,
    fr: apiFr,
    de: apiDe,
    it: apiIt,
    ja: apiJa,
    id: apiId,
  } satisfies Record<LanguageCode, ApiCopy>,
  "/api-key": {
    en: apiKeyEn,
    es: apiKeyEs,
    "pt-BR": apiKeyPtBr,
    fr: apiKeyFr,
    de: apiKeyDe,
    it: apiKeyIt,
    ja: apiKeyJa,
    id: apiKeyId,
  } satisfies Record<LanguageCode, ApiKeyCopy>,
};

export type TranslatedPagePath = keyof typeof pageCopies;

/** The static pages written in every language (sitemap, tests). */
export const translatedStaticPagePaths = Object.keys(pageCopies) as TranslatedPagePath[];

/** The language of a loader's request ("/es/about.data" → Spanish). */
export const languageOfRequest = (request: Request): Language =>
  splitLanguagePath(new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, ""))
    .language;

/** The numbers page copy may name, written the language's way (Intl), from the enforced limits. */
export function limitValues(language: Language): Record<string, string> {
  return {
    // The same number as everywhere on the site (contracts' formatMegabytes: 200 MB), in the
    // language's own writing of it.
    maxUpload: new Intl.NumberFormat(language.code, {
      style: "unit",
      unit: "megabyte",
      unitDisplay: "short",
    }).format(Math.round(defaultLimits.maxUploadBytes / (1024 * 1024))),
    minutes: formatNumber(language.code, defaultLimits.resultTtlMinutes),
  };
}

/**
 * A page's words in the request's language with its placeholders filled: the limits, plus the
 * page's own values (a count from the registry, a tool's name).
 */
export function pageCopyFor<P extends TranslatedPagePath>(
  path: P,
  request: Request,
  values: Record<string, string | number> = {},
): { language: Language; copy: (typeof pageCopies)[P]["en"] } {
  const language = languageOfRequest(request);
  const numbers = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "number" ? formatNumber(language.code, value) : value,
    ]),
  );
  return {
    language,
    copy: fillCopy(pageCopies[path][language.code], { ...limitValues(language), ...numbers }),
  };
}
