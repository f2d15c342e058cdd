import { defaultLimits } from "@gifkit/contracts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import {
  storedVideoFields,
  VideoEditorFrame,
  videoTimeline,
} from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
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
  const video = useVideoSource(source);
  // The video track's length in whole frames, as the timeline shows it.
  const videoSeconds = video.status === "ready" ? videoTimeline(video.video).durationSeconds : null;
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
        <VideoEditorFrame
          video={video}
          label={`Preview of ${source.displayName}`}
          caption={
            videoSeconds !== null && Number.isFinite(videoSeconds)
              ? `The video plays for ${videoSeconds.toFixed(2)} s.`
              : null
          }
        />
      }
      actions={
        <EditorActions
          actionLabel="Loop Video"
          busyLabel="Looping..."
          busy={busy}
          disabled={problem !== null}
          onAction={() => {
            const stored = storedVideoFields(video);
            start({ ...stored.fields, ...fields, format }, stored.options);
          }}
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
