import { useEffect, useId, useState } from "react";
import type { EditorProps } from "../../shared/editor.ts";
import { type EditorText, useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { AddSubtitlesEditorText } from "../editor-text.ts";
import {
  type SubtitlePosition,
  type SubtitleSize,
  subtitleExtensions,
  subtitlesFieldName,
} from "../shared/options.ts";
import {
  readSubtitles,
  type SubtitleCue,
  type SubtitleProblem,
  subtitleLimits,
} from "../shared/subtitles.ts";
import { SubtitleCueOverlay } from "./subtitle-cue-overlay.tsx";

type Mode = "burn" | "soft";

/** A file reader's problem in the page's language (line numbers as the file's own, unformatted). */
function problemText(
  problem: SubtitleProblem,
  { own: t, fill, number }: Pick<EditorText<AddSubtitlesEditorText>, "own" | "fill" | "number">,
): string {
  switch (problem.kind) {
    case "tooLarge":
      return fill(t.problems.tooLarge, { bytes: number(subtitleLimits.maxBytes) });
    case "tooManyCues":
      return fill(t.problems.tooManyCues, { max: number(subtitleLimits.maxCues) });
    case "noText":
    case "backwards":
      return fill(t.problems[problem.kind], { line: String(problem.line) });
    case "srtTimes":
    case "vttTimes":
    case "assTimes":
      return fill(t.problems[problem.kind], { line: String(problem.line), found: problem.found });
    default:
      return t.problems[problem.kind];
  }
}

/** Add Subtitles' editor: the subtitle file, burn in or soft track, and the burn's style. */
export default function AddSubtitlesEditor({ source, busy, start, reset }: EditorProps) {
  const text = useEditorText<AddSubtitlesEditorText>();
  const { own: t, ui, fill, plural } = text;
  const video = useVideoSource(source);
  const [mode, setMode] = useKeptState<Mode>("add-subtitles-mode", "burn");
  const [size, setSize] = useKeptState<SubtitleSize>("add-subtitles-size", "medium");
  const [position, setPosition] = useKeptState<SubtitlePosition>(
    "add-subtitles-position",
    "bottom",
  );
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const [file, setFile] = useState<File | null>(null);
  const fileInputId = useId();
  const problemId = useId();
  // The file read as the server reads it (shared/subtitles.ts): its cues for the overlay, or
  // the problem the server would refuse it with.
  const [reading, setReading] = useState<
    { cues: SubtitleCue[]; problem: null } | { cues: []; problem: SubtitleProblem } | null
  >(null);
  useEffect(() => {
    if (!file) {
      setReading(null);
      return;
    }
    let current = true;
    void file.arrayBuffer().then((buffer) => {
      if (!current) return;
      const read = readSubtitles(new Uint8Array(buffer));
      setReading(
        read.ok ? { cues: read.cues, problem: null } : { cues: [], problem: read.problem },
      );
    });
    return () => {
      current = false;
    };
  }, [file]);
  const run = () => {
    if (!file) return;
    const stored = storedVideoFields(video);
    start(
      mode === "burn"
        ? { ...stored.fields, [subtitlesFieldName]: file, mode, size, position, format }
        : { ...stored.fields, [subtitlesFieldName]: file, mode },
      stored.options,
    );
  };
  return (
    <EditorLayout
      preview={
        <VideoEditorFrame
          video={video}
          label={fill(ui.preview.alt, { name: source.displayName })}
          overlay={
            reading && reading.cues.length > 0
              ? (currentSeconds: number) => (
                  <SubtitleCueOverlay
                    cues={reading.cues}
                    currentSeconds={currentSeconds}
                    size={mode === "burn" ? size : "medium"}
                    position={mode === "burn" ? position : "bottom"}
                  />
                )
              : undefined
          }
        />
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={!file || Boolean(reading?.problem)}
          onAction={run}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <div>
            <label htmlFor={fileInputId} className="field-label">
              {t.file}
            </label>
            <input
              id={fileInputId}
              type="file"
              className="field"
              accept={subtitleExtensions.map((extension) => `.${extension}`).join(",")}
              disabled={busy}
              aria-describedby={reading?.problem ? problemId : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {reading?.problem ? (
              <p id={problemId} className="mt-1 text-sm font-medium text-red-700" role="alert">
                {problemText(reading.problem, text)}
              </p>
            ) : reading ? (
              <p className="mt-1 text-sm text-slate-600">{plural(t.cues, reading.cues.length)}</p>
            ) : null}
          </div>
          <ChoiceGroup<Mode>
            label={t.how}
            value={mode}
            disabled={busy}
            options={[
              { value: "burn", label: t.modes.burn },
              { value: "soft", label: t.modes.soft },
            ]}
            onChange={setMode}
          />
          {mode === "burn" ? (
            <>
              <ChoiceGroup<SubtitleSize>
                label={t.size}
                value={size}
                disabled={busy}
                options={[
                  { value: "small", label: t.sizes.small },
                  { value: "medium", label: t.sizes.medium },
                  { value: "large", label: t.sizes.large },
                ]}
                onChange={setSize}
              />
              <ChoiceGroup<SubtitlePosition>
                label={t.position}
                value={position}
                disabled={busy}
                options={[
                  { value: "bottom", label: t.positions.bottom },
                  { value: "top", label: t.positions.top },
                ]}
                onChange={setPosition}
              />
              <p className="text-sm text-slate-600">{t.burnNote}</p>
              <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
            </>
          ) : (
            <p className="text-sm text-slate-600">{t.softNote}</p>
          )}
        </SettingsPanel>
      }
    />
  );
}
