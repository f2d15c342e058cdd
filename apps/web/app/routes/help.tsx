import { Link } from "react-router";
import { helpPageData } from "../../src/content/help.server.ts";
import { localizedPath } from "../../src/i18n/languages.ts";
import { plainText } from "../../src/i18n/page-copy.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { titled } from "../../src/seo/meta.ts";
import { faqPage } from "../../src/seo/structured-data.ts";
import { translatedPageMeta } from "../../src/seo/translated-page-meta.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { FaqItem } from "../../src/ui/faq-item.tsx";
import { bookGlyph } from "../../src/ui/glyphs/book.tsx";
import {
  downloadGlyph,
  filmGlyph,
  starGlyph,
  uploadGlyph,
} from "../../src/ui/glyphs/page-glyphs.tsx";
import { Icon, mailGlyph } from "../../src/ui/icons.tsx";
import { LinkedText } from "../../src/ui/linked-text.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/help";

/**
 * Runs at build time: the page's words in its language (i18n/pages/help/<code>.ts), with the
 * enforced limits and the tools' names in that language filled in; they reach the browser as data.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { copy, toolQuickStarts, troubleshooting, platformTips, faq, contactResponse } =
    helpPageData(request);
  return { copy, toolQuickStarts, troubleshooting, platformTips, faq, contactResponse };
}

/** The first quick start's article (the blog keeps its English address in every language). */
const guideQuickStartPath = "/blog/how-to-make-gifs-from-videos";

const troubleshootingIcons = [uploadGlyph, starGlyph, downloadGlyph];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy, faq } = loaderData;
  return translatedPageMeta({
    page: metaLanguageOf(matches, location),
    title: titled(copy.title),
    description: plainText(copy.description),
    path: "/help",
    type: "WebPage",
    crumb: copy.crumb,
    extra: (language) => [faqPage(faq, localizedPath("/help", language))],
  });
};

export default function Help({ loaderData }: Route.ComponentProps) {
  const { copy, troubleshooting, platformTips, faq, toolQuickStarts, contactResponse } = loaderData;
  const { language, messages } = usePageLanguage();
  const here = (path: string) => localizedPath(path, language);
  // The guide is an article of the blog, which stays English (its words here say so).
  const quickStarts = [
    { ...copy.guideQuickStart, to: guideQuickStartPath, glyph: filmGlyph, blog: true },
    ...toolQuickStarts.map((item) => ({
      ...item,
      to: here(item.to),
      glyph: toolGlyph(item),
      blog: false,
    })),
  ];
  const blogLanguage = language.code === "en" ? undefined : "en";
  return (
    <>
      <PageIntro
        crumbs={[{ name: messages.toolPage.home, to: here("/") }, { name: copy.crumb }]}
        title={copy.heading}
      >
        <p>{copy.intro}</p>
      </PageIntro>

      <section aria-labelledby="quick-start" className="container-page py-12">
        <h2 id="quick-start" className="section-title">
          {copy.quickStartHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {quickStarts.map((item) => (
            <li key={item.to} className="card group relative p-5 transition-shadow hover:shadow-md">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon glyph={item.glyph} className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">
                <Link
                  to={item.to}
                  hrefLang={item.blog ? blogLanguage : undefined}
                  className="after:absolute after:inset-0 group-hover:text-brand-800"
                >
                  {item.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="troubleshooting" className="bg-slate-50 py-12">
        <div className="container-page">
          <h2 id="troubleshooting" className="section-title">
            {copy.troubleshootingHeading}
          </h2>
          <div className="mt-6 grid gap-5 lg:grid-cols-3">
            {troubleshooting.map((group, index) => (
              <div key={group.area} className="card p-6">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <Icon glyph={troubleshootingIcons[index]} className="size-5 text-brand-700" />
                  {group.area}
                </h3>
                <dl className="mt-4 space-y-5">
                  {group.problems.map((problem) => (
                    <div key={problem.title}>
                      <dt className="font-medium text-slate-900">{problem.title}</dt>
                      <dd className="mt-1.5">
                        <ul className="list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-600 marker:text-brand-400">
                          {problem.fix.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="platform-tips" className="container-page py-12">
        <h2 id="platform-tips" className="section-title">
          {copy.platformTipsHeading}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-600">{copy.platformTipsIntro}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {platformTips.map((item) => (
            <li key={item.name} className="card p-5">
              <h3 className="font-semibold text-slate-900">{item.name}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.tip}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-faq" className="container-page pb-12">
        <h2 id="help-faq" className="section-title">
          {copy.faqHeading}
        </h2>
        <div className="mt-6 max-w-3xl space-y-3">
          {faq.map((entry) => (
            <FaqItem key={entry.q} question={entry.q}>
              <p>{entry.a}</p>
            </FaqItem>
          ))}
        </div>
        <p className="mt-6 text-slate-600">
          <LinkedText text={copy.moreAnswers} linkClassName="text-link" />
        </p>
      </section>

      <section aria-labelledby="more-help" className="container-page pb-16">
        <div className="grid gap-4 sm:grid-cols-2">
          <Link
            to={here("/contact")}
            className="card group flex items-center gap-4 p-6 hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon glyph={mailGlyph} className="size-6" />
            </span>
            <span>
              <span
                id="more-help"
                className="block font-semibold text-slate-900 group-hover:text-brand-800"
              >
                {copy.contactTitle}
              </span>
              <span className="text-sm text-slate-600">{contactResponse}</span>
            </span>
          </Link>
          <Link
            to="/blog"
            hrefLang={blogLanguage}
            className="card group flex items-center gap-4 p-6 hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon glyph={bookGlyph} className="size-6" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900 group-hover:text-brand-800">
                {copy.blogTitle}
              </span>
              <span className="text-sm text-slate-600">{copy.blogText}</span>
            </span>
          </Link>
        </div>
      </section>
    </>
  );
}
