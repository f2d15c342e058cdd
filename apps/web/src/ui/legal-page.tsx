import type { ReactNode } from "react";
import { PageIntro } from "./page-intro.tsx";

/** Spec: the legal pages were last updated on 26 Oct 2023. */
export const legalUpdatedIso = "2023-10-26";

export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro crumbs={[{ name: "Home", to: "/" }, { name: title }]} title={title}>
        <p>{intro}</p>
        <p className="mt-3 text-sm text-slate-500">
          Last updated: <time dateTime={legalUpdatedIso}>October 26, 2023</time>
        </p>
      </PageIntro>
      <div className="container-page py-12">
        <div className="prose-page max-w-3xl">{children}</div>
      </div>
    </>
  );
}
