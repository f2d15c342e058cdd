import type { ReactNode } from "react";
import { usePageLanguage } from "../i18n/page-language.ts";
import { Breadcrumb, type Crumb } from "./breadcrumb.tsx";

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
  const { messages } = usePageLanguage();
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
      <div className="container-page py-10 sm:py-14">
        {crumbs && <Breadcrumb items={crumbs} label={messages.shell.breadcrumb} />}
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
