import { reopenConsentBanner } from "../consent/consent.ts";
import {
  languageByCode,
  languageStorageKey,
  localizedPath,
  preferredLanguage,
  splitLanguagePath,
} from "../i18n/languages.ts";

/**
 * What the header and footer do in the browser, with no framework: the same code runs on the
 * static pages (their only script, src/static-page/static-page.ts) and on the tool pages (the
 * root route starts it), so the menus behave the same everywhere and the tool pages' framework
 * code carries no menu state (issue 29: tool pages ≤ 120 KB).
 *
 * The markup (app/layout/site-header.tsx, site-footer.tsx) is prerendered closed:
 * - a disclosure is an element with [data-disclosure] holding one [data-disclosure-toggle] button
 *   (aria-expanded, aria-controls naming its panel). A click toggles it; Escape closes it and gives
 *   focus back to its toggle (WAI-ARIA disclosure pattern); a click or focus outside it, a click on
 *   a link inside it, or Back closes it. A toggle may carry data-label-open / data-label-closed
 *   (its aria-label in each state). Styles follow aria-expanded (Tailwind's aria-expanded:
 *   variants), so no class changes here.
 * - [data-consent-reopen] buttons ("Cookie Settings") bring the cookie banner back.
 * - [data-current-year] shows the year: the build's year is in the HTML, corrected here.
 * Listeners are on the document, so markup drawn later (a page the router renders) works too.
 */
export function startSiteShell(): void {
  const root = document.documentElement;
  if (root.hasAttribute("data-shell")) return;
  root.setAttribute("data-shell", "");

  const toggleOf = (disclosure: Element) =>
    disclosure.querySelector<HTMLButtonElement>("[data-disclosure-toggle]");
  const setOpen = (disclosure: Element, open: boolean) => {
    const toggle = toggleOf(disclosure);
    const panel = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!toggle || !panel) return;
    toggle.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
    const label = toggle.getAttribute(open ? "data-label-open" : "data-label-closed");
    if (label) toggle.setAttribute("aria-label", label);
  };
  const openDisclosures = () =>
    [...document.querySelectorAll("[data-disclosure]")].filter(
      (disclosure) => toggleOf(disclosure)?.getAttribute("aria-expanded") === "true",
    );
  const closeAll = (except?: Element | null) => {
    for (const disclosure of openDisclosures())
      if (disclosure !== except) setOpen(disclosure, false);
  };

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const toggle = target.closest("[data-disclosure-toggle]");
    const disclosure = toggle?.closest("[data-disclosure]");
    if (toggle && disclosure) {
      closeAll(disclosure);
      setOpen(disclosure, toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    // A link chosen in an open menu: the menu closes (the page may stay, e.g. its own link).
    const link = target.closest("a");
    const around = link?.closest("[data-disclosure]");
    if (around) setOpen(around, false);
    if (target.closest("[data-consent-reopen]")) reopenConsentBanner();
  });
  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const disclosure of openDisclosures())
      if (!target || !disclosure.contains(target)) setOpen(disclosure, false);
  });
  // Focus leaving a menu (Tab past its last link) closes it, like a click outside.
  document.addEventListener("focusout", (event) => {
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (!next) return;
    for (const disclosure of openDisclosures())
      if (disclosure.contains(event.target as Node) && !disclosure.contains(next))
        setOpen(disclosure, false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const disclosure of openDisclosures()) {
      setOpen(disclosure, false);
      toggleOf(disclosure)?.focus();
    }
  });
  addEventListener("popstate", () => closeAll());

  startLanguageSwitch();

  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll("[data-current-year]"))
    if (element.textContent !== year) element.textContent = year;
}

/**
 * After a move inside the app (tool page to tool page), the prerendered header and footer still
 * mark the page they were drawn for: the link to `pathname` becomes the current one
 * (aria-current="page", which their styles follow, as NavLink writes it when prerendering).
 */
export function markCurrentLinks(pathname: string): void {
  for (const link of document.querySelectorAll("[data-prerendered] a[href]")) {
    if (link.getAttribute("href") === pathname) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

const storedLanguage = (): string | null => {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
};
const storeLanguage = (code: string) => {
  try {
    localStorage.setItem(languageStorageKey, code);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
};

/**
 * The language switcher's links ([data-language-switch], app/layout/language-switcher.tsx) and
 * the one-line suggestion ([data-language-suggestion]). A link's address is made when it is about
 * to be used: the current page (after moves inside the app) in its language, with the query, so
 * a tool page's ?task= comes along. Following one remembers the choice. The suggestion shows when
 * the remembered choice, or else the browser's preferred language, is another one the site has;
 * it never redirects. Dismissing it remembers the page's own language.
 */
function startLanguageSwitch(): void {
  const linkFor = (code: string) =>
    document.querySelector<HTMLAnchorElement>(`a[data-language-switch="${code}"]`);
  const addressIn = (link: HTMLAnchorElement) =>
    `${localizedPath(splitLanguagePath(location.pathname).path, {
      prefix: link.dataset.languagePrefix ?? "",
    })}${location.search}${location.hash}`;
  const refresh = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!(link instanceof HTMLAnchorElement) || !link.dataset.languageSwitch) return;
    link.href = addressIn(link);
    if (event.type === "click") storeLanguage(link.dataset.languageSwitch);
  };
  // Capturing, so the address is right before any other listener or the browser reads it.
  for (const type of ["pointerdown", "focusin", "click"])
    document.addEventListener(type, refresh, true);

  const bar = document.querySelector<HTMLElement>("[data-language-suggestion]");
  if (!bar) return;
  const current = splitLanguagePath(location.pathname).language;
  const stored = storedLanguage();
  const wanted = stored ? languageByCode(stored) : preferredLanguage(navigator.languages ?? []);
  const link = wanted && wanted.code !== current.code ? linkFor(wanted.code) : null;
  if (!wanted || !link?.dataset.suggestion) return;
  const text = bar.querySelector("[data-suggestion-text]");
  const target = bar.querySelector<HTMLAnchorElement>("[data-suggestion-href]");
  const dismiss = bar.querySelector<HTMLButtonElement>("[data-suggestion-dismiss]");
  if (!text || !target || !dismiss) return;
  bar.lang = wanted.hreflang;
  text.textContent = link.dataset.suggestion;
  target.textContent = link.dataset.suggestionLink ?? wanted.name;
  target.href = addressIn(link);
  target.hreflang = wanted.hreflang;
  target.addEventListener("click", () => {
    target.href = addressIn(link);
    storeLanguage(wanted.code);
  });
  dismiss.setAttribute("aria-label", link.dataset.dismiss ?? "Dismiss");
  dismiss.addEventListener("click", () => {
    storeLanguage(current.code);
    bar.hidden = true;
  });
  bar.hidden = false;
}
