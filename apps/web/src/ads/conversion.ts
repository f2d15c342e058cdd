import { readConsent } from "../consent/consent.ts";

/**
 * Tells the ad analytics service that a tool produced a result (spec: after a successful GIF
 * Maker result). Only with the visitor's consent; the event goes through Consent Mode's
 * dataLayer, which the ad tag reads once it is loaded.
 */
export function reportConversion(
  toolId: string,
  details: Record<string, string | number> = {},
): void {
  if (typeof window === "undefined" || readConsent() !== "accepted") return;
  window.dataLayer = window.dataLayer ?? [];
  const gtag = window.gtag ?? ((...args: unknown[]) => window.dataLayer?.push(args));
  gtag("event", "conversion", { event_category: "tool", event_label: toolId, ...details });
}
