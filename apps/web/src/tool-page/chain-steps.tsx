import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { MoveRemoveButtons } from "@gifkit/tools/shared/web/move-remove-buttons";
import { useSiteTools } from "../site/site-tool.ts";
import { resultUrl } from "../task/api-client.ts";
import { describeStep, type KeptChain, resultOfSteps } from "./keep-editing-chain.ts";
import { versionMaker } from "./result-history.ts";

/**
 * The edits that made this GIF, as one chain (issue 36): the kept GIF it started from, then each
 * step with what it did and, when this tab already made it, the GIF after it (an earlier task's
 * result: no preview is computed). Removing or moving a step runs the whole chain again from the
 * start GIF in one pass.
 */
export function ChainSteps({
  chain,
  busy,
  onRun,
}: {
  chain: KeptChain;
  busy: boolean;
  /** Runs the chain again with these steps (a new task: the page follows it). */
  onRun: (operations: KeptChain["operations"]) => void;
}) {
  const { text, fill, languageCode } = useToolUi();
  const words = text.chain;
  // The values are the API's field names (English): marked so, on pages in other languages.
  const apiWordsLang = languageCode === "en" ? undefined : "en";
  const steps = chain.operations;
  // The start is a result of this tab (Change Speed's, when Speed was the first edit of an
  // upload): named as such, in the page's words, since the upload itself is not kept.
  const siteTools = useSiteTools();
  const made = versionMaker(chain.rootKey);
  const maker = made
    ? (siteTools.find((tool) => tool.id === made.toolId)?.name ?? made.toolName)
    : null;
  const move = (from: number, to: number) => {
    const next = [...steps];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onRun(next);
  };
  const remove = (index: number) => onRun(steps.filter((_, place) => place !== index));
  return (
    <section
      aria-labelledby="chain-title"
      className="mt-6 border-t border-slate-200 pt-5"
      data-chain
    >
      <h3 id="chain-title" className="text-sm font-semibold text-slate-900">
        {words.heading}
      </h3>
      <p className="mt-1 text-xs text-slate-500">{words.intro}</p>
      <ol className="mt-3 space-y-2">
        <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-2 text-sm">
          <img
            src={resultUrl(chain.rootKey)}
            alt={words.startAlt}
            className="block h-12 w-16 shrink-0 object-contain"
            loading="lazy"
          />
          <span className="font-medium text-slate-800" data-chain-start>
            {maker ? fill(words.startMadeBy, { tool: maker }) : words.start}
          </span>
        </li>
        {steps.map((step, index) => {
          const { title, titleTranslated, details } = describeStep(step, words.steps);
          const previewKey = resultOfSteps(chain, index + 1);
          return (
            <li
              // Steps may repeat (two crops): the steps up to this one name the row.
              key={JSON.stringify(steps.slice(0, index + 1))}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2 text-sm sm:flex-row sm:items-center"
              data-chain-step={String(step.op)}
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {previewKey ? (
                  <img
                    src={resultUrl(previewKey)}
                    alt={fill(words.afterStepAlt, { number: index + 1 })}
                    className="block h-12 w-16 shrink-0 object-contain"
                    loading="lazy"
                  />
                ) : (
                  <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded bg-slate-100 text-center text-[10px] leading-tight text-slate-500">
                    {words.noPreview}
                  </span>
                )}
                <span className="min-w-0">
                  <span className="block font-medium text-slate-800">
                    {index + 1}.{" "}
                    <span lang={titleTranslated ? undefined : apiWordsLang}>{title}</span>
                  </span>
                  {details && (
                    <span className="block break-words text-xs text-slate-500" lang={apiWordsLang}>
                      {details}
                    </span>
                  )}
                </span>
              </div>
              <MoveRemoveButtons
                index={index}
                count={steps.length}
                noun="step"
                layout="rows"
                // A single step has no place to move to, and without it the chain is the start
                // GIF shown above: its buttons are all disabled.
                disabled={busy || steps.length === 1}
                onMove={move}
                onRemove={remove}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
