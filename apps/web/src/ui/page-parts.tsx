import type { ReactNode } from "react";
import { Link } from "react-router";
import { arrowRightGlyph, chevronDownGlyph, chevronRightGlyph, Icon } from "./icons.tsx";

export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-1.5">
            {index > 0 && <Icon glyph={chevronRightGlyph} className="size-3.5 text-slate-400" />}
            {item.to ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The top band of a content page: breadcrumb, title and an introduction. */
export function PageIntro({
  crumbs,
  eyebrow,
  title,
  children,
}: {
  crumbs?: readonly Crumb[];
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
      <div className="container-page py-10 sm:py-14">
        {crumbs && <Breadcrumb items={crumbs} />}
        {eyebrow && <p className={`eyebrow ${crumbs ? "mt-6" : ""}`}>{eyebrow}</p>}
        <h1
          className={`max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl ${eyebrow ? "mt-2" : crumbs ? "mt-6" : ""}`}
        >
          {title}
        </h1>
        {children && (
          <div className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{children}</div>
        )}
      </div>
    </div>
  );
}

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
export function CtaBand({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <section className="container-page my-16">
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-12 text-center shadow-lg sm:px-12">
        <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{text}</p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={primary.to} className="btn btn-on-dark btn-lg">
            {primary.label}
            <Icon glyph={arrowRightGlyph} className="size-4" />
          </Link>
          {secondary && (
            <Link
              to={secondary.to}
              className="btn btn-lg border border-white/40 text-white hover:bg-white/10"
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
