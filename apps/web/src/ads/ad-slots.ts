import { consentEventName, readConsent } from "../consent/consent.ts";
import { adsClientId, startAdLoader } from "./ads.ts";

/**
 * Ads on a static page (no framework code, issue 29): with a publisher id and the visitor's
 * consent (now or once given), each placeholder AdSlot prerendered (ad-slot.tsx) becomes the same
 * ad unit that component draws, and the ad script loads as on every page (ads.ts).
 */
export function startAdSlots(): void {
  const clientId = adsClientId();
  if (!clientId) return;
  const draw = () => {
    for (const placeholder of document.querySelectorAll<HTMLElement>("[data-ad-slot-for]")) {
      const data = placeholder.dataset;
      const aside = document.createElement("aside");
      aside.setAttribute("aria-label", "Advertisement");
      aside.className = `my-8 ${data.class ?? ""}`;
      aside.dataset.adPlacement = data.adSlotFor;
      const label = document.createElement("p");
      label.className = "mb-1 text-center text-xs uppercase tracking-wide text-slate-500";
      label.textContent = "Advertisement";
      const unit = document.createElement("ins");
      unit.className = "adsbygoogle block";
      unit.style.display = "block";
      unit.style.minHeight = `${data.minHeight ?? 250}px`;
      unit.dataset.adClient = clientId;
      if (data.adSlot) unit.dataset.adSlot = data.adSlot;
      if (data.adFormat) unit.dataset.adFormat = data.adFormat;
      if (data.adLayout) unit.dataset.adLayout = data.adLayout;
      unit.dataset.fullWidthResponsive = data.fullWidthResponsive ?? "true";
      aside.append(label, unit);
      placeholder.replaceWith(aside);
      window.adsbygoogle = window.adsbygoogle ?? [];
      window.adsbygoogle.push({});
    }
  };
  if (readConsent() === "accepted") draw();
  addEventListener(consentEventName, (event) => {
    if ((event as CustomEvent).detail === "accepted") draw();
  });
  startAdLoader();
}
