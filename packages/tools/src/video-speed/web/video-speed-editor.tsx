import { useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import { VideoPreview } from "../../shared/ui/video-preview.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
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
  const [durationSeconds, setDurationSeconds] = useState<number | null>(null);
  const speed = Number(speedText);
  const valid = Number.isFinite(speed) && speed >= 0.25 && speed <= 4;
  return (
    <EditorLayout
      preview={
        <VideoPreview
          src={source.previewUrl}
          label={`Preview of ${source.displayName}`}
          onFacts={(facts) => setDurationSeconds(facts.durationSeconds)}
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
          onAction={() => start({ speed: String(speed), format })}
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
