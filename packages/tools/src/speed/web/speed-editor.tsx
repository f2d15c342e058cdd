import { useEffect, useState } from "react";
import { animationLengthMs } from "../../shared/animation-length.ts";
import type { EditorProps } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import { speedDefaults, speedMessage } from "../shared/options.ts";
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
    summary = `${formatSeconds(plan.inputDurationCentiseconds)} → ${formatSeconds(plan.outputDurationCentiseconds)}, ${
      kept === total
        ? `all ${total} frames kept`
        : `${kept} of ${total} frames kept (frames shorter than 0.02 s are dropped evenly)`
    }`;
  } else if (fallbackLengthCs !== null && speed !== null) {
    summary = `${formatSeconds(fallbackLengthCs)} → about ${formatSeconds(Math.max(2, Math.round(fallbackLengthCs / speed)))}`;
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
                label={`Preview of ${source.displayName} at ${speed ?? "the chosen"}× speed`}
                onTiming={setTiming}
                onUnavailable={() => setLivePreview(false)}
              />
            </div>
            <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
              {timing ? (
                <>
                  Preview at <strong className="text-slate-900">{speed ?? "?"}×</strong> speed
                </>
              ) : (
                "Reading the frames..."
              )}
            </figcaption>
          </figure>
        ) : (
          <GifPreview
            src={source.previewUrl}
            alt={`Preview of ${source.displayName} at its original speed`}
            maxHeightPx={320}
            caption={`${source.displayName} (original speed; this browser cannot play the preview)`}
          />
        )
      }
      actions={
        <EditorActions
          actionLabel="Change Speed"
          busyLabel="Changing speed..."
          busy={busy}
          disabled={speed === null || fit.blocked}
          onAction={() => start({ speed: String(speed), ...fit.fields })}
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title="Speed settings">
          <ChoiceGroup<Preset>
            label="Presets"
            value={preset}
            disabled={busy}
            options={presets.map((value) => ({ value, label: `${value}×` }))}
            onChange={setSpeedText}
          />
          <NumberField
            label="Speed"
            min={0.1}
            max={10}
            step={0.05}
            value={speedText}
            disabled={busy}
            hint="2 plays twice as fast, 0.5 half as fast (0.1 to 10)."
            onChange={setSpeedText}
          />
          {speed === null ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {speedMessage}
            </p>
          ) : (
            <p
              className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700"
              aria-live="polite"
              data-speed-summary
            >
              Duration:{" "}
              <strong className="text-slate-900">
                {summary ?? (livePreview ? "reading the frames..." : `the original's ÷ ${speed}`)}
              </strong>
            </p>
          )}
          <p className="text-sm leading-relaxed text-slate-600">
            Every delay is divided by the speed and the loop setting is kept. Browsers cannot show a
            frame for less than 0.02 s, so when a GIF gets that fast some frames are left out,
            evenly, and the total time still matches.
          </p>
        </SettingsPanel>
      }
    />
  );
}
