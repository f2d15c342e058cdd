import type { ToolExampleView } from "../content/example-types.ts";
import { type ExampleWords, exampleWords } from "../i18n/example-words.server.ts";
import { fill } from "../i18n/format.ts";
import { ExampleMedia } from "./example-media.tsx";
import { arrowRightGlyph, Icon } from "./icons.tsx";

/**
 * A tool page's before/after: the input(s), the GIF the tool made, their sizes and credits, in
 * the page's language (static markup made at build time). What has no translation (a tool
 * folder's example-words.ts without the language) stays English, marked `lang="en"`.
 */
export function ToolExample({
  example,
  words = exampleWords.en,
}: {
  example: ToolExampleView;
  words?: ExampleWords;
}) {
  // Names each input's Play/Pause button apart; a tool's own buttons name the tool, these do not.
  const inputLabel = (index: number) =>
    example.inputs.length > 1
      ? fill(words.nthInputLabel, { ordinal: words.ordinals[index] ?? `${index + 1}` })
      : words.inputLabel;
  return (
    <section
      aria-labelledby="example-heading"
      className="container-page py-10"
      data-tool-example={example.toolPath}
    >
      <p className="eyebrow">{words.eyebrow}</p>
      <h2 id="example-heading" className="section-title mt-2">
        {fill(words.heading, { tool: example.toolName })}
      </h2>
      <p className="mt-3 max-w-3xl leading-relaxed text-slate-600" data-example-summary>
        {example.summary}
      </p>
      <div className="card mt-6 p-4 sm:p-6">
        <div className="flex flex-col items-center gap-4 lg:flex-row lg:items-center lg:justify-center lg:gap-6">
          <div className="flex flex-wrap items-start justify-center gap-3">
            {example.inputs.map((input, index) => (
              <figure
                key={input.src}
                className={example.inputs.length > 1 ? "max-w-[160px]" : "max-w-[480px]"}
                data-example-input
              >
                <ExampleMedia
                  image={input}
                  label={inputLabel(index)}
                  altLang={input.altLang}
                  playWords={words}
                />
                <figcaption className="mt-2 text-xs leading-snug text-slate-600">
                  <span className="font-semibold text-slate-800">
                    {input.isStill ? words.inputStill : words.input}
                  </span>
                  {words.labelSeparator}
                  {input.caption}
                </figcaption>
              </figure>
            ))}
          </div>
          <Icon
            glyph={arrowRightGlyph}
            className="size-6 shrink-0 rotate-90 text-brand-700 lg:rotate-0"
          />
          <figure className="max-w-[480px]" data-example-output>
            <ExampleMedia
              image={example.output}
              label={words.resultLabel}
              altLang={example.output.altLang}
              playWords={words}
            />
            <figcaption className="mt-2 text-xs leading-snug text-slate-600">
              <span className="font-semibold text-slate-800">{words.result}</span>
              {words.labelSeparator}
              {example.output.caption}
              {example.output.file ? (
                <>
                  {" "}
                  (
                  {example.output.file.shownAs === "video"
                    ? words.playedAsVideo
                    : words.shownAsCopy}
                  ;{" "}
                  <a
                    href={example.output.file.path}
                    className="font-medium text-brand-700 underline underline-offset-2"
                    data-example-file
                  >
                    {fill(words.open, { file: example.output.file.label })}
                  </a>
                  )
                </>
              ) : null}
            </figcaption>
          </figure>
        </div>
        <p className="mt-5 text-sm leading-relaxed text-slate-600">
          {settingsParts(words.settings).before}
          {example.settingsLang ? (
            <span lang={example.settingsLang}>{example.settings}</span>
          ) : (
            example.settings
          )}
          {settingsParts(words.settings).after}
          {example.inputNote ? ` ${example.inputNote}` : ""}
        </p>
        <p className="mt-2 text-xs leading-relaxed text-slate-500" data-example-credit>
          {settingsParts(words.credit, "credit").before}
          {example.creditLang ? (
            <span lang={example.creditLang}>{example.credit}</span>
          ) : (
            example.credit
          )}
          {settingsParts(words.credit, "credit").after}
        </p>
      </div>
    </section>
  );
}

/** The words around a placeholder of a template ("Settings: {settings}." → "Settings: ", "."). */
function settingsParts(template: string, name = "settings"): { before: string; after: string } {
  const [before = "", after = ""] = template.split(`{${name}}`);
  return { before, after };
}
