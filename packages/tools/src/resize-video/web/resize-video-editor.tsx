import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { NumberFieldGrid, SettingsPanel, Switch } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { ResizeVideoEditorText } from "../editor-text.ts";
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
  const { own: t, ui, fill, number } = useEditorText<ResizeVideoEditorText>();
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
    ? t.wholeNumbers
    : filled.length === 0
      ? t.giveASide
      : !keepShape && filled.length < 2
        ? t.giveBoth
        : null;
  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={fill(ui.preview.alt, { name: source.displayName })}
          caption={
            size
              ? fill(t.videoSize, { width: number(size.width), height: number(size.height) })
              : null
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
                ...(form.width.trim() ? { width: form.width.trim() } : {}),
                ...(form.height.trim() ? { height: form.height.trim() } : {}),
                maintain_aspect_ratio: String(keepShape),
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
                    {number(percent)}% ({number(scaled.width)} × {number(scaled.height)})
                  </button>
                );
              })}
            </div>
          )}
          <NumberFieldGrid<SideField>
            fields={[
              { name: "width", label: t.width, min: 2, suffix: "px" },
              { name: "height", label: t.height, min: 2, suffix: "px" },
            ]}
            form={form}
            busy={busy}
            update={(change) => setForm({ ...form, ...change })}
          />
          <Switch label={t.keepShape} checked={keepShape} onChange={setKeepShape} disabled={busy} />
          <p className="text-sm text-slate-600">{t.evenSides}</p>
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
