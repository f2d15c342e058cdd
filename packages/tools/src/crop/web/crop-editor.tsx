import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react";
import ReactCrop, { type PercentCrop } from "react-image-crop";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import type { CropEditorText } from "../editor-text.ts";
import type { CropOptions } from "../shared/options.ts";
import "react-image-crop/dist/ReactCrop.css";
import {
  fitBoxToImage,
  type ImageSize,
  initialCropBox,
  largestCenteredBox,
  withField,
} from "../../shared/crop-box.ts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState, useWasKept } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel, Slider } from "../../shared/ui/controls.tsx";
import { EditorActions } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import { type CropBox, cropAspectPresets, cropDefaults } from "../shared/options.ts";

/** Height of the crop area (spec: tools §9); phones get at most 60% of the screen's height. */
const cropAreaHeightPx = 400;
const cropAreaHeightCss = `min(${cropAreaHeightPx}px, 60vh)`;
const cropAreaPaddingPx = 16;
/** Zoom range of the slider (spec: tools §5). */
const maxZoom = 4;

/** Bigger handles on touch screens (the library's default is 24 px) so a finger can grab them. */
const cropStyle = { "--rc-drag-handle-mobile-size": "32px" } as CSSProperties;

export default function CropEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<CropOptions>>) {
  const { own: t, ui, fill } = useEditorText<CropEditorText>();
  const fit = useFitUnder();
  const [image, setImage] = useState<ImageSize | null>(null);
  const [box, setBox] = useKeptState<CropBox>("box", {
    x: cropDefaults.x,
    y: cropDefaults.y,
    width: cropDefaults.width,
    height: cropDefaults.height,
  });
  const [presetLabel, setPresetLabel] = useKeptState<string>("aspectPreset", "Free");
  /** A box kept from before a reload (the same GIF chosen again) is not reset when it loads. */
  const boxWasKept = useWasKept("box");
  const [zoom, setZoom] = useState(1);
  const areaRef = useRef<HTMLElement>(null);
  const [areaSize, setAreaSize] = useState({ width: 0, height: 0 });
  const ratio = cropAspectPresets.find((preset) => preset.label === presetLabel)?.ratio ?? null;

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    // The content box (inside the padding) is what the picture must fit at zoom 1.
    const observer = new ResizeObserver(([entry]) =>
      setAreaSize({ width: entry?.contentRect.width ?? 0, height: entry?.contentRect.height ?? 0 }),
    );
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  // The picture fitted into the crop area at zoom 1 (small GIFs are enlarged up to 4×); zoom then
  // enlarges it inside the area, which scrolls.
  const baseScale =
    image && areaSize.width > 0
      ? Math.min(4, areaSize.width / image.width, areaSize.height / image.height)
      : 1;
  const displayWidth = image ? Math.max(1, Math.round(image.width * baseScale * zoom)) : undefined;
  const displayHeight = image
    ? Math.max(1, Math.round(image.height * baseScale * zoom))
    : undefined;

  // Zooming keeps the crop box's centre in the middle of the area (else zoom would run off to
  // the bottom-right corner and the box out of sight).
  const boxRef = useRef(box);
  boxRef.current = box;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the zoom changes only
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area || !image || !displayWidth || !displayHeight) return;
    const current = boxRef.current;
    const centreX = ((current.x + current.width / 2) / image.width) * displayWidth;
    const centreY = ((current.y + current.height / 2) / image.height) * displayHeight;
    area.scrollLeft = cropAreaPaddingPx + centreX - area.clientWidth / 2;
    area.scrollTop = cropAreaPaddingPx + centreY - area.clientHeight / 2;
  }, [zoom]);

  const percentCrop: PercentCrop | undefined = image
    ? {
        unit: "%",
        x: (box.x / image.width) * 100,
        y: (box.y / image.height) * 100,
        width: (box.width / image.width) * 100,
        height: (box.height / image.height) * 100,
      }
    : undefined;

  const choosePreset = (label: string) => {
    setPresetLabel(label);
    const preset = cropAspectPresets.find((candidate) => candidate.label === label);
    if (preset?.ratio && image) setBox(largestCenteredBox(preset.ratio, image));
  };

  const setField = (field: keyof CropBox) => (text: string) => {
    if (image) setBox((current) => withField(current, field, text, image, ratio));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0">
        <div className="card overflow-hidden">
          {/* Keyboard users reach it through the crop box inside (focusable, arrow keys). Dark
              in both themes, like a lightbox (light-palette: the dark theme mirrors slate). */}
          <section
            ref={areaRef}
            aria-label={t.area}
            className="light-palette overflow-auto overscroll-contain bg-slate-900"
            style={{ height: cropAreaHeightCss, padding: cropAreaPaddingPx }}
          >
            {/* w-max + m-auto: centred while smaller than the area, scrollable to every edge
                when zoomed past it (justify-center would push the left edge out of reach). */}
            <div className="flex min-h-full w-max min-w-full">
              <ReactCrop
                className="m-auto"
                style={{ ...cropStyle, maxWidth: "none" }}
                crop={percentCrop}
                aspect={ratio ?? undefined}
                keepSelection
                ruleOfThirds
                disabled={busy || !image}
                minWidth={Math.max(4, 10 * baseScale * zoom)}
                minHeight={Math.max(4, 10 * baseScale * zoom)}
                ariaLabels={ui.edC.cropHandles}
                onChange={(_pixels, percent) => {
                  if (!image) return;
                  setBox(
                    fitBoxToImage(
                      {
                        x: (percent.x / 100) * image.width,
                        y: (percent.y / 100) * image.height,
                        width: (percent.width / 100) * image.width,
                        height: (percent.height / 100) * image.height,
                      },
                      image,
                    ),
                  );
                }}
              >
                <img
                  src={source.previewUrl}
                  alt={fill(t.previewAlt, { name: source.displayName })}
                  className="block select-none [image-rendering:pixelated]"
                  // The library caps the picture at its container's width; zoom needs it free.
                  style={{
                    width: displayWidth,
                    height: displayHeight,
                    maxWidth: "none",
                    maxHeight: "none",
                  }}
                  onLoad={(event) => {
                    const loaded = {
                      width: event.currentTarget.naturalWidth,
                      height: event.currentTarget.naturalHeight,
                    };
                    setImage(loaded);
                    setBox((current) =>
                      boxWasKept &&
                      current.x + current.width <= loaded.width &&
                      current.y + current.height <= loaded.height
                        ? current
                        : initialCropBox(loaded),
                    );
                  }}
                />
              </ReactCrop>
            </div>
          </section>
          <div className="border-t border-slate-200 px-4 py-3">
            <Slider
              label={t.zoom}
              min={1}
              max={maxZoom}
              step={0.1}
              value={zoom}
              valueText={`${zoom.toFixed(1)}×`}
              disabled={busy}
              onChange={setZoom}
            />
          </div>
        </div>
      </div>
      <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <SettingsPanel title={t.settings}>
          <ChoiceGroup
            label={t.aspectRatio}
            value={presetLabel}
            options={cropAspectPresets.map((preset) => ({
              value: preset.label,
              label:
                preset.label === "Free"
                  ? t.free
                  : preset.label === "Golden"
                    ? t.golden
                    : preset.label,
            }))}
            disabled={busy || !image}
            onChange={choosePreset}
          />
          <div className="grid grid-cols-2 gap-4">
            <NumberField
              label="X"
              suffix="px"
              min={0}
              value={box.x}
              disabled={busy || !image}
              onChange={setField("x")}
            />
            <NumberField
              label="Y"
              suffix="px"
              min={0}
              value={box.y}
              disabled={busy || !image}
              onChange={setField("y")}
            />
            <NumberField
              label={t.width}
              suffix="px"
              min={10}
              value={box.width}
              disabled={busy || !image}
              onChange={setField("width")}
            />
            <NumberField
              label={t.height}
              suffix="px"
              min={10}
              value={box.height}
              disabled={busy || !image}
              onChange={setField("height")}
            />
          </div>
          {image && (
            <p className="text-sm text-slate-600">
              {fill(t.imageNote, { width: image.width, height: image.height })}
            </p>
          )}
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">{t.tip}</p>
        </SettingsPanel>
      </div>
      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
        <FitUnderSection fit={fit} disabled={busy} />
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={!image || fit.blocked}
          onAction={() =>
            start({
              x: String(box.x),
              y: String(box.y),
              width: String(box.width),
              height: String(box.height),
              aspect_ratio: ratio ? String(ratio) : "free",
              ...fit.fields,
            })
          }
          onReset={reset}
        />
      </div>
    </div>
  );
}
