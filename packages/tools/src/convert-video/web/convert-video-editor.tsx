import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { ConvertVideoEditorText } from "../editor-text.ts";
import type {
  ConvertVideoFormat,
  ConvertVideoOptions,
  ConvertVideoQuality,
} from "../shared/options.ts";

/** Convert Video's editor: the format and the quality. */
export default function ConvertVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<ConvertVideoOptions>>) {
  const { own: t, ui, fill } = useEditorText<ConvertVideoEditorText>();
  const video = useVideoSource(source);
  const [format, setFormat] = useKeptState<ConvertVideoFormat>("convert-video-format", "mp4");
  const [quality, setQuality] = useKeptState<ConvertVideoQuality>(
    "convert-video-quality",
    "medium",
  );
  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={fill(ui.preview.alt, { name: source.displayName })}
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          onAction={() => {
            const stored = storedVideoFields(video);
            start({ ...stored.fields, format, quality }, stored.options);
          }}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<ConvertVideoFormat>
            label={t.format}
            value={format}
            disabled={busy}
            options={[
              { value: "mp4", label: "MP4" },
              { value: "webm", label: "WebM" },
              { value: "mov", label: "MOV" },
              { value: "gif", label: "GIF" },
            ]}
            onChange={setFormat}
          />
          <ChoiceGroup<ConvertVideoQuality>
            label={t.quality}
            value={quality}
            disabled={busy}
            options={[
              { value: "high", label: t.high },
              { value: "medium", label: t.medium },
              { value: "small", label: t.small },
            ]}
            onChange={setQuality}
          />
          <p className="text-sm text-slate-600">{format === "gif" ? t.gifNote : t.videoNote}</p>
        </SettingsPanel>
      }
    />
  );
}
