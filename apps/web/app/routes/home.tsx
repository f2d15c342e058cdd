import { createElement, Fragment, type ReactNode, useEffect } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link } from "react-router";
import { AdSlot } from "../../src/ads/ad-slot.tsx";
import { allPosts, summaryOf } from "../../src/content/blog.server.ts";
import type { BlogPostSummary } from "../../src/content/blog-types.ts";
import type { ToolExampleView } from "../../src/content/example-types.ts";
import { exampleStrip, toolExample } from "../../src/content/examples.server.ts";
import { siteCatalogs } from "../../src/i18n/catalogs.server.ts";
import { type ExampleWords, exampleWords } from "../../src/i18n/example-words.server.ts";
import { fill } from "../../src/i18n/format.ts";
import {
  type Language,
  type LanguageCode,
  languages,
  localizedPath,
  splitLanguagePath,
} from "../../src/i18n/languages.ts";
import type { SiteMessages } from "../../src/i18n/messages/en.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { toolTranslation } from "../../src/i18n/tool-translations.server.ts";
import { defaultShareImage, pageMeta } from "../../src/seo/meta.ts";
import { organization, webPage, website } from "../../src/seo/structured-data.ts";
import { toolCountOf } from "../../src/seo/tool-count.ts";
import { limitFacts } from "../../src/site/limits.ts";
import { useSiteTools, useStartTools } from "../../src/site/site-tool.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { highlightedTools, theHighlightedTool } from "../../src/site/tools.server.ts";
import { BlogCard } from "../../src/ui/blog-card.tsx";
import { CtaBand } from "../../src/ui/cta-band.tsx";
import { ExampleMedia } from "../../src/ui/example-media.tsx";
import { startExamplePlayersInView } from "../../src/ui/example-player-start.ts";
import { ExampleStrip } from "../../src/ui/example-strip.tsx";
import {
  downloadGlyph,
  giftGlyph,
  shieldGlyph,
  slidersGlyph,
  sparklesGlyph,
  starGlyph,
  uploadGlyph,
  zapGlyph,
} from "../../src/ui/glyphs/page-glyphs.tsx";
import { arrowRightGlyph, Icon } from "../../src/ui/icons.tsx";
import type { Route } from "./+types/home";

/** How many articles the home page's "Latest Blog Posts" shows. */
const homePostCount = 3;

/**
 * The page's words, resolved at build time (limits filled in from the enforced constants). They
 * reach the browser as page data, not as code.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { language } = splitLanguagePath(new URL(request.url).pathname.replace(/\.data$/, ""));
  // The newest articles, as the blog index orders them (the spec named three July 2025 posts,
  // which hid the newer ones).
  const latest: BlogPostSummary[] = [...allPosts()]
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
    .slice(0, homePostCount)
    .map(summaryOf);
  // The examples in the page's language: the catalog's words around them, each example's own
  // (settings, alt texts, captions, credits) from example-words; English only where one lacks them.
  const words: HomeExampleWords = {
    home: siteCatalogs[language.code].home.examples,
    example: exampleWords[language.code],
    language,
  };
  const examples = exampleStrip(language.code);
  const exampleCredit = [
    ...new Set(examples.flatMap((example) => example.credit.split("; "))),
  ].join("; ");
  const creditLang = examples.some((example) => example.creditLang) ? "en" : undefined;
  return {
    latest,
    maxUpload: limitFacts.maxUpload,
    resultTtlMinutes: limitFacts.resultTtlMinutes,
    // Static markup made at build time: the hero and the strip need no React in the browser.
    heroHtml: renderToStaticMarkup(
      <HeroExample example={heroExample(language.code)} words={words} />,
    ),
    /** The "then fine-tune the result with …" line's tools (about.ts `highlights.fineTune`). */
    fineTune: highlightedTools("fineTune").map(({ tool, highlight }) => ({
      path: tool.path,
      label: toolTranslation(tool.id, language.code)?.fineTuneLabel ?? highlight.label,
    })),
    exampleStripHtml: renderToStaticMarkup(
      <ExampleStrip
        examples={examples}
        credit={exampleCredit}
        creditLang={creditLang}
        words={words.home}
        exampleWords={words.example}
        pathOf={(path) => localizedPath(path, language)}
      />,
    ),
  };
}

const stepIcons = [uploadGlyph, slidersGlyph, downloadGlyph];
const benefitIcons = [zapGlyph, shieldGlyph, giftGlyph, starGlyph];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { language, messages, fill } = metaLanguageOf(matches, location);
  const title = messages.home.title;
  // The count comes from the registry (the root route's tool list), never typed in.
  const description = fill(messages.home.description, { count: toolCountOf(matches) });
  return pageMeta({
    title,
    description,
    path: "/",
    language,
    translatedIn: languages,
    image: { ...defaultShareImage, alt: messages.shell.shareImageAlt },
    keywords: [
      "gif maker",
      "video to gif",
      "gif editor",
      "resize gif",
      "optimize gif",
      "add text to gif",
    ],
    structuredData: import.meta.env.SSR
      ? [
          website(),
          organization(),
          webPage("WebPage", title, localizedPath("/", language), description, language.hreflang),
        ]
      : undefined,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const siteTools = useSiteTools();
  const start = useStartTools();
  const { language, messages, fill } = usePageLanguage();
  const text = messages.home;
  const here = (path: string) => localizedPath(path, language);
  const minutes = loaderData.resultTtlMinutes;
  const steps = text.steps.map((step) => ({
    title: step.title,
    text: fill(step.text, { maxUpload: loaderData.maxUpload, minutes }),
  }));
  const benefits = text.benefits.map((benefit) => ({
    title: benefit.title,
    text: fill(benefit.text, { minutes }),
  }));
  // The hero's and the strip's videos play in view, pause on request (src/ui/example-player.ts).
  useEffect(() => startExamplePlayersInView(), []);
  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
              <Icon glyph={sparklesGlyph} className="size-4" />
              {text.badge}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
              {text.heading}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
              {fill(text.intro, { count: siteTools.length })}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={here(start.first.path)} className="btn btn-primary btn-lg">
                {start.first.start?.action}
                <Icon glyph={arrowRightGlyph} className="size-4" />
              </Link>
              <Link to={here(start.second.path)} className="btn btn-secondary btn-lg">
                {start.second.start?.action}
              </Link>
            </div>
          </div>
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered at build time
            dangerouslySetInnerHTML={{ __html: loaderData.heroHtml }}
          />
        </div>
      </section>

      <section
        id="tools"
        aria-labelledby="tools-heading"
        className="container-page scroll-mt-20 py-16 sm:py-20"
      >
        <div className="max-w-2xl">
          <p className="eyebrow">{text.toolsEyebrow}</p>
          <h2 id="tools-heading" className="section-title mt-2">
            {text.toolsHeading}
          </h2>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {siteTools.map((tool) => (
            <li
              key={tool.id}
              className="card group relative flex gap-4 p-4 transition-shadow hover:shadow-md sm:flex-col sm:gap-0 sm:p-5"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon glyph={toolGlyph(tool)} className="size-6" />
              </span>
              <div className="flex flex-1 flex-col">
                <h3 className="font-semibold text-slate-900 sm:mt-4">{tool.name}</h3>
                <p className="mt-1 flex-1 text-sm leading-relaxed text-slate-600 sm:mt-1.5">
                  {tool.summary}
                </p>
                <Link
                  to={here(tool.path)}
                  className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 group-hover:text-brand-900 sm:mt-4"
                >
                  {text.tryNow}
                  <span className="sr-only">: {tool.name}</span>
                  <Icon
                    glyph={arrowRightGlyph}
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered at build time
        dangerouslySetInnerHTML={{ __html: loaderData.exampleStripHtml }}
      />

      <div className="container-page">
        <AdSlot placement="home" />
      </div>

      <section aria-labelledby="how-heading" className="bg-slate-50 py-16 sm:py-20">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow">{text.howEyebrow}</p>
            <h2 id="how-heading" className="section-title mt-2">
              {text.howHeading}
            </h2>
          </div>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="card relative p-6">
                <span
                  className="absolute top-6 right-6 text-4xl font-extrabold text-slate-200"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon glyph={stepIcons[index]} className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  <span className="sr-only">{fill(text.step, { number: index + 1 })}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{text.whyEyebrow}</p>
          <h2 id="benefits-heading" className="section-title mt-2">
            {text.whyHeading}
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit, index) => (
            <li key={benefit.title} className="text-center sm:text-left">
              <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:mx-0">
                <Icon glyph={benefitIcons[index]} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-gifs-heading"
        className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20"
      >
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="about-gifs-heading" className="section-title">
              {text.aboutHeading}
            </h2>
            <p className="mt-4 leading-relaxed text-slate-600">{text.aboutText}</p>
          </div>
          <div className="space-y-4 leading-relaxed text-slate-600">
            {language.code === "en" ? (
              <p>
                Start with{" "}
                <Link to={start.second.path} className="text-link">
                  {start.second.name}
                </Link>{" "}
                or the{" "}
                <Link to={start.first.path} className="text-link">
                  {start.first.name}
                </Link>
                , then fine-tune the result with{" "}
                {loaderData.fineTune.map((tool, index) => (
                  <Fragment key={tool.path}>
                    {index === 0 ? "" : index === loaderData.fineTune.length - 1 ? " and " : ", "}
                    <Link to={tool.path} className="text-link">
                      {tool.label}
                    </Link>
                  </Fragment>
                ))}
                . {fill(text.limitsText, { maxUpload: loaderData.maxUpload })}
              </p>
            ) : (
              <>
                <p>{fill(text.limitsText, { maxUpload: loaderData.maxUpload })}</p>
                {/* Word order differs by language: the tools as a list, not a sentence. */}
                <ul className="flex flex-wrap gap-2">
                  {[start.second, start.first].map((tool) => (
                    <li key={tool.id}>
                      <Link to={here(tool.path)} className="text-link">
                        {tool.name}
                      </Link>
                    </li>
                  ))}
                  {loaderData.fineTune.map((tool) => (
                    <li key={tool.path}>
                      <Link to={here(tool.path)} className="text-link">
                        {tool.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p>
              {text.privacyText}{" "}
              <Link to={here("/privacy-policy")} className="text-link">
                {text.privacyLink}
              </Link>
              {" · "}
              <Link to={here("/faq")} className="text-link">
                {text.faqLink}
              </Link>
            </p>
          </div>
        </div>
      </section>

      {loaderData.latest.length > 0 && (
        <section
          aria-labelledby="blog-heading"
          className="border-t border-slate-200 bg-slate-50 py-16 sm:py-20"
        >
          <div className="container-page">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <p className="eyebrow">{text.blogEyebrow}</p>
                <h2 id="blog-heading" className="section-title mt-2">
                  {text.blogHeading}
                </h2>
                {language.code !== "en" && (
                  <p className="mt-2 text-sm text-slate-600">{messages.language.blogEnglishOnly}</p>
                )}
              </div>
              <Link to="/blog" className="btn btn-secondary self-start sm:self-auto">
                {text.blogAll}
                <Icon glyph={arrowRightGlyph} className="size-4" />
              </Link>
            </div>
            <div
              className="mt-10 grid gap-6 md:grid-cols-3"
              lang={language.code === "en" ? undefined : "en"}
            >
              {loaderData.latest.map((post) => (
                <BlogCard key={post.slug} post={post} />
              ))}
            </div>
          </div>
        </section>
      )}

      <CtaBand
        title={text.ctaTitle}
        text={text.ctaText}
        primary={{
          to: here(start.first.path),
          label: fill(text.ctaOpen, { tool: start.first.name }),
        }}
        secondary={{ to: here(start.second.path), label: start.second.name }}
      />
    </>
  );
}

/** The words of the home page's examples, in the page's language (build time only). */
interface HomeExampleWords {
  home: SiteMessages["home"]["examples"];
  example: ExampleWords;
  language: Language;
}

/**
 * The hero's real before/after: the example of the tool whose about.ts says `homeHero` (what the
 * tool made, not a mock-up), in `code`.
 */
function heroExample(code: LanguageCode): ToolExampleView {
  const heroTool = theHighlightedTool("homeHero");
  const example = toolExample(heroTool.id, code);
  if (!example) throw new Error(`home: no example for ${heroTool.id}`);
  return example;
}

/** A sentence with `{placeholders}` filled by nodes (the hero's bold labels and its link). */
function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part));
  // As children arguments: a fixed sentence, so no keys are needed.
  return createElement(Fragment, null, ...parts);
}

/** Above the fold, so its posters load at once; the result is the page's largest picture. */
function HeroExample({ example, words }: { example: ToolExampleView; words: HomeExampleWords }) {
  const input = example.inputs[0]!;
  const { home } = words;
  const playWords = { play: words.example.play, pause: words.example.pause };
  return (
    <figure className="card mx-auto w-full max-w-[520px] p-3 sm:p-4" data-hero-example>
      <div data-example-output>
        <ExampleMedia
          image={example.output}
          label={fill(home.result, { tool: example.toolName })}
          altLang={example.output.altLang}
          playWords={playWords}
          eager
        />
      </div>
      <div className="mt-3 flex items-center gap-3" data-example-input>
        <div className="w-28 shrink-0 sm:w-36">
          <ExampleMedia
            image={input}
            label={fill(home.input, { tool: example.toolName })}
            altLang={input.altLang}
            playWords={playWords}
            eager
          />
        </div>
        <figcaption className="text-sm leading-snug text-slate-600">
          {fillNodes(home.heroLine, {
            before: <span className="font-semibold text-slate-800">{home.before}</span>,
            input: input.caption,
            after: <span className="font-semibold text-slate-800">{home.after}</span>,
            tool: (
              <a
                href={localizedPath(example.toolPath, words.language)}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {example.toolName}
              </a>
            ),
            output: example.output.caption,
          })}
          <span className="mt-1 block text-xs text-slate-500" lang={example.creditLang}>
            {fill(home.heroCredit, { credit: example.credit })}
          </span>
        </figcaption>
      </div>
    </figure>
  );
}
