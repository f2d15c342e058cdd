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
