import {
  bundledFonts,
  type FontName,
  fadeDurationSeconds,
  fontNames,
  slideDurationSeconds,
} from "@gifkit/text-layout";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { EditorProps, EditorSource, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import {
  ChoiceGroup,
  SelectField,
  SettingsPanel,
  Slider,
  Switch,
} from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import { isEbmlFile } from "../../shared/web/animation-mime-type.ts";
import { requestGifMetadata } from "../../shared/web/gif-metadata-client.ts";
import { videoDurationSeconds } from "../../shared/web/video-probe.tsx";
import type { AddTextEditorText } from "../editor-text.ts";
import { customFontExtensions, isFontFileHead } from "../shared/font-file.ts";
import { resolveTextLayer } from "../shared/layers.ts";
import type { AddTextOptions } from "../shared/options.ts";
import {
  animationStyles,
  fontSizeRange,
  horizontalAligns,
  lineHeightRange,
  maxTextLayers,
  type TextLayerOptions,
  type TextPresetId,
  verticalAligns,
} from "../shared/options.ts";
import { fontCredits, loadBundledFont, loadCustomFont } from "./fonts.tsx";
import { type GifFrameSource, openGif } from "./gif-frames.ts";
import {
  addLayer,
  applyPreset,
  canAddLayer,
  deleteSelected,
  draftLayerId,
  editSettings,
  effectiveLayers,
  hasEmptyText,
  initialLayersState,
  type LayersState,
  layersWithoutFonts,
  maxKeptLayers,
  readField,
  selectDraft,
  selectLayer,
  setCustomFont,
  toFields,
} from "./layer-state.ts";
import { transparentFrameSource } from "./preview-canvas.tsx";
import { type PreviewLayer, PreviewPlayer } from "./preview-player.tsx";
import { TimingSlider } from "./timing-slider.tsx";

const fallbackDurationSeconds = 10;

/**
 * The duration the timing slider spans: the server's answer, or for a WebM (which the server
 * reads only when the task runs) the length the browser plays, with nothing uploaded for it.
 */
async function requestDuration(source: EditorSource, signal: AbortSignal): Promise<number> {
  const file = source.kind === "file" ? source.files[0] : undefined;
  if (file && isEbmlFile(new Uint8Array(await file.slice(0, 4).arrayBuffer()))) {
    return videoDurationSeconds(file, signal);
  }
  return requestServerDuration(source, signal);
}

/** POST /api/gif-metadata (spec: tools §4): a GIF's (or WebP's, APNG's, MNG's, AVIF's) duration. */
async function requestServerDuration(source: EditorSource, signal: AbortSignal): Promise<number> {
  const form = new FormData();
  const file = source.files[0];
  if (source.kind === "file" && file) form.append("file", file, file.name);
  else if (source.kind === "result") {
    // A kept result of another tool: its bytes come from our own download address.
    const response = await fetch(source.previewUrl, { signal });
    form.append("file", await response.blob(), "result.gif");
  } else if (source.urls[0]) form.append("url", source.urls[0]);
  return (await requestGifMetadata(form, signal)).durationSeconds;
}

type PreviewState =
  | { status: "loading" }
  | { status: "ready"; frames: GifFrameSource; overlayUrl: string | null }
  | { status: "unavailable" };

/** The GIF's frames for the canvas; a picture the page cannot decode gets a text-only overlay. */
async function loadPreview(source: EditorSource, durationSeconds: number): Promise<PreviewState> {
  try {
    const bytes =
      source.kind === "file" && source.files[0]
        ? await source.files[0].arrayBuffer()
        : await (await fetch(source.previewUrl)).arrayBuffer();
    return { status: "ready", frames: openGif(bytes), overlayUrl: null };
  } catch {
    // Not a GIF (WebP, APNG, MNG) or a link whose site does not share its bytes with pages.
    const image = new Image();
    image.src = source.previewUrl;
    try {
      await image.decode();
    } catch {
      return { status: "unavailable" };
    }
    return {
      status: "ready",
      frames: transparentFrameSource(
        image.naturalWidth,
        image.naturalHeight,
        durationSeconds * 1000,
      ),
      overlayUrl: source.previewUrl,
    };
  }
}

/** A number field that clamps when it is left, so typing "1" on the way to "120" is not refused. */
function ClampedNumberField({
  label,
  value,
  read,
  onCommit,
  min,
  max,
  step = 1,
  suffix,
  disabled,
  hint,
}: {
  label: string;
  value: number;
  read: (text: string) => number;
  onCommit: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
  disabled: boolean;
  hint?: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(String(value));
  }, [value]);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={`field ${suffix ? "pr-10" : ""}`}
          value={text}
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={() => {
            focused.current = true;
          }}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = Number(event.target.value);
            const inRange =
              event.target.value.trim() !== "" &&
              Number.isFinite(parsed) &&
              (min === undefined || parsed >= min) &&
              (max === undefined || parsed <= max);
            if (inRange) onCommit(read(event.target.value));
          }}
          onBlur={(event) => {
            focused.current = false;
            const committed = read(event.target.value);
            onCommit(committed);
            setText(String(committed));
          }}
        />
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

function ColourField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
        <span className="font-mono text-sm text-slate-600">{value}</span>
      </div>
    </div>
  );
}

const presetOrder: TextPresetId[] = ["meme", "subtitle", "clean"];

/** A layer's chip: its text, shortened; a layer without text is "Layer N" (`layerName`). */
function chipLabel(settings: TextLayerOptions, layerName: string): string {
  const text = settings.text.trim().replace(/\s+/g, " ");
  if (text === "") return layerName;
  return text.length > 24 ? `${text.slice(0, 23)}…` : text;
}

/**
 * Add Text's editing screen (spec: tools §2-§5): a canvas preview with draggable text, layers as
 * chips with Add Layer / Delete Selected, a timing slider for the selected layer, the settings with
 * their clamps, three presets, and 'Add Text to GIF'.
 */
export default function AddTextEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<AddTextOptions>>) {
  const { own: t, ui, fill, number, languageCode } = useEditorText<AddTextEditorText>();
  const seconds = (value: number) =>
    fill(ui.sharedParts.timeRange.seconds, { seconds: number(value) });
  const layerName = (index: number) => fill(t.layer, { number: number(index + 1) });
  const pxSuffix = t.px;
  const percent = new Intl.NumberFormat(languageCode, { style: "percent" });
  const hundredths = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const fit = useFitUnder();
  const [state, setState] = useKeptState<LayersState>(
    "layers",
    initialLayersState,
    layersWithoutFonts,
  );
  const [durationSeconds, setDurationSeconds] = useState<number | null>(null);
  const [durationFallback, setDurationFallback] = useState(false);
  const [preview, setPreview] = useState<PreviewState>({ status: "loading" });
  const [fontsVersion, setFontsVersion] = useState(0);
  /** The name of a chosen file that is not a font. */
  const [notFontName, setNotFontName] = useState<string | null>(null);
  const fontInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    let cancelled = false;
    requestDuration(source, controller.signal).then(
      (duration) => {
        if (!cancelled) setDurationSeconds(duration);
      },
      () => {
        if (cancelled) return;
        setDurationSeconds(fallbackDurationSeconds);
        setDurationFallback(true);
      },
    );
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [source]);

  useEffect(() => {
    if (durationSeconds === null) return;
    let cancelled = false;
    void loadPreview(source, durationSeconds).then((loaded) => {
      if (!cancelled) setPreview(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [source, durationSeconds]);

  const layers = effectiveLayers(state);
  // Each layer as the server will read it (custom fonts named font_N by their place).
  const sent = layers.map((layer, index) => ({
    ...layer,
    settings: { ...layer.settings, font_field: layer.customFont ? `font_${index}` : null },
  }));

  // The fonts the layers use are loaded (once each); the canvas redraws when one arrives.
  const fontKey = JSON.stringify(
    sent.map((layer) => [layer.settings.font_family, layer.settings.font_field]),
  );
  const customFontBlobs = sent.map((layer) => layer.customFont);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fontKey and the blobs are the inputs
  useEffect(() => {
    let cancelled = false;
    const loads = sent.map((layer) =>
      layer.customFont && layer.settings.font_field
        ? loadCustomFont(layer.settings.font_field, layer.customFont)
        : loadBundledFont(bundledFonts[layer.settings.font_family].family),
    );
    void Promise.allSettled(loads).then(() => {
      if (!cancelled) setFontsVersion((version) => version + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [fontKey, ...customFontBlobs]);

  const sentKey = JSON.stringify(sent.map((layer) => [layer.id, layer.settings]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layers' JSON is their identity
  const previewLayers: PreviewLayer[] = useMemo(
    () =>
      sent.map((layer) => ({
        id: layer.id,
        resolved: resolveTextLayer(layer.settings),
        offsetX: layer.settings.offset_x,
        offsetY: layer.settings.offset_y,
      })),
    [sentKey],
  );

  const edit = (changes: Partial<TextLayerOptions>) =>
    setState((current) => editSettings(current, changes));
  const current = state.current;
  const duration = durationSeconds ?? fallbackDurationSeconds;
  const emptyText = hasEmptyText(state);

  const chooseFont = async (file: File | undefined) => {
    setNotFontName(null);
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
    const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
    if (!(customFontExtensions as readonly string[]).includes(extension) || !isFontFileHead(head)) {
      setNotFontName(file.name);
      if (fontInputRef.current) fontInputRef.current.value = "";
      return;
    }
    setState((currentState) => setCustomFont(currentState, { file, name: file.name }));
  };

  return (
    <EditorLayout
      preview={
        <div className="space-y-4">
          {durationFallback && (
            <p
              role="status"
              className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              {fill(t.durationFallback, { seconds: number(fallbackDurationSeconds) })}
            </p>
          )}
          {preview.status === "ready" ? (
            <PreviewPlayer
              source={preview.frames}
              overlayImageUrl={preview.overlayUrl}
              layers={previewLayers}
              selectedId={state.selectedId ?? draftLayerId}
              redrawKey={fontsVersion}
              disabled={busy}
              onSelect={(id) =>
                setState((currentState) =>
                  id === draftLayerId ? selectDraft(currentState) : selectLayer(currentState, id),
                )
              }
              onMove={(id, offsetX, offsetY) =>
                setState((currentState) => {
                  const selected =
                    (currentState.selectedId ?? draftLayerId) === id
                      ? currentState
                      : id === draftLayerId
                        ? selectDraft(currentState)
                        : selectLayer(currentState, id);
                  return editSettings(selected, { offset_x: offsetX, offset_y: offsetY });
                })
              }
            />
          ) : (
            <div
              className="card flex min-h-48 items-center justify-center p-6 text-sm text-slate-600"
              aria-live="polite"
            >
              {preview.status === "loading" ? t.loadingPreview : t.previewUnavailable}
            </div>
          )}
        </div>
      }
      previewExtras={
        <div className="space-y-4">
          <section aria-label={t.layers} className="card space-y-3 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="mr-auto text-sm font-semibold text-slate-900">{t.layers}</h2>
              <button
                type="button"
                className="btn btn-secondary px-3 py-1.5"
                disabled={busy || !canAddLayer(state)}
                onClick={() => setState(addLayer)}
              >
                {t.addLayer}
              </button>
              <button
                type="button"
                className="btn btn-secondary px-3 py-1.5"
                disabled={busy || state.selectedId === null}
                onClick={() => setState(deleteSelected)}
              >
                {t.deleteSelected}
              </button>
            </div>
            {state.layers.length === 0 ? (
              <p className="text-sm text-slate-600">{t.oneLayer}</p>
            ) : (
              <p className="text-sm text-slate-600">
                {state.layers.length >= maxKeptLayers
                  ? fill(state.selectedId === null ? t.editsDraftAtMost : t.editsSelectedAtMost, {
                      max: number(maxTextLayers),
                    })
                  : state.selectedId === null
                    ? t.editsDraft
                    : t.editsSelected}
              </p>
            )}
            {state.layers.length > 0 && (
              <ul className="flex flex-wrap gap-2">
                {state.layers.map((layer, index) => (
                  <li key={layer.id}>
                    <button
                      type="button"
                      aria-pressed={layer.id === state.selectedId}
                      disabled={busy}
                      onClick={() =>
                        setState((currentState) =>
                          // Selecting the selected chip again releases it (back to the new layer).
                          currentState.selectedId === layer.id
                            ? selectDraft(currentState)
                            : selectLayer(currentState, layer.id),
                        )
                      }
                      className={`rounded-full border px-3 py-1 text-sm font-medium transition-colors disabled:opacity-60 ${
                        layer.id === state.selectedId
                          ? "border-brand-700 bg-brand-700 text-white"
                          : "border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50"
                      }`}
                    >
                      {chipLabel(layer.settings, layerName(index))}
                    </button>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    aria-pressed={state.selectedId === null}
                    disabled={busy}
                    onClick={() => setState(selectDraft)}
                    className={`rounded-full border border-dashed px-3 py-1 text-sm font-medium transition-colors disabled:opacity-60 ${
                      state.selectedId === null
                        ? "border-brand-700 bg-brand-50 text-brand-800"
                        : "border-slate-400 bg-white text-slate-700 hover:border-brand-400 hover:bg-brand-50"
                    }`}
                  >
                    {state.draft.settings.text.trim() === ""
                      ? t.newLayer
                      : fill(t.newLayerWithText, {
                          text: chipLabel(state.draft.settings, layerName(state.layers.length)),
                        })}
                  </button>
                </li>
              </ul>
            )}
          </section>

          <TimingSlider
            startSeconds={current.start_time}
            endSeconds={current.end_time}
            durationSeconds={duration}
            disabled={busy}
            onChange={edit}
          />
        </div>
      }
      actions={
        <div className="space-y-2">
          <EditorActions
            actionLabel={t.action}
            busyLabel={t.busy}
            busy={busy}
            disabled={emptyText || fit.blocked}
            onAction={() => {
              const fields = toFields(state);
              start({ layers: fields.layers, ...fields.fonts, ...fit.fields });
            }}
            onReset={reset}
          />
          {emptyText && <p className="text-sm text-slate-600">{t.typeSomeText}</p>}
        </div>
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <>
          <SettingsPanel title={t.text}>
            <TextArea
              label={t.text}
              placeholder={t.textPlaceholder}
              value={current.text}
              disabled={busy}
              onChange={(text) => edit({ text })}
            />
            <div>
              <p className="field-label">{t.presets}</p>
              <div className="flex flex-wrap gap-2">
                {presetOrder.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className="btn btn-secondary px-3 py-1.5"
                    disabled={busy}
                    onClick={() => setState((currentState) => applyPreset(currentState, preset))}
                  >
                    {t.presetNames[preset]}
                  </button>
                ))}
              </div>
            </div>
          </SettingsPanel>

          <SettingsPanel title={t.fontAndColors}>
            <SelectField<FontName>
              label={t.font}
              value={current.font_family}
              disabled={busy || state.currentFont !== null}
              options={fontNames.map((name) => ({ value: name, label: name }))}
              onChange={(font_family) => edit({ font_family })}
            />
            <div>
              <label htmlFor="add-text-custom-font" className="field-label">
                {t.customFont}
              </label>
              {state.currentFont ? (
                <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
                  <span className="truncate">{state.currentFont.name}</span>
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-800 underline"
                    disabled={busy}
                    onClick={() => {
                      setState((currentState) => setCustomFont(currentState, null));
                      if (fontInputRef.current) fontInputRef.current.value = "";
                    }}
                  >
                    {ui.sharedParts.moveRemove.remove}
                  </button>
                </div>
              ) : (
                <input
                  id="add-text-custom-font"
                  ref={fontInputRef}
                  type="file"
                  accept=".ttf,.otf,font/ttf,font/otf"
                  className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
                  disabled={busy}
                  onChange={(event) => void chooseFont(event.target.files?.[0])}
                />
              )}
              {notFontName !== null && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {fill(t.notFont, { name: notFontName })}
                </p>
              )}
            </div>
            <ClampedNumberField
              label={t.fontSize}
              suffix={pxSuffix}
              min={fontSizeRange.min}
              max={fontSizeRange.max}
              value={current.font_size}
              read={readField.fontSize}
              disabled={busy}
              hint={current.auto_fit ? t.autoFitHint : undefined}
              onCommit={(font_size) => edit({ font_size })}
            />
            <div className="grid grid-cols-2 gap-4">
              <ColourField
                label={t.textColor}
                value={current.color}
                disabled={busy}
                onChange={(color) => edit({ color })}
              />
              <ColourField
                label={t.strokeColor}
                value={current.stroke_color}
                disabled={busy}
                onChange={(stroke_color) => edit({ stroke_color })}
              />
            </div>
            <Slider
              label={t.strokeWidth}
              min={0}
              max={5}
              step={0.5}
              value={current.stroke_width}
              valueText={fill(t.pixels, { value: number(current.stroke_width) })}
              disabled={busy}
              onChange={(value) => edit({ stroke_width: readField.strokeWidth(String(value)) })}
            />
          </SettingsPanel>

          <SettingsPanel title={t.position}>
            <ChoiceGroup
              label={t.horizontalAlign}
              value={current.horizontal_align}
              disabled={busy}
              options={horizontalAligns.map((value) => ({ value, label: t.aligns[value] }))}
              onChange={(horizontal_align) => edit({ horizontal_align })}
            />
            <ChoiceGroup
              label={t.verticalAlign}
              value={current.vertical_align}
              disabled={busy}
              options={verticalAligns.map((value) => ({ value, label: t.aligns[value] }))}
              onChange={(vertical_align) => edit({ vertical_align })}
            />
            <div className="grid grid-cols-2 gap-4">
              <ClampedNumberField
                label={t.offsetX}
                suffix={pxSuffix}
                value={current.offset_x}
                read={readField.offset}
                disabled={busy}
                onCommit={(offset_x) => edit({ offset_x })}
              />
              <ClampedNumberField
                label={t.offsetY}
                suffix={pxSuffix}
                value={current.offset_y}
                read={readField.offset}
                disabled={busy}
                onCommit={(offset_y) => edit({ offset_y })}
              />
            </div>
            <Slider
              label={t.maxWidth}
              min={40}
              max={100}
              step={1}
              value={Math.round(current.max_width_ratio * 100)}
              valueText={percent.format(Math.round(current.max_width_ratio * 100) / 100)}
              disabled={busy}
              hint={t.maxWidthHint}
              onChange={(value) =>
                edit({ max_width_ratio: readField.maxWidthPercent(String(value)) })
              }
            />
            <Slider
              label={t.lineHeight}
              min={lineHeightRange.min}
              max={lineHeightRange.max}
              step={lineHeightRange.step}
              value={current.line_height}
              valueText={hundredths.format(current.line_height)}
              disabled={busy}
              onChange={(value) => edit({ line_height: readField.lineHeight(String(value)) })}
            />
            <Switch
              label={t.autoFit}
              checked={current.auto_fit}
              disabled={busy}
              onChange={(auto_fit) => edit({ auto_fit })}
            />
          </SettingsPanel>

          <SettingsPanel title={t.animation}>
            <SelectField
              label={t.animation}
              value={current.animation_style}
              disabled={busy}
              options={animationStyles.map((value) => ({ value, label: t.animations[value] }))}
              onChange={(animation_style) => edit({ animation_style })}
            />
            <p className="text-xs leading-relaxed text-slate-500">
              {fill(t.animationNote, {
                fade: seconds(fadeDurationSeconds),
                slide: seconds(slideDurationSeconds),
              })}
            </p>
            <details className="text-xs text-slate-500">
              <summary className="cursor-pointer">{t.aboutFonts}</summary>
              <p className="mt-2">{t.fontsNote}</p>
              <ul className="mt-1 space-y-1">
                {fontNames.map((name) => {
                  const credit = fontCredits.find(
                    (font) => font.openFont === bundledFonts[name].openFont,
                  );
                  return (
                    <li key={name}>
                      {fill(t.fontCredit, { name, openFont: t.openFonts[name] })}
                      {credit?.licenceUrl && (
                        <>
                          {" "}
                          (
                          <a
                            className="underline"
                            href={credit.licenceUrl}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {t.licence}
                          </a>
                          )
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            </details>
          </SettingsPanel>
        </>
      }
    />
  );
}

function TextArea({
  label,
  placeholder,
  value,
  disabled,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field min-h-20 resize-y"
        rows={3}
        value={value}
        maxLength={500}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
