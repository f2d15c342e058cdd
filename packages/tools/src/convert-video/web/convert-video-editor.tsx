import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
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
  const video = useVideoSource(source);
  const [format, setFormat] = useKeptState<ConvertVideoFormat>("convert-video-format", "mp4");
  const [quality, setQuality] = useKeptState<ConvertVideoQuality>(
    "convert-video-quality",
    "medium",
  );
  return (
    <EditorLayout
      preview={<VideoEditorFrame video={video} label={`Preview of ${source.displayName}`} />}
      actions={
        <EditorActions
          actionLabel="Convert Video"
          busyLabel="Converting..."
          busy={busy}
          onAction={() => {
            const stored = storedVideoFields(video);
            start({ ...stored.fields, format, quality }, stored.options);
          }}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title="Convert settings">
          <ChoiceGroup<ConvertVideoFormat>
            label="Format"
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
            label="Quality"
            value={quality}
            disabled={busy}
            options={[
              { value: "high", label: "High" },
              { value: "medium", label: "Medium" },
              { value: "small", label: "Smaller file" },
            ]}
            onChange={setQuality}
          />
          <p className="text-sm text-slate-600">
            {format === "gif"
              ? "A GIF has no sound: high is 20 frames per second, medium 15, smaller 10 with 128 colors."
              : "The sound is kept. High keeps the most detail; smaller makes about half the file of medium."}
          </p>
        </SettingsPanel>
      }
    />
  );
}
