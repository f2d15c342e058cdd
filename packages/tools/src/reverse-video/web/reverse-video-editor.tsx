import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { ReverseVideoOptions } from "../shared/options.ts";

/** Reverse Video's editor: the video, the format, Reverse Video. */
export default function ReverseVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<ReverseVideoOptions>>) {
  const video = useVideoSource(source);
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  return (
    <EditorLayout
      preview={<VideoEditorFrame video={video} label={`Preview of ${source.displayName}`} />}
      actions={
        <EditorActions
          actionLabel="Reverse Video"
          busyLabel="Reversing..."
          busy={busy}
          onAction={() => {
            const stored = storedVideoFields(video);
            start({ ...stored.fields, format }, stored.options);
          }}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title="Reverse settings">
          <p className="text-sm text-slate-600">
            The picture plays from the last frame to the first, and the sound backwards with it.
          </p>
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
