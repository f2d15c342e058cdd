import { useId, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import {
  ChoiceGroup,
  NumberFieldGrid,
  SelectField,
  SettingsPanel,
} from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import {
  type FrameRange,
  storedVideoFields,
  VideoEditorFrame,
  videoTimeline,
} from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
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

const newLayer = (): LayerForm => ({
  text: "Your text",
  color: defaultTextLayer.color,
  vertical_align: "bottom",
  animation_style: "none",
  font_size: String(defaultTextLayer.font_size),
  start_time: "0",
  end_time: "",
});

const number = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN);
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
  const [layers, setLayers] = useKeptState<LayerForm[]>("add-text-to-video-layers", () => [
    newLayer(),
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
      Number.isNaN(number(layer.font_size)) ||
      Number.isNaN(number(layer.start_time)) ||
      (layer.end_time.trim() !== "" && Number.isNaN(number(layer.end_time))),
  );
  const problem =
    layers.length === 0
      ? "Add a text layer."
      : invalid >= 0
        ? `Layer ${invalid + 1}: give it some text, a size and its times as numbers.`
        : null;

  // The selected layer's From and Until are the timeline's range: dragging a handle (or I and O
  // in the player) times the layer; a blank Until is the clip's end.
  const durationSeconds =
    video.status === "ready" ? videoTimeline(video.video).durationSeconds : null;
  const layerRange: FrameRange | undefined =
    current && durationSeconds
      ? {
          startSeconds: Math.min(number(current.start_time) || 0, durationSeconds),
          endSeconds:
            current.end_time.trim() === "" || Number.isNaN(number(current.end_time))
              ? durationSeconds
              : Math.min(number(current.end_time), durationSeconds),
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
          label={`Preview of ${source.displayName}`}
          range={layerRange}
          onRangeChange={setLayerRange}
          rangeLabel={`Layer ${selected + 1}`}
          disabled={busy}
          caption={`The handles are layer ${selected + 1}'s From and Until. The text is drawn when you click Add Text.`}
        />
      }
      actions={
        <EditorActions
          actionLabel="Add Text"
          busyLabel="Adding text..."
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
                    font_size: number(layer.font_size),
                    start_time: number(layer.start_time),
                    end_time: layer.end_time.trim() === "" ? null : number(layer.end_time),
                  })),
                ),
                format,
              },
              stored.options,
            );
          }}
          onReset={reset}
          resetLabel="Upload Different Video"
        />
      }
      settings={
        <SettingsPanel title="Text layers">
          <div className="flex flex-wrap gap-2">
            {layers.map((_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: layers are numbered by place.
                key={index}
                type="button"
                className={`btn ${index === selected ? "btn-primary" : "btn-secondary"}`}
                aria-pressed={index === selected}
                disabled={busy}
                onClick={() => setSelected(index)}
              >
                Layer {index + 1}
              </button>
            ))}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || layers.length >= maxTextLayers}
              onClick={() => {
                setLayers([...layers, newLayer()]);
                setSelected(layers.length);
              }}
            >
              Add a layer
            </button>
          </div>
          {current && (
            <>
              <div>
                <label htmlFor={textId} className="field-label">
                  Text
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
                label="Place"
                value={current.vertical_align}
                disabled={busy}
                options={[
                  { value: "top", label: "Top" },
                  { value: "middle", label: "Middle" },
                  { value: "bottom", label: "Bottom" },
                ]}
                onChange={(vertical_align) => update({ vertical_align })}
              />
              <div className="flex items-center justify-between gap-4">
                <label htmlFor={colorId} className="text-sm font-medium text-slate-800">
                  Color
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
                  { name: "font_size", label: "Size", min: 8, max: 150, suffix: "px" },
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
              <SelectField<Animation>
                label="Animation"
                value={current.animation_style}
                disabled={busy}
                options={[
                  { value: "none", label: "None" },
                  { value: "fade", label: "Fade in and out" },
                  { value: "slide_up", label: "Slide up" },
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
                Remove layer {selected + 1}
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
