declare const __GIFKIT_ADS_CLIENT_ID__: string;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** Must match apps/server/src/http/static-site.ts, which writes the tag. */
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
