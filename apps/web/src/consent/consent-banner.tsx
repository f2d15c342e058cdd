import { localizedPath } from "../i18n/languages.ts";
import { usePageLanguage } from "../i18n/page-language.ts";

/**
 * The cookie banner, prerendered into every page and hidden until <html> carries
 * consentOpenAttribute: the inline head script (consent.ts, consentModeBootstrapScript) sets it
 * when no choice is stored or "Cookie Settings" asks again, and answers the two buttons. So the
 * banner shows with the page's first paint and needs no framework code. It is fixed to the bottom
 * of the window: showing it moves nothing on the page.
 */
export function ConsentBanner() {
  const { language, messages } = usePageLanguage();
  const text = messages.consent;
  return (
    <section
      aria-label={text.label}
      // Shown only under <html data-consent-open> (consentOpenAttribute; Tailwind reads the
      // class names as written, so the attribute is spelled out).
      // Compact on phones: at 375 × 812 it must stay below a tool page's "Choose a file" button
      // (its bottom at 675 px), which it covered at 175 px tall (issue 41).
      className="fixed inset-x-0 bottom-0 z-50 hidden p-2 sm:p-4 [html[data-consent-open]_&]:block"
      data-testid="consent-banner"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-2 rounded-2xl border border-slate-200 bg-white px-3 py-2.5 shadow-xl sm:flex-row sm:items-center sm:gap-6 sm:p-5">
        <p className="text-xs leading-snug text-slate-700 sm:text-sm sm:leading-relaxed">
          {text.text}{" "}
          <a
            href={localizedPath("/cookie-policy", language)}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {text.policyLink}
          </a>
        </p>
        {/* One line of buttons on a phone: "Decline non-essential" wrapped to two at text-sm. */}
        <div className="flex shrink-0 gap-2 *:flex-1 *:whitespace-nowrap max-sm:*:px-2 max-sm:*:py-1.5 max-sm:*:text-xs sm:*:flex-none">
          <button type="button" className="btn btn-secondary btn-sm" data-consent-choice="declined">
            {text.decline}
          </button>
          <button type="button" className="btn btn-primary btn-sm" data-consent-choice="accepted">
            {text.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
