import type { ReactNode } from "react";
import { PageIntro } from "./page-intro.tsx";

/** `updated`: the date of the page's last real change (legal-dates.server.ts, at build time). */
export function LegalPage({
  title,
  intro,
  updated,
  children,
}: {
  title: string;
  intro: ReactNode;
  updated: { iso: string; text: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro crumbs={[{ name: "Home", to: "/" }, { name: title }]} title={title}>
        <p>{intro}</p>
        <p className="mt-3 text-sm text-slate-500">
          Last updated: <time dateTime={updated.iso}>{updated.text}</time>
        </p>
      </PageIntro>
      <div className="container-page py-12">
        <div className="prose-page max-w-3xl">{children}</div>
      </div>
    </>
  );
}
