import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { ReverseVideoEditorText } from "../editor-text.ts";
import type { ReverseVideoOptions } from "../shared/options.ts";

/** Reverse Video's editor: the video, the format, Reverse Video. */
export default function ReverseVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<ReverseVideoOptions>>) {
  const { own: t, ui, fill } = useEditorText<ReverseVideoEditorText>();
  const video = useVideoSource(source);
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
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
            start({ ...stored.fields, format }, stored.options);
          }}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <p className="text-sm text-slate-600">{t.note}</p>
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
