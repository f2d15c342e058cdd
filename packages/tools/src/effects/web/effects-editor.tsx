import { useId, useRef, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { NumberField, SelectField, SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { EffectsEditorText } from "../editor-text.ts";
import {
  blurRadiusPx,
  defaultFilter,
  type EffectFilter,
  type EffectsOptions,
  type FilterName,
  filterNames,
  keyTolerance,
  loopCountLimits,
  monochromeThreshold,
  type PresetName,
  presetNames,
  presets,
  sharpenAmount,
  type Transparency,
  tintStrength,
  valueRanges,
  vignetteStrength,
} from "../shared/options.ts";
import { previewLook } from "../shared/preview.ts";

const maxPreviewHeightPx = 320;

/** A fraction (0.5) as a percentage in the page's language ("50%", "50 %"). */
const percent = (languageCode: string, fraction: number) =>
  new Intl.NumberFormat(languageCode, { style: "percent", maximumFractionDigits: 0 }).format(
    fraction,
  );

type TransparencyChoice = "keep" | "fill" | "key";
type LoopChoice = "keep" | "forever" | "times";

interface ListedFilter {
  /** Stable key for React while the list is reordered. */
  key: number;
  filter: EffectFilter;
}

/**
 * Effects: a list of filters applied in order (presets fill it), each with its slider; the
 * preview is the GIF itself with the browser's CSS filters standing in for ffmpeg's, playing or
 * held on its first frame.
 */
export default function EffectsEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<EffectsOptions>>) {
  const { own: t, ui, fill, plural, number, languageCode } = useEditorText<EffectsEditorText>();
  const filterLabels = t.filters;
  const fit = useFitUnder();
  const nextKey = useRef(1);
  const listed = (filters: readonly EffectFilter[]): ListedFilter[] =>
    filters.map((filter) => ({ key: nextKey.current++, filter }));
  const [filters, setFilters] = useKeptState<ListedFilter[]>("filters", () =>
    listed(presets["black-and-white"].filters),
  );
  // Filters kept from before a reload bring their keys: new ones are numbered after them.
  nextKey.current = Math.max(nextKey.current, ...filters.map((item) => item.key + 1));
  const [preset, setPreset] = useKeptState<PresetName | null>("preset", "black-and-white");
  const [toAdd, setToAdd] = useKeptState<FilterName>("toAdd", "contrast");
  const [transparencyChoice, setTransparencyChoice] = useKeptState<TransparencyChoice>(
    "transparency",
    "keep",
  );
  const [fillColor, setFillColor] = useKeptState("fillColor", "#ffffff");
  const [keyColor, setKeyColor] = useKeptState("keyColor", "#ffffff");
  const [tolerance, setTolerance] = useKeptState<number>("tolerance", keyTolerance.default);
  const [loopChoice, setLoopChoice] = useKeptState<LoopChoice>("loop", "keep");
  const [plays, setPlays] = useKeptState("plays", "3");
  const [playing, setPlaying] = useState(true);
  const [firstFrame, setFirstFrame] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const idPrefix = `fx${useId().replace(/[^a-zA-Z0-9]/g, "")}`;

  const transparency: Transparency | undefined =
    transparencyChoice === "fill"
      ? { replace_with: fillColor }
      : transparencyChoice === "key"
        ? { make_transparent: keyColor, tolerance }
        : undefined;
  const playsNumber = Number(plays);
  const playsValid =
    Number.isInteger(playsNumber) && playsNumber >= 1 && playsNumber <= loopCountLimits.max;
  const loopCount =
    loopChoice === "forever" ? 0 : loopChoice === "times" && playsValid ? playsNumber : undefined;
  const nothingToDo = filters.length === 0 && transparency === undefined && loopChoice === "keep";
  const look = previewLook(
    filters.map((item) => item.filter),
    transparency,
    idPrefix,
  );

  const changeFilters = (next: ListedFilter[], message: string) => {
    setFilters(next);
    setPreset(null);
    setAnnouncement(message);
  };
  const update = (key: number, filter: EffectFilter) => {
    setFilters((current) => current.map((item) => (item.key === key ? { key, filter } : item)));
    setPreset(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...filters];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    changeFilters(
      next,
      fill(t.moved, {
        filter: filterLabels[item.filter.name],
        position: number(index + by + 1),
        count: number(next.length),
      }),
    );
  };

  return (
    <EditorLayout
      preview={
        <figure className="card overflow-hidden">
          <svg width="0" height="0" aria-hidden="true" focusable="false" className="absolute">
            <defs>
              {look.svgFilters.map((svgFilter) => (
                <filter key={svgFilter.id} id={svgFilter.id} colorInterpolationFilters="sRGB">
                  {svgFilter.kind === "matrix" ? (
                    <feColorMatrix type="matrix" values={svgFilter.values} />
                  ) : (
                    <feConvolveMatrix
                      order="3"
                      kernelMatrix={svgFilter.kernel}
                      preserveAlpha="true"
                    />
                  )}
                </filter>
              ))}
            </defs>
          </svg>
          <div
            className={`flex items-center justify-center p-4 ${
              look.background
                ? ""
                : "bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px]"
            }`}
            style={{ minHeight: 160, ...(look.background ? { background: look.background } : {}) }}
          >
            <div className="relative inline-block" data-effects-preview="">
              <img
                src={source.previewUrl}
                alt={fill(t.previewAlt, { name: source.displayName })}
                className={playing ? "block h-auto max-w-full" : "hidden"}
                style={{ maxHeight: maxPreviewHeightPx, filter: look.css }}
                data-css-filter={look.css}
                onLoad={(event) => {
                  // The first frame, held when the preview is paused.
                  const image = event.currentTarget;
                  try {
                    const canvas = document.createElement("canvas");
                    canvas.width = image.naturalWidth;
                    canvas.height = image.naturalHeight;
                    canvas.getContext("2d")?.drawImage(image, 0, 0);
                    setFirstFrame(canvas.toDataURL("image/png"));
                  } catch {
                    setFirstFrame(null); // a link the page may not read: no still
                  }
                }}
              />
              {!playing && firstFrame && (
                <img
                  src={firstFrame}
                  alt={fill(t.firstFrameAlt, { name: source.displayName })}
                  className="block h-auto max-w-full"
                  style={{ maxHeight: maxPreviewHeightPx, filter: look.css }}
                />
              )}
              {look.vignetteStrength > 0 && (
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0"
                  style={{
                    background: `radial-gradient(ellipse at center, transparent ${Math.round(
                      70 - look.vignetteStrength * 40,
                    )}%, rgba(0, 0, 0, ${Math.min(0.85, look.vignetteStrength + 0.2)}) 100%)`,
                  }}
                />
              )}
            </div>
          </div>
          <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
            <span>{transparencyChoice === "key" ? t.previewNoteWithKey : t.previewNote}</span>
            <button
              type="button"
              className="btn btn-secondary px-3 py-1.5 text-sm"
              aria-pressed={!playing}
              disabled={!firstFrame && playing}
              onClick={() => setPlaying((current) => !current)}
            >
              {playing ? t.showFirstFrame : ui.videoParts.play}
            </button>
          </figcaption>
        </figure>
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={nothingToDo || (loopChoice === "times" && !playsValid) || fit.blocked}
          onAction={() =>
            start({
              filters: JSON.stringify(filters.map((item) => item.filter)),
              ...(transparency ? { transparency: JSON.stringify(transparency) } : {}),
              ...(loopCount === undefined ? {} : { loop_count: String(loopCount) }),
              ...fit.fields,
            })
          }
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title={t.settings}>
          <div role="radiogroup" aria-labelledby={`${idPrefix}-presets`}>
            <p id={`${idPrefix}-presets`} className="field-label">
              {t.presetsLabel}
            </p>
            <div className="flex flex-wrap gap-2">
              {presetNames.map((name) => (
                // biome-ignore lint/a11y/useSemanticElements: a styled radio button row
                <button
                  key={name}
                  type="button"
                  role="radio"
                  aria-checked={preset === name}
                  disabled={busy}
                  onClick={() => {
                    setFilters(listed(presets[name].filters));
                    setPreset(name);
                    setAnnouncement(
                      plural(t.presetChosen, presets[name].filters.length, {
                        preset: t.presets[name],
                      }),
                    );
                  }}
                  className={`rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                    preset === name
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50"
                  }`}
                >
                  {t.presets[name]}
                </button>
              ))}
            </div>
          </div>

          <div>
            <h3 className="field-label">{t.filtersHeading}</h3>
            {filters.length === 0 ? (
              <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
                {t.noFilter}
              </p>
            ) : (
              <ol className="space-y-3" data-filter-list="">
                {filters.map((item, index) => (
                  <li
                    key={item.key}
                    className="rounded-xl border border-slate-200 p-3"
                    data-filter={item.filter.name}
                  >
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <span className="text-sm font-semibold text-slate-900">
                        {number(index + 1)}. {filterLabels[item.filter.name]}
                      </span>
                      <span className="flex gap-1">
                        <IconButton
                          label={fill(t.moveUp, { filter: filterLabels[item.filter.name] })}
                          path="M12 19V5M5 12l7-7 7 7"
                          disabled={busy || index === 0}
                          onClick={() => move(index, -1)}
                        />
                        <IconButton
                          label={fill(t.moveDown, { filter: filterLabels[item.filter.name] })}
                          path="M12 5v14M19 12l-7 7-7-7"
                          disabled={busy || index === filters.length - 1}
                          onClick={() => move(index, 1)}
                        />
                        <IconButton
                          label={fill(t.remove, { filter: filterLabels[item.filter.name] })}
                          path="M6 6l12 12M18 6 6 18"
                          disabled={busy}
                          onClick={() =>
                            changeFilters(
                              filters.filter((other) => other.key !== item.key),
                              fill(t.removed, { filter: filterLabels[item.filter.name] }),
                            )
                          }
                        />
                      </span>
                    </div>
                    <FilterSettings
                      filter={item.filter}
                      position={index + 1}
                      disabled={busy}
                      onChange={(filter) => update(item.key, filter)}
                    />
                  </li>
                ))}
              </ol>
            )}
          </div>

          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <SelectField<FilterName>
                label={t.addFilter}
                value={toAdd}
                options={filterNames.map((name) => ({ value: name, label: filterLabels[name] }))}
                disabled={busy || filters.length >= 20}
                onChange={setToAdd}
              />
            </div>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || filters.length >= 20}
              onClick={() =>
                changeFilters(
                  [...filters, { key: nextKey.current++, filter: defaultFilter(toAdd) }],
                  fill(t.added, {
                    filter: filterLabels[toAdd],
                    position: number(filters.length + 1),
                  }),
                )
              }
            >
              {t.add}
            </button>
          </div>

          <SelectField<TransparencyChoice>
            label={t.transparency}
            value={transparencyChoice}
            options={[
              { value: "keep", label: t.transparencyKeep },
              { value: "fill", label: t.transparencyFill },
              { value: "key", label: t.transparencyKey },
            ]}
            disabled={busy}
            onChange={setTransparencyChoice}
          />
          {transparencyChoice === "fill" && (
            <ColorField
              label={t.fillColor}
              value={fillColor}
              disabled={busy}
              onChange={setFillColor}
            />
          )}
          {transparencyChoice === "key" && (
            <>
              <ColorField
                label={t.keyColor}
                value={keyColor}
                disabled={busy}
                onChange={setKeyColor}
              />
              <Slider
                label={t.tolerance}
                value={tolerance}
                min={keyTolerance.min}
                max={keyTolerance.max}
                step={keyTolerance.step}
                valueText={percent(languageCode, tolerance / 100)}
                disabled={busy}
                onChange={setTolerance}
                hint={t.toleranceHint}
              />
            </>
          )}

          <SelectField<LoopChoice>
            label={t.loop}
            value={loopChoice}
            options={[
              { value: "keep", label: t.loopKeep },
              { value: "forever", label: t.loopForever },
              { value: "times", label: t.loopTimes },
            ]}
            disabled={busy}
            onChange={setLoopChoice}
          />
          {loopChoice === "times" && (
            <NumberField
              label={t.plays}
              value={plays}
              min={1}
              max={loopCountLimits.max}
              disabled={busy}
              onChange={setPlays}
              hint={
                playsValid
                  ? t.playsHint
                  : fill(t.playsInvalid, { max: number(loopCountLimits.max) })
              }
            />
          )}
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
          <p className="text-sm text-slate-600">{t.footnote}</p>
        </SettingsPanel>
      }
    />
  );
}

/** The one setting of a filter (none for grayscale, sepia and negative). */
function FilterSettings({
  filter,
  position,
  disabled,
  onChange,
}: {
  filter: EffectFilter;
  position: number;
  disabled: boolean;
  onChange: (filter: EffectFilter) => void;
}) {
  const { own: t, fill, number, languageCode } = useEditorText<EffectsEditorText>();
  const label = (setting: keyof EffectsEditorText["settingNames"]) =>
    fill(t.settingLabel, {
      filter: t.filters[filter.name],
      position: number(position),
      setting: t.settingNames[setting],
    });
  switch (filter.name) {
    case "grayscale":
    case "sepia":
    case "negate":
      return <p className="text-xs text-slate-500">{t.noSetting}</p>;
    case "monochrome":
      return (
        <Slider
          label={label("threshold")}
          value={filter.threshold}
          {...monochromeThreshold}
          valueText={percent(languageCode, filter.threshold)}
          disabled={disabled}
          onChange={(threshold) => onChange({ ...filter, threshold })}
        />
      );
    case "brightness":
    case "contrast":
    case "saturation":
    case "hue": {
      const range = valueRanges[filter.name];
      return (
        <Slider
          label={label("value")}
          value={filter.value}
          min={range.min}
          max={range.max}
          step={range.step}
          valueText={
            filter.name === "hue"
              ? `${number(filter.value)}°`
              : new Intl.NumberFormat(languageCode, {
                  minimumFractionDigits: 2,
                  maximumFractionDigits: 2,
                }).format(filter.value)
          }
          disabled={disabled}
          onChange={(value) => onChange({ ...filter, value })}
        />
      );
    }
    case "tint":
      return (
        <div className="space-y-3">
          <ColorField
            label={label("color")}
            value={filter.color}
            disabled={disabled}
            onChange={(color) => onChange({ ...filter, color })}
          />
          <Slider
            label={label("strength")}
            value={filter.strength}
            {...tintStrength}
            valueText={percent(languageCode, filter.strength)}
            disabled={disabled}
            onChange={(strength) => onChange({ ...filter, strength })}
          />
        </div>
      );
    case "blur":
      return (
        <Slider
          label={label("radius")}
          value={filter.radius}
          min={blurRadiusPx.min}
          max={blurRadiusPx.max}
          step={blurRadiusPx.step}
          valueText={`${number(filter.radius)} px`}
          disabled={disabled}
          onChange={(radius) => onChange({ ...filter, radius })}
        />
      );
    case "sharpen":
      return (
        <Slider
          label={label("amount")}
          value={filter.amount}
          {...sharpenAmount}
          valueText={number(filter.amount)}
          disabled={disabled}
          onChange={(amount) => onChange({ ...filter, amount })}
        />
      );
    case "vignette":
      return (
        <Slider
          label={label("strength")}
          value={filter.strength}
          {...vignetteStrength}
          valueText={percent(languageCode, filter.strength)}
          disabled={disabled}
          onChange={(strength) => onChange({ ...filter, strength })}
        />
      );
  }
}

function ColorField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (color: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <span className="flex items-center gap-2">
        <code className="text-xs text-slate-600">{value}</code>
        <input
          id={id}
          type="color"
          className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-white p-0.5 disabled:cursor-not-allowed"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
      </span>
    </div>
  );
}

function IconButton({
  label,
  path,
  disabled,
  onClick,
}: {
  label: string;
  path: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-4"
      >
        <path d={path} />
      </svg>
    </button>
  );
}
