import { defaultLimits } from "@gifkit/contracts";
import { useEffect, useState } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import {
  type FrameRange,
  storedVideoFields,
  useVideoTimeText,
  VideoEditorFrame,
  videoTimeline,
} from "../../shared/ui/video-editor-frame.tsx";
import { boundaryText } from "../../shared/video-frames.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { TrimVideoEditorText } from "../editor-text.ts";
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
  const { own: t, ui, fill, number, languageCode } = useEditorText<TrimVideoEditorText>();
  const { secondsText } = useVideoTimeText();
  const oneDecimal = new Intl.NumberFormat(languageCode, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const maxSeconds = number(defaultLimits.maxVideoEditSeconds);
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
      ? fill(t.tooLong, { length: oneDecimal.format(keptSeconds), max: maxSeconds })
      : null;
  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={fill(ui.preview.alt, { name: source.displayName })}
          range={range ?? undefined}
          onRangeChange={setRange}
          rangeLabel={t.keptPart}
          disabled={busy}
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
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
          resetLabel={ui.videoParts.uploadDifferentVideo}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <p className="text-sm text-slate-600">{fill(t.howTo, { max: maxSeconds })}</p>
          <ChoiceGroup<TrimMode>
            label={t.mode}
            value={mode}
            disabled={busy}
            options={[
              { value: "exact", label: t.exact },
              { value: "fast", label: t.fast },
            ]}
            onChange={setMode}
          />
          <p className="text-sm text-slate-600">{mode === "exact" ? t.exactNote : t.fastNote}</p>
          {mode === "exact" && (
            <ChoiceGroup<"mp4" | "webm">
              label={ui.videoFormat.label}
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
            <p className="text-sm text-slate-600">
              {fill(t.keeps, { time: secondsText(keptSeconds) })}
            </p>
          )}
        </SettingsPanel>
      }
    />
  );
}
