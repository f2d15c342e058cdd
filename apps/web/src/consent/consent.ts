/** The product's one localStorage key for the cookie choice (spec: site §3). */
export const consentStorageKey = "gifkit.cookie-consent";
/** Announced on window after every choice; `detail` is the choice. */
export const consentEventName = "gifkit:consent";
/** Announced when "Cookie Settings" asks for the banner again. */
export const consentReopenEventName = "gifkit:consent-reopen";

export type ConsentChoice = "accepted" | "declined";

type ConsentState = "granted" | "denied";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Set on <html> while the cookie banner is to show (consent-banner.tsx is hidden without it). */
export const consentOpenAttribute = "data-consent-open";

/**
 * Inlined into every page's <head>, so it runs before any other script and before the page is
 * drawn: Consent Mode defaults (ads and analytics denied, functionality and security granted),
 * a stored choice re-applied at once, or else the banner (prerendered in every page, hidden)
 * shown. It also answers the banner's buttons and "Cookie Settings" itself, so the banner works
 * from the first paint, before (and without) the page's framework code: it stores the choice,
 * updates Consent Mode and announces it (consentEventName), as saveConsent does.
 */
export const consentModeBootstrapScript = `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};gtag("consent","default",{ad_storage:"denied",analytics_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",functionality_storage:"granted",security_storage:"granted"});(function(){var k=${JSON.stringify(consentStorageKey)},a=${JSON.stringify(consentOpenAttribute)},d=document,r=d.documentElement,c=null;function u(v){var s=v==="accepted"?"granted":"denied";gtag("consent","update",{ad_storage:s,analytics_storage:s,ad_user_data:s,ad_personalization:s})}try{c=localStorage.getItem(k)}catch(e){}if(c==="accepted"||c==="declined")u(c);else r.setAttribute(a,"");d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-consent-choice]");if(!b)return;var v=b.getAttribute("data-consent-choice");try{localStorage.setItem(k,v)}catch(x){}u(v);r.removeAttribute(a);dispatchEvent(new CustomEvent(${JSON.stringify(consentEventName)},{detail:v}))});addEventListener(${JSON.stringify(consentReopenEventName)},function(){r.setAttribute(a,"");var b=d.querySelector("[data-consent-choice=accepted]");b&&b.focus()})})();`;

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(consentStorageKey);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    // Storage can be blocked (private modes); then nothing is stored and the banner stays.
    return null;
  }
}

function gtag(...args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  if (window.gtag) window.gtag(...args);
  else window.dataLayer.push(args);
}

/** Stores the choice, updates Consent Mode and announces it. */
export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(consentStorageKey, choice);
  } catch {
    // The choice still applies to this page view.
  }
  const state: ConsentState = choice === "accepted" ? "granted" : "denied";
  gtag("consent", "update", {
    ad_storage: state,
    analytics_storage: state,
    ad_user_data: state,
    ad_personalization: state,
  });
  window.dispatchEvent(new CustomEvent<ConsentChoice>(consentEventName, { detail: choice }));
}

/** What the footer's "Cookie Settings" button does. */
export function reopenConsentBanner(): void {
  window.dispatchEvent(new Event(consentReopenEventName));
}
