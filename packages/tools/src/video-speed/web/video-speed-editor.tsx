import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { VideoSpeedOptions } from "../shared/options.ts";

const presets = ["0.25", "0.5", "0.75", "1.5", "2", "4"] as const;
type Preset = (typeof presets)[number];

/** Change Video Speed's editor: presets or a factor, the new length, and the format. */
export default function VideoSpeedEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<VideoSpeedOptions>>) {
  const [speedText, setSpeedText] = useKeptState("video-speed", "2");
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const video = useVideoSource(source);
  const durationSeconds = video.status === "ready" ? video.video.durationSeconds : null;
  const speed = Number(speedText);
  const valid = Number.isFinite(speed) && speed >= 0.25 && speed <= 4;
  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={`Preview of ${source.displayName}`}
          caption={
            durationSeconds && valid
              ? `${durationSeconds.toFixed(1)} s → ${(durationSeconds / speed).toFixed(1)} s at ${speed}×`
              : source.displayName
          }
        />
      }
      actions={
        <EditorActions
          actionLabel="Change Speed"
          busyLabel="Changing speed..."
          busy={busy}
          disabled={!valid}
          onAction={() => {
            const stored = storedVideoFields(video);
            start({ ...stored.fields, speed: String(speed), format }, stored.options);
          }}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title="Speed settings">
          <ChoiceGroup<Preset>
            label="Presets"
            value={presets.find((value) => Number(value) === speed) ?? null}
            disabled={busy}
            options={presets.map((value) => ({ value, label: `${value}×` }))}
            onChange={setSpeedText}
          />
          <NumberField
            label="Speed"
            min={0.25}
            max={4}
            step={0.05}
            value={speedText}
            disabled={busy}
            hint="0.25 to 4: the sound follows, in its own pitch."
            onChange={setSpeedText}
          />
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
