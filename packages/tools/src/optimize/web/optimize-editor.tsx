import { gifDestinations } from "@gifkit/contracts";
import { useEffect, useState } from "react";
import type { EditorProps, EditorSource, FieldOf } from "../../shared/editor.ts";
import { ditherKernels } from "../../shared/error-diffusion.ts";
import { fitUnderFields, fitUnderOff, fitUnderRequest } from "../../shared/fit-under.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SelectField, SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "../../shared/ui/editor-layout.tsx";
import { ConvertSuggestion, FitUnderControl } from "../../shared/ui/fit-under-control.tsx";
import { SizeEstimate } from "../../shared/ui/size-estimate.tsx";
import type { OptimizeEditorText } from "../editor-text.ts";
import {
  ditherLabels,
  type OptimizeOptions,
  optimizeDefaults,
  optimizePresets,
  optimizeRanges,
  toKilobytes,
} from "../shared/options.ts";
import { optimizeSizeEstimate } from "./optimize-size-estimate.ts";

type PresetId = (typeof optimizePresets)[number]["id"];

export default function OptimizeEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<OptimizeOptions>>) {
  const { own: t, ui, fill, number } = useEditorText<OptimizeEditorText>();
  const [settings, setSettings] = useKeptState<OptimizeOptions>("settings", optimizeDefaults);
  const [fitUnder, setFitUnder] = useKeptState("fitUnder", () => fitUnderOff(gifDestinations));
  const fitRequest = fitUnderRequest(fitUnder, gifDestinations);
  // A file's size, or for a link the size the server's link check read (a browser HEAD to
  // another site is blocked by CORS); null when the link's server did not say.
  const originalBytes = useOriginalBytes(source);
  const activePreset =
    optimizePresets.find(
      (preset) =>
        preset.quality === settings.quality &&
        preset.colors === settings.colors &&
        preset.lossy === settings.lossy,
    )?.id ?? null;
  const update = (patch: Partial<OptimizeOptions>) =>
    setSettings((current) => ({ ...current, ...patch }));

  return (
    <EditorLayout
      preview={
        <GifPreview
          src={source.previewUrl}
          alt={fill(ui.preview.alt, { name: source.displayName })}
          maxHeightPx={300}
          caption={
            <dl className="flex flex-wrap gap-x-6 gap-y-1">
              <div className="flex gap-1.5">
                <dt>{ui.preview.originalSize}</dt>
                <dd className="font-semibold text-slate-900">
                  {originalBytes !== null
                    ? fill(t.kilobytes, { size: number(toKilobytes(originalBytes)) })
                    : source.kind === "url"
                      ? t.sizeUnknown
                      : t.reading}
                </dd>
              </div>
              <SizeEstimate
                {...optimizeSizeEstimate(source, settings)}
                inDefinitionList
                fitTargetBytes={fitRequest.targetBytes}
              />
            </dl>
          }
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={fitRequest.problem !== null}
          onAction={() =>
            start({
              quality: String(settings.quality),
              colors: String(settings.colors),
              lossy: String(settings.lossy),
              dither: settings.dither,
              optimize_level: String(settings.optimize_level),
              ...fitUnderFields(fitRequest),
            })
          }
          onReset={reset}
        />
      }
      afterSettings={
        <FitUnderControl
          state={fitUnder}
          request={fitRequest}
          onChange={setFitUnder}
          disabled={busy}
          sizeNote={t.sizeNote}
          videoSuggestion={<ConvertSuggestion />}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<PresetId>
            label={t.presets}
            value={activePreset}
            disabled={busy}
            options={optimizePresets.map((preset) => ({
              value: preset.id,
              label: t.presetLabels[preset.id],
            }))}
            onChange={(id) => {
              const preset = optimizePresets.find((candidate) => candidate.id === id);
              if (preset)
                update({ quality: preset.quality, colors: preset.colors, lossy: preset.lossy });
            }}
          />
          <Slider
            label={t.quality}
            {...optimizeRanges.quality}
            value={settings.quality}
            disabled={busy}
            hint={t.qualityHint}
            onChange={(quality) => update({ quality })}
          />
          <Slider
            label={t.colors}
            {...optimizeRanges.colors}
            value={settings.colors}
            disabled={busy}
            hint={t.colorsHint}
            onChange={(colors) => update({ colors })}
          />
          <Slider
            label={t.lossy}
            {...optimizeRanges.lossy}
            value={settings.lossy}
            disabled={busy}
            hint={t.lossyHint}
            onChange={(lossy) => update({ lossy })}
          />
          <SelectField<OptimizeOptions["dither"]>
            label={t.dithering}
            value={settings.dither}
            disabled={busy}
            options={ditherKernels.map((kernel) => ({
              value: kernel,
              label: kernel === "none" ? t.noDithering : ditherLabels[kernel],
            }))}
            onChange={(dither) => update({ dither })}
          />
          <Slider
            label={t.level}
            {...optimizeRanges.optimize_level}
            value={settings.optimize_level}
            disabled={busy}
            hint={t.levelHint}
            onChange={(optimize_level) => update({ optimize_level })}
          />
        </SettingsPanel>
      }
    />
  );
}

/**
 * The input's size: the chosen file's, a link's Content-Length, or, for a GIF handed over from
 * another tool's result (`?source=<key>`, whose address names no size), the kept file's own,
 * read from the same download the preview shows (issue 41: "Original size: Unknown").
 */
function useOriginalBytes(source: EditorSource): number | null {
  const [readBytes, setReadBytes] = useState<number | null>(null);
  useEffect(() => {
    setReadBytes(null);
    if (source.sizeBytes !== null || source.kind !== "result") return;
    let current = true;
    void fetch(source.previewUrl)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (current && blob) setReadBytes(blob.size);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [source.kind, source.previewUrl, source.sizeBytes]);
  return source.sizeBytes ?? readBytes;
}
