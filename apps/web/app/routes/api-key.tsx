import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { alertGlyph } from "../../src/ui/glyphs/alert.tsx";
import { lockGlyph } from "../../src/ui/glyphs/lock.tsx";
import { Icon } from "../../src/ui/icons.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";

const title = titled("Your API Key");
const description =
  "Your GifKit API key's own page: today's quota, the bytes in and out, its tasks and webhook deliveries. The key opens it; there is no account.";

export const meta = () =>
  pageMeta({
    title,
    description,
    path: "/api-key",
    structuredData: import.meta.env.SSR
      ? [
          webPage("WebPage", title, "/api-key", description),
          breadcrumbs([
            { name: "API", path: "/api" },
            { name: "Your API key", path: "/api-key" },
          ]),
        ]
      : undefined,
  });

/**
 * The key's page as markup; src/api-keys/key-page.ts (the static page's script) reads the key or
 * the confirmation token from the address's fragment, or from the form, and fills it in.
 */
export default function ApiKey() {
  return (
    <>
      <PageIntro
        crumbs={[{ name: "Home", to: "/" }, { name: "API", to: "/api" }, { name: "Your API key" }]}
        eyebrow="For developers"
        title="Your API key"
      >
        <p>
          No account and no password: the key itself opens this page. Paste it below, or open the
          address this page gives you after the key is shown.
        </p>
      </PageIntro>

      <div className="container-page space-y-8 py-12" data-key-page>
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
            Your new key: copy it now
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            It is shown this once: GifKit keeps only its hash and cannot show it again. Send it as{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5">Authorization: Bearer …</code>.
          </p>
          <p className="mt-4 font-mono text-base break-all text-slate-900" data-key-reveal-key />
          <h3 className="mt-6 font-semibold text-slate-900">Webhook signing secret</h3>
          <p className="mt-1 text-sm text-slate-600">
            Webhooks to your <code>callback_url</code> are signed with it (Standard Webhooks); it is
            also on this page whenever you open it with the key.
          </p>
          <p className="mt-2 font-mono text-sm break-all text-slate-900" data-key-reveal-secret />
        </section>

        <section aria-labelledby="open-heading" className="card p-6 sm:p-8">
          <h2 id="open-heading" className="text-xl font-bold text-slate-900">
            Open your key's page
          </h2>
          <form
            noValidate
            data-key-open
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="grow">
              <label htmlFor="api-key-field" className="field-label">
                API key
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
              Show usage
            </button>
          </form>
          <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
            <Icon glyph={lockGlyph} className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              The key goes to GifKit only in the Authorization header, never in an address, so it is
              in no server log. The page's address then ends in <code>#key=…</code>: the part after{" "}
              <code>#</code> never leaves your browser, and bookmarking it brings you back here.
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
            Usage
          </h2>
          <div className="mt-4" tabIndex={-1} data-key-usage-body />
        </section>
      </div>
    </>
  );
}
