import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { NumberFieldGrid, SettingsPanel, Switch } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import {
  type ResizeVideoOptions,
  resizeVideoScalePercents,
  scaledVideoSize,
} from "../shared/options.ts";

type SideField = "width" | "height";
const wholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** Resize Video's editor: the size (or a share of the video's), keep the shape, the format. */
export default function ResizeVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<ResizeVideoOptions>>) {
  const video = useVideoSource(source);
  const size = video.status === "ready" ? video.video : null;
  const [form, setForm] = useKeptState<Record<SideField, string>>("resize-video-size", {
    width: "640",
    height: "",
  });
  const [keepShape, setKeepShape] = useKeptState("resize-video-keep-shape", true);
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const filled = (["width", "height"] as const).filter((name) => form[name].trim() !== "");
  const problem = filled.some((name) => !wholeNumber(form[name]))
    ? "Give the sides as whole numbers of pixels."
    : filled.length === 0
      ? "Give a width, a height or both."
      : !keepShape && filled.length < 2
        ? "To change the shape, give both width and height."
        : null;
  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={`Preview of ${source.displayName}`}
          caption={size ? `The video is ${size.width} × ${size.height} px.` : null}
        />
      }
      actions={
        <EditorActions
          actionLabel="Resize Video"
          busyLabel="Resizing..."
          busy={busy}
          disabled={problem !== null}
          onAction={() => {
            const stored = storedVideoFields(video);
            start(
              {
                ...stored.fields,
                ...(form.width.trim() ? { width: form.width.trim() } : {}),
                ...(form.height.trim() ? { height: form.height.trim() } : {}),
                maintain_aspect_ratio: String(keepShape),
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
        <SettingsPanel title="Resize settings">
          {size && (
            <div className="flex flex-wrap gap-2">
              {resizeVideoScalePercents.map((percent) => {
                const scaled = scaledVideoSize(percent, size);
                return (
                  <button
                    key={percent}
                    type="button"
                    className="btn btn-secondary"
                    disabled={busy}
                    onClick={() => {
                      setKeepShape(true);
                      setForm({ width: String(scaled.width), height: String(scaled.height) });
                    }}
                  >
                    {percent}% ({scaled.width} × {scaled.height})
                  </button>
                );
              })}
            </div>
          )}
          <NumberFieldGrid<SideField>
            fields={[
              { name: "width", label: "Width", min: 2, suffix: "px" },
              { name: "height", label: "Height", min: 2, suffix: "px" },
            ]}
            form={form}
            busy={busy}
            update={(change) => setForm({ ...form, ...change })}
          />
          <Switch
            label="Keep the shape (fit inside)"
            checked={keepShape}
            onChange={setKeepShape}
            disabled={busy}
          />
          <p className="text-sm text-slate-600">
            Sides are rounded to even numbers of pixels, as MP4 and WebM need.
          </p>
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
