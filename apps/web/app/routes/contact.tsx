import { Link } from "react-router";
import { ContactForm } from "../../src/contact/contact-form.tsx";
import { localizedPath } from "../../src/i18n/languages.ts";
import { pageCopyFor } from "../../src/i18n/page-copies.server.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { supportEmail } from "../../src/site/route-table.ts";
import { checkGlyph } from "../../src/ui/glyphs/check.tsx";
import { clockGlyph } from "../../src/ui/glyphs/clock.tsx";
import { lockGlyph } from "../../src/ui/glyphs/lock.tsx";
import { Icon, mailGlyph } from "../../src/ui/icons.tsx";
import { LinkedText } from "../../src/ui/linked-text.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/contact";

/** Runs at build time: the page's and the form's words in its language. */
export function loader({ request }: Route.LoaderArgs) {
  return pageCopyFor("/contact", request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy } = loaderData;
  return translatedPageMeta({
    page: metaLanguageOf(matches, location),
    title: titled(copy.title),
    description: copy.description,
    path: "/contact",
    type: "ContactPage",
    crumb: copy.crumb,
  });
};

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const { language, messages } = usePageLanguage();
  const here = (path: string) => localizedPath(path, language);
  return (
    <>
      <PageIntro
        crumbs={[{ name: messages.toolPage.home, to: here("/") }, { name: copy.crumb }]}
        title={copy.heading}
      >
        <p>{copy.intro}</p>
      </PageIntro>

      <div className="container-page grid gap-8 py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <section aria-labelledby="form-heading" className="card self-start p-6 sm:p-8">
          <h2 id="form-heading" className="text-xl font-bold text-slate-900">
            {copy.formHeading}
          </h2>
          <p className="mt-1.5 mb-6 text-sm text-slate-600">{copy.allRequired}</p>
          <ContactForm
            words={{
              ...copy.form,
              serverErrors: copy.serverErrors,
              serverMessages: language.code === "en",
            }}
          />
        </section>

        <aside className="space-y-5">
          <div className="card p-6">
            <h2 className="font-semibold text-slate-900">{copy.detailsHeading}</h2>
            <ul className="mt-4 space-y-4 text-sm">
              <li className="flex gap-3">
                <Icon glyph={mailGlyph} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-medium text-slate-900">{copy.emailLabel}</span>
                  <a href={`mailto:${supportEmail}`} className="text-link">
                    {supportEmail}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon glyph={clockGlyph} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-medium text-slate-900">{copy.hoursLabel}</span>
                  <span className="text-slate-600">{copy.hours}</span>
                </span>
              </li>
              <li className="flex gap-3">
                <Icon glyph={checkGlyph} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-medium text-slate-900">{copy.responseLabel}</span>
                  <span className="text-slate-600">{copy.response}</span>
                </span>
              </li>
            </ul>
          </div>
          <div className="card p-6">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon glyph={lockGlyph} className="size-4 text-brand-700" />
              {copy.privacyHeading}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">
              <LinkedText text={copy.privacy} linkClassName="text-link" />
            </p>
          </div>
          <nav aria-label={copy.elsewhereLabel} className="card p-6 text-sm">
            <h2 className="font-semibold text-slate-900">{copy.elsewhereHeading}</h2>
            <ul className="mt-3 space-y-2">
              <li>
                <Link to={here("/help")} className="text-link">
                  {copy.helpCenter}
                </Link>
              </li>
              <li>
                <Link to={here("/faq")} className="text-link">
                  {copy.faq}
                </Link>
              </li>
              <li>
                <Link to={here("/")} className="text-link">
                  {copy.home}
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
