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

/**
 * Consent Mode defaults, inlined into every page's <head> so they are set before any other
 * script runs: ads and analytics denied, functionality and security granted; a stored choice is
 * re-applied at once.
 */
export const consentModeBootstrapScript = `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};gtag("consent","default",{ad_storage:"denied",analytics_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",functionality_storage:"granted",security_storage:"granted"});try{var c=localStorage.getItem(${JSON.stringify(consentStorageKey)});if(c==="accepted"||c==="declined"){var s=c==="accepted"?"granted":"denied";gtag("consent","update",{ad_storage:s,analytics_storage:s,ad_user_data:s,ad_personalization:s})}}catch(e){}`;

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
