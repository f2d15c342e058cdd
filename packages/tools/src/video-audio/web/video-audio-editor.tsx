import { useId, useState } from "react";
import type { EditorProps } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { VideoAudioEditorText } from "../editor-text.ts";
import {
  audioExtensions,
  audioFieldName,
  type ExtractFormat,
  type VideoAudioAction,
} from "../shared/options.ts";

type AudioFit = "video" | "shortest";

const actionLabels = (
  t: VideoAudioEditorText,
): Record<VideoAudioAction, { action: string; busy: string }> => ({
  mute: { action: t.muteAction, busy: t.muteBusy },
  replace: { action: t.replaceAction, busy: t.replaceBusy },
  extract: { action: t.extractAction, busy: t.extractBusy },
});

/** Video Audio's editor: mute, replace (with a second file chosen here) or extract. */
export default function VideoAudioEditor({ source, busy, start, reset }: EditorProps) {
  const { own: t, ui, fill } = useEditorText<VideoAudioEditorText>();
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
      preview={
        <VideoEditorFrame
          video={video}
          label={fill(ui.preview.alt, { name: source.displayName })}
        />
      }
      actions={
        <EditorActions
          actionLabel={actionLabels(t)[action].action}
          busyLabel={actionLabels(t)[action].busy}
          busy={busy}
          disabled={needsFile}
          onAction={run}
          onReset={reset}
          resetLabel={ui.videoParts.uploadDifferentVideo}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<VideoAudioAction>
            label={t.whatToDo}
            value={action}
            disabled={busy}
            options={[
              { value: "mute", label: t.mute },
              { value: "replace", label: t.replace },
              { value: "extract", label: t.extract },
            ]}
            onChange={setAction}
          />
          {action === "mute" && <p className="text-sm text-slate-600">{t.muteNote}</p>}
          {action === "replace" && (
            <>
              <div>
                <label htmlFor={audioInputId} className="field-label">
                  {t.newSound}
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
                label={t.length}
                value={fit}
                disabled={busy}
                options={[
                  { value: "video", label: t.videoLength },
                  { value: "shortest", label: t.shorter },
                ]}
                onChange={setFit}
              />
              <p className="text-sm text-slate-600">
                {fit === "video" ? t.videoLengthNote : t.shorterNote}
              </p>
            </>
          )}
          {action === "extract" && (
            <ChoiceGroup<ExtractFormat>
              label={ui.videoFormat.label}
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
