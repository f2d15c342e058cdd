import { useId, useState } from "react";
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
      preview={<VideoEditorFrame video={video} label={`Preview of ${source.displayName}`} />}
      actions={
        <EditorActions
          actionLabel="Add Subtitles"
          busyLabel="Adding subtitles..."
          busy={busy}
          disabled={!file}
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
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
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
