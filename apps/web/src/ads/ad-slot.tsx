import { useEffect, useRef, useSyncExternalStore } from "react";
import { useConsent } from "../consent/use-consent.ts";
import { adsClientId } from "./ads-config.ts";

export interface AdSlotProps {
  /** The publisher's ad unit id, when the site has one for this place. */
  adSlot?: string;
  adFormat?: string;
  adLayout?: string;
  fullWidthResponsive?: boolean;
  /** Reserved height, so the page does not jump when the ad arrives. */
  minHeight?: number;
  /** Where the slot sits, for styling and tests. */
  placement: string;
  className?: string;
}

const noSubscription = () => () => {};

/**
 * One ad unit with the spec's properties (format auto, min height 250). Drawn only when a
 * publisher id is configured and the visitor accepted ads: otherwise there is no box at all, only
 * an empty hidden placeholder that says what to draw. On the static pages (no framework code)
 * src/ads/ad-slots.ts draws the unit in its place, the same markup as below.
 */
export function AdSlot({
  adSlot,
  adFormat = "auto",
  adLayout,
  fullWidthResponsive = true,
  minHeight = 250,
  placement,
  className = "",
}: AdSlotProps) {
  const consent = useConsent();
  const clientId = useSyncExternalStore(noSubscription, adsClientId, () => "");
  const pushed = useRef(false);
  const visible = clientId !== "" && consent === "accepted";

  useEffect(() => {
    if (!visible || pushed.current) return;
    pushed.current = true;
    window.adsbygoogle = window.adsbygoogle ?? [];
    window.adsbygoogle.push({});
  }, [visible]);

  if (!visible)
    return (
      <div
        hidden
        data-ad-slot-for={placement}
        data-ad-slot={adSlot}
        data-ad-format={adFormat}
        data-ad-layout={adLayout}
        data-full-width-responsive={fullWidthResponsive ? "true" : "false"}
        data-min-height={minHeight}
        data-class={className}
      />
    );
  return (
    <aside aria-label="Advertisement" className={`my-8 ${className}`} data-ad-placement={placement}>
      <p className="mb-1 text-center text-xs uppercase tracking-wide text-slate-500">
        Advertisement
      </p>
      <ins
        className="adsbygoogle block"
        style={{ display: "block", minHeight }}
        data-ad-client={clientId}
        data-ad-slot={adSlot}
        data-ad-format={adFormat}
        data-ad-layout={adLayout}
        data-full-width-responsive={fullWidthResponsive ? "true" : "false"}
      />
    </aside>
  );
}
