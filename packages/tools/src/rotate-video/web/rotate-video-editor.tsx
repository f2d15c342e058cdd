import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout } from "../../shared/ui/editor-layout.tsx";
import { storedVideoFields, VideoEditorFrame } from "../../shared/ui/video-editor-frame.tsx";
import { VideoFormatChoice } from "../../shared/ui/video-format-choice.tsx";
import type { VideoOutputFormatOption } from "../../shared/video-output.ts";
import { useVideoSource } from "../../shared/web/use-video-source.tsx";
import type { RotateVideoEditorText } from "../editor-text.ts";
import type { RotateVideoOptions } from "../shared/options.ts";

type Angle = "0" | "90" | "180" | "270";
type Flip = "none" | "horizontal" | "vertical";

/** Rotate Video's editor: the turn, the mirror, the format. */
export default function RotateVideoEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<RotateVideoOptions>>) {
  const { own: t, ui, fill } = useEditorText<RotateVideoEditorText>();
  const video = useVideoSource(source);
  const [angle, setAngle] = useKeptState<Angle>("rotate-video-angle", "90");
  const [flip, setFlip] = useKeptState<Flip>("rotate-video-flip", "none");
  const [format, setFormat] = useKeptState<VideoOutputFormatOption>("video-format", "mp4");
  const nothing = angle === "0" && flip === "none";
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
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={nothing}
          onAction={() => {
            const stored = storedVideoFields(video);
            start({ ...stored.fields, angle, flip, format }, stored.options);
          }}
          onReset={reset}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<Angle>
            label={t.turn}
            value={angle}
            disabled={busy}
            options={[
              { value: "0", label: "0°" },
              { value: "90", label: "90°" },
              { value: "180", label: "180°" },
              { value: "270", label: "270°" },
            ]}
            onChange={setAngle}
          />
          <ChoiceGroup<Flip>
            label={t.mirror}
            value={flip}
            disabled={busy}
            options={[
              { value: "none", label: t.none },
              { value: "horizontal", label: t.leftRight },
              { value: "vertical", label: t.topBottom },
            ]}
            onChange={setFlip}
          />
          {nothing && (
            <p className="text-sm text-red-700" role="alert">
              {t.nothing}
            </p>
          )}
          <VideoFormatChoice value={format} onChange={setFormat} disabled={busy} />
        </SettingsPanel>
      }
    />
  );
}
