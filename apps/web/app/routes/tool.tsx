import type { ToolId } from "@gifkit/tools";
import { ToolUiProvider } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { useEffect } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link } from "react-router";
import { AdSlot } from "../../src/ads/ad-slot.tsx";
import { stillReadable, toolShareImagePath } from "../../src/content/example-stills.ts";
import { toolExample } from "../../src/content/examples.server.ts";
import { toolContentLanguages, toolPageContent } from "../../src/content/tool-content.server.ts";
import { siteCatalogs } from "../../src/i18n/catalogs.server.ts";
import { exampleTranslation } from "../../src/i18n/example-translations.server.ts";
import { exampleWords } from "../../src/i18n/example-words.server.ts";
import { fill } from "../../src/i18n/format.ts";
import type { LanguageCode } from "../../src/i18n/languages.ts";
import {
  languageByCode,
  languages,
  localizedPath,
  splitLanguagePath,
} from "../../src/i18n/languages.ts";
import { metaLanguageOf, usePageLanguage } from "../../src/i18n/page-language.ts";
import { localizedTool } from "../../src/i18n/tool-translations.server.ts";
import { toolUiDataFor } from "../../src/i18n/tool-ui-catalogs.server.ts";
import { type PageImage, pageMeta } from "../../src/seo/meta.ts";
import { breadcrumbs, webApplication } from "../../src/seo/structured-data.ts";
import { useSiteTools } from "../../src/site/site-tool.ts";
import { toolGlyph } from "../../src/site/tool-icons.tsx";
import { pageTools } from "../../src/site/tools.server.ts";
import { ToolShell } from "../../src/tool-page/tool-shell.tsx";
import { firstScreenOf } from "../../src/tool-page/upload-config.server.ts";
import { Breadcrumb } from "../../src/ui/breadcrumb.tsx";
import { startExamplePlayersInView } from "../../src/ui/example-player-start.ts";
import { Icon } from "../../src/ui/icons.tsx";
import { ToolExample } from "../../src/ui/tool-example.tsx";
import type { Route } from "./+types/tool";

function exampleHtml(toolId: ToolId, code: LanguageCode): string | null {
  const example = toolExample(toolId, code);
  return example
    ? renderToStaticMarkup(<ToolExample example={example} words={exampleWords[code]} />)
    : null;
}

/** Runs at build time: the path names the tool (one route module serves every tool). */
export function loader({ request }: Route.LoaderArgs) {
  const { language, path } = splitLanguagePath(
    new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, ""),
  );
  const englishTool = pageTools.find((candidate) => candidate.path === path);
  if (!englishTool) throw new Response("Not a tool page", { status: 404 });
  const tool = localizedTool(englishTool, language.code);
  const contentLanguages = toolContentLanguages(tool.id);
  return {
    toolId: tool.id as ToolId,
    tool,
    content: toolPageContent(tool.id as ToolId, language.code),
    /** Codes of the languages this page's copy is written in (content.<code>.md). */
    translatedIn: languages
      .filter((candidate) => contentLanguages.includes(candidate.code))
      .map((candidate) => candidate.code),
    // Static markup made at build time: the example needs no code in the browser (JS budget).
    exampleHtml: exampleHtml(tool.id as ToolId, language.code),
    firstScreen: firstScreenOf(tool.id as ToolId, language.code),
    // The tool area's words in the page's language only (issue 38: never every language's).
    toolUi: toolUiDataFor(tool.id as ToolId, language.code),
    shareImage: shareImage(tool.id as ToolId, tool.name, language.code),
  };
}

/**
 * The tool's own share card (a frame of its example), else the site's (no example to show); its
 * alt text in the page's language, naming what the frame shows where that is written in it.
 */
function shareImage(toolId: ToolId, name: string, code: LanguageCode): PageImage | undefined {
  const example = toolExample(toolId);
  // A video tool's result is an MP4 or WebM (its poster is only shown): no share image is made.
  if (!example || !stillReadable(example.output.file?.path ?? example.output.src)) return undefined;
  const words = siteCatalogs[code].toolPage;
  const outputAlt =
    code === "en" ? example.output.alt : exampleTranslation(toolId, code)?.outputAlt;
  return {
    path: toolShareImagePath(toolId),
    alt: outputAlt
      ? fill(words.shareImageAlt, { name, alt: outputAlt })
      : fill(words.shareImageAltShort, { name }),
    width: 1200,
    height: 630,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { content, tool } = loaderData;
  const { language, messages } = metaLanguageOf(matches, location);
  return pageMeta({
    title: content.title,
    description: content.metaDescription,
    path: tool.path,
    language,
    translatedIn: loaderData.translatedIn.flatMap((code) => languageByCode(code) ?? []),
    image: loaderData.shareImage,
    structuredData: import.meta.env.SSR
      ? [
          webApplication(
            tool.name,
            localizedPath(tool.path, language),
            content.metaDescription,
            messages.toolPage,
          ),
          breadcrumbs([
            { name: messages.shell.tools, path: localizedPath("/tools", language) },
            { name: tool.name, path: localizedPath(tool.path, language) },
          ]),
        ]
      : undefined,
  });
};

export default function ToolPage({ loaderData }: Route.ComponentProps) {
  const { toolId, tool, content, exampleHtml, firstScreen, toolUi } = loaderData;
  const { language, messages } = usePageLanguage();
  const text = messages.toolPage;
  const inOwnWords = loaderData.translatedIn.includes(language.code);
  const otherTools = useSiteTools().filter((candidate) => candidate.id !== toolId);
  // The example's videos play in view and pause on request (src/ui/example-player.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tool page has a new example
  useEffect(() => startExamplePlayersInView(), [toolId]);
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
        <div className="container-page py-8 sm:py-10">
          <Breadcrumb
            label={messages.shell.breadcrumb}
            items={[
              { name: text.home, to: localizedPath("/", language) },
              { name: messages.shell.tools, to: localizedPath("/tools", language) },
              { name: tool.name },
            ]}
          />
          <div className="mt-6 flex items-start gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm sm:flex">
              <Icon glyph={toolGlyph(tool)} className="size-7" />
            </span>
            <div lang={inOwnWords ? undefined : "en"}>
              {!inOwnWords && (
                <p className="mb-2 text-sm text-slate-600" lang={language.hreflang}>
                  {messages.language.notTranslated}
                </p>
              )}
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {content.heading}
              </h1>
              <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-600">
                {content.description}
              </p>
            </div>
          </div>
        </div>
      </div>

      <div className="container-page">
        <AdSlot placement="tool-header" />
        <div className="py-8">
          <ToolUiProvider value={toolUi}>
            <ToolShell key={toolId} toolId={toolId} screen={firstScreen} />
          </ToolUiProvider>
        </div>
      </div>

      {exampleHtml && (
        <div
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered at build time
          dangerouslySetInnerHTML={{ __html: exampleHtml }}
        />
      )}

      <section aria-labelledby="how-it-works" className="container-page py-10">
        {/* The steps are the page copy's (content.md): English where it is not translated. */}
        <h2 id="how-it-works" className="section-title">
          {text.howItWorks}
        </h2>
        <ol
          className={`mt-8 grid gap-5 sm:grid-cols-2 ${content.steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        >
          {content.steps.map((step, index) => (
            <li key={step.title} className="card p-5" lang={inOwnWords ? undefined : "en"}>
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                <span className="sr-only">{text.step} </span>
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="container-page">
        <AdSlot placement="tool-middle" />
      </div>

      <section
        aria-label={text.guide}
        className="container-page py-10"
        lang={inOwnWords ? undefined : "en"}
      >
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div
            className="prose-page max-w-3xl"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time
            dangerouslySetInnerHTML={{ __html: content.guideHtml }}
          />
          <aside aria-labelledby="more-tools" className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id="more-tools"
              className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
            >
              {text.moreTools}
            </h2>
            <ul className="mt-3 space-y-1">
              {otherTools.map((other) => (
                <li key={other.id}>
                  <Link
                    to={localizedPath(other.path, language)}
                    className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
                  >
                    <Icon glyph={toolGlyph(other)} className="size-4 text-brand-700" />
                    {other.name}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <div className="container-page pb-10">
        <AdSlot placement="tool-footer" />
      </div>
    </>
  );
}
