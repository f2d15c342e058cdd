import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { type ConsentChoice, saveConsent } from "./consent.ts";

/**
 * The cookie banner (loaded on demand by the shell when no choice is stored, or after "Cookie
 * Settings"). It is fixed to the bottom of the window, so showing it moves nothing on the page.
 */
export default function ConsentBanner({
  onClose,
  takeFocus,
}: {
  onClose: () => void;
  takeFocus: boolean;
}) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) acceptRef.current?.focus();
  }, [takeFocus]);
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    onClose();
  };
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
      data-testid="consent-banner"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:flex-row sm:items-center sm:gap-6 sm:p-5">
        <p className="text-sm leading-relaxed text-slate-700">
          We use cookies for ads that keep GifKit free. Essential storage (like this choice) is
          always on; ads and measurement only with your consent.{" "}
          <Link
            to="/cookie-policy"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Cookie policy
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => choose("declined")}
          >
            Decline non-essential
          </button>
          <button
            ref={acceptRef}
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => choose("accepted")}
          >
            Accept all
          </button>
        </div>
      </div>
    </section>
  );
}
