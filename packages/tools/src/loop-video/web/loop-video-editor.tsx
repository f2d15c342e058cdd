import { defaultLimits } from "@gifkit/contracts";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
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
import type { LoopVideoEditorText } from "../editor-text.ts";
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
  const { own: t, ui, fill, number, languageCode } = useEditorText<LoopVideoEditorText>();
  // Seconds with two decimals, written the page language's way (2.50 / 2,50).
  const seconds = (value: number) =>
    new Intl.NumberFormat(languageCode, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
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
          label={fill(ui.preview.alt, { name: source.displayName })}
          caption={
            videoSeconds !== null && Number.isFinite(videoSeconds)
              ? fill(t.videoPlays, { seconds: seconds(videoSeconds) })
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
            start({ ...stored.fields, ...fields, format }, stored.options);
          }}
          onReset={reset}
          resetLabel={t.uploadDifferent}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<Mode>
            label={t.repeat}
            value={mode}
            disabled={busy}
            options={[
              { value: "plays", label: t.byPlays },
              { value: "length", label: t.byLength },
            ]}
            onChange={setMode}
          />
          {mode === "plays" ? (
            <NumberField
              label={t.plays}
              value={plays}
              min={loopVideoPlays.min}
              max={loopVideoPlays.max}
              suffix="×"
              disabled={busy}
              hint={fill(t.playsHint, {
                min: number(loopVideoPlays.min),
                max: number(loopVideoPlays.max),
              })}
              onChange={setPlays}
            />
          ) : (
            <NumberField
              label={t.length}
              value={length}
              min={1}
              max={defaultLimits.maxVideoEditSeconds}
              step={0.5}
              suffix="s"
              disabled={busy}
              hint={fill(t.lengthHint, { max: number(defaultLimits.maxVideoEditSeconds) })}
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
                {fill(t.resultPlays, { seconds: seconds(resultSeconds) })}
              </p>
            )
          )}
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
