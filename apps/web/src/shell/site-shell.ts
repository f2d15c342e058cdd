import { reopenConsentBanner } from "../consent/consent.ts";

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
