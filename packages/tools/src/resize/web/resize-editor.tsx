import { type Destination, defaultLimits, gifDestinations } from "@gifkit/contracts";
import { useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import {
  capMark,
  capToDestination,
  fitUnderFields,
  fitUnderOff,
  fitUnderRequest,
} from "../../shared/fit-under.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel, Switch } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "../../shared/ui/editor-layout.tsx";
import {
  ConvertSuggestion,
  FitUnderControl,
  SizeCapNote,
} from "../../shared/ui/fit-under-control.tsx";
import type { ResizeEditorText } from "../editor-text.ts";
import type { ResizeOptions } from "../shared/options.ts";
import { resizeDefaults } from "../shared/options.ts";
import {
  type ResizeAspectPresetId,
  type ResizeFormState,
  resizeAspectPresets,
  resizeTarget,
  type Size,
  withAspectPreset,
  withHeight,
  withMaintainAspect,
  withPercentage,
  withWidth,
} from "../shared/sizing.ts";

const initialState: ResizeFormState = {
  width: resizeDefaults.width,
  height: resizeDefaults.height,
  maintainAspectRatio: resizeDefaults.maintain_aspect_ratio,
  percentage: 100,
  aspectPreset: "free",
};

/** The settings as the editor first shows them, before the GIF's size is known. */
const isInitial = (state: ResizeFormState) =>
  state.width === initialState.width &&
  state.height === initialState.height &&
  state.percentage === initialState.percentage &&
  state.aspectPreset === initialState.aspectPreset &&
  state.maintainAspectRatio === initialState.maintainAspectRatio;

export default function ResizeEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<ResizeOptions>>) {
  const { own: t, ui, fill, number } = useEditorText<ResizeEditorText>();
  const [state, setState] = useKeptState("resize", initialState);
  const [natural, setNatural] = useState<Size | null>(null);
  const target = natural
    ? resizeTarget(natural, state.width, state.height, state.maintainAspectRatio)
    : { width: state.width, height: state.height };
  const maxSide = defaultLimits.maxGifOutputSide;
  const tooLarge = target.width > maxSide || target.height > maxSide;
  const [fitUnder, setFitUnder] = useKeptState("fitUnder", () => fitUnderOff(gifDestinations));
  const fitRequest = fitUnderRequest(fitUnder, gifDestinations);
  const [cappedTo, setCappedTo] = useState<string | null>(null);
  // A destination with a largest size (X: 1280 × 1080) lowers the width and height to fit it.
  const capTo = (destination: Destination) => {
    const capped = capToDestination(target, destination);
    setCappedTo(capped.capped ? capMark(destination, capped) : null);
    if (capped.capped) {
      setState((current) => ({ ...current, width: capped.width, height: capped.height }));
    }
  };

  return (
    <EditorLayout
      preview={
        <GifPreview
          src={source.previewUrl}
          alt={fill(ui.preview.alt, { name: source.displayName })}
          maxHeightPx={320}
          onLoad={(size) => {
            setNatural(size);
            // Untouched settings start from the GIF's true size, so the fields, "Percentage
            // 100" and the result line agree (issue 41: 300 × 300 beside "Result: 300 × 169").
            setState((current) =>
              isInitial(current) ? { ...current, width: size.width, height: size.height } : current,
            );
          }}
          caption={
            natural ? (
              <>
                {ui.preview.originalSize}{" "}
                <strong className="text-slate-900">
                  {natural.width} × {natural.height} px
                </strong>
              </>
            ) : (
              source.displayName
            )
          }
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={tooLarge || fitRequest.problem !== null}
          onAction={() =>
            start({
              width: String(state.width),
              height: String(state.height),
              maintain_aspect_ratio: String(state.maintainAspectRatio),
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
          onDestinationPicked={capTo}
          disabled={busy}
          sizeNote={
            fitRequest.destination && (
              <SizeCapNote size={target} destination={fitRequest.destination} cappedTo={cappedTo} />
            )
          }
          videoSuggestion={<ConvertSuggestion />}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <div className="grid grid-cols-2 gap-4">
            <NumberField
              label={t.width}
              suffix="px"
              min={1}
              value={state.width}
              disabled={busy}
              onChange={(text) => setState((current) => withWidth(current, text, natural))}
            />
            <NumberField
              label={t.height}
              suffix="px"
              min={1}
              value={state.height}
              disabled={busy}
              onChange={(text) => setState((current) => withHeight(current, text, natural))}
            />
          </div>
          <Switch
            label={t.maintainAspect}
            checked={state.maintainAspectRatio}
            disabled={busy}
            onChange={(on) => setState((current) => withMaintainAspect(current, on, natural))}
          />
          <ChoiceGroup<ResizeAspectPresetId>
            label={t.aspectRatio}
            value={state.aspectPreset}
            disabled={busy}
            options={resizeAspectPresets.map((preset) => ({
              value: preset.id,
              label: preset.id === "free" ? t.free : preset.label,
            }))}
            onChange={(preset) => setState((current) => withAspectPreset(current, preset, natural))}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {state.aspectPreset === "free"
              ? t.freeNote
              : fill(t.stretchedNote, { ratio: state.aspectPreset })}
          </p>
          <NumberField
            label={t.percentage}
            suffix="%"
            min={1}
            value={state.percentage}
            disabled={busy}
            hint={t.percentageHint}
            onChange={(text) => setState((current) => withPercentage(current, text, natural))}
          />
          <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" aria-live="polite">
            {t.result}{" "}
            <strong className="text-slate-900">
              {target.width} × {target.height} px
            </strong>
            {state.maintainAspectRatio && t.fitted}
          </p>
          {tooLarge && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {fill(t.tooLarge, { max: number(maxSide) })}
            </p>
          )}
        </SettingsPanel>
      }
    />
  );
}
