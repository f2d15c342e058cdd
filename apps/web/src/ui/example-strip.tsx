import type { ToolExampleView } from "../content/example-types.ts";
import type { ExampleWords } from "../i18n/example-words.server.ts";
import { fill } from "../i18n/format.ts";
import type { SiteMessages } from "../i18n/messages/en.ts";
import { ExampleMedia } from "./example-media.tsx";

/**
 * The home page's strip: every tool's real result, linking to its page. Rendered to HTML at build
 * time (home's loader), so it adds no JavaScript to the page: plain links, no router needed. Its
 * words come in the page's language (the catalog's `home.examples`, each example's own words);
 * the credit is marked English when a source has no words in that language.
 */
export function ExampleStrip({
  examples,
  credit,
  creditLang,
  words,
  exampleWords,
  pathOf,
}: {
  examples: ToolExampleView[];
  credit: string;
  creditLang?: string | undefined;
  words: SiteMessages["home"]["examples"];
  exampleWords: ExampleWords;
  /** A tool's page in the page's language. */
  pathOf: (path: string) => string;
}) {
  return (
    <section
      aria-labelledby="examples-heading"
      className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20"
      data-example-strip
    >
      <div className="container-page">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">{words.eyebrow}</p>
            <h2 id="examples-heading" className="section-title mt-2">
              {words.heading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-600">{words.intro}</p>
          </div>
          {/* Shown by example-player.ts (no use without it): stops or restarts every example. */}
          <button
            type="button"
            hidden
            aria-pressed="false"
            data-example-pause-all
            data-pause-all={words.pauseAll}
            data-play-all={words.playAll}
            className="btn btn-secondary btn-sm self-start sm:self-auto"
          >
            {words.pauseAll}
          </button>
        </div>
        <ul className="mt-8 flex gap-4 overflow-x-auto pb-3 [scrollbar-width:thin] lg:grid lg:grid-cols-4 lg:overflow-visible">
          {examples.map((example) => (
            <li key={example.toolPath} className="shrink-0">
              <figure className="card h-full w-[232px] p-3 lg:w-auto" data-example-output>
                <div className="flex h-[180px] items-center justify-center">
                  {/* Lazy, sized: the strip sits below the fold and never shifts the page. */}
                  <ExampleMedia
                    image={example.output}
                    label={fill(words.result, { tool: example.toolName })}
                    altLang={example.output.altLang}
                    playWords={{ play: exampleWords.play, pause: exampleWords.pause }}
                    className="max-h-[180px] w-auto"
                  />
                </div>
                <figcaption className="mt-3 text-sm">
                  <a
                    href={pathOf(example.toolPath)}
                    className="font-semibold text-brand-700 hover:text-brand-900"
                  >
                    {example.toolName}
                  </a>
                  <span className="mt-0.5 block text-xs text-slate-600">
                    {example.output.caption}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p
          className="mt-3 text-xs leading-relaxed text-slate-500"
          lang={creditLang}
          data-example-credit
        >
          {fill(exampleWords.credit, { credit })}
        </p>
      </div>
    </section>
  );
}
