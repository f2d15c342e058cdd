import { useEffect, useId, useState } from "react";
import type { EditorProps } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import {
  type SubtitlePosition,
  type SubtitleSize,
  subtitleExtensions,
  subtitlesFieldName,
} from "../shared/options.ts";
import { readSubtitles, type SubtitleCue } from "../shared/subtitles.ts";
import { SubtitleCueOverlay } from "./subtitle-cue-overlay.tsx";

type Mode = "burn" | "soft";

/** Add Subtitles' editor: the subtitle file, burn in or soft track, and the burn's style. */
export default function AddSubtitlesEditor({ source, busy, start, reset }: EditorProps) {
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
    { cues: SubtitleCue[]; problem: null } | { cues: []; problem: string } | null
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
        read.ok ? { cues: read.cues, problem: null } : { cues: [], problem: read.message },
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
          label={`Preview of ${source.displayName}`}
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
          actionLabel="Add Subtitles"
          busyLabel="Adding subtitles..."
          busy={busy}
          disabled={!file || Boolean(reading?.problem)}
          onAction={run}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title="Subtitles">
          <div>
            <label htmlFor={fileInputId} className="field-label">
              Subtitle file (SRT, VTT or ASS)
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
                {reading.problem}
              </p>
            ) : reading ? (
              <p className="mt-1 text-sm text-slate-600">
                {reading.cues.length.toLocaleString("en-US")}{" "}
                {reading.cues.length === 1 ? "cue" : "cues"}: each is drawn over the player at its
                time.
              </p>
            ) : null}
          </div>
          <ChoiceGroup<Mode>
            label="How"
            value={mode}
            disabled={busy}
            options={[
              { value: "burn", label: "Burn in" },
              { value: "soft", label: "Soft track" },
            ]}
            onChange={setMode}
          />
          {mode === "burn" ? (
            <>
              <ChoiceGroup<SubtitleSize>
                label="Size"
                value={size}
                disabled={busy}
                options={[
                  { value: "small", label: "Small" },
                  { value: "medium", label: "Medium" },
                  { value: "large", label: "Large" },
                ]}
                onChange={setSize}
              />
              <ChoiceGroup<SubtitlePosition>
                label="Position"
                value={position}
                disabled={busy}
                options={[
                  { value: "bottom", label: "Bottom" },
                  { value: "top", label: "Top" },
                ]}
                onChange={setPosition}
              />
              <p className="text-sm text-slate-600">
                Size and position apply to SRT and VTT files; an ASS file keeps its own styles.
              </p>
              <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
            </>
          ) : (
            <p className="text-sm text-slate-600">
              The subtitles become a track viewers can turn on or off; the video itself is copied,
              not re-encoded. MP4 and MOV videos come back as MP4, WebM as WebM.
            </p>
          )}
        </SettingsPanel>
      }
    />
  );
}
