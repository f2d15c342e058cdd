import { useId, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import {
  ChoiceGroup,
  NumberFieldGrid,
  SelectField,
  SettingsPanel,
} from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { NumberedPicker } from "../../shared/ui/numbered-picker.tsx";
import {
  type FrameRange,
  storedVideoFields,
  VideoEditorFrame,
  videoTimeline,
} from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { AddTextToVideoEditorText } from "../editor-text.ts";
import {
  type AddTextToVideoOptions,
  defaultTextLayer,
  maxTextLayers,
  type TextLayerOptions,
} from "../shared/options.ts";

type Place = TextLayerOptions["vertical_align"];
type Animation = TextLayerOptions["animation_style"];
type NumberKey = "font_size" | "start_time" | "end_time";
interface LayerForm extends Record<NumberKey, string> {
  text: string;
  color: string;
  vertical_align: Place;
  animation_style: Animation;
}

/** A new layer, saying `text` (the page language's "Your text"). */
const newLayer = (text: string): LayerForm => ({
  text,
  color: defaultTextLayer.color,
  vertical_align: "bottom",
  animation_style: "none",
  font_size: String(defaultTextLayer.font_size),
  start_time: "0",
  end_time: "",
});

const numberOf = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN);
/** A time for a field: milliseconds at most, no trailing zeros. */
const secondsField = (seconds: number) => String(Number(seconds.toFixed(3)));

/**
 * Add Text to Video's editor: the layers (text, place, size, color, seconds, animation), the
 * format. The text is drawn by the server with Add Text's layout and bundled fonts; the preview
 * is the video itself, with the player's time shown to pick the seconds.
 */
export default function AddTextToVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<AddTextToVideoOptions>>) {
  const { own: t, ui, fill, number } = useEditorText<AddTextToVideoEditorText>();
  const [layers, setLayers] = useKeptState<LayerForm[]>("add-text-to-video-layers", () => [
    newLayer(t.newText),
  ]);
  const video = useVideoSource(source);
  const [selected, setSelected] = useState(0);
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const textId = useId();
  const colorId = useId();
  const current = layers[selected];
  const update = (change: Partial<LayerForm>) =>
    setLayers(layers.map((layer, index) => (index === selected ? { ...layer, ...change } : layer)));

  const invalid = layers.findIndex(
    (layer) =>
      layer.text.trim() === "" ||
      Number.isNaN(numberOf(layer.font_size)) ||
      Number.isNaN(numberOf(layer.start_time)) ||
      (layer.end_time.trim() !== "" && Number.isNaN(numberOf(layer.end_time))),
  );
  const problem =
    layers.length === 0
      ? t.noLayer
      : invalid >= 0
        ? fill(t.notNumbers, { number: number(invalid + 1) })
        : null;

  // The selected layer's From and Until are the timeline's range: dragging a handle (or I and O
  // in the player) times the layer; a blank Until is the clip's end.
  const durationSeconds =
    video.status === "ready" ? videoTimeline(video.video).durationSeconds : null;
  const layerRange: FrameRange | undefined =
    current && durationSeconds
      ? {
          startSeconds: Math.min(numberOf(current.start_time) || 0, durationSeconds),
          endSeconds:
            current.end_time.trim() === "" || Number.isNaN(numberOf(current.end_time))
              ? durationSeconds
              : Math.min(numberOf(current.end_time), durationSeconds),
        }
      : undefined;
  const setLayerRange = (range: FrameRange) =>
    update({
      start_time: secondsField(range.startSeconds),
      end_time:
        durationSeconds !== null && range.endSeconds >= durationSeconds - 0.0005
          ? ""
          : secondsField(range.endSeconds),
    });

  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={fill(ui.preview.alt, { name: source.displayName })}
          range={layerRange}
          onRangeChange={setLayerRange}
          rangeLabel={fill(t.layer, { number: number(selected + 1) })}
          disabled={busy}
          caption={fill(t.caption, { number: number(selected + 1) })}
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
                layers: JSON.stringify(
                  layers.map((layer) => ({
                    text: layer.text,
                    color: layer.color,
                    vertical_align: layer.vertical_align,
                    animation_style: layer.animation_style,
                    font_size: numberOf(layer.font_size),
                    start_time: numberOf(layer.start_time),
                    end_time: layer.end_time.trim() === "" ? null : numberOf(layer.end_time),
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
            count={layers.length}
            selected={selected}
            onSelect={setSelected}
            itemLabel={(place) => fill(t.layer, { number: number(place) })}
            addLabel={t.addLayer}
            onAdd={() => {
              setLayers([...layers, newLayer(t.newText)]);
              setSelected(layers.length);
            }}
            disabled={busy}
            addDisabled={layers.length >= maxTextLayers}
          />
          {current && (
            <>
              <div>
                <label htmlFor={textId} className="field-label">
                  {t.text}
                </label>
                <textarea
                  id={textId}
                  className="field min-h-20 resize-y"
                  rows={2}
                  value={current.text}
                  disabled={busy}
                  onChange={(event) => update({ text: event.target.value })}
                />
              </div>
              <ChoiceGroup<Place>
                label={t.place}
                value={current.vertical_align}
                disabled={busy}
                options={[
                  { value: "top", label: t.places.top },
                  { value: "middle", label: t.places.middle },
                  { value: "bottom", label: t.places.bottom },
                ]}
                onChange={(vertical_align) => update({ vertical_align })}
              />
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={colorId} className="text-sm font-medium text-slate-800">
                  {t.color}
                </label>
                <input
                  id={colorId}
                  type="color"
                  value={current.color}
                  disabled={busy}
                  onChange={(event) => update({ color: event.target.value })}
                />
              </div>
              <NumberFieldGrid<NumberKey>
                fields={[
                  { name: "font_size", label: t.size, min: 8, max: 150, suffix: "px" },
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
              <SelectField<Animation>
                label={t.animation}
                value={current.animation_style}
                disabled={busy}
                options={[
                  { value: "none", label: t.animations.none },
                  { value: "fade", label: t.animations.fade },
                  { value: "slide_up", label: t.animations.slideUp },
                ]}
                onChange={(animation_style) => update({ animation_style })}
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => {
                  setLayers(layers.filter((_, index) => index !== selected));
                  setSelected(Math.max(0, selected - 1));
                }}
              >
                {fill(t.removeLayer, { number: number(selected + 1) })}
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
