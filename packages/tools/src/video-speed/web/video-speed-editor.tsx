import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { VideoSpeedEditorText } from "../editor-text.ts";
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
  const { own: t, ui, fill, number, languageCode } = useEditorText<VideoSpeedEditorText>();
  // Seconds with one decimal, written the page language's way (10.0 / 10,0).
  const seconds = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
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
          label={fill(ui.preview.alt, { name: source.displayName })}
          caption={
            durationSeconds && valid
              ? fill(t.lengthCaption, {
                  before: seconds.format(durationSeconds),
                  after: seconds.format(durationSeconds / speed),
                  speed: number(speed),
                })
              : source.displayName
          }
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
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
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<Preset>
            label={t.presets}
            value={presets.find((value) => Number(value) === speed) ?? null}
            disabled={busy}
            options={presets.map((value) => ({ value, label: `${value}×` }))}
            onChange={setSpeedText}
          />
          <NumberField
            label={t.speed}
            min={0.25}
            max={4}
            step={0.05}
            value={speedText}
            disabled={busy}
            hint={t.speedHint}
            onChange={setSpeedText}
          />
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
