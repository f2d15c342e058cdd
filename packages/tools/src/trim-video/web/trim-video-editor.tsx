import { defaultLimits } from "@gifkit/contracts";
import { useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberField, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { VideoPreview } from "../../shared/ui/video-preview.tsx";
import type { TrimMode, TrimVideoOptions } from "../shared/options.ts";

const secondsValue = (text: string) => (text.trim() === "" ? null : Number(text));
const rounded = (seconds: number) => String(Math.round(seconds * 100) / 100);

/**
 * Trim Video's editor: the video in the browser's player, start and end in seconds (typed, or
 * taken from where the player is), exact or fast, and the format of an exact trim.
 */
export default function TrimVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<TrimVideoOptions>>) {
  const [startText, setStartText] = useState("0");
  const [endText, setEndText] = useState("");
  const [mode, setMode] = useKeptState<TrimMode>("trim-video-mode", "exact");
  const [format, setFormat] = useKeptState<"mp4" | "webm">("trim-video-format", "mp4");
  const [durationSeconds, setDurationSeconds] = useState<number | null>(null);
  const [playerSeconds, setPlayerSeconds] = useState(0);
  const [seek, setSeek] = useState<number | null>(null);
  const startSeconds = secondsValue(startText) ?? 0;
  const endSeconds = secondsValue(endText) ?? durationSeconds;
  const keptSeconds = endSeconds === null ? null : endSeconds - startSeconds;
  const problem =
    !Number.isFinite(startSeconds) || startSeconds < 0
      ? "The start must be a number of seconds, 0 or more."
      : endSeconds !== null && (!Number.isFinite(endSeconds) || endSeconds <= startSeconds)
        ? "The end must be after the start."
        : keptSeconds !== null && keptSeconds > defaultLimits.maxVideoEditSeconds
          ? `The part is ${keptSeconds.toFixed(1)} s long; a trimmed video can be at most ${defaultLimits.maxVideoEditSeconds} s.`
          : null;
  return (
    <EditorLayout
      preview={
        <VideoPreview
          src={source.previewUrl}
          label={`Preview of ${source.displayName}`}
          seekSeconds={seek}
          onFacts={(facts) => setDurationSeconds(facts.durationSeconds)}
          onTime={setPlayerSeconds}
          caption={`Player at ${playerSeconds.toFixed(2)} s${durationSeconds ? ` of ${durationSeconds.toFixed(2)} s` : ""}`}
        />
      }
      actions={
        <EditorActions
          actionLabel="Trim Video"
          busyLabel="Trimming..."
          busy={busy}
          disabled={problem !== null}
          onAction={() =>
            start({
              start_time: rounded(startSeconds),
              ...(secondsValue(endText) === null ? {} : { end_time: endText.trim() }),
              mode,
              ...(mode === "exact" ? { format } : {}),
            })
          }
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title="Trim settings">
          <NumberField
            label="Start (seconds)"
            min={0}
            step={0.01}
            value={startText}
            disabled={busy}
            hint="Where the kept part starts."
            onChange={(text) => {
              setStartText(text);
              const value = secondsValue(text);
              if (value !== null && Number.isFinite(value)) setSeek(value);
            }}
          />
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => setStartText(rounded(playerSeconds))}
          >
            Start at the player's time
          </button>
          <NumberField
            label="End (seconds)"
            min={0}
            step={0.01}
            value={endText}
            disabled={busy}
            hint="Blank: to the end of the video."
            onChange={(text) => {
              setEndText(text);
              const value = secondsValue(text);
              if (value !== null && Number.isFinite(value)) setSeek(value);
            }}
          />
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => setEndText(rounded(playerSeconds))}
          >
            End at the player's time
          </button>
          <ChoiceGroup<TrimMode>
            label="Mode"
            value={mode}
            disabled={busy}
            options={[
              { value: "exact", label: "Exact" },
              { value: "fast", label: "Fast, no quality loss" },
            ]}
            onChange={setMode}
          />
          <p className="text-sm text-slate-600">
            {mode === "exact"
              ? "Exact starts and ends on the frames you chose; the part is encoded again (H.264 or VP9), its sound kept."
              : "Fast copies the video as it is, without encoding it again: no quality is lost, but it can only start on a key frame, so it may begin a little before your start time. MP4, MOV and WebM files."}
          </p>
          {mode === "exact" && (
            <ChoiceGroup<"mp4" | "webm">
              label="Format"
              value={format}
              disabled={busy}
              options={[
                { value: "mp4", label: "MP4 (H.264)" },
                { value: "webm", label: "WebM (VP9)" },
              ]}
              onChange={setFormat}
            />
          )}
          {problem && (
            <p className="text-sm text-red-700" role="alert">
              {problem}
            </p>
          )}
          {!problem && keptSeconds !== null && (
            <p className="text-sm text-slate-600">Keeps {keptSeconds.toFixed(2)} s.</p>
          )}
        </SettingsPanel>
      }
    />
  );
}
