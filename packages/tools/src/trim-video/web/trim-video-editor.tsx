import { defaultLimits } from "@gifkit/contracts";
import { useEffect, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import {
  type FrameRange,
  storedVideoFields,
  VideoEditorFrame,
  videoTimeline,
} from "../../shared/ui/video-editor-frame.tsx";
import { boundaryText, secondsText } from "../../shared/video-frames.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { TrimMode, TrimVideoOptions } from "../shared/options.ts";

/**
 * Trim Video's editor: the video in the editor frame, the kept part set with its handles (by
 * pointer or keys, on frame boundaries), exact or fast, and the format of an exact trim.
 */
export default function TrimVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<TrimVideoOptions>>) {
  const video = useVideoSource(source);
  const [range, setRange] = useState<FrameRange | null>(null);
  const [mode, setMode] = useKeptState<TrimMode>("trim-video-mode", "exact");
  const [format, setFormat] = useKeptState<"mp4" | "webm">("trim-video-format", "mp4");
  // The video track's length in whole frames (the handles' last boundary).
  const durationSeconds =
    video.status === "ready" ? videoTimeline(video.video).durationSeconds : null;
  // The whole video until a handle moves.
  useEffect(() => {
    if (durationSeconds !== null) setRange({ startSeconds: 0, endSeconds: durationSeconds });
  }, [durationSeconds]);
  const keptSeconds = range ? range.endSeconds - range.startSeconds : null;
  const problem =
    keptSeconds !== null && keptSeconds > defaultLimits.maxVideoEditSeconds
      ? `The part is ${keptSeconds.toFixed(1)} s long; a trimmed video can be at most ${defaultLimits.maxVideoEditSeconds} s.`
      : null;
  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={`Preview of ${source.displayName}`}
          range={range ?? undefined}
          onRangeChange={setRange}
          rangeLabel="Kept part"
          disabled={busy}
        />
      }
      actions={
        <EditorActions
          actionLabel="Trim Video"
          busyLabel="Trimming..."
          busy={busy}
          disabled={range === null || problem !== null}
          onAction={() => {
            if (!range || durationSeconds === null) return;
            const stored = storedVideoFields(video);
            start(
              {
                ...stored.fields,
                start_time: boundaryText(range.startSeconds),
                // The end of the video is sent as no end: the server reads to the last frame.
                ...(range.endSeconds >= durationSeconds
                  ? {}
                  : { end_time: boundaryText(range.endSeconds) }),
                mode,
                ...(mode === "exact" ? { format } : {}),
              },
              stored.options,
            );
          }}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title="Trim settings">
          <p className="text-sm text-slate-600">
            Move the kept part's start and end handles on the timeline (drag them, or Tab to one and
            use the arrow keys: a frame a press, a second with Shift), or play to a frame and press
            I for the start, O for the end. At most {defaultLimits.maxVideoEditSeconds} s are kept.
          </p>
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
            <p className="text-sm text-slate-600">Keeps {secondsText(keptSeconds)}.</p>
          )}
        </SettingsPanel>
      }
    />
  );
}
