import type { ReactNode } from "react";
import { chevronDownGlyph, Icon } from "./icons.tsx";

/** A collapsible question and answer (native details/summary: works without script). */
export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white open:shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <Icon
          glyph={chevronDownGlyph}
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-5 pt-1 pb-5 leading-relaxed text-slate-700">{children}</div>
    </details>
  );
}

/** A call to action band. */
