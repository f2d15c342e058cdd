import { useId, useState } from "react";
import type { EditorProps } from "../../shared/editor.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import {
  audioExtensions,
  audioFieldName,
  type ExtractFormat,
  type VideoAudioAction,
} from "../shared/options.ts";

type AudioFit = "video" | "shortest";

const actionLabels: Record<VideoAudioAction, { action: string; busy: string }> = {
  mute: { action: "Mute Video", busy: "Muting..." },
  replace: { action: "Replace Sound", busy: "Replacing..." },
  extract: { action: "Extract Sound", busy: "Extracting..." },
};

/** Video Audio's editor: mute, replace (with a second file chosen here) or extract. */
export default function VideoAudioEditor({ source, busy, start, reset }: EditorProps) {
  const video = useVideoSource(source);
  const [action, setAction] = useKeptState<VideoAudioAction>("video-audio-action", "mute");
  const [fit, setFit] = useKeptState<AudioFit>("video-audio-fit", "video");
  const [format, setFormat] = useKeptState<ExtractFormat>("video-audio-format", "m4a");
  const [audioFile, setAudioFile] = useState<File | null>(null);
  const audioInputId = useId();
  const needsFile = action === "replace" && !audioFile;
  const run = () => {
    const stored = storedVideoFields(video);
    if (action === "replace") {
      if (!audioFile) return;
      start(
        { ...stored.fields, action, audio_fit: fit, [audioFieldName]: audioFile },
        stored.options,
      );
    } else if (action === "extract") {
      start({ ...stored.fields, action, audio_format: format }, stored.options);
    } else {
      start({ ...stored.fields, action }, stored.options);
    }
  };
  return (
    <EditorLayout
      preview={<VideoEditorFrame video={video} label={`Preview of ${source.displayName}`} />}
      actions={
        <EditorActions
          actionLabel={actionLabels[action].action}
          busyLabel={actionLabels[action].busy}
          busy={busy}
          disabled={needsFile}
          onAction={run}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title="Sound">
          <ChoiceGroup<VideoAudioAction>
            label="What to do"
            value={action}
            disabled={busy}
            options={[
              { value: "mute", label: "Mute" },
              { value: "replace", label: "Replace" },
              { value: "extract", label: "Extract" },
            ]}
            onChange={setAction}
          />
          {action === "mute" && (
            <p className="text-sm text-slate-600">
              The sound is removed; the picture is copied as it is, not re-encoded.
            </p>
          )}
          {action === "replace" && (
            <>
              <div>
                <label htmlFor={audioInputId} className="field-label">
                  New sound (MP3, M4A, WAV, OGG, or a video for its sound)
                </label>
                <input
                  id={audioInputId}
                  type="file"
                  className="field"
                  accept={audioExtensions.map((extension) => `.${extension}`).join(",")}
                  disabled={busy}
                  onChange={(event) => setAudioFile(event.target.files?.[0] ?? null)}
                />
              </div>
              <ChoiceGroup<AudioFit>
                label="Length"
                value={fit}
                disabled={busy}
                options={[
                  { value: "video", label: "Video's length" },
                  { value: "shortest", label: "Shorter of the two" },
                ]}
                onChange={setFit}
              />
              <p className="text-sm text-slate-600">
                {fit === "video"
                  ? "A longer sound is cut at the video's end; a shorter one is followed by silence."
                  : "The result ends when the video or the sound ends, whichever is first."}
              </p>
            </>
          )}
          {action === "extract" && (
            <ChoiceGroup<ExtractFormat>
              label="Format"
              value={format}
              disabled={busy}
              options={[
                { value: "m4a", label: "M4A (AAC)" },
                { value: "mp3", label: "MP3" },
              ]}
              onChange={setFormat}
            />
          )}
        </SettingsPanel>
      }
    />
  );
}
