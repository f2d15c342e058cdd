import { defaultLimits } from "@gifkit/contracts";
import { type KeyboardEvent, useId, useState } from "react";
import type { InputFreeEditorProps } from "../../shared/input-free-editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { maxPromptCharacters, promptGifRanges } from "../shared/options.ts";
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

const examplePrompts = [
  "A red fox trotting through fresh snow, side view, soft morning light, watercolor",
  "Neon city street at night with rain, slow camera pan, cinematic",
  "A cup of coffee with rising steam, close-up, cozy, photorealistic",
];

/** Disabled while a task runs; red while the prompt is refused. */
const fieldStates =
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 aria-invalid:border-red-500 aria-invalid:ring-red-100";

/** The notice's heading where this server has no AI generation backend. */
export const notAvailableTitle = "AI GIF generation is not available on this site";
const characterCount = (text: string) =>
  `${text.length.toLocaleString("en-US")} / ${maxPromptCharacters.toLocaleString("en-US")}`;

/**
 * The prompt screen of Prompt to GIF (spec: tools §2, §5, §9): prompt, optional negative prompt,
 * frames, diffusion steps, fps, guidance and an optional seed; 'Generate GIF' and 'Reset'. While
 * the task runs every control is disabled and the task's status text shows under the buttons.
 */
export default function PromptGifEditor({ busy, progress, start, reset }: InputFreeEditorProps) {
  const [form, setForm] = useKeptState<PromptFormState>("form", initialPromptForm);
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
      setProblem(request.message);
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
      <NotAvailableNotice />
      {status?.configured && !status.available && <BackendDownNotice />}
      {/* Hidden from the first paint where the server has no generation backend (app.css). */}
      <div data-generation-form className="space-y-6">
        <EditorLayout
          preview={
            <section aria-label="Prompt" className="card space-y-5 p-5 sm:p-6">
              <div>
                <div className="mb-1.5 flex items-baseline justify-between gap-3">
                  <label htmlFor={promptId} className="text-sm font-medium text-slate-800">
                    Prompt
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
                  placeholder="Describe the subject, the motion and the style, e.g. “A paper boat drifting on a rainy street, soft light, watercolor”"
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
                  <span className="text-xs font-medium text-slate-500">Try:</span>
                  {examplePrompts.map((example) => (
                    <button
                      key={example}
                      type="button"
                      disabled={busy}
                      className="max-w-full truncate rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-xs text-slate-700 hover:border-brand-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
                      title={example}
                      onClick={() => update({ prompt: example })}
                    >
                      {example.split(",")[0]}
                    </button>
                  ))}
                </div>
              </div>
              <div>
                <div className="mb-1.5 flex items-baseline justify-between gap-3">
                  <label htmlFor={negativeId} className="text-sm font-medium text-slate-800">
                    Negative prompt <span className="font-normal text-slate-500">(optional)</span>
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
                  placeholder="What to leave out, e.g. blurry, text, watermark"
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
                actionLabel="Generate GIF"
                busyLabel="Generating..."
                resetLabel="Reset"
                busy={busy}
                disabled={notConfigured}
                onAction={generate}
                onReset={reset}
              />
              {progress ?? (
                <p className="text-sm leading-relaxed text-slate-600">
                  Your prompt and settings are sent to this site&apos;s AI generation server. A GIF
                  takes from under a minute to a few minutes, depending on that server and on the
                  frames and steps you choose; it is kept for {defaultLimits.resultTtlMinutes}{" "}
                  minutes, then deleted.
                </p>
              )}
            </div>
          }
          settings={
            <SettingsPanel title="Generation settings">
              <Slider
                label="Frames"
                {...promptGifRanges.num_frames}
                value={form.numFrames}
                valueText={`${form.numFrames} frames`}
                disabled={busy}
                onChange={(numFrames) => update({ numFrames })}
              />
              <Slider
                label="Frame rate"
                {...promptGifRanges.fps}
                value={form.fps}
                valueText={`${form.fps} fps`}
                disabled={busy}
                onChange={(fps) => update({ fps })}
              />
              <Slider
                label="Diffusion steps"
                {...promptGifRanges.num_inference_steps}
                value={form.numInferenceSteps}
                valueText={`${form.numInferenceSteps} steps`}
                disabled={busy}
                hint="More steps give finer detail and take longer."
                onChange={(numInferenceSteps) => update({ numInferenceSteps })}
              />
              <Slider
                label="Guidance"
                {...promptGifRanges.guidance_scale}
                value={form.guidanceScale}
                valueText={form.guidanceScale.toFixed(1)}
                disabled={busy}
                hint="Higher follows the prompt more closely; lower lets the model improvise."
                onChange={(guidanceScale) => update({ guidanceScale })}
              />
              <div>
                <label htmlFor={seedId} className="field-label">
                  Seed <span className="font-normal text-slate-500">(optional)</span>
                </label>
                <input
                  id={seedId}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className={`field ${fieldStates}`}
                  placeholder="Random"
                  value={form.seedText}
                  disabled={busy}
                  aria-describedby={`${seedId}-hint`}
                  onChange={(event) => update({ seedText: event.target.value })}
                />
                <p id={`${seedId}-hint`} className="mt-1 text-xs text-slate-500">
                  {seedIgnored(form.seedText)
                    ? "Not a number, so a random seed will be used."
                    : "The same seed, prompt and settings give the same animation again."}
                </p>
              </div>
              <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
                <strong className="text-slate-900">{form.numFrames} frames</strong> at{" "}
                <strong className="text-slate-900">{form.fps} fps</strong>: a{" "}
                {loopLengthText(form.numFrames, form.fps)} loop that repeats forever.
              </p>
            </SettingsPanel>
          }
        />
      </div>
    </div>
  );
}

/**
 * Shown instead of the form, from the first paint, where this server has no AI generation
 * backend: the server marks the page's <html> (apps/server/src/http/static-site.ts) and app.css
 * shows this and hides the form, so nothing depends on the page's code having started.
 */
function NotAvailableNotice() {
  return (
    <section
      aria-labelledby="generation-not-available"
      data-generation-off-notice
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2 id="generation-not-available" className="text-lg font-semibold">
        {notAvailableTitle}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">
        Making a GIF from a text description needs an AI image generator, and this site does not
        have one, so it cannot make GIFs from words. Every other GifKit tool works as usual: you can
        make a GIF from a video, from pictures, or by recording your screen.
      </p>
      <p className="mt-3 flex flex-wrap gap-3 text-sm">
        <a href="/video-to-gif" className="btn btn-primary btn-sm">
          Video to GIF
        </a>
        <a href="/gif-maker" className="btn btn-secondary btn-sm">
          GIF Maker (from pictures)
        </a>
      </p>
    </section>
  );
}

/** The server has a backend, but it did not answer its last check (GET /api/ai/prompt-gif/status). */
function BackendDownNotice() {
  return (
    <p className="rounded-2xl border border-amber-200 bg-amber-50 px-5 py-3 text-sm text-amber-950">
      The AI generation server did not answer its last check, so generating may fail right now. You
      can still try, or come back in a few minutes.
    </p>
  );
}
