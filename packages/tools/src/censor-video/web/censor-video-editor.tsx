import { type PointerEvent, useRef, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberFieldGrid, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import {
  type CensorRegion,
  type CensorVideoOptions,
  maxCensorRegions,
  newVideoRegion,
} from "../shared/options.ts";

type Style = CensorRegion["style"];
type NumberKey = "x" | "y" | "width" | "height" | "strength" | "start_time" | "end_time";
type RegionForm = Record<NumberKey, string> & { style: Style; color: string };

const formOf = (region: CensorRegion): RegionForm => ({
  x: String(region.x),
  y: String(region.y),
  width: String(region.width),
  height: String(region.height),
  strength: String(region.strength),
  start_time: String(region.start_time),
  end_time: region.end_time === null ? "" : String(region.end_time),
  style: region.style,
  color: region.color,
});

const number = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * Censor Video's editor: the video with every region drawn over it (drag the chosen one to move
 * it), each region's box, style, strength and seconds, the format. The server checks the
 * regions again (Censor's own messages).
 */
export default function CensorVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<CensorVideoOptions>>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [regions, setRegions] = useKeptState<RegionForm[]>("censor-video-regions", []);
  const [selected, setSelected] = useState(0);
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);
  const current = regions[selected];

  const update = (change: Partial<RegionForm>) =>
    setRegions(
      regions.map((region, index) => (index === selected ? { ...region, ...change } : region)),
    );

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const origin = drag.current;
    const element = frame.current;
    if (!origin || !element || !size || !current) return;
    const scale = size.width / element.clientWidth;
    update({
      x: String(Math.max(0, Math.round(origin.x + (event.clientX - origin.pointerX) * scale))),
      y: String(Math.max(0, Math.round(origin.y + (event.clientY - origin.pointerY) * scale))),
    });
  };

  const invalid = regions.findIndex(
    (region) =>
      (["x", "y", "width", "height", "strength", "start_time"] as const).some((key) =>
        Number.isNaN(number(region[key])),
      ) ||
      (region.end_time.trim() !== "" && Number.isNaN(number(region.end_time))),
  );
  const problem =
    regions.length === 0
      ? "Add a region to hide."
      : invalid >= 0
        ? `Region ${invalid + 1}: give its box, strength and times as numbers.`
        : null;

  return (
    <EditorLayout
      preview={
        <figure className="card overflow-hidden">
          <div className="flex min-h-40 items-center justify-center bg-slate-900 p-2">
            <div ref={frame} className="relative max-w-full">
              {/* biome-ignore lint/a11y/useMediaCaption: the person's own video; it has no captions to offer. */}
              <video
                src={source.previewUrl}
                controls
                playsInline
                preload="metadata"
                aria-label={`Preview of ${source.displayName}`}
                className="block h-auto max-h-80 max-w-full"
                onLoadedMetadata={(event) =>
                  setSize({
                    width: event.currentTarget.videoWidth,
                    height: event.currentTarget.videoHeight,
                  })
                }
              />
              {size &&
                regions.map((region, index) => {
                  const [x, y, width, height] = [
                    region.x,
                    region.y,
                    region.width,
                    region.height,
                  ].map(number);
                  if ([x, y, width, height].some((value) => Number.isNaN(value))) return null;
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: regions are numbered by place; the list is the order.
                      key={index}
                      data-testid="censor-region"
                      role="presentation"
                      className={`absolute touch-none border-2 ${index === selected ? "cursor-move border-amber-400" : "border-white/70"} bg-white/20`}
                      style={{
                        left: `${((x as number) / size.width) * 100}%`,
                        top: `${((y as number) / size.height) * 100}%`,
                        width: `${(Math.min(width as number, size.width - (x as number)) / size.width) * 100}%`,
                        height: `${(Math.min(height as number, size.height - (y as number)) / size.height) * 100}%`,
                      }}
                      onPointerDown={(event) => {
                        if (busy) return;
                        setSelected(index);
                        event.currentTarget.setPointerCapture(event.pointerId);
                        drag.current = {
                          pointerX: event.clientX,
                          pointerY: event.clientY,
                          x: x as number,
                          y: y as number,
                        };
                      }}
                      onPointerMove={onPointerMove}
                      onPointerUp={() => {
                        drag.current = null;
                      }}
                    />
                  );
                })}
            </div>
          </div>
          <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
            {size
              ? `The video is ${size.width} × ${size.height} px. Drag a region to move it.`
              : "Loading the video..."}
          </figcaption>
        </figure>
      }
      actions={
        <EditorActions
          actionLabel="Censor Video"
          busyLabel="Censoring..."
          busy={busy}
          disabled={problem !== null}
          onAction={() =>
            start({
              regions: JSON.stringify(
                regions.map((region) => ({
                  x: number(region.x),
                  y: number(region.y),
                  width: number(region.width),
                  height: number(region.height),
                  style: region.style,
                  strength: number(region.strength),
                  color: region.color,
                  start_time: number(region.start_time),
                  end_time: region.end_time.trim() === "" ? null : number(region.end_time),
                })),
              ),
              format,
            })
          }
          onReset={reset}
          resetLabel="Upload Different Video"
        />
      }
      settings={
        <SettingsPanel title="Regions">
          <div className="flex flex-wrap gap-2">
            {regions.map((_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: regions are numbered by place.
                key={index}
                type="button"
                className={`btn ${index === selected ? "btn-primary" : "btn-secondary"}`}
                aria-pressed={index === selected}
                disabled={busy}
                onClick={() => setSelected(index)}
              >
                Region {index + 1}
              </button>
            ))}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || !size || regions.length >= maxCensorRegions}
              onClick={() => {
                if (!size) return;
                setRegions([...regions, formOf(newVideoRegion(size))]);
                setSelected(regions.length);
              }}
            >
              Add a region
            </button>
          </div>
          {current && (
            <>
              <ChoiceGroup<Style>
                label="Hide it by"
                value={current.style}
                disabled={busy}
                options={[
                  { value: "blur", label: "Blur" },
                  { value: "pixelate", label: "Pixelate" },
                  { value: "box", label: "Box" },
                ]}
                onChange={(style) => update({ style })}
              />
              <NumberFieldGrid<NumberKey>
                fields={[
                  { name: "x", label: "Left (x)", min: 0, suffix: "px" },
                  { name: "y", label: "Top (y)", min: 0, suffix: "px" },
                  { name: "width", label: "Width", min: 1, suffix: "px" },
                  { name: "height", label: "Height", min: 1, suffix: "px" },
                  current.style !== "box" && {
                    name: "strength",
                    label: current.style === "blur" ? "Blur radius" : "Block size",
                    min: 2,
                    max: 100,
                    suffix: "px",
                  },
                  { name: "start_time", label: "From", min: 0, step: 0.1, suffix: "s" },
                  {
                    name: "end_time",
                    label: "Until",
                    min: 0,
                    step: 0.1,
                    suffix: "s",
                    hint: "Blank: to the end.",
                  },
                ]}
                form={current}
                busy={busy}
                update={update}
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => {
                  setRegions(regions.filter((_, index) => index !== selected));
                  setSelected(Math.max(0, selected - 1));
                }}
              >
                Remove region {selected + 1}
              </button>
            </>
          )}
          {problem && (
            <p className="text-sm text-red-700" role="alert">
              {problem}
            </p>
          )}
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
