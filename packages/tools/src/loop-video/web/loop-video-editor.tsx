import { defaultLimits } from "@gifkit/contracts";
import { useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import { VideoPreview } from "../../shared/ui/video-preview.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import {
  type LoopVideoOptions,
  loopVideoOptionsSchema,
  loopVideoPlays,
  loopVideoProblem,
} from "../shared/options.ts";

type Mode = "plays" | "length";

/** Loop Video's editor: how many plays or what length, checked against the video's own length. */
export default function LoopVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<LoopVideoOptions>>) {
  const [videoSeconds, setVideoSeconds] = useState<number | null>(null);
  const [mode, setMode] = useKeptState<Mode>("loop-video-mode", "plays");
  const [plays, setPlays] = useKeptState("loop-video-plays", "3");
  const [length, setLength] = useKeptState("loop-video-length", "15");
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const fields = mode === "plays" ? { loop_count: plays } : { duration_seconds: length };
  const parsed = loopVideoOptionsSchema.safeParse({ ...fields, format });
  const problem = !parsed.success
    ? (parsed.error.issues[0]?.message ?? "Check the settings.")
    : videoSeconds !== null && Number.isFinite(videoSeconds)
      ? loopVideoProblem(parsed.data, videoSeconds)
      : null;
  const resultSeconds =
    parsed.success && videoSeconds !== null && Number.isFinite(videoSeconds)
      ? (parsed.data.duration_seconds ?? (parsed.data.loop_count ?? 3) * videoSeconds)
      : null;
  return (
    <EditorLayout
      preview={
        <VideoPreview
          src={source.previewUrl}
          label={`Preview of ${source.displayName}`}
          onFacts={(facts) => setVideoSeconds(facts.durationSeconds)}
          {...(videoSeconds !== null && Number.isFinite(videoSeconds)
            ? { caption: `The video plays for ${videoSeconds.toFixed(2)} s.` }
            : {})}
        />
      }
      actions={
        <EditorActions
          actionLabel="Loop Video"
          busyLabel="Looping..."
          busy={busy}
          disabled={problem !== null}
          onAction={() => start({ ...fields, format })}
          onReset={reset}
          resetLabel="Upload Different Video"
        />
      }
      settings={
        <SettingsPanel title="Loop settings">
          <ChoiceGroup<Mode>
            label="Repeat"
            value={mode}
            disabled={busy}
            options={[
              { value: "plays", label: "A number of times" },
              { value: "length", label: "To a length" },
            ]}
            onChange={setMode}
          />
          {mode === "plays" ? (
            <NumberField
              label="Plays"
              value={plays}
              min={loopVideoPlays.min}
              max={loopVideoPlays.max}
              suffix="×"
              disabled={busy}
              hint={`${loopVideoPlays.min} to ${loopVideoPlays.max} times.`}
              onChange={setPlays}
            />
          ) : (
            <NumberField
              label="Length"
              value={length}
              min={1}
              max={defaultLimits.maxVideoEditSeconds}
              step={0.5}
              suffix="s"
              disabled={busy}
              hint={`At most ${defaultLimits.maxVideoEditSeconds} s; the last play is cut where it ends.`}
              onChange={setLength}
            />
          )}
          {problem ? (
            <p className="text-sm text-red-700" role="alert">
              {problem}
            </p>
          ) : (
            resultSeconds !== null && (
              <p className="text-sm text-slate-600">
                The result plays for {resultSeconds.toFixed(2)} s.
              </p>
            )
          )}
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
