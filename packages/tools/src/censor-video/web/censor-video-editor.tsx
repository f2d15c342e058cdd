import { useId, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { type Rectangle, shiftStepPx } from "../../shared/region-edit.ts";
import { CensorStage, type EditorRegion } from "../../shared/ui/censor-stage.tsx";
import { ChoiceGroup, NumberFieldGrid, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { NumberedPicker } from "../../shared/ui/numbered-picker.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { CensorVideoEditorText } from "../editor-text.ts";
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

const numberOf = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * Blur Video's editor (the censor-video tool): the video in the editor frame with every region drawn over the picture
 * by Censor's own stage (draw, move and resize with mouse, touch or keys), each region's box,
 * style, strength and seconds, the format. The server checks the
 * regions again (Censor's own messages).
 */
export default function CensorVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<CensorVideoOptions>>) {
  const { own: t, ui, fill, number } = useEditorText<CensorVideoEditorText>();
  const video = useVideoSource(source);
  const size = video.status === "ready" ? video.video : null;
  const instructionsId = useId();
  const [regions, setRegions] = useKeptState<RegionForm[]>("censor-video-regions", []);
  const [selected, setSelected] = useState(0);
  const [focusRequest, setFocusRequest] = useState<number | null>(null);
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const current = regions[selected];

  const update = (change: Partial<RegionForm>) =>
    setRegions(
      regions.map((region, index) => (index === selected ? { ...region, ...change } : region)),
    );
  const boxFields = (rectangle: Rectangle) => ({
    x: String(rectangle.x),
    y: String(rectangle.y),
    width: String(rectangle.width),
    height: String(rectangle.height),
  });
  const addRegion = (rectangle: Rectangle | null, focus: boolean) => {
    if (!size || regions.length >= maxCensorRegions) return;
    const region = formOf(newVideoRegion(size));
    setRegions([...regions, rectangle ? { ...region, ...boxFields(rectangle) } : region]);
    setSelected(regions.length);
    if (focus) setFocusRequest(regions.length);
  };
  const removeRegion = (index: number) => {
    setRegions(regions.filter((_, other) => other !== index));
    setSelected(Math.max(0, index - 1));
  };
  // The stage draws the regions whose numbers parse; a region's id is its place in the list.
  const stageRegions: EditorRegion[] = regions.flatMap((region, index) => {
    const values = {
      x: numberOf(region.x),
      y: numberOf(region.y),
      width: numberOf(region.width),
      height: numberOf(region.height),
      strength: numberOf(region.strength),
    };
    if (Object.values(values).some((value) => Number.isNaN(value))) return [];
    return [
      {
        ...values,
        id: index,
        style: region.style,
        color: region.color,
        start_time: 0,
        end_time: null,
      },
    ];
  });

  const invalid = regions.findIndex(
    (region) =>
      (["x", "y", "width", "height", "strength", "start_time"] as const).some((key) =>
        Number.isNaN(numberOf(region[key])),
      ) ||
      (region.end_time.trim() !== "" && Number.isNaN(numberOf(region.end_time))),
  );
  const problem =
    regions.length === 0
      ? t.noRegion
      : invalid >= 0
        ? fill(t.notNumbers, { number: number(invalid + 1) })
        : null;

  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={fill(ui.preview.alt, { name: source.displayName })}
          overlay={
            size && (
              <CensorStage
                picture={size}
                frameCanvas={null}
                regions={stageRegions}
                activeIds={new Set(stageRegions.map((region) => region.id))}
                selectedId={current ? selected : null}
                disabled={busy}
                canAdd={regions.length < maxCensorRegions}
                instructionsId={instructionsId}
                onSelect={(id) => id !== null && setSelected(id)}
                onAdd={(rectangle) => addRegion(rectangle, false)}
                onChange={(id, rectangle) => {
                  setSelected(id);
                  setRegions(
                    regions.map((region, index) =>
                      index === id ? { ...region, ...boxFields(rectangle) } : region,
                    ),
                  );
                }}
                onRemove={removeRegion}
                focusRequest={focusRequest}
                renderVersion={0}
              />
            )
          }
          caption={
            <p id={instructionsId}>
              {size
                ? fill(t.videoSize, { width: number(size.width), height: number(size.height) })
                : ""}
              {fill(t.instructions, { step: number(shiftStepPx) })}
            </p>
          }
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={problem !== null}
          onAction={() => {
            const stored = storedVideoFields(video);
            start(
              {
                ...stored.fields,
                regions: JSON.stringify(
                  regions.map((region) => ({
                    x: numberOf(region.x),
                    y: numberOf(region.y),
                    width: numberOf(region.width),
                    height: numberOf(region.height),
                    style: region.style,
                    strength: numberOf(region.strength),
                    color: region.color,
                    start_time: numberOf(region.start_time),
                    end_time: region.end_time.trim() === "" ? null : numberOf(region.end_time),
                  })),
                ),
                format,
              },
              stored.options,
            );
          }}
          onReset={reset}
          resetLabel={ui.videoParts.uploadDifferentVideo}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <NumberedPicker
            count={regions.length}
            selected={selected}
            onSelect={setSelected}
            itemLabel={(place) => fill(t.region, { number: number(place) })}
            addLabel={t.addRegion}
            onAdd={() => addRegion(null, true)}
            disabled={busy}
            addDisabled={!size || regions.length >= maxCensorRegions}
          />
          {current && (
            <>
              <ChoiceGroup<Style>
                label={t.hideBy}
                value={current.style}
                disabled={busy}
                options={[
                  { value: "blur", label: t.styles.blur },
                  { value: "pixelate", label: t.styles.pixelate },
                  { value: "box", label: t.styles.box },
                ]}
                onChange={(style) => update({ style })}
              />
              <NumberFieldGrid<NumberKey>
                fields={[
                  { name: "x", label: t.left, min: 0, suffix: "px" },
                  { name: "y", label: t.top, min: 0, suffix: "px" },
                  { name: "width", label: t.width, min: 1, suffix: "px" },
                  { name: "height", label: t.height, min: 1, suffix: "px" },
                  current.style !== "box" && {
                    name: "strength",
                    label: current.style === "blur" ? t.blurRadius : t.blockSize,
                    min: 2,
                    max: 100,
                    suffix: "px",
                  },
                  { name: "start_time", label: t.from, min: 0, step: 0.1, suffix: "s" },
                  {
                    name: "end_time",
                    label: t.until,
                    min: 0,
                    step: 0.1,
                    suffix: "s",
                    hint: t.untilHint,
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
                onClick={() => removeRegion(selected)}
              >
                {fill(t.removeRegion, { number: number(selected + 1) })}
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
