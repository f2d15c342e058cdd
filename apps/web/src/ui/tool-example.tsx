import { Link } from "react-router";
import type { ExampleImage, ToolExampleView } from "../content/example-types.ts";
import { arrowRightGlyph, Icon } from "./icons.tsx";

/** A real example image: lazy, with its size set so nothing shifts when it arrives. */
function ExamplePicture({ image, className = "" }: { image: ExampleImage; className?: string }) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      data-bytes={image.bytes}
      className={`h-auto max-w-full rounded-lg bg-slate-100 ${className}`}
    />
  );
}

/** A tool page's before/after: the input(s), the GIF the tool made, their sizes and credits. */
export function ToolExample({ example }: { example: ToolExampleView }) {
  return (
    <section
      aria-labelledby="example-heading"
      className="container-page py-10"
      data-tool-example={example.toolPath}
    >
      <p className="eyebrow">Real example</p>
      <h2 id="example-heading" className="section-title mt-2">
        Made with {example.toolName}
      </h2>
      <p className="mt-3 max-w-3xl leading-relaxed text-slate-600" data-example-summary>
        {example.summary}
      </p>
      <div className="card mt-6 p-4 sm:p-6">
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center sm:justify-center sm:gap-6">
          <div className="flex flex-wrap items-start justify-center gap-3">
            {example.inputs.map((input) => (
              <figure
                key={input.src}
                className={example.inputs.length > 1 ? "max-w-[140px]" : "max-w-[240px]"}
                data-example-input
              >
                <ExamplePicture image={input} />
                <figcaption className="mt-2 text-xs leading-snug text-slate-600">
                  <span className="font-semibold text-slate-800">Input</span>
                  {input.isStill ? " (still frame)" : ""}: {input.caption}
                </figcaption>
              </figure>
            ))}
          </div>
          <Icon
            glyph={arrowRightGlyph}
            className="size-6 shrink-0 rotate-90 text-brand-700 sm:rotate-0"
          />
          <figure className="max-w-[240px]" data-example-output>
            <ExamplePicture image={example.output} />
            <figcaption className="mt-2 text-xs leading-snug text-slate-600">
              <span className="font-semibold text-slate-800">Result</span>: {example.output.caption}
            </figcaption>
          </figure>
        </div>
        <p className="mt-5 text-sm leading-relaxed text-slate-600">
          Settings: {example.settings}.{example.inputNote ? ` ${example.inputNote}` : ""}
        </p>
        <p className="mt-2 text-xs leading-relaxed text-slate-500" data-example-credit>
          Credit: {example.credit}.
        </p>
      </div>
    </section>
  );
}

/** The home page's strip: every tool's real result, linking to its page. */
export function ExampleStrip({
  examples,
  credit,
}: {
  examples: ToolExampleView[];
  credit: string;
}) {
  return (
    <section
      aria-labelledby="examples-heading"
      className="border-y border-slate-200 bg-slate-50 py-16 sm:py-20"
      data-example-strip
    >
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="eyebrow">Real results</p>
          <h2 id="examples-heading" className="section-title mt-2">
            Made by GifKit, not mocked up
          </h2>
          <p className="mt-3 leading-relaxed text-slate-600">
            Each GIF below came out of the tool named under it, run on free sample clips and photos,
            at the size shown.
          </p>
        </div>
        <ul className="mt-8 flex gap-4 overflow-x-auto pb-3 [scrollbar-width:thin] lg:grid lg:grid-cols-4 lg:overflow-visible">
          {examples.map((example) => (
            <li key={example.toolPath} className="shrink-0">
              <figure className="card h-full w-[232px] p-3 lg:w-auto" data-example-output>
                <div className="flex h-[180px] items-center justify-center">
                  <ExamplePicture image={example.output} className="max-h-[180px] w-auto" />
                </div>
                <figcaption className="mt-3 text-sm">
                  <Link
                    to={example.toolPath}
                    className="font-semibold text-brand-700 hover:text-brand-900"
                  >
                    {example.toolName}
                    <Icon glyph={arrowRightGlyph} className="ml-1 inline size-3.5" />
                  </Link>
                  <span className="mt-0.5 block text-xs text-slate-600">
                    {example.output.caption}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs leading-relaxed text-slate-500" data-example-credit>
          Credit: {credit}.
        </p>
      </div>
    </section>
  );
}
