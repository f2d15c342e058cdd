import { defaultLimits } from "@gifkit/contracts";
import { useEffect, useState } from "react";
import { animationDelaysMs } from "../animation-length.ts";
import type { EditorProps, EditorSource, InputFieldName } from "../editor.ts";
import { type FrameOrder, orderedFrameIndices } from "../frame-order.ts";
import { useEditorText } from "../i18n/editor-text.ts";
import { ChoiceGroup, SettingsPanel } from "./controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "./editor-layout.tsx";
import { FitUnderSection, useFitUnder } from "./fit-under-control.tsx";

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
  const { ui, fill, number, languageCode } = useEditorText();
  const t = ui.frameOrder;
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
          alt={fill(ui.preview.alt, { name: source.displayName })}
          maxHeightPx={320}
          caption={source.displayName}
        />
      }
      actions={
        <EditorActions
          actionLabel={order === "reverse" ? t.reverseAction : t.boomerangAction}
          busyLabel={order === "reverse" ? t.reverseBusy : t.boomerangBusy}
          busy={busy}
          disabled={fit.blocked || tooManyFrames}
          onAction={() => start({ mode: order, ...fit.fields })}
          onReset={reset}
        />
      }
      afterSettings={<FitUnderSection fit={fit} disabled={busy} />}
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<FrameOrder>
            label={t.playFrames}
            options={[
              { value: "reverse", label: t.reverse },
              { value: "boomerang", label: t.boomerang },
            ]}
            value={order}
            disabled={busy}
            onChange={setOrder}
          />
          <p className="text-sm leading-relaxed text-slate-600" aria-live="polite">
            {order === "reverse" ? t.reverseExplanation : t.boomerangExplanation}
          </p>
          {tooManyFrames && frameCount !== null && (
            <p
              role="alert"
              className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
              data-too-many-frames
            >
              {(() => {
                // The link sits inside the sentence where the language puts it ({cutLink}).
                const [before, after] = fill(t.tooMany, {
                  frames: number(boomerangFrames),
                  forward: number(frameCount),
                  max: number(defaultLimits.maxOutputFrames),
                  fewer: number(Math.floor(defaultLimits.maxOutputFrames / 2) + 1),
                }).split("{cutLink}");
                const prefix = languageCode === "en" ? "" : `/${languageCode.toLowerCase()}`;
                return (
                  <>
                    {before}
                    <a href={`${prefix}/cut`} className="font-semibold underline">
                      {t.cutLink}
                    </a>
                    {after}
                  </>
                );
              })()}
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
