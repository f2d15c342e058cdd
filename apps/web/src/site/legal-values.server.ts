import { siteCatalogs } from "../i18n/catalogs.server.ts";
import { languageOfRequest } from "../i18n/page-copies.server.ts";
import { supportEmail } from "./route-table.ts";

/**
 * The values a legal page's copy names besides the limits (build time): the support address as
 * a mailto link, and the cookie banner's and footer's button names as the page's language writes
 * them, so the policy names the buttons the visitor sees.
 */
export function legalValues(request: Request): Record<string, string> {
  const messages = siteCatalogs[languageOfRequest(request).code];
  return {
    email: `[${supportEmail}](mailto:${supportEmail})`,
    accept: messages.consent.accept,
    decline: messages.consent.decline,
    settings: messages.shell.cookieSettings,
  };
}
