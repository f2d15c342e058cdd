import { useEffect, useRef, useState } from "react";
import { playedDelayMs } from "../../shared/animation-length.ts";
import type { EditorProps } from "../../shared/editor.ts";
import { type EditorText, useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, fillNodes, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { CutEditorText } from "../editor-text.ts";
import { cutMessages, maximumCutFrame, maximumCutSeconds } from "../shared/options.ts";
import type { CutPlan } from "../shared/range.ts";
import { decodePreviewFrames, type PreviewFrames } from "./browser-frames.tsx";
import {
  type CutFormState,
  checkCutForm,
  cutFields,
  initialCutForm,
  secondsText,
} from "./cut-form.ts";

type Decoding =
  | { state: "decoding" }
  | { state: "ready"; frames: PreviewFrames }
  | { state: "none" };

/**
 * Cut: a time or frame range with sliders and number fields; where the browser can decode the
 * input (WebCodecs ImageDecoder), the chosen range plays on a canvas beside its first and last
 * kept frames, and the kept duration and frame count update as the range changes.
 */
export default function CutEditor({ source, busy, start, reset }: EditorProps) {
  const words = useEditorText<CutEditorText>();
  const { own: t, ui, fill, plural, number } = words;
  const formatSeconds = useFormatSeconds();
  const fit = useFitUnder();
  const [form, setForm] = useKeptState<CutFormState>("form", initialCutForm);
  const decoding = usePreviewFrames(source);
  const frames = decoding.state === "ready" ? decoding.frames : null;
  const delays = frames?.delaysCentiseconds ?? null;
  const totalCentiseconds = delays?.reduce((sum, delay) => sum + delay, 0) ?? 0;
  const frameCount = delays?.length ?? 0;
  const check = checkCutForm(form, delays);
  const plan = check.kind === "valid" && check.plan?.ok ? check.plan : null;
  const update = (change: Partial<CutFormState>) =>
    setForm((current) => ({ ...current, ...change }));

  const startCentiseconds = Math.round(Number(form.startTime) * 100) || 0;
  const endCentiseconds =
    form.endTime.trim() === "" ? totalCentiseconds : Math.round(Number(form.endTime) * 100) || 0;
  const startFrame = Number(form.startFrame) || 1;
  const endFrame = form.endFrame.trim() === "" ? frameCount : Number(form.endFrame) || 1;
  // The schema's and the plan's messages name the API's fields in English: said here in the page's language.
  const problem =
    check.kind === "invalid"
      ? invalidText(words, check.message)
      : check.plan && !check.plan.ok
        ? form.mode === "frames"
          ? fill(t.noFrameByFrame, {
              start: number(startFrame),
              frames: plural(t.frameCount, frameCount, { count: number(frameCount) }),
            })
          : fill(t.noFrameByTime, {
              start: fill(t.seconds, {
                seconds: number(Number((startCentiseconds / 100).toFixed(2))),
              }),
              total: fill(t.seconds, {
                seconds: number(Number((totalCentiseconds / 100).toFixed(2))),
              }),
            })
        : null;

  return (
    <EditorLayout
      preview={
        frames ? (
          <RangePreview frames={frames} plan={plan} />
        ) : (
          <GifPreview
            src={source.previewUrl}
            alt={fill(ui.preview.alt, { name: source.displayName })}
            maxHeightPx={320}
            caption={decoding.state === "decoding" ? t.readingFrames : t.cannotPlay}
          />
        )
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={problem !== null || fit.blocked}
          onAction={() => start({ ...cutFields(form), ...fit.fields })}
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<CutFormState["mode"]>
            label={t.cutBy}
            value={form.mode}
            disabled={busy}
            options={[
              { value: "time", label: t.time },
              { value: "frames", label: t.frames },
            ]}
            onChange={(mode) => update({ mode })}
          />
          {form.mode === "time" ? (
            <>
              {frames && totalCentiseconds > 0 && (
                <>
                  <Slider
                    label={t.start}
                    min={0}
                    max={totalCentiseconds / 100}
                    step={0.01}
                    value={Math.min(startCentiseconds, totalCentiseconds) / 100}
                    valueText={formatSeconds(startCentiseconds)}
                    disabled={busy}
                    onChange={(seconds) =>
                      update({ startTime: secondsText(Math.round(seconds * 100)) })
                    }
                  />
                  <Slider
                    label={t.end}
                    min={0}
                    max={totalCentiseconds / 100}
                    step={0.01}
                    value={Math.min(endCentiseconds, totalCentiseconds) / 100}
                    valueText={
                      form.endTime.trim() === "" ? t.endOfGif : formatSeconds(endCentiseconds)
                    }
                    disabled={busy}
                    onChange={(seconds) => {
                      const centiseconds = Math.round(seconds * 100);
                      update({
                        endTime: centiseconds >= totalCentiseconds ? "" : secondsText(centiseconds),
                      });
                    }}
                  />
                </>
              )}
              <div className="grid grid-cols-2 gap-4">
                <NumberField
                  label={t.startTime}
                  suffix="s"
                  min={0}
                  step={0.01}
                  value={form.startTime}
                  disabled={busy}
                  onChange={(startTime) => update({ startTime })}
                />
                <NumberField
                  label={t.endTime}
                  suffix="s"
                  min={0}
                  step={0.01}
                  value={form.endTime}
                  disabled={busy}
                  hint={t.blankToEnd}
                  onChange={(endTime) => update({ endTime })}
                />
              </div>
            </>
          ) : (
            <>
              {frames && frameCount > 1 && (
                <>
                  <Slider
                    label={t.start}
                    min={1}
                    max={frameCount}
                    value={Math.min(startFrame, frameCount)}
                    valueText={fill(t.frameNumber, {
                      number: number(Math.min(startFrame, frameCount)),
                    })}
                    disabled={busy}
                    onChange={(frame) => update({ startFrame: String(frame) })}
                  />
                  <Slider
                    label={t.end}
                    min={1}
                    max={frameCount}
                    value={Math.min(endFrame, frameCount)}
                    valueText={
                      form.endFrame.trim() === ""
                        ? t.lastFrame
                        : fill(t.frameNumber, { number: number(endFrame) })
                    }
                    disabled={busy}
                    onChange={(frame) =>
                      update({ endFrame: frame >= frameCount ? "" : String(frame) })
                    }
                  />
                </>
              )}
              <div className="grid grid-cols-2 gap-4">
                <NumberField
                  label={t.firstFrame}
                  min={1}
                  value={form.startFrame}
                  disabled={busy}
                  onChange={(value) => update({ startFrame: value })}
                />
                <NumberField
                  label={t.lastFrame}
                  min={1}
                  value={form.endFrame}
                  disabled={busy}
                  hint={t.blankToLast}
                  onChange={(value) => update({ endFrame: value })}
                />
              </div>
            </>
          )}
          {plan && <RangeBar plan={plan} delaysCentiseconds={delays ?? []} />}
          <p
            className={`rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ${problem ? "sr-only" : ""}`}
            aria-live="polite"
            data-cut-summary
          >
            {plan
              ? fillNodes(t.summary, {
                  kept: (
                    <strong className="text-slate-900">
                      {fill(t.keptOf, {
                        kept: number(plan.delaysCentiseconds.length),
                        count: number(frameCount),
                      })}
                    </strong>
                  ),
                  first: number(plan.firstIndex + 1),
                  last: number(plan.lastIndex + 1),
                  duration: (
                    <strong className="text-slate-900">
                      {formatSeconds(
                        plan.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0),
                      )}
                    </strong>
                  ),
                  total: formatSeconds(totalCentiseconds),
                })
              : problem
                ? null
                : rangeText(words, form)}
          </p>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </SettingsPanel>
      }
    />
  );
}

/** The kept part of the GIF's timeline, as a bar (the summary says it in words). */
function RangeBar({
  plan,
  delaysCentiseconds,
}: {
  plan: CutPlan;
  delaysCentiseconds: readonly number[];
}) {
  const total = delaysCentiseconds.reduce((sum, delay) => sum + delay, 0);
  const frameCount = delaysCentiseconds.length;
  // By time where the GIF has a length; by frame position for a GIF whose delays are all 0.
  const startAt =
    total > 0
      ? delaysCentiseconds.slice(0, plan.firstIndex).reduce((sum, delay) => sum + delay, 0) +
        ((delaysCentiseconds[plan.firstIndex] ?? 0) - (plan.delaysCentiseconds[0] ?? 0))
      : plan.firstIndex;
  const keptLength =
    total > 0
      ? plan.delaysCentiseconds.reduce((sum, delay) => sum + delay, 0)
      : plan.lastIndex - plan.firstIndex + 1;
  const whole = total > 0 ? total : frameCount;
  return (
    <div aria-hidden="true" className="relative h-3 overflow-hidden rounded-full bg-slate-200">
      <div
        className="absolute inset-y-0 rounded-full bg-brand-600"
        style={{
          left: `${(startAt / whole) * 100}%`,
          width: `${Math.max(1, (keptLength / whole) * 100)}%`,
        }}
      />
    </div>
  );
}

/** The range in words, where the frames could not be read in the browser. */
function rangeText({ own: t, fill }: EditorText<CutEditorText>, form: CutFormState): string {
  if (form.mode === "time") {
    const end =
      form.endTime.trim() === "" ? t.theEnd : fill(t.seconds, { seconds: form.endTime.trim() });
    const start = fill(t.seconds, { seconds: form.startTime.trim() || "0" });
    return fill(t.rangeTime, { start, end });
  }
  const end =
    form.endFrame.trim() === ""
      ? t.theLastFrame
      : fill(t.frameLower, { number: form.endFrame.trim() });
  return fill(t.rangeFrames, { start: form.startFrame.trim() || "1", end });
}

/** The schema's English message for the typed fields, in the page's language. */
function invalidText({ own: t, fill, number }: EditorText<CutEditorText>, message: string): string {
  const seconds = { max: number(maximumCutSeconds) };
  const frame = { max: number(maximumCutFrame) };
  if (message === cutMessages.startTime) return fill(t.startTimeInvalid, seconds);
  if (message === cutMessages.endTime) return fill(t.endTimeInvalid, seconds);
  if (message === cutMessages.startFrame) return fill(t.startFrameInvalid, frame);
  if (message === cutMessages.endFrame) return fill(t.endFrameInvalid, frame);
  if (message === cutMessages.mixed) return t.mixed;
  if (message === cutMessages.timeOrder) return t.timeOrder;
  if (message === cutMessages.frameOrder) return t.frameOrder;
  return t.invalidRange;
}

/** "1.25 s": hundredths as seconds with two decimals, the page language's way. */
function useFormatSeconds(): (centiseconds: number) => string {
  const { own: t, fill, languageCode } = useEditorText<CutEditorText>();
  const format = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (centiseconds) => fill(t.seconds, { seconds: format.format(centiseconds / 100) });
}

/** Decodes the chosen file (or a link the browser may read) once; bitmaps are freed on unmount. */
function usePreviewFrames(source: EditorProps["source"]): Decoding {
  const [decoding, setDecoding] = useState<Decoding>({ state: "decoding" });
  useEffect(() => {
    const controller = new AbortController();
    let decoded: PreviewFrames | null = null;
    const file = source.kind === "file" ? source.files[0] : undefined;
    const bytes = file
      ? file.arrayBuffer()
      : fetch(source.previewUrl, { signal: controller.signal }).then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.arrayBuffer();
        });
    bytes
      .then((buffer) => decodePreviewFrames(buffer, controller.signal))
      .then((frames) => {
        if (controller.signal.aborted) {
          for (const bitmap of frames?.bitmaps ?? []) bitmap.close();
          return;
        }
        decoded = frames;
        setDecoding(frames ? { state: "ready", frames } : { state: "none" });
      })
      .catch(() => {
        if (!controller.signal.aborted) setDecoding({ state: "none" });
      });
    return () => {
      controller.abort();
      for (const bitmap of decoded?.bitmaps ?? []) bitmap.close();
    };
  }, [source]);
  return decoding;
}

/** The kept range playing in a loop, with its first and last frame beside it. */
function RangePreview({ frames, plan }: { frames: PreviewFrames; plan: CutPlan | null }) {
  const { own: t, ui } = useEditorText<CutEditorText>();
  const [playing, setPlaying] = useState(true);
  const first = frames.bitmaps[0] as ImageBitmap;
  const size = { width: first.width, height: first.height };
  return (
    <figure className="card overflow-hidden" data-cut-preview>
      <div className="flex items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
        {plan ? (
          <PlayingCanvas frames={frames} plan={plan} playing={playing} size={size} />
        ) : (
          <p className="py-16 text-sm text-slate-600">{t.noFrame}</p>
        )}
      </div>
      {plan && (
        <div className="grid grid-cols-2 gap-3 border-t border-slate-200 px-4 py-3">
          <FrameThumb label={t.firstKept} frames={frames} index={plan.firstIndex} />
          <FrameThumb label={t.lastKept} frames={frames} index={plan.lastIndex} />
        </div>
      )}
      <figcaption className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
        <span>{t.previewRange}</span>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setPlaying((current) => !current)}
          disabled={!plan}
        >
          {playing ? ui.videoParts.pause : ui.videoParts.play}
        </button>
      </figcaption>
    </figure>
  );
}

function PlayingCanvas({
  frames,
  plan,
  playing,
  size,
}: {
  frames: PreviewFrames;
  plan: CutPlan;
  playing: boolean;
  size: { width: number; height: number };
}) {
  const { own: t, fill, number } = useEditorText<CutEditorText>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { firstIndex, delaysCentiseconds } = plan;
  const delaysKey = delaysCentiseconds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: delaysKey stands for the delays
  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (!context) return;
    let offset = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      const bitmap = frames.bitmaps[firstIndex + offset];
      context.clearRect(0, 0, size.width, size.height);
      if (bitmap) context.drawImage(bitmap, 0, 0);
      if (!playing) return;
      // Played as browsers play it (a delay under 2 hundredths as 10).
      const delay = playedDelayMs((delaysCentiseconds[offset] ?? 0) * 10);
      offset = (offset + 1) % delaysCentiseconds.length;
      timer = setTimeout(show, delay);
    };
    show();
    return () => clearTimeout(timer);
  }, [frames, firstIndex, delaysKey, playing, size.width, size.height]);
  return (
    <canvas
      ref={canvasRef}
      width={size.width}
      height={size.height}
      className="block h-auto max-w-full"
      data-cut-canvas
      data-first-frame={firstIndex + 1}
      data-kept-frames={delaysCentiseconds.length}
      role="img"
      aria-label={fill(t.canvasLabel, { count: number(delaysCentiseconds.length) })}
    />
  );
}

function FrameThumb({
  label,
  frames,
  index,
}: {
  label: string;
  frames: PreviewFrames;
  index: number;
}) {
  const { own: t, fill, number } = useEditorText<CutEditorText>();
  const frame = fill(t.frameLower, { number: number(index + 1) });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const bitmap = frames.bitmaps[index] as ImageBitmap;
  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (!context) return;
    context.clearRect(0, 0, bitmap.width, bitmap.height);
    context.drawImage(bitmap, 0, 0);
  }, [bitmap]);
  return (
    <div className="min-w-0 text-center">
      <canvas
        ref={canvasRef}
        width={bitmap.width}
        height={bitmap.height}
        className="mx-auto block h-auto max-h-28 max-w-full rounded border border-slate-200 bg-white"
        role="img"
        aria-label={`${label}: ${frame}`}
      />
      <p className="mt-1 text-xs text-slate-600">
        {label}: <strong className="text-slate-900">{frame}</strong>
      </p>
    </div>
  );
}
