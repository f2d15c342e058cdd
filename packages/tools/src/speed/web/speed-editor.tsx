import { useEffect, useState } from "react";
import { animationLengthMs } from "../../shared/animation-length.ts";
import type { EditorProps } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { SpeedEditorText } from "../editor-text.ts";
import { maximumSpeed, minimumSpeed, speedDefaults } from "../shared/options.ts";
import { planSpeed } from "../shared/timing.ts";
import { formatSeconds, parseSpeed } from "./preview-math.ts";
import { type PreviewTiming, SpeedPreview } from "./speed-preview.tsx";

const presets = ["0.25", "0.5", "0.75", "1.5", "2", "4"] as const;
type Preset = (typeof presets)[number];

/**
 * Speed's editor: presets and a number field for the factor, and a live preview that plays the
 * GIF at the new speed with the frames and delays the server will write (WebCodecs). Browsers
 * without it show the original and the new duration in words.
 */
export default function SpeedEditor({ source, busy, start, reset }: EditorProps) {
  const { own: t, fill, plural, number, languageCode } = useEditorText<SpeedEditorText>();
  const seconds = (centiseconds: number) => formatSeconds(centiseconds, languageCode);
  const limits = { min: number(minimumSpeed), max: number(maximumSpeed) };
  const fit = useFitUnder();
  const [speedText, setSpeedText] = useKeptState("speed", String(speedDefaults.speed));
  const [timing, setTiming] = useState<PreviewTiming | null>(null);
  const [livePreview, setLivePreview] = useState(true);
  const [fallbackLengthCs, setFallbackLengthCs] = useState<number | null>(null);
  const speed = parseSpeed(speedText);
  const preset = presets.find((value) => Number(value) === speed) ?? null;

  // Without a live preview, the duration still comes from the file's own delays.
  useEffect(() => {
    if (livePreview) return;
    let cancelled = false;
    fetch(source.previewUrl)
      .then((response) => response.arrayBuffer())
      .then((buffer) => {
        const lengthMs = animationLengthMs(new Uint8Array(buffer));
        if (!cancelled && lengthMs !== null) setFallbackLengthCs(Math.round(lengthMs / 10));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [livePreview, source.previewUrl]);

  const plan = timing && speed !== null ? planSpeed(timing.delaysCentiseconds, speed) : null;
  let summary: string | null = null;
  if (plan) {
    const kept = plan.keptFrames.length;
    const total = timing?.delaysCentiseconds.length ?? 0;
    summary = fill(t.summary, {
      before: seconds(plan.inputDurationCentiseconds),
      after: seconds(plan.outputDurationCentiseconds),
      frames:
        kept === total
          ? plural(t.allKept, total)
          : fill(t.someKept, { kept: number(kept), total: number(total) }),
    });
  } else if (fallbackLengthCs !== null && speed !== null) {
    summary = fill(t.summaryAbout, {
      before: seconds(fallbackLengthCs),
      after: seconds(Math.max(2, Math.round(fallbackLengthCs / speed))),
    });
  }

  return (
    <EditorLayout
      preview={
        livePreview ? (
          <figure className="card overflow-hidden">
            <div className="flex min-h-40 items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
              <SpeedPreview
                previewUrl={source.previewUrl}
                speed={speed}
                label={fill(t.previewLabel, {
                  name: source.displayName,
                  speed: speed === null ? t.theChosen : number(speed),
                })}
                onTiming={setTiming}
                onUnavailable={() => setLivePreview(false)}
              />
            </div>
            <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
              {timing ? (
                <>
                  {t.previewAt.split("{speed}")[0]}
                  <strong className="text-slate-900">
                    {speed === null ? "?" : number(speed)}×
                  </strong>
                  {t.previewAt.split("{speed}")[1]}
                </>
              ) : (
                t.readingFrames
              )}
            </figcaption>
          </figure>
        ) : (
          <GifPreview
            src={source.previewUrl}
            alt={fill(t.originalAlt, { name: source.displayName })}
            maxHeightPx={320}
            caption={fill(t.originalCaption, { name: source.displayName })}
          />
        )
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={speed === null || fit.blocked}
          onAction={() => start({ speed: String(speed), ...fit.fields })}
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<Preset>
            label={t.presets}
            value={preset}
            disabled={busy}
            options={presets.map((value) => ({ value, label: `${number(Number(value))}×` }))}
            onChange={setSpeedText}
          />
          <NumberField
            label={t.speed}
            min={0.1}
            max={10}
            step={0.05}
            value={speedText}
            disabled={busy}
            hint={fill(t.speedHint, limits)}
            onChange={setSpeedText}
          />
          {speed === null ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {fill(t.speedInvalid, limits)}
            </p>
          ) : (
            <p
              className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700"
              aria-live="polite"
              data-speed-summary
            >
              {t.duration}{" "}
              <strong className="text-slate-900">
                {summary ??
                  (livePreview
                    ? t.readingFramesInline
                    : fill(t.originalDivided, { speed: number(speed) }))}
              </strong>
            </p>
          )}
          <p className="text-sm leading-relaxed text-slate-600">{t.explainer}</p>
        </SettingsPanel>
      }
    />
  );
}
