import { useEditorText } from "../i18n/editor-text.ts";
import type { VideoOutputFormatOption } from "../video-output.ts";
import { ChoiceGroup } from "./controls.tsx";

/** The video tools' format choice: MP4 (H.264) or WebM (VP9). */
export function VideoFormatChoice({
  value,
  onChange,
  disabled,
}: {
  value: VideoOutputFormatOption;
  onChange: (value: VideoOutputFormatOption) => void;
  disabled?: boolean;
}) {
  const { ui } = useEditorText();
  return (
    <ChoiceGroup<VideoOutputFormatOption>
      label={ui.videoFormat.label}
      value={value}
      disabled={disabled ?? false}
      options={[
        { value: "mp4", label: "MP4 (H.264)" },
        { value: "webm", label: "WebM (VP9)" },
      ]}
      onChange={onChange}
    />
  );
}
