import { faqPageData } from "../../src/content/faq.server.ts";
import { localizedPath } from "../../src/i18n/languages.ts";
import { plainText } from "../../src/i18n/page-copy.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { faqPage } from "../../src/seo/structured-data.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { supportEmail } from "../../src/site/route-table.ts";
import { useStartTools } from "../../src/site/site-tool.ts";
import { CtaBand } from "../../src/ui/cta-band.tsx";
import { FaqItem } from "../../src/ui/faq-item.tsx";
import { gaugeGlyph } from "../../src/ui/glyphs/page-glyphs.tsx";
import { Icon } from "../../src/ui/icons.tsx";
import { LinkedText } from "../../src/ui/linked-text.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/faq";

/**
 * Runs at build time: the page's words in its language (i18n/pages/faq/<code>.ts), with the
 * enforced limits, the tools' names in that language and the retention rules filled in.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { copy, groups, limitRows, destinationRows, formats } = faqPageData(request);
  return { copy, groups, limitRows, destinationRows, formats };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy, groups } = loaderData;
  return translatedPageMeta({
    page: metaLanguageOf(matches, location),
    title: titled(copy.title),
    description: plainText(copy.description),
    path: "/faq",
    type: "WebPage",
    crumb: copy.crumb,
    extra: (language) => [
      faqPage(
        groups.flatMap((group) =>
          group.entries.map((entry) => ({ q: entry.q, a: plainText(entry.a) })),
        ),
        localizedPath("/faq", language),
      ),
    ],
  });
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  const start = useStartTools();
  const { language, fill, messages } = usePageLanguage();
  const here = (path: string) => localizedPath(path, language);
  const { copy, groups, limitRows, destinationRows, formats } = loaderData;
  const [beforeEmail, afterEmail] = copy.stillStuck.split("{email}");
  return (
    <>
      <PageIntro
        crumbs={[{ name: messages.toolPage.home, to: here("/") }, { name: copy.crumb }]}
        title={copy.heading}
      >
        <p>{copy.intro}</p>
      </PageIntro>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <nav aria-label={copy.sectionsLabel} className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <a
                key={group.id}
                href={`#${group.id}`}
                className="rounded-full border border-slate-200 px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800"
              >
                {group.name}
              </a>
            ))}
            <a
              href="#destination-limits"
              className="rounded-full border border-slate-200 px-3.5 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800"
            >
              {copy.destinationsLink}
            </a>
          </nav>
          {groups.map((group) => (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`${group.id}-heading`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${group.id}-heading`} className="text-xl font-bold text-slate-900">
                {group.name}
              </h2>
              <div className="mt-4 space-y-3">
                {group.entries.map((entry) => (
                  <FaqItem key={entry.q} question={entry.q}>
                    <p>
                      <LinkedText text={entry.a} linkClassName="text-link" />
                    </p>
                  </FaqItem>
                ))}
              </div>
            </section>
          ))}
          <DestinationLimits rows={destinationRows} copy={copy} />
        </div>

        <aside aria-labelledby="limits-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="card overflow-hidden" data-testid="limits-box">
            <div className="border-b border-slate-200 bg-brand-50 px-5 py-4">
              <h2
                id="limits-heading"
                className="flex items-center gap-2 font-semibold text-slate-900"
              >
                <Icon glyph={gaugeGlyph} className="size-5 text-brand-700" />
                {copy.limitsHeading}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{copy.limitsIntro}</p>
            </div>
            <dl className="divide-y divide-slate-100 px-5 text-sm">
              {limitRows.map((row) => (
                <div key={row.label} className="flex justify-between gap-4 py-2.5">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="text-right font-semibold whitespace-nowrap text-slate-900">
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="space-y-3 border-t border-slate-200 px-5 py-4 text-sm">
              <p>
                <span className="font-semibold text-slate-900">{copy.imagesLabel}</span>
                <span className="text-slate-600">{formats.images}</span>
              </p>
              <p>
                <span className="font-semibold text-slate-900">{copy.videoLabel}</span>
                <span className="text-slate-600">
                  {fill(copy.videoFormats, { formats: formats.video })}
                </span>
              </p>
              <p>
                <span className="font-semibold text-slate-900">{copy.gifToolsLabel}</span>
                <span className="text-slate-600">
                  {fill(copy.gifFormats, { formats: formats.gif })}
                </span>
              </p>
            </div>
          </div>
          <p className="mt-4 px-1 text-sm text-slate-600">
            <LinkedText text={beforeEmail ?? ""} linkClassName="text-link" />
            <a href={`mailto:${supportEmail}`} className="text-link">
              {supportEmail}
            </a>
            {afterEmail}
          </p>
        </aside>
      </div>

      <CtaBand
        title={copy.ctaTitle}
        text={copy.ctaText}
        primary={{
          to: here(start.first.path),
          label: fill(copy.ctaTry, { tool: start.first.name }),
        }}
        secondary={{ to: here(start.second.path), label: start.second.name }}
      />
    </>
  );
}

/**
 * How big a GIF may be where it is going, printed from the destinations list that
 * GET /api/destinations serves (packages/contracts/src/destinations.ts), each with its source.
 */
function DestinationLimits({
  rows,
  copy,
}: {
  rows: Route.ComponentProps["loaderData"]["destinationRows"];
  copy: Route.ComponentProps["loaderData"]["copy"];
}) {
  return (
    <section
      id="destination-limits"
      aria-labelledby="destination-limits-heading"
      className="mt-10 scroll-mt-24"
    >
      <h2 id="destination-limits-heading" className="text-xl font-bold text-slate-900">
        {copy.destinationsHeading}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <LinkedText text={copy.destinationsIntro} linkClassName="text-link" />
      </p>
      {/* A table from 640 px up; below that each destination is a card (labels shown inline). */}
      <div className="mt-4 rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm" data-testid="destination-limits">
          <thead className="bg-slate-50 text-slate-700 max-sm:hidden">
            <tr>
              <th scope="col" className="w-1/2 px-4 py-2.5 font-semibold">
                {copy.destinationColumns.where}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {copy.destinationColumns.maxSize}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {copy.destinationColumns.maxDimensions}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {copy.destinationColumns.source}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top max-sm:block">
            {rows.map((row) => (
              <tr key={row.id} data-destination={row.id} className="max-sm:block max-sm:py-3">
                <th scope="row" className="px-4 py-3 font-normal max-sm:block max-sm:py-1">
                  <span className="block font-semibold text-slate-900">{row.name}</span>
                  {/* A note not written in the page's language yet is marked English. */}
                  <span className="mt-1 block text-xs text-slate-600" lang={row.noteLanguage}>
                    {row.note}
                  </span>
                </th>
                <td className="px-4 py-3 font-semibold text-slate-900 max-sm:block max-sm:py-0.5 sm:whitespace-nowrap">
                  <span className="font-normal text-slate-600 sm:hidden">
                    {copy.destinationInline.maxSize}
                  </span>
                  {row.maxSize}
                </td>
                <td className="px-4 py-3 text-slate-700 max-sm:block max-sm:py-0.5">
                  <span className="text-slate-600 sm:hidden">
                    {copy.destinationInline.maxDimensions}
                  </span>
                  {row.maxDimensions}
                </td>
                <td className="px-4 py-3 text-xs text-slate-600 max-sm:block max-sm:py-0.5">
                  <span className="sm:hidden">{copy.destinationInline.source}</span>
                  <a href={row.source} className="text-link" rel="noopener noreferrer">
                    {row.sourceHost}
                  </a>
                  <span className="sm:block">{copy.readOn.replace("{date}", row.readOn)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
