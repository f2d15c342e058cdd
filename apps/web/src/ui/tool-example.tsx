import type { ToolExampleView } from "../content/example-types.ts";
import { ExampleMedia } from "./example-media.tsx";
import { arrowRightGlyph, Icon } from "./icons.tsx";

/** Names each input's Play/Pause button apart; a tool's own buttons name the tool, these do not. */
const ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];

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
                  label={
                    example.inputs.length > 1
                      ? `the example's ${ordinals[index] ?? `no. ${index + 1}`} input`
                      : "the example input"
                  }
                />
                <figcaption className="mt-2 text-xs leading-snug text-slate-600">
                  <span className="font-semibold text-slate-800">Input</span>
                  {input.isStill ? " (still frame)" : ""}: {input.caption}
                </figcaption>
              </figure>
            ))}
          </div>
          <Icon
            glyph={arrowRightGlyph}
            className="size-6 shrink-0 rotate-90 text-brand-700 lg:rotate-0"
          />
          <figure className="max-w-[480px]" data-example-output>
            <ExampleMedia image={example.output} label="the example result" />
            <figcaption className="mt-2 text-xs leading-snug text-slate-600">
              <span className="font-semibold text-slate-800">Result</span>: {example.output.caption}
              {example.output.file ? (
                <>
                  {" "}
                  (
                  {example.output.file.shownAs === "video"
                    ? "played here as a video made from it"
                    : "shown here as a smaller WebP copy"}
                  ;{" "}
                  <a
                    href={example.output.file.path}
                    className="font-medium text-brand-700 underline underline-offset-2"
                    data-example-file
                  >
                    open {example.output.file.label}
                  </a>
                  )
                </>
              ) : null}
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
