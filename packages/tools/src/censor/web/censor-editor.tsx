import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { centeredRegion, type PictureSize, shiftStepPx } from "../../shared/region-edit.ts";
import { CensorStage, type EditorRegion } from "../../shared/ui/censor-stage.tsx";
import { ChoiceGroup, NumberField, SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { CensorEditorText } from "../editor-text.ts";
import {
  type CensorOptions,
  type CensorStyle,
  defaultRegion,
  maxCensorRegions,
  strengthRangePx,
} from "../shared/options.ts";
import { clipToPicture, framesInTimeRange, type Rectangle } from "../shared/regions.ts";
import { frameAtTime } from "../shared/timeline.ts";
import { type FrameSource, openFrameSource } from "./browser-frames.tsx";
import { RegionTiming } from "./region-timing.tsx";

/** The preview is never taller than this (phones: 60% of the screen). */
const previewMaxHeightPx = 420;

const censorStyles: readonly CensorStyle[] = ["blur", "pixelate", "box"];

export default function CensorEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<CensorOptions>>) {
  const { own: t, fill, plural, number } = useEditorText<CensorEditorText>();
  const styleOptions = censorStyles.map((value) => ({ value, label: t.styles[value] }));
  const fit = useFitUnder();
  const instructionsId = useId();
  const [picture, setPicture] = useState<PictureSize | null>(null);
  const [frames, setFrames] = useState<FrameSource | null>(null);
  const [regions, setRegions] = useKeptState<EditorRegion[]>("regions", []);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<number | null>(null);
  const [playheadSeconds, setPlayheadSeconds] = useState(0);
  const [renderVersion, setRenderVersion] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const nextId = useRef(1);
  // Regions kept from before a reload bring their ids: new ones are numbered after them.
  nextId.current = Math.max(nextId.current, ...regions.map((region) => region.id + 1));
  const canvasRef = useRef<HTMLCanvasElement>(null);

  // The input's bytes: the chosen file, or the link / earlier result fetched (when the other
  // server allows it; otherwise the plain animated preview is shown).
  useEffect(() => {
    let cancelled = false;
    let opened: FrameSource | null = null;
    (async () => {
      try {
        const file = source.files[0];
        const bytes = file
          ? await file.arrayBuffer()
          : await (await fetch(source.previewUrl)).arrayBuffer();
        opened = await openFrameSource(bytes);
      } catch {
        opened = null;
      }
      if (cancelled) {
        opened?.close();
        return;
      }
      setFrames(opened);
      if (opened) setPicture({ width: opened.width, height: opened.height });
    })();
    return () => {
      cancelled = true;
      opened?.close();
    };
  }, [source]);

  const delays = frames?.delaysCentiseconds ?? null;
  const durationSeconds = delays ? delays.reduce((sum, delay) => sum + delay, 0) / 100 : null;
  const frameIndex = delays ? frameAtTime(delays, playheadSeconds) : 0;

  // Draws the frame at the playhead on the preview canvas.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!frames || !canvas) return;
    let cancelled = false;
    frames.draw(frameIndex, canvas).then((drawn) => {
      if (drawn && !cancelled) setRenderVersion((version) => version + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [frames, frameIndex]);

  const activeIds = useMemo(() => {
    const active = new Set<number>();
    for (const region of regions) {
      const range = delays
        ? framesInTimeRange(delays, region.start_time, region.end_time)
        : { firstFrame: 0, lastFrame: 0 };
      if (range && frameIndex >= range.firstFrame && frameIndex <= range.lastFrame)
        active.add(region.id);
    }
    return active;
  }, [regions, delays, frameIndex]);

  const selectedIndex = regions.findIndex((region) => region.id === selectedId);
  const selected = selectedIndex >= 0 ? regions[selectedIndex] : undefined;
  const canAdd = regions.length < maxCensorRegions;

  const addRegion = (rectangle: Rectangle, focus: boolean) => {
    if (!canAdd) return;
    const id = nextId.current++;
    // A new region takes the look of the selected one, so several boxes are quick to draw.
    const look = selected ?? defaultRegion;
    setRegions((list) => [
      ...list,
      {
        ...defaultRegion,
        style: look.style,
        strength: look.strength,
        color: look.color,
        ...rectangle,
        id,
      },
    ]);
    setSelectedId(id);
    setMessage(null);
    if (focus) setFocusRequest(id);
  };
  const updateRegion = (id: number, changes: Partial<EditorRegion>) =>
    setRegions((list) =>
      list.map((region) => (region.id === id ? { ...region, ...changes } : region)),
    );
  const removeRegion = (id: number) => {
    const index = regions.findIndex((region) => region.id === id);
    const rest = regions.filter((region) => region.id !== id);
    setRegions(rest);
    const next = rest[Math.min(index, rest.length - 1)];
    setSelectedId(next?.id ?? null);
    setFocusRequest(next?.id ?? null);
  };

  const run = () => {
    if (regions.length === 0) {
      setMessage(t.noRegionToRun);
      return;
    }
    setMessage(null);
    start({
      regions: JSON.stringify(regions.map(({ id: _id, ...region }) => region)),
      ...fit.fields,
    });
  };

  const setWhole = (field: "x" | "y" | "width" | "height", text: string) => {
    if (!selected || !picture) return;
    const value = Math.round(Number(text));
    if (!Number.isFinite(value)) return;
    const next = { ...selected, [field]: value };
    const clipped = clipToPicture(
      {
        x: Math.max(0, next.x),
        y: Math.max(0, next.y),
        width: Math.max(1, next.width),
        height: Math.max(1, next.height),
      },
      picture,
    );
    if (clipped) updateRegion(selected.id, clipped);
  };

  const aspect = picture ? `${picture.width} / ${picture.height}` : undefined;
  const stageWidth = picture
    ? `min(100%, ${Math.round((previewMaxHeightPx * picture.width) / picture.height)}px, ${Math.round((60 * picture.width) / picture.height)}vh)`
    : undefined;

  return (
    <EditorLayout
      preview={
        <figure className="card overflow-hidden">
          <div className="flex items-center justify-center bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
            <div className="relative" style={{ width: stageWidth, aspectRatio: aspect }}>
              {frames ? (
                <canvas
                  ref={canvasRef}
                  width={frames.width}
                  height={frames.height}
                  role="img"
                  aria-label={fill(t.frameAlt, {
                    frame: number(frameIndex + 1),
                    name: source.displayName,
                  })}
                  className="block h-full w-full"
                />
              ) : (
                <img
                  src={source.previewUrl}
                  alt={fill(t.previewAlt, { name: source.displayName })}
                  className="block h-full w-full"
                  onLoad={(event) => {
                    if (!picture)
                      setPicture({
                        width: event.currentTarget.naturalWidth,
                        height: event.currentTarget.naturalHeight,
                      });
                  }}
                />
              )}
              {picture && (
                <CensorStage
                  picture={picture}
                  frameCanvas={frames ? canvasRef.current : null}
                  regions={regions}
                  activeIds={activeIds}
                  selectedId={selectedId}
                  disabled={busy}
                  canAdd={canAdd}
                  instructionsId={instructionsId}
                  onSelect={setSelectedId}
                  onAdd={(rectangle) => addRegion(rectangle, false)}
                  onChange={(id, rectangle) => updateRegion(id, rectangle)}
                  onRemove={removeRegion}
                  focusRequest={focusRequest}
                  renderVersion={renderVersion}
                />
              )}
            </div>
          </div>
          <figcaption className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
            {durationSeconds !== null && durationSeconds > 0 && (
              <Slider
                label={t.previewAt}
                value={playheadSeconds}
                min={0}
                max={durationSeconds}
                step={0.01}
                valueText={fill(t.previewAtValue, {
                  seconds: number(Number(playheadSeconds.toFixed(2))),
                  frame: number(frameIndex + 1),
                  frames: number(delays?.length ?? 1),
                })}
                onChange={setPlayheadSeconds}
              />
            )}
            <p id={instructionsId}>{fill(t.instructions, { step: number(shiftStepPx) })}</p>
          </figcaption>
        </figure>
      }
      actions={
        <div className="space-y-3">
          {message && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {message}
            </p>
          )}
          <EditorActions
            actionLabel={t.action}
            busyLabel={t.busy}
            busy={busy}
            disabled={fit.blocked}
            onAction={run}
            onReset={reset}
          />
        </div>
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title={t.settings}>
          <div className="space-y-2">
            <p className="text-sm text-slate-700" aria-live="polite">
              {regions.length === 0
                ? t.noRegion
                : plural(t.regionCount, regions.length, { max: number(maxCensorRegions) })}
            </p>
            {regions.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {regions.map((region, index) => (
                  <button
                    key={region.id}
                    type="button"
                    aria-pressed={region.id === selectedId}
                    disabled={busy}
                    onClick={() => {
                      setSelectedId(region.id);
                      setFocusRequest(region.id);
                    }}
                    className={`rounded-lg border px-2.5 py-1 text-sm font-medium ${
                      region.id === selectedId
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-800 hover:border-brand-400"
                    }`}
                  >
                    {number(index + 1)}: {t.styles[region.style]}
                  </button>
                ))}
              </div>
            )}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || !canAdd || !picture}
              onClick={() => picture && addRegion(centeredRegion(picture), true)}
            >
              {t.addRegion}
            </button>
            {!canAdd && (
              <p className="text-xs text-slate-600">
                {fill(t.atMost, { max: number(maxCensorRegions) })}
              </p>
            )}
          </div>
          {selected && (
            <div className="space-y-5 border-t border-slate-200 pt-4">
              <h3 className="text-sm font-semibold text-slate-900">
                {fill(t.region, { number: number(selectedIndex + 1) })}
              </h3>
              <ChoiceGroup
                label={t.style}
                options={styleOptions}
                value={selected.style}
                disabled={busy}
                onChange={(style) => updateRegion(selected.id, { style })}
              />
              {selected.style !== "box" && (
                <Slider
                  label={selected.style === "blur" ? t.blurRadius : t.blockSize}
                  value={selected.strength}
                  min={strengthRangePx.min}
                  max={strengthRangePx.max}
                  valueText={`${number(selected.strength)} px`}
                  disabled={busy}
                  onChange={(strength) => updateRegion(selected.id, { strength })}
                />
              )}
              <ColorField
                label={selected.style === "box" ? t.boxColor : t.behindTransparent}
                value={selected.color}
                disabled={busy}
                onChange={(color) => updateRegion(selected.id, { color })}
              />
              <div className="grid grid-cols-2 gap-3">
                <NumberField
                  label="X"
                  suffix="px"
                  value={selected.x}
                  min={0}
                  disabled={busy}
                  onChange={(text) => setWhole("x", text)}
                />
                <NumberField
                  label="Y"
                  suffix="px"
                  value={selected.y}
                  min={0}
                  disabled={busy}
                  onChange={(text) => setWhole("y", text)}
                />
                <NumberField
                  label={t.width}
                  suffix="px"
                  value={selected.width}
                  min={1}
                  disabled={busy}
                  onChange={(text) => setWhole("width", text)}
                />
                <NumberField
                  label={t.height}
                  suffix="px"
                  value={selected.height}
                  min={1}
                  disabled={busy}
                  onChange={(text) => setWhole("height", text)}
                />
              </div>
              <RegionTiming
                times={{ start_time: selected.start_time, end_time: selected.end_time }}
                durationSeconds={durationSeconds}
                disabled={busy}
                onChange={(times) => updateRegion(selected.id, times)}
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => removeRegion(selected.id)}
              >
                {fill(t.removeRegion, { number: number(selectedIndex + 1) })}
              </button>
            </div>
          )}
        </SettingsPanel>
      }
    />
  );
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
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="color"
        className="h-9 w-14 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
