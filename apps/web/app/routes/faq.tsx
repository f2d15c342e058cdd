import { Link } from "react-router";
import { faqGroups } from "../../src/content/faq.server.ts";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, faqPage, webPage } from "../../src/seo/structured-data.ts";
import { destinationRows } from "../../src/site/destination-rows.ts";
import { limitFacts, limitRows } from "../../src/site/limits.ts";
import { supportEmail } from "../../src/site/route-table.ts";
import { useStartTools } from "../../src/site/site-tool.ts";
import { CtaBand } from "../../src/ui/cta-band.tsx";
import { FaqItem } from "../../src/ui/faq-item.tsx";
import { gaugeGlyph } from "../../src/ui/glyphs/page-glyphs.tsx";
import { Icon } from "../../src/ui/icons.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/faq";

const title = titled("Frequently Asked Questions");
const description =
  "Answers about GifKit: file size and format limits, privacy and file deletion, quality settings, each tool, troubleshooting and the API.";

export function loader() {
  return {
    groups: faqGroups(),
    limitRows,
    destinationRows,
    formats: {
      images: limitFacts.imageFormats,
      video: limitFacts.videoFormats,
      gif: limitFacts.gifFormats,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title,
    description,
    path: "/faq",
    structuredData: import.meta.env.SSR
      ? [
          webPage("WebPage", title, "/faq", description),
          faqPage(
            (loaderData?.groups ?? []).flatMap((group) => group.entries),
            "/faq",
          ),
          breadcrumbs([{ name: "FAQ", path: "/faq" }]),
        ]
      : undefined,
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const start = useStartTools();
  const { groups, limitRows, destinationRows, formats } = loaderData;
  return (
    <>
      <PageIntro
        crumbs={[{ name: "Home", to: "/" }, { name: "FAQ" }]}
        title="Frequently asked questions"
      >
        <p>Limits, formats, privacy and how each tool works. Can't find your answer? Ask us.</p>
      </PageIntro>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <nav aria-label="FAQ sections" className="flex flex-wrap gap-2">
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
              Limits by platform
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
                    <p>{entry.a}</p>
                  </FaqItem>
                ))}
              </div>
            </section>
          ))}
          <DestinationLimits rows={destinationRows} />
        </div>

        <aside aria-labelledby="limits-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="card overflow-hidden" data-testid="limits-box">
            <div className="border-b border-slate-200 bg-brand-50 px-5 py-4">
              <h2
                id="limits-heading"
                className="flex items-center gap-2 font-semibold text-slate-900"
              >
                <Icon glyph={gaugeGlyph} className="size-5 text-brand-700" />
                Limits and formats
              </h2>
              <p className="mt-1 text-sm text-slate-600">The same numbers the server enforces.</p>
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
                <span className="font-semibold text-slate-900">Images: </span>
                <span className="text-slate-600">{formats.images}</span>
              </p>
              <p>
                <span className="font-semibold text-slate-900">Video: </span>
                <span className="text-slate-600">{formats.video}, links and YouTube</span>
              </p>
              <p>
                <span className="font-semibold text-slate-900">GIF tools: </span>
                <span className="text-slate-600">{formats.gif} in, GIF out</span>
              </p>
            </div>
          </div>
          <p className="mt-4 px-1 text-sm text-slate-600">
            Still stuck? See the{" "}
            <Link to="/help" className="text-link">
              help center
            </Link>{" "}
            or email{" "}
            <a href={`mailto:${supportEmail}`} className="text-link">
              {supportEmail}
            </a>
            .
          </p>
        </aside>
      </div>

      <CtaBand
        title="Ready to try it?"
        text="Make your first GIF in a minute, free and without an account."
        primary={{ to: start.first.path, label: `Try ${start.first.name}` }}
        secondary={{ to: start.second.path, label: start.second.name }}
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
}: {
  rows: Route.ComponentProps["loaderData"]["destinationRows"];
}) {
  return (
    <section
      id="destination-limits"
      aria-labelledby="destination-limits-heading"
      className="mt-10 scroll-mt-24"
    >
      <h2 id="destination-limits-heading" className="text-xl font-bold text-slate-900">
        How big can a GIF be where it is going?
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        The largest file each place takes, from its own documentation (follow the link beside each
        number). More in our article{" "}
        <Link to="/blog/gif-size-limits-by-platform" className="text-link">
          GIF size limits: Discord, Slack, X, GitHub, Reddit and email
        </Link>
      </p>
      {/* A table from 640 px up; below that each destination is a card (labels shown inline). */}
      <div className="mt-4 rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm" data-testid="destination-limits">
          <thead className="bg-slate-50 text-slate-700 max-sm:hidden">
            <tr>
              <th scope="col" className="w-1/2 px-4 py-2.5 font-semibold">
                Where
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Largest file
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Largest dimensions
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Source
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top max-sm:block">
            {rows.map((row) => (
              <tr key={row.id} data-destination={row.id} className="max-sm:block max-sm:py-3">
                <th scope="row" className="px-4 py-3 font-normal max-sm:block max-sm:py-1">
                  <span className="block font-semibold text-slate-900">{row.name}</span>
                  <span className="mt-1 block text-xs text-slate-600">{row.note}</span>
                </th>
                <td className="px-4 py-3 font-semibold text-slate-900 max-sm:block max-sm:py-0.5 sm:whitespace-nowrap">
                  <span className="font-normal text-slate-600 sm:hidden">Largest file: </span>
                  {row.maxSize}
                </td>
                <td className="px-4 py-3 text-slate-700 max-sm:block max-sm:py-0.5">
                  <span className="text-slate-600 sm:hidden">Largest dimensions: </span>
                  {row.maxDimensions}
                </td>
                <td className="px-4 py-3 text-xs text-slate-600 max-sm:block max-sm:py-0.5">
                  <span className="sm:hidden">Source: </span>
                  <a href={row.source} className="text-link" rel="noopener noreferrer">
                    {row.sourceHost}
                  </a>
                  <span className="sm:block"> read {row.readOn}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
