import { type ConsentChoice, consentEventName, readConsent } from "../consent/consent.ts";

declare const __GIFKIT_ADS_CLIENT_ID__: string;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export const adScriptOrigin = "https://pagead2.googlesyndication.com";
/** Spec: the ad script waits for an idle moment, at most 2 s. */
export const adIdleTimeoutMs = 2000;
export const adsClientMetaName = "gifkit:ads-client";

/**
 * The publisher id: from the page (the server adds a meta tag when ADS_CLIENT_ID is set at run
 * time) or from the build (ADS_CLIENT_ID at build time). Empty means ads are off.
 */
export function adsClientId(): string {
  if (typeof document !== "undefined") {
    const fromPage = document.querySelector<HTMLMetaElement>(
      `meta[name="${adsClientMetaName}"]`,
    )?.content;
    if (fromPage) return fromPage;
  }
  return __GIFKIT_ADS_CLIENT_ID__;
}

let scriptRequested = false;

function injectAdScript(clientId: string) {
  if (scriptRequested) return;
  scriptRequested = true;
  const script = document.createElement("script");
  script.async = true;
  script.crossOrigin = "anonymous";
  script.src = `${adScriptOrigin}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
  document.head.append(script);
}

/**
 * Loads the ad script only after consent: when the browser is idle (2 s at most) if the visitor
 * accepted earlier, or as soon as an "accepted" choice is announced. Returns a cleanup function.
 */
export function startAdLoader(): () => void {
  const clientId = adsClientId();
  if (!clientId) return () => {};
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const scheduleWhenIdle = () => {
    if ("requestIdleCallback" in window) {
      idleHandle = window.requestIdleCallback(() => injectAdScript(clientId), {
        timeout: adIdleTimeoutMs,
      });
    } else {
      timeoutHandle = setTimeout(() => injectAdScript(clientId), adIdleTimeoutMs);
    }
  };
  if (readConsent() === "accepted") scheduleWhenIdle();
  const onChoice = (event: Event) => {
    if ((event as CustomEvent<ConsentChoice>).detail === "accepted") injectAdScript(clientId);
  };
  window.addEventListener(consentEventName, onChoice);
  return () => {
    window.removeEventListener(consentEventName, onChoice);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}
