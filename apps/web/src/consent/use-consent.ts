import { useSyncExternalStore } from "react";
import { type ConsentChoice, consentEventName, readConsent } from "./consent.ts";

function subscribe(onChange: () => void) {
  window.addEventListener(consentEventName, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(consentEventName, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/**
 * The stored choice, or null. Prerendered HTML has no choice ("unknown"), so the server snapshot
 * is "unknown" and nothing consent-dependent is drawn until the browser has read storage.
 */
export function useConsent(): ConsentChoice | null | "unknown" {
  return useSyncExternalStore(subscribe, readConsent, () => "unknown");
}
