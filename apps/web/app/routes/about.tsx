import type { ReactNode } from "react";
import { localizedPath } from "../../src/i18n/languages.ts";
import { pageCopyFor } from "../../src/i18n/page-copies.server.ts";
import { plainText } from "../../src/i18n/page-copy.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import type { AboutCopy } from "../../src/i18n/pages/about/en.ts";
import { titled } from "../../src/seo/meta.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { socialProfiles } from "../../src/site/route-table.ts";
import { useStartTools } from "../../src/site/site-tool.ts";
import { siteTools } from "../../src/site/tools.server.ts";
import { CtaBand } from "../../src/ui/cta-band.tsx";
import { devicesGlyph } from "../../src/ui/glyphs/devices.tsx";
import { giftGlyph, shieldGlyph, starGlyph } from "../../src/ui/glyphs/page-glyphs.tsx";
import { githubGlyph, Icon, xGlyph } from "../../src/ui/icons.tsx";
import { LinkedText } from "../../src/ui/linked-text.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/about";

/**
 * Runs at build time: the page's words in its language (i18n/pages/about/<code>.ts), with the
 * tool count from the registry and the limits from the enforced constants filled in.
 */
export function loader({ request }: Route.LoaderArgs) {
  return pageCopyFor("/about", request, { toolCount: siteTools.length });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy } = loaderData;
  return translatedPageMeta({
    page: metaLanguageOf(matches, location),
    title: titled(copy.title),
    description: plainText(copy.description),
    path: "/about",
    type: "AboutPage",
    crumb: copy.crumb,
  });
};

const highlightIcons: Record<keyof AboutCopy["highlights"], ReactNode> = {
  free: giftGlyph,
  files: shieldGlyph,
  quality: starGlyph,
  devices: devicesGlyph,
};

export default function About({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const start = useStartTools();
  const { language, fill, messages } = usePageLanguage();
  const here = (path: string) => localizedPath(path, language);
  return (
    <>
      <PageIntro
        crumbs={[{ name: messages.toolPage.home, to: here("/") }, { name: copy.crumb }]}
        eyebrow={copy.eyebrow}
        title={copy.heading}
      >
        <p>{copy.intro}</p>
      </PageIntro>

      <section aria-labelledby="mission" className="container-page py-14">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="eyebrow">{copy.missionEyebrow}</p>
            <h2 id="mission" className="section-title mt-2">
              {copy.missionHeading}
            </h2>
          </div>
          <div className="space-y-4 text-lg leading-relaxed text-slate-600">
            {copy.mission.map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={paragraph} linkClassName="text-link" />
              </p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="highlights" className="bg-slate-50 py-14">
        <div className="container-page">
          <h2 id="highlights" className="section-title">
            {copy.highlightsHeading}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {Object.entries(copy.highlights).map(([key, item]) => (
              <li key={key} className="card p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon
                    glyph={highlightIcons[key as keyof AboutCopy["highlights"]]}
                    className="size-5"
                  />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="story" className="container-page py-14">
        <div className="max-w-3xl">
          <h2 id="story" className="section-title">
            {copy.storyHeading}
          </h2>
          <div className="prose-page mt-6">
            {copy.story.map((part) => (
              <div key={part.title}>
                <h3>{part.title}</h3>
                <p>
                  <LinkedText text={part.text} />
                </p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="connect" className="container-page pb-6">
        <div className="card flex max-w-3xl flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="connect" className="text-xl font-bold text-slate-900">
              {copy.helloHeading}
            </h2>
            <p className="mt-1.5 text-slate-600">
              <LinkedText text={copy.hello} linkClassName="text-link" />
            </p>
          </div>
          <ul className="flex gap-2">
            {socialProfiles.map((profile) => (
              <li key={profile.href}>
                <a
                  href={profile.href}
                  rel="me noopener noreferrer"
                  className="btn btn-secondary btn-sm"
                >
                  {profile.label === "X" ? (
                    <Icon glyph={xGlyph} className="size-4" fill="currentColor" stroke="none" />
                  ) : (
                    <Icon glyph={githubGlyph} className="size-4" />
                  )}
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

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
