import { useEffect, useRef, useState } from "react";
import { handOffFile } from "../../shared/file-handoff.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { fileSizeText } from "../../shared/i18n/file-size-text.ts";
import type { InputFreeEditorProps, InputFreeFlowText } from "../../shared/input-free-editor.ts";
import type { RecordEditorText } from "../editor-text.ts";
import { conversionToolId, formatClock, maxRecordingSeconds } from "../shared/options.ts";
import {
  type RecordFailure,
  type Recording,
  type RecordingSession,
  recordingSupported,
  startRecording,
} from "./recorder.ts";

/**
 * Record Screen starts no task of its own (the recording goes to Video to GIF), so the page's
 * task texts are never shown (hence English only); the flow needs them all the same.
 */
const neverShown = "Recording could not start in this browser. Please try again.";
export const flowText: InputFreeFlowText = {
  startFailed: neverShown,
  missingTaskId: neverShown,
  taskFailed: neverShown,
  missingResult: neverShown,
  fetchResultFailed: neverShown,
  downloadFailed: "Download failed. Please try again.",
  resultTitle: "Your recording",
  resultAlt: "Your recording",
  downloadLabel: "Download recording",
  startOver: "Record again",
};

type Screen =
  | { kind: "idle" }
  | { kind: "unsupported" }
  | { kind: "asking" }
  | { kind: "recording"; session: RecordingSession }
  | {
      kind: "recorded";
      recording: Recording;
      url: string;
      note: "timeLimit" | "sizeLimit" | null;
    };

/**
 * The Record Screen page: Start recording (the browser asks which screen, window or tab to
 * share), a live view with the running time and Stop, then the recording in a player with
 * "Make a GIF", which opens Video to GIF's editor on it. Nothing is sent anywhere here: the
 * recording stays in the page's memory until the person converts it there.
 */
export default function RecordEditor({ openTool }: InputFreeEditorProps) {
  const [screen, setScreen] = useState<Screen>({ kind: "idle" });
  const { own: t, fill, plural, languageCode } = useEditorText<RecordEditorText>();
  const [error, setError] = useState<RecordFailure | null>(null);
  const message = (reason: keyof RecordEditorText["messages"]) =>
    fill(t.messages[reason], { minutes: maxRecordingSeconds / 60 });
  const languagePrefix = languageCode === "en" ? "" : `/${languageCode.toLowerCase()}`;
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const liveRef = useRef<HTMLVideoElement>(null);
  const sessionRef = useRef<RecordingSession | null>(null);
  // The prerendered page cannot know the browser: the check runs once the code does.
  useEffect(() => {
    if (!recordingSupported()) setScreen({ kind: "unsupported" });
  }, []);
  // Leaving the page ends a recording and releases the screen.
  useEffect(() => () => sessionRef.current?.cancel(), []);
  const recordedUrl = screen.kind === "recorded" ? screen.url : null;
  useEffect(
    () => () => {
      if (recordedUrl) URL.revokeObjectURL(recordedUrl);
    },
    [recordedUrl],
  );
  useEffect(() => {
    if (screen.kind !== "recording") return;
    if (liveRef.current) liveRef.current.srcObject = screen.session.stream;
    const timer = setInterval(() => setElapsedSeconds(screen.session.elapsedSeconds()), 250);
    return () => clearInterval(timer);
  }, [screen]);

  const record = async () => {
    setError(null);
    setElapsedSeconds(0);
    setScreen({ kind: "asking" });
    const started = await startRecording();
    if (!started.ok) {
      setError(started.reason);
      setScreen({ kind: "idle" });
      return;
    }
    const session = started.session;
    sessionRef.current = session;
    setScreen({ kind: "recording", session });
    const finished = await session.finished;
    sessionRef.current = null;
    if (!finished.ok) {
      setError(finished.reason);
      setScreen({ kind: "idle" });
      return;
    }
    setScreen({
      kind: "recorded",
      recording: finished.recording,
      url: URL.createObjectURL(finished.recording.file),
      note: finished.stoppedBy,
    });
  };

  const makeGif = (recording: Recording) => {
    handOffFile(conversionToolId, recording.file);
    openTool(conversionToolId);
  };

  return (
    <div className="card space-y-5 p-5 sm:p-6" data-record-screen={screen.kind}>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {message(error)}
        </p>
      )}

      {screen.kind === "unsupported" && (
        <div className="space-y-4">
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {message("unsupported")}
          </p>
          <a href={`${languagePrefix}/${conversionToolId}`} className="btn btn-primary btn-lg">
            {t.openVideoToGif}
          </a>
        </div>
      )}

      {(screen.kind === "idle" || screen.kind === "asking") && (
        <div className="space-y-4">
          <p className="text-sm leading-relaxed text-slate-700">
            {(() => {
              // The button's name sits in the sentence where the language puts it ({start}).
              const [before, after] = plural(t.intro, maxRecordingSeconds / 60).split("{start}");
              return (
                <>
                  {before}
                  <strong>{t.start}</strong>
                  {after}
                </>
              );
            })()}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <button
              type="button"
              className="btn btn-primary btn-lg"
              disabled={screen.kind === "asking"}
              onClick={() => void record()}
            >
              <span aria-hidden="true" className="size-3 rounded-full bg-red-500" />
              {screen.kind === "asking" ? t.choosing : t.start}
            </button>
            <p className="text-sm text-slate-600">
              {t.haveVideo}{" "}
              <a
                href={`${languagePrefix}/${conversionToolId}`}
                className="font-semibold text-brand-700 underline"
              >
                {t.convertIt}
              </a>
            </p>
          </div>
          <p className="text-xs text-slate-500">{t.needs}</p>
        </div>
      )}

      {screen.kind === "recording" && (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900" role="status">
            <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-red-600" />
            {t.recording} <span className="tabular-nums">{formatClock(elapsedSeconds)}</span>
            <span className="font-normal text-slate-600">
              {fill(t.ofAtMost, { limit: formatClock(maxRecordingSeconds) })}
            </span>
          </p>
          <video
            ref={liveRef}
            autoPlay
            muted
            playsInline
            aria-label={t.live}
            className="light-palette max-h-[28rem] w-full rounded-xl bg-slate-900 object-contain"
          />
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={() => screen.session.stop()}
          >
            <span aria-hidden="true" className="size-3 rounded-sm bg-white" />
            {t.stop}
          </button>
        </div>
      )}

      {screen.kind === "recorded" && (
        <div className="space-y-4">
          <h2 className="text-xl font-bold text-slate-900">{t.title}</h2>
          {screen.note && (
            <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {message(screen.note)}
            </p>
          )}
          {/* biome-ignore lint/a11y/useMediaCaption: a screen recording has no speech to caption */}
          <video
            src={screen.url}
            controls
            playsInline
            className="light-palette max-h-[28rem] w-full rounded-xl bg-slate-900 object-contain"
            data-recording
          />
          <p className="text-sm text-slate-600" data-recording-facts>
            {fill(t.facts, {
              length: formatClock(screen.recording.durationMs / 1000),
              size: fileSizeText(languageCode, screen.recording.file.size),
            })}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <button
              type="button"
              className="btn btn-primary btn-lg"
              onClick={() => makeGif(screen.recording)}
            >
              {t.makeGif}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-lg"
              onClick={() => void record()}
            >
              {t.again}
            </button>
            <a
              href={screen.url}
              download={screen.recording.file.name}
              className="btn btn-secondary btn-lg"
            >
              {t.download}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
