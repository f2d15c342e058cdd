import { defaultLimits } from "@gifkit/contracts";
import { type KeyboardEvent, useId, useState } from "react";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import type { InputFreeEditorProps } from "../../shared/input-free-editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import type { PromptGifEditorText } from "../editor-text.ts";
import { maxPromptCharacters, maxSeed, promptGifRanges } from "../shared/options.ts";
import {
  initialPromptForm,
  loopLengthText,
  type PromptFormState,
  promptGifFlowText,
  promptRequest,
  seedIgnored,
} from "./prompt-form.ts";
import { useGenerationStatus } from "./use-generation-status.ts";

/** The page's flow reads the tool's messages from here (spec: tools §8). */
export const flowText = promptGifFlowText;

/** Disabled while a task runs; red while the prompt is refused. */
const fieldStates =
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 aria-invalid:border-red-500 aria-invalid:ring-red-100";

/** A page's path in the page's language ("/es/video-to-gif"; English keeps "/video-to-gif"). */
const pathIn = (languageCode: string, path: string) =>
  languageCode === "en" ? path : `/${languageCode.toLowerCase()}${path}`;

/**
 * The prompt screen of Prompt to GIF (spec: tools §2, §5, §9): prompt, optional negative prompt,
 * frames, diffusion steps, fps, guidance and an optional seed; 'Generate GIF' and 'Reset'. While
 * the task runs every control is disabled and the task's status text shows under the buttons.
 */
export default function PromptGifEditor({ busy, progress, start, reset }: InputFreeEditorProps) {
  const [form, setForm] = useKeptState<PromptFormState>("form", initialPromptForm);
  const { own: t, ui, fill, plural, number, languageCode } = useEditorText<PromptGifEditorText>();
  const characterCount = (text: string) =>
    fill(t.characters, { count: number(text.length), max: number(maxPromptCharacters) });
  const [problem, setProblem] = useState<string | null>(null);
  const status = useGenerationStatus();
  const notConfigured = status !== null && !status.configured;
  const promptId = useId();
  const negativeId = useId();
  const seedId = useId();
  const problemId = useId();

  const update = (change: Partial<PromptFormState>) => {
    setForm((current) => ({ ...current, ...change }));
    setProblem(null);
  };

  const generate = () => {
    if (busy || notConfigured) return;
    const request = promptRequest(form);
    if (!request.ok) {
      // The schema's words are English (the server's too): another language says its own.
      setProblem(
        languageCode === "en"
          ? request.message
          : request.reason === "promptRequired"
            ? t.promptRequired
            : request.reason === "seed"
              ? fill(t.seedRange, { max: number(maxSeed) })
              : t.invalid,
      );
      document.getElementById(promptId)?.focus();
      return;
    }
    setProblem(null);
    start(request.body);
  };

  // Ctrl+Enter (⌘+Enter) in a text field generates, as in most prompt boxes.
  const generateOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      generate();
    }
  };

  return (
    <div className="space-y-6">
      <NotAvailableNotice t={t} languageCode={languageCode} />
      {status?.configured && !status.available && (
        <p className="rounded-2xl border border-amber-200 bg-amber-50 px-5 py-3 text-sm text-amber-950">
          {t.backendDown}
        </p>
      )}
      {/* Hidden from the first paint where the server has no generation backend (app.css). */}
      <div data-generation-form className="space-y-6">
        <EditorLayout
          preview={
            <section aria-label={t.prompt} className="card space-y-5 p-5 sm:p-6">
              <div>
                <div className="mb-1.5 flex items-baseline justify-between gap-3">
                  <label htmlFor={promptId} className="text-sm font-medium text-slate-800">
                    {t.prompt}
                  </label>
                  <span className="text-xs text-slate-500 tabular-nums" aria-hidden="true">
                    {characterCount(form.prompt)}
                  </span>
                </div>
                <textarea
                  id={promptId}
                  className={`field min-h-32 resize-y leading-relaxed ${fieldStates}`}
                  rows={4}
                  maxLength={maxPromptCharacters}
                  placeholder={t.promptPlaceholder}
                  value={form.prompt}
                  disabled={busy}
                  aria-invalid={problem === null ? undefined : true}
                  aria-describedby={problem === null ? undefined : problemId}
                  onChange={(event) => update({ prompt: event.target.value })}
                  onKeyDown={generateOnShortcut}
                />
                {problem && (
                  <p
                    id={problemId}
                    role="alert"
                    className="mt-1.5 text-sm font-medium text-red-700"
                  >
                    {problem}
                  </p>
                )}
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <span className="text-xs font-medium text-slate-500">{t.try}</span>
                  {t.examples.map((example) => (
                    <button
                      key={example}
                      type="button"
                      disabled={busy}
                      className="max-w-full truncate rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-xs text-slate-700 hover:border-brand-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
                      title={example}
                      onClick={() => update({ prompt: example })}
                    >
                      {example.split(/[,、]/)[0]}
                    </button>
                  ))}
                </div>
              </div>
              <div>
                <div className="mb-1.5 flex items-baseline justify-between gap-3">
                  <label htmlFor={negativeId} className="text-sm font-medium text-slate-800">
                    {t.negative} <span className="font-normal text-slate-500">{t.optional}</span>
                  </label>
                  <span className="text-xs text-slate-500 tabular-nums" aria-hidden="true">
                    {characterCount(form.negativePrompt)}
                  </span>
                </div>
                <textarea
                  id={negativeId}
                  className={`field resize-y leading-relaxed ${fieldStates}`}
                  rows={2}
                  maxLength={maxPromptCharacters}
                  placeholder={t.negativePlaceholder}
                  value={form.negativePrompt}
                  disabled={busy}
                  onChange={(event) => update({ negativePrompt: event.target.value })}
                  onKeyDown={generateOnShortcut}
                />
              </div>
            </section>
          }
          actions={
            <div className="space-y-4">
              <EditorActions
                actionLabel={t.action}
                busyLabel={t.busy}
                resetLabel={t.reset}
                busy={busy}
                disabled={notConfigured}
                onAction={generate}
                onReset={reset}
              />
              {progress ?? (
                <p className="text-sm leading-relaxed text-slate-600">
                  {fill(t.sentTo, { minutes: number(defaultLimits.resultTtlMinutes) })}
                </p>
              )}
            </div>
          }
          settings={
            <SettingsPanel title={t.settings}>
              <Slider
                label={t.frames}
                {...promptGifRanges.num_frames}
                value={form.numFrames}
                valueText={plural(t.framesValue, form.numFrames)}
                disabled={busy}
                onChange={(numFrames) => update({ numFrames })}
              />
              <Slider
                label={t.frameRate}
                {...promptGifRanges.fps}
                value={form.fps}
                valueText={fill(t.fpsValue, { fps: number(form.fps) })}
                disabled={busy}
                onChange={(fps) => update({ fps })}
              />
              <Slider
                label={t.steps}
                {...promptGifRanges.num_inference_steps}
                value={form.numInferenceSteps}
                valueText={plural(t.stepsValue, form.numInferenceSteps)}
                disabled={busy}
                hint={t.stepsHint}
                onChange={(numInferenceSteps) => update({ numInferenceSteps })}
              />
              <Slider
                label={t.guidance}
                {...promptGifRanges.guidance_scale}
                value={form.guidanceScale}
                valueText={decimal(languageCode, form.guidanceScale)}
                disabled={busy}
                hint={t.guidanceHint}
                onChange={(guidanceScale) => update({ guidanceScale })}
              />
              <div>
                <label htmlFor={seedId} className="field-label">
                  {t.seed} <span className="font-normal text-slate-500">{t.optional}</span>
                </label>
                <input
                  id={seedId}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className={`field ${fieldStates}`}
                  placeholder={t.seedPlaceholder}
                  value={form.seedText}
                  disabled={busy}
                  aria-describedby={`${seedId}-hint`}
                  onChange={(event) => update({ seedText: event.target.value })}
                />
                <p id={`${seedId}-hint`} className="mt-1 text-xs text-slate-500">
                  {seedIgnored(form.seedText) ? t.seedIgnored : t.seedHint}
                </p>
              </div>
              <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
                {boldParts(
                  fill(t.summary, {
                    length: loopLengthText(
                      form.numFrames,
                      form.fps,
                      languageCode,
                      ui.sharedParts.timeRange.seconds,
                    ),
                  }),
                  {
                    frames: plural(t.framesValue, form.numFrames),
                    fps: fill(t.fpsValue, { fps: number(form.fps) }),
                  },
                )}
              </p>
            </SettingsPanel>
          }
        />
      </div>
    </div>
  );
}

/** One decimal, the language's way ("7.5", "7,5"). */
const decimal = (languageCode: string, value: number) =>
  new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

/** A sentence with its {name} parts shown bold, wherever the language puts them. */
function boldParts(sentence: string, parts: Record<string, string>) {
  return sentence.split(/(\{\w+\})/).map((piece, index) => {
    const name = piece.slice(1, -1);
    const part = piece.startsWith("{") ? parts[name] : undefined;
    return part === undefined ? (
      piece
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence
      <strong key={index} className="text-slate-900">
        {part}
      </strong>
    );
  });
}

/**
 * Shown instead of the form, from the first paint, where this server has no AI generation
 * backend: the server marks the page's <html> (apps/server/src/http/static-site.ts) and app.css
 * shows this and hides the form, so nothing depends on the page's code having started.
 */
function NotAvailableNotice({ t, languageCode }: { t: PromptGifEditorText; languageCode: string }) {
  return (
    <section
      aria-labelledby="generation-not-available"
      data-generation-off-notice
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2 id="generation-not-available" className="text-lg font-semibold">
        {t.notAvailableTitle}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">{t.notAvailable}</p>
      <p className="mt-3 flex flex-wrap gap-3 text-sm">
        <a href={pathIn(languageCode, "/video-to-gif")} className="btn btn-primary btn-sm">
          {t.videoToGif}
        </a>
        <a href={pathIn(languageCode, "/gif-maker")} className="btn btn-secondary btn-sm">
          {t.gifMaker}
        </a>
      </p>
    </section>
  );
}
