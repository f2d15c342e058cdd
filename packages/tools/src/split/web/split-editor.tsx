import { useEffect, useRef } from "react";
import type { EditorProps, FieldOf } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useKeptState } from "../../shared/kept-settings.ts";
import { ChoiceGroup, NumberFieldGrid, SettingsPanel } from "../../shared/ui/controls.tsx";
import { EditorActions, EditorLayout, GifPreview } from "../../shared/ui/editor-layout.tsx";
import type { SplitEditorText } from "../editor-text.ts";
import {
  defaultVideoSeconds,
  maximumFrameNumber,
  type SplitOptions,
  videoFrameRate,
} from "../shared/options.ts";
import {
  checkSplitForm,
  initialSplitForm,
  type SplitFormState,
  splitFields,
  splitSummary,
} from "../shared/split-form.ts";
import { FrameThumbnail, useInputFrames } from "./input-frames.tsx";

/**
 * Split into frames: the format, all frames or a range (1-based, as the file names), and for a
 * video the part and the frames per second. The preview shows the input and, where the browser
 * can decode it, the first and last frame that will be saved; a line says what the ZIP will hold.
 */
export default function SplitEditor({
  source,
  busy,
  start,
  reset,
}: EditorProps<FieldOf<SplitOptions>>) {
  const { own: t, ui, fill, plural, number } = useEditorText<SplitEditorText>();
  const [form, setForm] = useKeptState<SplitFormState>("form", initialSplitForm);
  const frames = useInputFrames(source);
  const { input, decoder } = frames;
  const check = checkSplitForm(form, input);
  const update = (change: Partial<SplitFormState>) =>
    setForm((current) => ({ ...current, ...change }));
  const isVideo = input.kind === "video";
  // The player shows the picture at the start time: the first frame that will be saved.
  const player = useRef<HTMLVideoElement>(null);
  const startSeconds = Number(form.startTime);
  useEffect(() => {
    const video = player.current;
    if (video && Number.isFinite(startSeconds) && startSeconds >= 0 && video.readyState > 0) {
      video.currentTime = Math.min(startSeconds, video.duration || startSeconds);
    }
  }, [startSeconds]);

  return (
    <EditorLayout
      preview={
        <div className="space-y-4">
          {isVideo ? (
            <figure className="card overflow-hidden">
              <div className="light-palette flex justify-center bg-slate-900 p-4">
                <video
                  ref={player}
                  src={source.previewUrl}
                  controls
                  muted
                  playsInline
                  preload="metadata"
                  aria-label={fill(t.previewAlt, { name: source.displayName })}
                  className="block h-auto max-h-80 max-w-full"
                  onLoadedMetadata={(event) =>
                    frames.setVideoDuration(event.currentTarget.duration)
                  }
                />
              </div>
              <figcaption className="border-t border-slate-200 px-4 py-2.5 text-sm text-slate-600">
                {source.displayName}
              </figcaption>
            </figure>
          ) : (
            <GifPreview
              src={source.previewUrl}
              alt={fill(t.previewAlt, { name: source.displayName })}
              maxHeightPx={320}
              caption={
                input.frameCount !== null
                  ? plural(t.caption, input.frameCount, { name: source.displayName })
                  : source.displayName
              }
            />
          )}
          {!isVideo && decoder && check.ok && check.last !== null && (
            <div className="card flex gap-4 p-4" data-split-ends>
              <FrameThumbnail
                decoder={decoder}
                index={check.first - 1}
                label={fill(t.firstSaved, { number: number(check.first) })}
              />
              <FrameThumbnail
                decoder={decoder}
                index={check.last - 1}
                label={fill(t.lastSaved, { number: number(check.last) })}
              />
            </div>
          )}
        </div>
      }
      actions={
        <EditorActions
          actionLabel={t.action}
          busyLabel={t.busy}
          busy={busy}
          disabled={!check.ok}
          onAction={() => start(splitFields(form, input))}
          onReset={reset}
          resetLabel={isVideo ? t.uploadDifferentVideo : ui.actions.uploadDifferentGif}
        />
      }
      settings={
        <SettingsPanel title={t.settings}>
          <ChoiceGroup<SplitFormState["format"]>
            label={t.saveAs}
            value={form.format}
            disabled={busy}
            options={[
              { value: "png", label: t.png },
              { value: "jpg", label: t.jpg },
            ]}
            onChange={(format) => update({ format })}
          />
          {isVideo && (
            <NumberFieldGrid
              form={form}
              busy={busy}
              update={update}
              fields={[
                { name: "startTime", label: t.startTime, suffix: "s", min: 0, step: 0.1 },
                {
                  name: "endTime",
                  label: t.endTime,
                  suffix: "s",
                  min: 0,
                  step: 0.1,
                  hint: fill(t.endTimeHint, { seconds: number(defaultVideoSeconds) }),
                },
                {
                  name: "fps",
                  label: t.fps,
                  min: videoFrameRate.min,
                  max: videoFrameRate.max,
                },
              ]}
            />
          )}
          <ChoiceGroup<SplitFormState["frames"]>
            label={t.frames}
            value={form.frames}
            disabled={busy}
            options={[
              { value: "all", label: t.allFrames },
              { value: "range", label: t.range },
            ]}
            onChange={(selection) => update({ frames: selection })}
          />
          {form.frames === "range" && (
            <NumberFieldGrid
              form={form}
              busy={busy}
              update={update}
              fields={[
                { name: "startFrame", label: t.firstFrame, min: 1, max: maximumFrameNumber },
                {
                  name: "endFrame",
                  label: t.lastFrame,
                  min: 1,
                  max: maximumFrameNumber,
                  hint: t.lastFrameHint,
                },
              ]}
            />
          )}
          <p
            className={`rounded-xl px-4 py-3 text-sm ${check.ok ? "bg-slate-50 text-slate-700" : "bg-red-50 text-red-800"}`}
            aria-live="polite"
            data-split-summary
          >
            {splitSummary(check, form, input, { text: t, fill, plural, number })}
          </p>
        </SettingsPanel>
      }
    />
  );
}
