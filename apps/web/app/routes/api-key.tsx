import { keyRequestLimits } from "@gifkit/contracts";
import type { KeyPageWords } from "../../src/api-keys/key-page.ts";
import { localizedPath } from "../../src/i18n/languages.ts";
import { pageCopyFor } from "../../src/i18n/page-copies.server.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { alertGlyph } from "../../src/ui/glyphs/alert.tsx";
import { lockGlyph } from "../../src/ui/glyphs/lock.tsx";
import { Icon } from "../../src/ui/icons.tsx";
import { MarkedText } from "../../src/ui/marked-text.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/api-key";

/**
 * Runs at build time: the page's words in its language (i18n/pages/api-key/<code>.ts), and what
 * its script writes once a key is open (`words`, the markup's data-words: no bundle carries them).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { language, copy } = pageCopyFor("/api-key", request, {
    linkHours: keyRequestLimits.confirmationLinkHours,
  });
  const english = language.code === "en";
  const { script, serverErrors, ...page } = copy;
  const words: KeyPageWords = {
    ...script,
    serverErrors,
    // English pages show the API's own words and keep their writing of numbers and times.
    serverMessages: english,
    numberLocale: english ? "en-US" : language.hreflang,
    dateLocale: english ? "en-GB" : language.hreflang,
    isoDay: english,
  };
  return { copy: page, apiCrumb: pageCopyFor("/api", request).copy.crumb, words };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy, apiCrumb } = loaderData;
  return translatedPageMeta({
    page: metaLanguageOf(matches, location),
    title: titled(copy.title),
    description: copy.description,
    path: "/api-key",
    type: "WebPage",
    crumb: copy.crumb,
    parents: [{ name: apiCrumb, path: "/api" }],
  });
};

/**
 * The key's page as markup; src/api-keys/key-page.ts (the static page's script) reads the key or
 * the confirmation token from the address's fragment, or from the form, and fills it in.
 */
export default function ApiKey({ loaderData }: Route.ComponentProps) {
  const { language, messages } = usePageLanguage();
  const { copy, apiCrumb, words } = loaderData;
  return (
    <>
      <PageIntro
        crumbs={[
          { name: messages.toolPage.home, to: localizedPath("/", language) },
          { name: apiCrumb, to: localizedPath("/api", language) },
          { name: copy.crumb },
        ]}
        eyebrow={copy.eyebrow}
        title={copy.heading}
      >
        <p>{copy.intro}</p>
      </PageIntro>

      <div
        className="container-page space-y-8 py-12"
        data-key-page
        data-words={JSON.stringify(words)}
      >
        <p
          hidden
          tabIndex={-1}
          data-key-error
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <Icon glyph={alertGlyph} className="mt-0.5 size-4 shrink-0" />
          <span data-key-error-text />
        </p>

        <section
          hidden
          data-key-reveal
          aria-labelledby="reveal-heading"
          className="card p-6 sm:p-8"
        >
          <h2
            id="reveal-heading"
            tabIndex={-1}
            data-key-reveal-heading
            className="text-xl font-bold text-slate-900"
          >
            {copy.revealHeading}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            <MarkedText text={copy.revealText} codeClassName="rounded bg-slate-100 px-1.5 py-0.5" />
          </p>
          <p className="mt-4 font-mono text-base break-all text-slate-900" data-key-reveal-key />
          <h3 className="mt-6 font-semibold text-slate-900">{copy.secretHeading}</h3>
          <p className="mt-1 text-sm text-slate-600">
            <MarkedText text={copy.secretText} />
          </p>
          <p className="mt-2 font-mono text-sm break-all text-slate-900" data-key-reveal-secret />
        </section>

        <section aria-labelledby="open-heading" className="card p-6 sm:p-8">
          <h2 id="open-heading" className="text-xl font-bold text-slate-900">
            {copy.openHeading}
          </h2>
          <form
            noValidate
            data-key-open
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="grow">
              <label htmlFor="api-key-field" className="field-label">
                {copy.keyLabel}
              </label>
              <input
                id="api-key-field"
                name="key"
                type="password"
                autoComplete="off"
                spellCheck={false}
                className="field font-mono"
                placeholder="gk_…"
              />
            </div>
            <button type="submit" className="btn btn-primary">
              {copy.show}
            </button>
          </form>
          <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
            <Icon glyph={lockGlyph} className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              <MarkedText text={copy.privacyNote} />
            </span>
          </p>
        </section>

        <section hidden data-key-usage aria-labelledby="usage-heading" className="card p-6 sm:p-8">
          <h2
            id="usage-heading"
            tabIndex={-1}
            data-key-usage-heading
            className="text-xl font-bold text-slate-900"
          >
            {copy.usageHeading}
          </h2>
          <div className="mt-4" tabIndex={-1} data-key-usage-body />
        </section>
      </div>
    </>
  );
}
