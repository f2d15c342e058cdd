import { useState } from "react";
import type { EditorProps, InputFieldName } from "../editor.ts";
import type { FrameOrder } from "../frame-order.ts";
import { ChoiceGroup, SettingsPanel } from "./controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "./editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "./fit-under-control.tsx";

const orderChoices: readonly { value: FrameOrder; label: string }[] = [
  { value: "reverse", label: "Reverse" },
  { value: "boomerang", label: "Boomerang" },
];

const explanations: Record<FrameOrder, string> = {
  reverse:
    "Every frame is played from last to first, and each keeps its own delay, so pauses stay where they were. The loop setting is kept as it is.",
  boomerang:
    "The frames play forward, then backward to the start, so the loop never jumps. The first and last frames are not shown twice at the turns; every frame keeps its own delay, and the GIF lasts nearly twice as long. The loop setting is kept as it is.",
};

/**
 * Reverse's editor, shared with the Boomerang page (the same tool preset to a boomerang): a
 * preview, the choice of order and what it does in words.
 */
export function FrameOrderEditor({
  source,
  busy,
  start,
  reset,
  initialOrder,
}: EditorProps<"mode" | "target_size_bytes" | InputFieldName> & { initialOrder: FrameOrder }) {
  const [order, setOrder] = useState<FrameOrder>(initialOrder);
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
          actionLabel={order === "reverse" ? "Reverse GIF" : "Make Boomerang"}
          busyLabel={order === "reverse" ? "Reversing..." : "Making the boomerang..."}
          busy={busy}
          disabled={fit.blocked}
          onAction={() => start({ mode: order, ...fit.fields })}
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title="What happens">
          <ChoiceGroup<FrameOrder>
            label="Play the frames"
            options={orderChoices}
            value={order}
            disabled={busy}
            onChange={setOrder}
          />
          <p className="text-sm leading-relaxed text-slate-600" aria-live="polite">
            {explanations[order]}
          </p>
        </SettingsPanel>
      }
    />
  );
}
