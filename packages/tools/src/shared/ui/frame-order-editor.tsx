import { defaultLimits } from "@gifkit/contracts";
import { useEffect, useState } from "react";
import { animationDelaysMs } from "../animation-length.ts";
import type { EditorProps, EditorSource, InputFieldName } from "../editor.ts";
import { type FrameOrder, orderedFrameIndices } from "../frame-order.ts";
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
  const frameCount = useFrameCount(source);
  // Known as soon as the file is here (issue 41: refused only after the click, with no way on).
  const boomerangFrames =
    frameCount === null ? 0 : orderedFrameIndices("boomerang", frameCount).length;
  const tooManyFrames = order === "boomerang" && boomerangFrames > defaultLimits.maxOutputFrames;
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
          disabled={fit.blocked || tooManyFrames}
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
          {tooManyFrames && frameCount !== null && (
            <p
              role="alert"
              className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
              data-too-many-frames
            >
              A boomerang of this GIF would have {boomerangFrames.toLocaleString("en-US")} frames
              (its {frameCount.toLocaleString("en-US")} forward, then back); results can have at
              most {defaultLimits.maxOutputFrames} frames. Cut it to{" "}
              {Math.floor(defaultLimits.maxOutputFrames / 2) + 1} frames or fewer with{" "}
              <a href="/cut" className="font-semibold underline">
                Cut GIF
              </a>{" "}
              first, then make the boomerang of the result.
            </p>
          )}
        </SettingsPanel>
      }
    />
  );
}

/**
 * The chosen GIF's frame count, read in the browser from its bytes (a file or an earlier result:
 * same-origin URLs); null until read, and for a link, whose bytes the server reads.
 */
function useFrameCount(source: EditorSource): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (source.kind === "url") return;
    let current = true;
    void fetch(source.previewUrl)
      .then((response) => response.arrayBuffer())
      .then((buffer) => {
        const frames = animationDelaysMs(new Uint8Array(buffer)).length;
        if (current && frames > 0) setCount(frames);
      })
      .catch(() => undefined); // the server counts them anyway
    return () => {
      current = false;
    };
  }, [source.kind, source.previewUrl]);
  return count;
}
