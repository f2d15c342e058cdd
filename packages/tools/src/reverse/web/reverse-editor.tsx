import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "../../shared/ui/editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "../../shared/ui/fit-under-control.tsx";
import type { ReverseOptions } from "../shared/options.ts";

/** Reverse has no settings: a preview, 'Reverse GIF' and 'Upload Different GIF' (spec: tools §2). */
export default function ReverseEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<ReverseOptions>>) {
  const fit = useFitUnder();
  return (
    <EditorLayout
      preview={
        <GifPreview
          src={source.previewUrl}
          alt={`Preview of ${source.displayName}`}
          maxHeightPx={320}
          caption={source.displayName}
        />
      }
      actions={
        <EditorActions
          actionLabel="Reverse GIF"
          busyLabel="Reversing..."
          busy={busy}
          disabled={fit.blocked}
          onAction={() => start({ ...fit.fields })}
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title="What happens">
          <p className="text-sm leading-relaxed text-slate-600">
            Every frame is played from last to first, and each keeps its own delay, so pauses stay
            where they were. The loop setting is kept as it is.
          </p>
        </SettingsPanel>
      }
    />
  );
}
