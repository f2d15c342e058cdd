import { KeyRequestForm } from "../../src/api-keys/key-request-form.tsx";
import { apiPageData } from "../../src/content/api-page.server.ts";
import { localizedPath } from "../../src/i18n/languages.ts";
import { plainText } from "../../src/i18n/page-copy.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { siteOrigin, supportEmail } from "../../src/site/route-table.ts";
import { codeGlyph } from "../../src/ui/glyphs/code.tsx";
import { globeGlyph } from "../../src/ui/glyphs/globe.tsx";
import { Icon } from "../../src/ui/icons.tsx";
import { MarkedText } from "../../src/ui/marked-text.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/api-info";

/**
 * Runs at build time: the page's words in its language (i18n/pages/api/<code>.ts) with the
 * registry's count and the enforced limits filled in, the endpoint list and the code samples;
 * they reach the browser as page data.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { language: _language, ...data } = apiPageData(request);
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy } = loaderData;
  const page = metaLanguageOf(matches, location);
  const english = page.language.code === "en";
  return translatedPageMeta({
    page,
    title: titled(copy.title),
    description: plainText(copy.description),
    path: "/api",
    type: "WebPage",
    crumb: copy.crumb,
    // Search terms of the English page only (meta keywords: no other language's page has any).
    keywords: english
      ? ["gif api", "video to gif api", "gif optimization api", "openapi"]
      : undefined,
    node: (node) => ({
      ...node,
      about: {
        "@type": "WebAPI",
        name: "GifKit API",
        documentation: `${siteOrigin}/api/openapi.yaml`,
      },
    }),
  });
};

export default function ApiInfo({ loaderData }: Route.ComponentProps) {
  const { language, messages } = usePageLanguage();
  const { copy, apiBase, endpoints, examples } = loaderData;
  const code = "rounded bg-slate-100 px-1.5 py-0.5 text-sm";
  const text = (sentence: string) => (
    <MarkedText text={sentence} codeClassName={code} linkClassName="text-link" />
  );
  const [beforeEmail, afterEmail] = copy.limitsNote.split("{email}");
  return (
    <>
      <PageIntro
        crumbs={[
          { name: messages.toolPage.home, to: localizedPath("/", language) },
          { name: copy.crumb },
        ]}
        eyebrow={copy.eyebrow}
        title={copy.heading}
      >
        <p>{copy.intro}</p>
      </PageIntro>

      <div className="container-page py-12">
        <div className="grid gap-5 md:grid-cols-2">
          <div className="card p-6">
            <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              <Icon glyph={globeGlyph} className="size-4" />
              {copy.baseHeading}
            </h2>
            <p className="mt-3 font-mono text-lg break-all text-slate-900">{apiBase}</p>
            <p className="mt-2 text-sm text-slate-600">{copy.baseText}</p>
          </div>
          <div className="card p-6">
            <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              <Icon glyph={codeGlyph} className="size-4" />
              {copy.openApiHeading}
            </h2>
            <p className="mt-3">
              <a
                href="/api/openapi.yaml"
                className="font-mono text-lg break-all text-brand-700 underline underline-offset-2"
              >
                {apiBase}/openapi.yaml
              </a>
            </p>
            <p className="mt-2 text-sm text-slate-600">{text(copy.openApiText)}</p>
          </div>
        </div>

        <section aria-labelledby="endpoints" className="mt-14">
          <h2 id="endpoints" className="section-title">
            {copy.endpointsHeading}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-600">{text(copy.endpointsIntro)}</p>
          <section
            className="mt-6 overflow-x-auto rounded-2xl border border-slate-200"
            aria-label={copy.callsLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; the keyboard must reach it
            tabIndex={0}
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {copy.callColumn}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {copy.whatColumn}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {endpoints.map((endpoint) => (
                  <tr key={`${endpoint.method} ${endpoint.path}`}>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <span
                        className={`mr-2 inline-block w-16 rounded-md px-1.5 py-0.5 text-center text-xs font-bold ${
                          endpoint.method === "GET"
                            ? "bg-emerald-50 text-emerald-800"
                            : endpoint.method === "DELETE"
                              ? "bg-red-50 text-red-800"
                              : "bg-brand-50 text-brand-800"
                        }`}
                      >
                        {endpoint.method}
                      </span>
                      <code className="font-mono text-slate-900">{endpoint.path}</code>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{endpoint.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>

        <section aria-labelledby="quick-start" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="quick-start" className="section-title">
              {copy.quickStartHeading}
            </h2>
            <ol className="mt-5 list-decimal space-y-3 pl-5 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
              {copy.quickStart.map((step) => (
                <li key={step}>{text(step)}</li>
              ))}
            </ol>
            <h3 id="retention" className="mt-6 font-semibold text-slate-900">
              {copy.retentionHeading}
            </h3>
            <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
              {loaderData.retention.map((rule) => (
                <li key={rule.id}>
                  <strong>
                    {rule.label}
                    {copy.retentionLabelEnd}
                  </strong>{" "}
                  {rule.text}
                </li>
              ))}
            </ul>
            <p className="mt-5 text-slate-600">
              {text(beforeEmail ?? "")}
              <a href={`mailto:${supportEmail}`} className="text-link">
                {supportEmail}
              </a>
              {afterEmail}
            </p>
          </div>
          <CodeSample label={copy.exampleLabel} sample={examples.request} />
        </section>

        <section aria-labelledby="keys" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="keys" className="section-title">
              {copy.keysHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{text(copy.keysText)}</p>
            <p className="mt-3 text-sm text-slate-600">{text(copy.keyRequests)}</p>
          </div>
          <div className="card self-start p-6">
            <h3 className="font-semibold text-slate-900">{copy.getKeyHeading}</h3>
            <div className="mt-4">
              <KeyRequestForm words={copy.form} />
            </div>
          </div>
        </section>

        <section aria-labelledby="limits" className="mt-14">
          <h2 id="limits" className="section-title">
            {copy.callerLimitsHeading}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-600">{text(copy.callerLimitsText)}</p>
          <section
            className="mt-6 overflow-x-auto rounded-2xl border border-slate-200"
            aria-label={copy.callerLimitsHeading}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; the keyboard must reach it
            tabIndex={0}
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {copy.limitColumn}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {copy.withoutKeyColumn}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {copy.withKeyColumn}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {loaderData.limitRows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {row.label}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{row.address}</td>
                    <td className="px-4 py-3 text-slate-700">{row.key}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>

        <section aria-labelledby="webhooks" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="webhooks" className="section-title">
              {copy.webhooksHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{text(copy.webhooksText)}</p>
            <p className="mt-3 leading-relaxed text-slate-700">{text(copy.retriesText)}</p>
            <h3 className="mt-6 font-semibold text-slate-900">{copy.idempotencyHeading}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{text(copy.idempotencyText)}</p>
          </div>
          {/* min-w-0: the examples scroll inside their boxes instead of widening the page. */}
          <div className="min-w-0 space-y-5">
            <CodeSample label={copy.keyedExampleLabel} sample={examples.keyed} />
            <CodeSample label={copy.verifyExampleLabel} sample={examples.verify} />
          </div>
        </section>

        <section aria-labelledby="batches" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="batches" className="section-title">
              {copy.batchesHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{text(copy.batchesText)}</p>
            <p className="mt-3 leading-relaxed text-slate-700">{text(copy.packsText)}</p>
            <p className="mt-3 leading-relaxed text-slate-700">{text(copy.transformsText)}</p>
          </div>
          <div className="min-w-0 space-y-5">
            <CodeSample label={copy.batchExampleLabel} sample={examples.batch} />
            <CodeSample label={copy.transformExampleLabel} sample={examples.transform} />
          </div>
        </section>

        <section aria-labelledby="client" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="client" className="section-title">
              {copy.clientHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{text(copy.clientText)}</p>
            <p className="mt-3 leading-relaxed text-slate-700">{text(copy.cliText)}</p>
          </div>
          <div className="min-w-0 space-y-5">
            <CodeSample label={copy.clientExampleLabel} sample={examples.client} />
            <CodeSample label={copy.cliExampleLabel} sample={examples.cli} />
          </div>
        </section>

        <section aria-labelledby="errors" className="mt-14">
          <h2 id="errors" className="section-title">
            {copy.errorsHeading}
          </h2>
          <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{text(copy.errorsText)}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {loaderData.errorCodes.map((errorCode) => (
              <li key={errorCode}>
                <code className={code}>{errorCode}</code>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** A code sample: code in every language, scrolling sideways inside its box on a phone. */
function CodeSample({ label, sample }: { label: string; sample: string }) {
  return (
    <section
      className="min-w-0 overflow-x-auto rounded-2xl bg-slate-900"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; the keyboard must reach it
      tabIndex={0}
    >
      <pre className="w-max p-5 text-sm leading-relaxed text-slate-100">
        <code>{sample}</code>
      </pre>
    </section>
  );
}
