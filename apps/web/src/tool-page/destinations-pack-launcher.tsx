import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { lazy, Suspense, useState } from "react";

// The pack's form and its limits (zod, the destinations) load only when asked for: tool pages'
// JavaScript budget holds (npm run js-budget).
const DestinationsPack = lazy(() => import("./destinations-pack.tsx"));

/** "For several places at once" under a GIF result: opens the destination pack. */
export function DestinationsPackLauncher({
  gifKey,
  gifBytes,
}: {
  gifKey: string;
  gifBytes: number | null;
}) {
  const [open, setOpen] = useState(false);
  const words = useToolUi().text.pack;
  return (
    <section
      aria-labelledby="pack-title"
      className="mt-6 border-t border-slate-200 pt-5"
      data-destinations-pack
    >
      <h3 id="pack-title" className="text-sm font-semibold text-slate-900">
        {words.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{words.about}</p>
      {open ? (
        <Suspense fallback={<p className="mt-3 text-sm text-slate-600">{words.loading}</p>}>
          <DestinationsPack key={gifKey} gifKey={gifKey} gifBytes={gifBytes} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="btn btn-secondary btn-sm mt-3"
          onClick={() => setOpen(true)}
        >
          {words.choose}
        </button>
      )}
    </section>
  );
}
