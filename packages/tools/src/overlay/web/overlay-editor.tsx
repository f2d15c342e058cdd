import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { OverlayEditorText } from "../editor-text.ts";
import {
  type OverlayOptions,
  overlayExtensions,
  overlayFieldName,
  overlayHeightFor,
  overlayWidthRangePx,
} from "../shared/options.ts";
import {
  arrowKeyStep,
  keepOnPicture,
  type PlacementPreset,
  placementPresets,
  presetPosition,
  shiftStepPx,
} from "./placement.ts";

interface Size {
  width: number;
  height: number;
}

/** Preview height limit; small GIFs are shown larger (up to 4×) so the overlay can be placed. */
const previewMaxHeightPx = 360;
const previewMinWidthPx = 320;

/** The GIF's shown width: at least 320 px (at most 4× its own), never taller than 360 px. */
function previewWidthPx(natural: Size): number {
  const wanted = Math.min(Math.max(natural.width, previewMinWidthPx), natural.width * 4);
  return Math.round(Math.min(wanted, (previewMaxHeightPx * natural.width) / natural.height));
}

/**
 * The overlay editor: the GIF with the overlay picture drawn over it by the browser (an <img>
 * positioned over the GIF's <img>, scaled by CSS: no pixel work here). Drag the overlay, or focus
 * it and use the arrow keys (Shift: 10 px); presets put it in a corner or the center.
 */
export default function OverlayEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<OverlayOptions> | typeof overlayFieldName>) {
  const { own: t, fill, number } = useEditorText<OverlayEditorText>();
  const fit = useFitUnder();
  const overlayInputId = useId();
  const [overlayFile, setOverlayFile] = useState<File | null>(null);
  const [overlayUrl, setOverlayUrl] = useState<string | null>(null);
  const [overlayNatural, setOverlayNatural] = useState<Size | null>(null);
  const [gifNatural, setGifNatural] = useState<Size | null>(null);
  const [displayScale, setDisplayScale] = useState(1);
  const [position, setPosition] = useKeptState("position", { x: 10, y: 10 });
  const [widthPx, setWidthPx] = useKeptState<number | null>("widthPx", null);
  const [opacityPercent, setOpacityPercent] = useKeptState("opacityPercent", 100);
  const [preset, setPreset] = useKeptState<PlacementPreset | null>("preset", null);
  const [marginPx, setMarginPx] = useKeptState("marginPx", "10");
  const [startTime, setStartTime] = useKeptState("startTime", "0");
  const [endTime, setEndTime] = useKeptState("endTime", "");
  const gifImage = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  useEffect(() => {
    if (!overlayFile) return;
    const url = URL.createObjectURL(overlayFile);
    setOverlayUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [overlayFile]);

  // The preview's scale (shown pixels per GIF pixel) follows the layout's width.
  useEffect(() => {
    const image = gifImage.current;
    if (!image || !gifNatural) return;
    const measure = () => setDisplayScale(image.clientWidth / gifNatural.width || 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(image);
    return () => observer.disconnect();
  }, [gifNatural]);

  const drawnWidth = widthPx ?? overlayNatural?.width ?? 0;
  const drawnSize: Size | null = overlayNatural
    ? { width: drawnWidth, height: overlayHeightFor(drawnWidth, overlayNatural) }
    : null;
  const maxWidth = Math.min(
    overlayWidthRangePx.max,
    Math.max(gifNatural?.width ?? 0, overlayNatural?.width ?? 0, 1),
  );

  const moveTo = (next: { x: number; y: number }) => {
    if (!gifNatural || !drawnSize) return;
    setPosition(keepOnPicture(next, gifNatural, drawnSize));
    setPreset(null);
  };

  const applyPreset = (value: PlacementPreset, margin = Number(marginPx) || 0) => {
    setPreset(value);
    if (gifNatural && drawnSize)
      setPosition(presetPosition(value, gifNatural, drawnSize, Math.max(0, margin)));
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (busy) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, ...position };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    moveTo({
      x: start.x + (event.clientX - start.pointerX) / displayScale,
      y: start.y + (event.clientY - start.pointerY) / displayScale,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowKeyStep(event.key, event.shiftKey);
    if (!step || busy) return;
    event.preventDefault();
    moveTo({ x: position.x + step.dx, y: position.y + step.dy });
  };

  const onOverlayChosen = (file: File | undefined) => {
    setOverlayFile(file ?? null);
    setOverlayNatural(null);
    setWidthPx(null);
  };

  const onOverlayLoaded = (natural: Size) => {
    setOverlayNatural(natural);
    // A first width that fits: a quarter of the GIF's width, at most the picture's own.
    const fitted = gifNatural
      ? Math.max(1, Math.min(natural.width, Math.round(gifNatural.width / 4)))
      : natural.width;
    setWidthPx(fitted);
    if (gifNatural) {
      const size = { width: fitted, height: overlayHeightFor(fitted, natural) };
      setPreset("bottom-right");
      setPosition(presetPosition("bottom-right", gifNatural, size, Number(marginPx) || 0));
    }
  };

  const run = () => {
    if (!overlayFile) return;
    start({
      [overlayFieldName]: overlayFile,
      x: String(position.x),
      y: String(position.y),
      width: String(drawnWidth),
      opacity: String(opacityPercent / 100),
      start_time: startTime.trim() === "" ? "0" : startTime.trim(),
      end_time: endTime.trim(),
      ...fit.fields,
    });
  };

  return (
    <EditorLayout
      preview={
        <figure className="card overflow-hidden">
          <div className="flex items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
            <div className="relative inline-block max-w-full overflow-hidden" data-overlay-stage>
              <img
                ref={gifImage}
                src={source.previewUrl}
                alt={fill(t.previewAlt, { name: source.displayName })}
                className="block h-auto max-w-full"
                style={{ width: gifNatural ? previewWidthPx(gifNatural) : undefined }}
                onLoad={(event) =>
                  setGifNatural({
                    width: event.currentTarget.naturalWidth,
                    height: event.currentTarget.naturalHeight,
                  })
                }
              />
              {overlayUrl && drawnSize && (
                <button
                  type="button"
                  aria-label={fill(t.handle, {
                    x: number(position.x),
                    y: number(position.y),
                    step: number(shiftStepPx),
                  })}
                  data-overlay-handle
                  className="absolute cursor-move touch-none p-0 outline-2 outline-offset-1 outline-brand-600 focus-visible:outline"
                  style={{
                    left: position.x * displayScale,
                    top: position.y * displayScale,
                    width: drawnSize.width * displayScale,
                    height: drawnSize.height * displayScale,
                  }}
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={() => {
                    drag.current = null;
                  }}
                  onKeyDown={onKeyDown}
                >
                  <img
                    src={overlayUrl}
                    alt=""
                    draggable={false}
                    className="block size-full max-w-none"
                    style={{ opacity: opacityPercent / 100 }}
                  />
                </button>
              )}
            </div>
          </div>
          <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
            {source.displayName}
            {overlayFile && (
              <span data-overlay-position>
                {" · "}
                {fill(t.caption, { x: number(position.x), y: number(position.y) })}
              </span>
            )}
          </figcaption>
        </figure>
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={!overlayFile || !overlayNatural || fit.blocked}
          onAction={run}
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title={t.settings}>
          <div className="space-y-5">
            <div>
              <label htmlFor={overlayInputId} className="field-label">
                {t.image}
              </label>
              <input
                id={overlayInputId}
                type="file"
                className="field"
                accept={overlayExtensions.map((extension) => `.${extension}`).join(",")}
                disabled={busy}
                onChange={(event) => onOverlayChosen(event.target.files?.[0])}
              />
              {overlayUrl && !overlayNatural && (
                // Loads the picture once to learn its size (hidden; the preview shows it).
                <img
                  src={overlayUrl}
                  alt=""
                  className="hidden"
                  onLoad={(event) =>
                    onOverlayLoaded({
                      width: event.currentTarget.naturalWidth,
                      height: event.currentTarget.naturalHeight,
                    })
                  }
                />
              )}
            </div>
            <ChoiceGroup
              label={t.position}
              options={placementPresets.map((value) => ({ value, label: t.positions[value] }))}
              value={preset}
              onChange={(value) => applyPreset(value)}
              disabled={busy || !overlayNatural}
            />
            <NumberField
              label={t.margin}
              value={marginPx}
              min={0}
              suffix="px"
              disabled={busy}
              onChange={(text) => {
                setMarginPx(text);
                if (preset) applyPreset(preset, Number(text) || 0);
              }}
            />
            <Slider
              label={t.width}
              value={drawnWidth || 1}
              min={1}
              max={maxWidth}
              valueText={
                drawnSize ? `${number(drawnSize.width)} × ${number(drawnSize.height)} px` : "—"
              }
              disabled={busy || !overlayNatural}
              hint={t.widthHint}
              onChange={(value) => setWidthPx(value)}
            />
            <Slider
              label={t.opacity}
              value={opacityPercent}
              min={0}
              max={100}
              valueText={`${number(opacityPercent)}%`}
              disabled={busy}
              onChange={setOpacityPercent}
            />
            <div className="grid grid-cols-2 gap-3">
              <NumberField
                label={t.showFrom}
                value={startTime}
                min={0}
                step={0.01}
                suffix="s"
                disabled={busy}
                onChange={setStartTime}
              />
              <NumberField
                label={t.until}
                value={endTime}
                min={0}
                step={0.01}
                suffix="s"
                disabled={busy}
                hint={t.untilHint}
                onChange={setEndTime}
              />
            </div>
          </div>
        </SettingsPanel>
      }
    />
  );
}
