import type { ReactNode } from "react";
import { localizedPath } from "../i18n/languages.ts";
import { usePageLanguage } from "../i18n/page-language.ts";
import { EnglishBinds } from "./marked-text.tsx";
import { PageIntro } from "./page-intro.tsx";

/** The words every legal page's copy has (i18n/pages/<legal page>/<code>.ts). */
export interface LegalPageWords {
  /** The page's name in its breadcrumb. */
  crumb: string;
  heading: string;
  intro: string;
  /** "Last updated:", before the date. */
  updatedLabel: string;
  /** A translation's first line: the [English page](/path) is the one that binds (not shown in English). */
  englishBinds: string;
}

/** `updated`: the date of the page's last real change (legal-dates.server.ts, at build time). */
export function LegalPage({
  copy,
  updated,
  children,
}: {
  copy: LegalPageWords;
  updated: { iso: string; text: string };
  children: ReactNode;
}) {
  const { language, messages } = usePageLanguage();
  return (
    <>
      <PageIntro
        crumbs={[
          { name: messages.toolPage.home, to: localizedPath("/", language) },
          { name: copy.crumb },
        ]}
        title={copy.heading}
      >
        {language.code !== "en" && (
          <p
            data-english-binds
            className="mb-4 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-base text-brand-900"
          >
            <EnglishBinds text={copy.englishBinds} />
          </p>
        )}
        <p>{copy.intro}</p>
        <p className="mt-3 text-sm text-slate-500">
          {copy.updatedLabel} <time dateTime={updated.iso}>{updated.text}</time>
        </p>
      </PageIntro>
      <div className="container-page py-12">
        <div className="prose-page max-w-3xl">{children}</div>
      </div>
    </>
  );
}
